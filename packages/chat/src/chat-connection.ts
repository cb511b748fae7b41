/**
 * The conversation socket `/ws/{room}/` (SPEC §3 "Socket message", §7; issue 4 "Delivery you can trust"):
 * authenticates (an auth frame with the access token for signed-in users; guests are known by their
 * `room` cookie), resumes from the last sequence number it has seen, drops sequence numbers it already
 * has, gives every message a client id so a resend after a reconnect is not stored twice, reconnects
 * with exponential backoff, and throttles typing notices. Backoff, pings and safe writes come from
 * `@tessera/api-client/live-socket`.
 */
import { LiveSocket, type SocketFactory, type SocketLike } from '@tessera/api-client/live-socket';
import type { Sender } from './chat-grouping';

export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  PING_INTERVAL_MS,
  type SocketFactory,
  type SocketLike,
} from '@tessera/api-client/live-socket';

/** Frames the server sends (the SPEC §3 socket message fields, plus seq and client_id of stored messages). */
export interface ServerFrame {
  type?: string;
  /** 'text', 'event', 'typing', 'status', 'error' or 'pong'; a type this client does not know is ignored. */
  message_type?: string;
  message_from?: Sender | null;
  message?: string | string[] | null;
  username?: string | null;
  room?: string;
  chatCreated_time?: string | null;
  group_by?: string | null;
  /** 'closed', 'reopened', 'status', 'read' or 'resumed', on event frames. */
  event_type?: string | null;
  typing?: boolean | null;
  away?: boolean | null;
  online?: boolean;
  /** Session status, on status frames. */
  status?: 'new' | 'ongoing' | 'closed';
  last_seq?: number;
  last_helpdesk_message_at?: string | null;
  seq?: number | null;
  client_id?: string | null;
  detail?: string;
}

/** A stored message or event: it has a sequence number. */
export type StoredFrame = ServerFrame & { seq: number };

/**
 * idle: not started; connecting: first attempt; open: authenticated and resumed; reconnecting: waiting
 * to try again; ended: the chat was closed (code 4000); denied: the server refused this client
 * (4401/4403); stopped: closed by the widget.
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'ended' | 'denied' | 'stopped';

export const CLOSE_CHAT_ENDED = 4000;
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;

/** At most one "typing" notice per 2 s; "stopped typing" after 3 s without a key. */
export const TYPING_THROTTLE_MS = 2000;
export const TYPING_IDLE_MS = 3000;
/** How long to wait for the server's first status frame before resuming anyway. */
export const READY_FALLBACK_MS = 3000;

export interface ChatConnectionOptions {
  /** Full ws:// or wss:// address of the room. */
  url: string;
  /** Signed-in users: the access token sent in the first frame. Guests: undefined (the cookie is used). */
  getToken?: (() => string | null | undefined) | undefined;
  /** Every stored message or event not seen before, in the order received. */
  onMessage: (frame: StoredFrame) => void;
  /** Typing, status and error frames. */
  onFrame?: (frame: ServerFrame) => void;
  onState?: (state: ConnectionState) => void;
  createSocket?: SocketFactory;
  /** Jitter source (tests pass a constant). */
  random?: () => number;
}

/** A client id for a message: a UUID when the browser has one. */
export function newClientId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(Math.random() * 4)).toString(16)}${hex(3)}-${hex(12)}`;
}

/** The room's socket address on this origin (wss on https). */
export function roomSocketUrl(room: string, location: { protocol: string; host: string } = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/${encodeURIComponent(room)}/`;
}

interface Outgoing {
  client_id: string;
  message: string;
}

