/**
 * A stand-in for the browser's WebSocket in tests (stub it with `vi.stubGlobal('WebSocket', StandInSocket)`
 * or hand out `new StandInSocket(url)` from a socket factory): records what the client sends and lets the
 * test play the server. Empty `StandInSocket.made` before each test. Calls the client's handlers directly:
 * wrap what updates React in `act`.
 */
export class StandInSocket {
  /** Every socket made, oldest first. */
  static made: StandInSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(readonly url: string) {
    StandInSocket.made.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close() {
    this.readyState = 3;
  }

  /** Server side: the connection opens. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: a frame arrives. */
  push(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** Server side: the connection drops with a close code. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
