/**
 * The helpdesk queue socket `/ws/helpdesk/room/` (SPEC §7; contract HelpdeskSocketEvent), for concierge
 * members (role 6): authenticates with the access token in the first frame, then hears `status` (on join),
 * `new_message` (a user wrote in any conversation of the tenant), `session` (a conversation was created,
 * closed or reopened) and `read` (the helpdesk read one), each with the helpdesk's `total_unread`.
 * Reconnects with the chat's backoff. One page keeps one such socket, shared by whoever listens
 * (`subscribeHelpdeskFeed`): the top bar's Messages badge and the helpdesk app's queue.
 */
import type { HelpdeskSessionItem } from './chat-api';
import { backoffDelay, CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED, PING_INTERVAL_MS, type SocketFactory, type SocketLike } from './chat-connection';

export type HelpdeskEventType = 'status' | 'new_message' | 'session' | 'read';

/** A frame of the helpdesk socket the page acts on. */
export interface HelpdeskEvent {
  event_type: HelpdeskEventType;
  online?: boolean;
  total_unread?: number;
  room?: string;
  session_id?: number;
  message?: string;
  username?: string | null;
  seq?: number;
  session?: HelpdeskSessionItem;
}

/** idle: not started; open: authenticated; denied: refused (4401/4403, no token); stopped: closed here. */
export type HelpdeskSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'denied' | 'stopped';

const EVENT_TYPES: ReadonlySet<string> = new Set<HelpdeskEventType>(['status', 'new_message', 'session', 'read']);
const OPEN = 1;
const CLOSE_NORMAL = 1000;

/** The queue socket's address on this origin (wss on https), with the user id as SPEC §7 writes it. */
export function helpdeskSocketUrl(userId?: number | null, location: { protocol: string; host: string } = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = userId === undefined || userId === null ? '' : `?user_id=${encodeURIComponent(String(userId))}`;
  return `${scheme}://${location.host}/ws/helpdesk/room/${query}`;
}

export interface HelpdeskSocketOptions {
  url: string;
  getToken: () => string | null | undefined;
  onEvent: (event: HelpdeskEvent) => void;
  onState?: (state: HelpdeskSocketState) => void;
  createSocket?: SocketFactory;
  random?: () => number;
}

/** Reads one frame: a known event, or null (pongs, errors, anything malformed). */
export function parseHelpdeskFrame(data: unknown): HelpdeskEvent | null {
  let frame: unknown;
  try {
    frame = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const type = (frame as { event_type?: unknown }).event_type;
  return typeof type === 'string' && EVENT_TYPES.has(type) ? (frame as HelpdeskEvent) : null;
}

export class HelpdeskSocket {
  private socket: SocketLike | null = null;
  private state: HelpdeskSocketState = 'idle';
  private attempt = 0;
  /** The token of the last auth frame: a refused one is tried again only once the session has a new one. */
  private sentToken: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly onOnline = () => {
    if (this.state === 'reconnecting') {
      this.clearRetry();
      this.open();
    }
  };

  constructor(private readonly options: HelpdeskSocketOptions) {}

  get connectionState(): HelpdeskSocketState {
    return this.state;
  }

  start(): void {
    if (this.state === 'connecting' || this.state === 'open' || this.state === 'reconnecting') return;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.clearRetry();
    this.stopPing();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState <= OPEN) socket.close(CLOSE_NORMAL, 'left');
    }
    this.setState('stopped');
  }

  private open(): void {
    this.setState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const token = this.options.getToken();
      if (!token) {
        socket.close(CLOSE_NORMAL, 'no token');
        this.socket = null;
        this.setState('denied');
        return;
      }
      this.sentToken = token;
      this.write({ type: 'auth', token });
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      const event = parseHelpdeskFrame(ev.data);
      if (!event) return;
      if (event.event_type === 'status' && this.state !== 'open') {
        this.attempt = 0;
        this.setState('open');
        this.startPing();
      }
      this.options.onEvent(event);
    };
    socket.onerror = () => {
      // The close event follows.
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      const fresh = this.options.getToken();
      const renewed = ev.code === CLOSE_UNAUTHENTICATED && Boolean(fresh) && fresh !== this.sentToken;
      if ((ev.code === CLOSE_UNAUTHENTICATED || ev.code === CLOSE_FORBIDDEN) && !renewed) {
        this.setState('denied');
        return;
      }
      this.scheduleRetry();
    };
  }

  private write(frame: Record<string, unknown>): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    try {
      socket.send(JSON.stringify(frame));
    } catch {
      // The close event that follows reconnects.
    }
  }

  private scheduleRetry(): void {
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.write({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private setState(state: HelpdeskSocketState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }
}

// ---------------------------------------------------------------- one socket per page

export interface HelpdeskFeedListener {
  onEvent?: (event: HelpdeskEvent) => void;
  onState?: (state: HelpdeskSocketState) => void;
}

export interface HelpdeskFeedOptions {
  /** Who listens (the user id): another user gets another socket. */
  key: string;
  url: string;
  getToken: () => string | null | undefined;
  createSocket?: SocketFactory;
}

/** The socket stays this long after its last listener left, so a page change does not drop and reopen it. */
export const FEED_LINGER_MS = 2000;

interface Feed {
  key: string;
  socket: HelpdeskSocket;
  listeners: Set<HelpdeskFeedListener>;
  state: HelpdeskSocketState;
  linger: ReturnType<typeof setTimeout> | null;
}

let feed: Feed | null = null;

function closeFeed(): void {
  if (!feed) return;
  if (feed.linger !== null) clearTimeout(feed.linger);
  feed.socket.stop();
  feed = null;
}

/**
 * Listens to the page's helpdesk socket, opening it for the first listener; the last one leaving closes
 * it (after FEED_LINGER_MS). A new listener hears the current state at once. Returns the unsubscribe.
 */
export function subscribeHelpdeskFeed(options: HelpdeskFeedOptions, listener: HelpdeskFeedListener): () => void {
  if (feed && feed.key !== options.key) closeFeed();
  if (!feed) {
    const created: Feed = {
      key: options.key,
      listeners: new Set(),
      state: 'idle',
      linger: null,
      socket: new HelpdeskSocket({
        url: options.url,
        getToken: options.getToken,
        ...(options.createSocket ? { createSocket: options.createSocket } : {}),
        onEvent: (event) => {
          for (const l of [...created.listeners]) l.onEvent?.(event);
        },
        onState: (state) => {
          created.state = state;
          for (const l of [...created.listeners]) l.onState?.(state);
        },
      }),
    };
    feed = created;
    created.socket.start();
  }
  const current = feed;
  if (current.linger !== null) {
    clearTimeout(current.linger);
    current.linger = null;
  }
  current.listeners.add(listener);
  listener.onState?.(current.state);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || feed !== current) return;
    current.linger = setTimeout(() => {
      if (feed === current && current.listeners.size === 0) closeFeed();
    }, FEED_LINGER_MS);
  };
}

/** Closes the page's helpdesk socket at once (sign-out, tests). */
export function closeHelpdeskFeed(): void {
  closeFeed();
}
