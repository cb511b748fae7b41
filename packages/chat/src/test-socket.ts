import type { SocketLike } from './chat-connection';

/** A stand-in WebSocket: records what the client sends and lets a test play the server. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** Server side: the connection opens. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: a frame arrives. */
  push(frame: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** Server side: the connection drops with a close code. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  framesOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter((f) => f.type === type);
  }
}

/** A socket factory that keeps every socket it made. */
export function fakeSockets() {
  const made: FakeSocket[] = [];
  return {
    made,
    create: (url: string) => {
      const s = new FakeSocket(url);
      made.push(s);
      return s;
    },
    get last(): FakeSocket {
      const s = made[made.length - 1];
      if (!s) throw new Error('no socket yet');
      return s;
    },
  };
}

/** A stored text message frame as the server sends it. */
export function textFrame(seq: number, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    message_type: 'text',
    message_from: 'help_desk',
    message: `reply ${seq}`,
    username: 'Alex',
    room: 'abc12',
    chatCreated_time: new Date(Date.UTC(2026, 2, 3, 15, 0, seq)).toISOString(),
    group_by: '2026-03-03',
    event_type: null,
    typing: null,
    away: null,
    seq,
    client_id: null,
    ...patch,
  };
}

export function statusFrame(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    message_type: 'status',
    event_type: 'status',
    message_from: null,
    message: null,
    username: null,
    room: 'abc12',
    chatCreated_time: null,
    group_by: null,
    typing: null,
    away: false,
    online: true,
    status: 'ongoing',
    last_seq: 0,
    ...patch,
  };
}