export class ChatConnection {
  private readonly live: LiveSocket<'ended'>;
  private readonly seen = new Set<number>();
  private lastSeq = 0;
  /** Sent messages not yet echoed with a sequence number, in order. */
  private readonly outbox = new Map<string, Outgoing>();
  private typingSentAt = Number.NEGATIVE_INFINITY;
  private typingIdleTimer: ReturnType<typeof setTimeout> | null = null;
  private typingShown = false;
  private readyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ChatConnectionOptions) {
    this.live = new LiveSocket<'ended'>({
      url: options.url,
      getToken: options.getToken,
      createSocket: options.createSocket,
      random: options.random,
      onState: options.onState,
      onOpen: (socket) => this.opened(socket),
      onMessage: (data, socket) => this.receive(data, socket),
      onClose: (code) => {
        this.clearReadyTimer();
        this.typingShown = false;
        if (code === CLOSE_CHAT_ENDED) return 'ended';
        if (code === CLOSE_UNAUTHENTICATED || code === CLOSE_FORBIDDEN) return 'denied';
        return undefined;
      },
    });
  }

  get connectionState(): ConnectionState {
    return this.live.state;
  }

  private get state(): ConnectionState {
    return this.live.state;
  }

  /** The highest sequence number seen (resume point). */
  get lastSeenSeq(): number {
    return this.lastSeq;
  }

  /** Messages written here that the server has not confirmed yet. */
  get pending(): readonly Outgoing[] {
    return [...this.outbox.values()];
  }

  /** Sequence numbers already shown (from the history answer): they are not shown again. */
  remember(seqs: Iterable<number>): void {
    for (const seq of seqs) this.note(seq);
  }

  /** Starts (or restarts after `stop`) the connection. */
  start(): void {
    if (this.state === 'connecting' || this.state === 'open' || this.state === 'reconnecting') return;
    this.live.connect();
  }

  /** Closes for good (the widget left the conversation). */
  stop(): void {
    this.clearReadyTimer();
    this.clearTypingTimer();
    this.live.stop();
  }

  /**
   * Sends a text message; returns its client id, or null for an empty message (SPEC §5: not sent).
   * While the socket is down the message waits and goes out after the reconnect.
   */
  send(text: string): string | null {
    const message = text.trim();
    if (message === '') return null;
    if (this.state === 'ended' || this.state === 'denied') return null;
    const out: Outgoing = { client_id: newClientId(), message };
    this.outbox.set(out.client_id, out);
    this.stopTyping();
    if (this.state === 'open') this.live.write({ type: 'message', client_id: out.client_id, message: out.message });
    return out.client_id;
  }

  /** Call on every keystroke in the message box: sends "typing" at most every 2 s, "stopped" after 3 s idle. */
  noteTyping(now: number = Date.now()): void {
    if (this.state !== 'open') return;
    if (!this.typingShown || now - this.typingSentAt >= TYPING_THROTTLE_MS) {
      this.live.write({ type: 'typing', typing: true });
      this.typingSentAt = now;
      this.typingShown = true;
    }
    this.clearTypingTimer();
    this.typingIdleTimer = setTimeout(() => this.stopTyping(), TYPING_IDLE_MS);
  }

  /** Tells the other side typing stopped (on send, on leaving, after 3 s idle). */
  stopTyping(): void {
    this.clearTypingTimer();
    if (!this.typingShown) return;
    this.typingShown = false;
    this.typingSentAt = Number.NEGATIVE_INFINITY;
    if (this.state === 'open') this.live.write({ type: 'typing', typing: false });
  }

  /** Marks everything up to seq as read. */
  markRead(seq: number): void {
    if (this.state === 'open' && seq > 0) this.live.write({ type: 'read', seq });
  }

  /** The upgrade succeeded (and the auth frame went out, signed in): wait for the status frame. */
  private opened(socket: SocketLike): void {
    // The server answers the auth (or, for guests, the upgrade) with a status frame; a server that stays
    // silent still gets the resume after a short wait.
    this.clearReadyTimer();
    this.readyTimer = setTimeout(() => this.ready(socket), READY_FALLBACK_MS);
  }

  /** Authenticated: resume from the last seq, resend what is unconfirmed, keep the socket alive. */
  private ready(socket: SocketLike): void {
    this.clearReadyTimer();
    if (this.live.socket !== socket || this.state === 'open') return;
    this.live.opened();
    this.live.write({ type: 'resume', after_seq: this.lastSeq });
    for (const out of this.outbox.values()) this.live.write({ type: 'message', client_id: out.client_id, message: out.message });
  }

  private clearReadyTimer(): void {
    if (this.readyTimer !== null) clearTimeout(this.readyTimer);
    this.readyTimer = null;
  }

  private receive(data: unknown, socket: SocketLike): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const frame = parsed as ServerFrame;
    if (this.state !== 'open' && frame.message_type === 'status') this.ready(socket);
    if ((frame.message_type === 'text' || frame.message_type === 'event') && typeof frame.seq === 'number' && Number.isInteger(frame.seq)) {
      if (frame.client_id) this.outbox.delete(frame.client_id);
      if (this.seen.has(frame.seq)) return;
      this.note(frame.seq);
      this.options.onMessage(frame as StoredFrame);
      return;
    }
    // A refused message (too long, ...) is not sent again.
    if (frame.message_type === 'error' && frame.client_id) this.outbox.delete(frame.client_id);
    this.options.onFrame?.(frame);
  }

  private note(seq: number): void {
    this.seen.add(seq);
    if (seq > this.lastSeq) this.lastSeq = seq;
  }

  private clearTypingTimer(): void {
    if (this.typingIdleTimer !== null) clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = null;
  }
}
