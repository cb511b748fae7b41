// A chat socket client for tests and the bench, with the widget's delivery rules: it keeps the last seq
// it holds, resumes after it on every (re)connection, drops seqs it already has, and resends messages
// the server has not confirmed (same client_id, so they are stored once).
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { rawDataText } from '../realtime/socket-plumbing.ts';
import { FrameSocket } from './frame-socket.ts';
import { frameProblem, type SocketKind } from './socket-contract.ts';

export interface Frame {
  message_type?: string;
  event_type?: string | null;
  message_from?: string | null;
  message?: string | null;
  seq?: number | null;
  client_id?: string | null;
  typing?: boolean | null;
  online?: boolean;
  away?: boolean | null;
  status?: string;
  last_seq?: number;
  detail?: string;
  total_unread?: number;
  session_id?: number;
  room?: string;
  session?: { session_id: number; status: string };
  [k: string]: unknown;
}

export interface SocketOptions {
  host?: string;
  cookie?: string;
  /** Check every server frame against the contract; mismatches are collected in `problems`. */
  contract?: SocketKind;
}

/** A raw socket that records every frame, and how it closed. */
export class RawSocket extends FrameSocket<Frame> {
  /** Server frames that do not match the contract (with `contract`). */
  readonly problems: string[] = [];
  private readonly contract: SocketKind | undefined;

  constructor(port: number, path: string, options: SocketOptions = {}) {
    const headers: Record<string, string> = { host: options.host ?? 'localhost' };
    if (options.cookie) headers.cookie = options.cookie;
    super(port, path, headers);
    this.contract = options.contract;
  }

  protected override check(frame: Frame): void {
    if (!this.contract) return;
    const problem = frameProblem(this.contract, frame);
    if (problem) this.problems.push(problem);
  }
}

export interface ChatClientOptions {
  /** Where to connect (may change between reconnects, e.g. another instance). */
  target: () => { port: number; host?: string };
  room: string;
  token?: string;
  cookie?: string;
  /** Reconnect after an unexpected close (not 4000/4401/4403). */
  reconnect?: boolean;
  /** Check every server frame against the contract (see `problems`). */
  contract?: boolean;
}

/** A client that behaves like the widget: resume on connect, dedupe by seq, resend unconfirmed messages. */
export class ChatClient {
  /** Stored messages and events shown, in order. */
  readonly shown: Frame[] = [];
  lastSeq = 0;
  readonly outbox = new Map<string, string>();
  readonly errors: Frame[] = [];
  duplicatesDropped = 0;
  connections = 0;
  /** The seqs of stored frames each connection received, in arrival order (one list per connection). */
  readonly seqsByConnection: number[][] = [];
  /** Every socket this client opened, oldest first. */
  readonly sockets: RawSocket[] = [];
  socket: RawSocket | undefined;
  ended = false;
  private stopped = false;
  private readyResolve: (() => void) | undefined;
  private listeners: ((f: Frame) => void)[] = [];

  constructor(private readonly options: ChatClientOptions) {}

  /** Connects, authenticates and resumes; resolves once the backlog is in. */
  connect(): Promise<void> {
    const { port, host } = this.options.target();
    const socket = new RawSocket(port, `/ws/${this.options.room}/`, {
      ...(host ? { host } : {}),
      ...(this.options.cookie ? { cookie: this.options.cookie } : {}),
      ...(this.options.contract ? { contract: 'room' as const } : {}),
    });
    this.socket = socket;
    this.sockets.push(socket);
    this.connections++;
    const seqs: number[] = [];
    this.seqsByConnection.push(seqs);
    const ready = new Promise<void>((resolve) => {
      this.readyResolve = resolve;
    });
    socket.opened
      .then(() => {
        if (this.options.token) socket.send({ type: 'auth', token: this.options.token });
      })
      .catch(() => this.scheduleReconnect());
    let resumeSent = false;
    socket.ws.on('message', (data) => {
      const frame = JSON.parse(rawDataText(data)) as Frame;
      if (typeof frame.seq === 'number' && (frame.message_type === 'text' || frame.message_type === 'event')) seqs.push(frame.seq);
      if (!resumeSent && frame.message_type === 'status' && frame.event_type === 'status') {
        resumeSent = true;
        socket.send({ type: 'resume', after_seq: this.lastSeq });
      }
      this.onFrame(frame);
    });
    socket.ws.on('close', (code) => {
      if (this.socket !== socket) return;
      if (code === 4000) this.ended = true;
      if (!this.stopped && this.options.reconnect && code !== 4000 && code !== 4401 && code !== 4403) this.scheduleReconnect();
    });
    return ready;
  }

  private reconnectTimer: NodeJS.Timeout | undefined;
  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer || !this.options.reconnect) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, 100);
  }

  private onFrame(frame: Frame): void {
    const socket = this.socket;
    if (frame.message_type === 'status' && frame.event_type === 'resumed') {
      for (const [clientId, text] of this.outbox) socket?.send({ type: 'message', client_id: clientId, message: text });
      this.readyResolve?.();
    } else if ((frame.message_type === 'text' || frame.message_type === 'event') && typeof frame.seq === 'number') {
      if (frame.client_id) this.outbox.delete(frame.client_id);
      if (frame.seq <= this.lastSeq) {
        this.duplicatesDropped++;
      } else {
        this.lastSeq = frame.seq;
        this.shown.push(frame);
      }
    } else if (frame.message_type === 'error') {
      this.errors.push(frame);
    }
    for (const l of this.listeners) l(frame);
  }

  /** Sends a text (kept until the server confirms it). */
  say(text: string, clientId: string = randomUUID()): string {
    this.outbox.set(clientId, text);
    if (this.socket?.ws.readyState === WebSocket.OPEN) this.socket.send({ type: 'message', client_id: clientId, message: text });
    return clientId;
  }

  /** Resolves when `pred` holds (checked on every frame). */
  until(pred: () => boolean, timeoutMs = 15_000): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== check);
        reject(new Error(`condition not met within ${timeoutMs} ms (shown ${this.shown.length}, outbox ${this.outbox.size})`));
      }, timeoutMs);
      const check = () => {
        if (!pred()) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
        resolve();
      };
      this.listeners.push(check);
    });
  }

  /** Server frames that did not match the contract, over all connections (with `contract`). */
  problems(): string[] {
    return this.sockets.flatMap((s) => s.problems);
  }

  texts(): string[] {
    return this.shown.filter((f) => f.message_type === 'text').map((f) => f.message ?? '');
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
  }
}
