/**
 * The notification socket `/ws/notifications/` (DECISIONS 15; contract NotificationClientFrame and
 * NotificationSocketEvent): authenticates with the access token in the first frame (never in the address),
 * then hears the user's unread count: `status` on join, `notification` whenever their notifications change
 * (a new one, or one or all marked read, on any tab or device). Pings every 25 s, reconnects with backoff
 * (1 s doubling to 30 s, with jitter; at once when the browser comes back online), closes while the tab is
 * hidden and opens again when it shows, and stops after a refusal (4401) until the session has a new token.
 *
 * One page keeps one such socket (`subscribeNotificationFeed`), whoever listens; the shell's bell mount
 * opens it. The poll of the list stays the fallback (use-notifications.ts).
 */

/** What the page acts on: the user's unread count, on join or after a change. */
export interface NotificationPush {
  event_type: 'status' | 'notification';
  unread_count: number;
}

/** What the socket needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/**
 * idle: not started; connecting: first attempt; open: authenticated; reconnecting: waiting to try again;
 * paused: the tab is hidden; denied: refused (4401) or no token; stopped: closed here.
 */
export type NotificationSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused' | 'denied' | 'stopped';

export const CLOSE_UNAUTHENTICATED = 4401;
/** Keeps the connection alive through proxies that drop idle sockets. */
export const PING_INTERVAL_MS = 25_000;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
const CLOSE_NORMAL = 1000;
const OPEN = 1;

/** The socket's address on this origin (wss on https). */
export function notificationSocketUrl(location: { protocol: string; host: string } = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/notifications/`;
}

/** Delay before reconnect attempt n (0-based): doubling from 1 s up to 30 s, with jitter of up to half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Reads one frame: a count, or null (pongs, errors, anything malformed). */
export function parseNotificationPush(data: unknown): NotificationPush | null {
  let frame: unknown;
  try {
    frame = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { event_type: type, unread_count: count } = frame as { event_type?: unknown; unread_count?: unknown };
  if (type !== 'status' && type !== 'notification') return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  return { event_type: type, unread_count: count };
}

export interface NotificationSocketOptions {
  url: string;
  getToken: () => string | null | undefined;
  onPush: (push: NotificationPush) => void;
  onState?: (state: NotificationSocketState) => void;
  createSocket?: SocketFactory;
  random?: () => number;
}

const hidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export class NotificationSocket {
  private socket: SocketLike | null = null;
  private state: NotificationSocketState = 'idle';
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
  private readonly onVisibility = () => {
    if (hidden()) this.pause();
    else if (this.state === 'paused') this.connect();
    else this.renew();
  };

  constructor(private readonly options: NotificationSocketOptions) {}

  get connectionState(): NotificationSocketState {
    return this.state;
  }

  start(): void {
    if (this.state !== 'idle' && this.state !== 'stopped') return;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    if (hidden()) this.setState('paused');
    else this.connect();
  }

  stop(): void {
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
    this.drop('left');
    this.setState('stopped');
  }

  /** After a refusal: tries again when the session has another token than the refused one. */
  renew(): void {
    if (this.state !== 'denied') return;
    const token = this.options.getToken();
    if (token && token !== this.sentToken) this.connect();
  }

  /** The tab is hidden: no socket until it shows again (the poll pauses too). */
  private pause(): void {
    if (this.state === 'idle' || this.state === 'stopped' || this.state === 'paused' || this.state === 'denied') return;
    this.drop('hidden');
    this.setState('paused');
  }

  private connect(): void {
    this.attempt = 0;
    this.open();
  }

  private drop(reason: string): void {
    this.clearRetry();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState <= OPEN) socket.close(CLOSE_NORMAL, reason);
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
        this.drop('no token');
        this.setState('denied');
        return;
      }
      this.sentToken = token;
      this.write({ type: 'auth', token });
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      const push = parseNotificationPush(ev.data);
      if (!push) return;
      if (push.event_type === 'status' && this.state !== 'open') {
        this.attempt = 0;
        this.setState('open');
        this.startPing();
      }
      this.options.onPush(push);
    };
    socket.onerror = () => {
      // The close event follows.
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      if (ev.code === CLOSE_UNAUTHENTICATED) {
        const fresh = this.options.getToken();
        if (!fresh || fresh === this.sentToken) {
          this.setState('denied');
          return;
        }
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

  private setState(state: NotificationSocketState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }
}

// ---------------------------------------------------------------- one socket per page

export interface NotificationFeedListener {
  onPush?: (push: NotificationPush) => void;
  onState?: (state: NotificationSocketState) => void;
}

/** How the list hears pushes: subscribe a listener, get its unsubscribe back. */
export type NotificationLiveSource = (listener: NotificationFeedListener) => () => void;

export interface NotificationFeedOptions {
  /** Who listens (the user id): another user gets another socket. */
  key: string;
  url: string;
  getToken: () => string | null | undefined;
  createSocket?: SocketFactory;
}

/** The socket stays this long after its last listener left, so a re-render or page change does not reopen it. */
export const FEED_LINGER_MS = 2000;

interface Feed {
  key: string;
  socket: NotificationSocket;
  listeners: Set<NotificationFeedListener>;
  state: NotificationSocketState;
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
 * Listens to the page's notification socket, opening it for the first listener; the last one leaving
 * closes it (after FEED_LINGER_MS). A new listener hears the current state at once. Returns the unsubscribe.
 */
export function subscribeNotificationFeed(options: NotificationFeedOptions, listener: NotificationFeedListener): () => void {
  if (feed && feed.key !== options.key) closeFeed();
  if (!feed) {
    const created: Feed = {
      key: options.key,
      listeners: new Set(),
      state: 'idle',
      linger: null,
      socket: new NotificationSocket({
        url: options.url,
        getToken: options.getToken,
        ...(options.createSocket ? { createSocket: options.createSocket } : {}),
        onPush: (push) => {
          for (const l of [...created.listeners]) l.onPush?.(push);
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

/** The session has a new token: a refused socket tries again with it. */
export function renewNotificationFeed(): void {
  feed?.socket.renew();
}

/** Closes the page's notification socket at once (sign-out, tests). */
export function closeNotificationFeed(): void {
  closeFeed();
}
