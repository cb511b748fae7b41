/**
 * The reconnecting core of the browser's WebSocket clients (the chat room, the helpdesk queue, the
 * notification socket): the access token in the first frame (never in the address), reconnect with backoff
 * (1 s doubling to 30 s, with jitter; at once when the browser comes back online), a ping every 25 s once
 * open, writes that never throw, state changes told once. Each client keeps its own protocol: which frame
 * opens it, what it sends then, which close codes end it. `sharedFeed` keeps one such socket per page,
 * shared by its listeners.
 */

/** What a client needs of a WebSocket (the browser's, or a fake in tests). */
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

/** Keeps the connection alive through proxies that drop idle sockets. */
export const PING_INTERVAL_MS = 25_000;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
const CLOSE_NORMAL = 1000;
const OPEN = 1;

/** Delay before reconnect attempt n (0-based): doubling from 1 s up to 30 s, with jitter of up to half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The states the core sets itself (denied: no token at open, or a close code the client ends on); a client adds its own (ended, paused). */
export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'denied' | 'stopped';

export interface LiveSocketOptions<S extends string> {
  url: string;
  createSocket?: SocketFactory | undefined;
  /** Jitter source (tests pass a constant). */
  random?: (() => number) | undefined;
  /** Signed-in clients: the access token, sent as the first frame `{type: 'auth', token}`; none at open: denied. */
  getToken?: (() => string | null | undefined) | undefined;
  /** The upgrade succeeded (and the auth frame, if any, went out). */
  onOpen?: ((socket: SocketLike) => void) | undefined;
  /** A frame of the current socket. */
  onMessage: (data: unknown, socket: SocketLike) => void;
  /** The connection closed: the state to stay in (no retry), or undefined to reconnect with backoff. */
  onClose: (code: number) => 'denied' | NoInfer<S> | undefined;
  onState?: ((state: LiveSocketState | NoInfer<S>) => void) | undefined;
}

export class LiveSocket<S extends string = never> {
  private current: SocketLike | null = null;
  private now: LiveSocketState | S = 'idle';
  private attempt = 0;
  /** The token of the last auth frame. */
  private sentToken: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly onOnline = () => {
    if (this.now === 'reconnecting') {
      this.clearRetry();
      this.open();
    }
  };

  constructor(private readonly options: LiveSocketOptions<S>) {}

  get state(): LiveSocketState | S {
    return this.now;
  }

  /** The socket in use, if any. */
  get socket(): SocketLike | null {
    return this.current;
  }

  /** The session holds a token other than the one last sent: worth trying again after a refusal (4401). */
  hasNewToken(): boolean {
    const fresh = this.options.getToken?.();
    return Boolean(fresh) && fresh !== this.sentToken;
  }

  /** Opens from the first attempt; until `stop`, a wait for a retry ends when the browser is back online. */
  connect(): void {
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.attempt = 0;
    this.open();
  }

  /** The server accepted the client: backoff starts again from attempt 0, and pings begin (once: no-op while open). */
  opened(): void {
    if (this.now === 'open') return;
    this.attempt = 0;
    this.setState('open');
    this.startPing();
  }

  /** Cancels the retry and the pings, closes the socket (1000, reason) without hearing it, then sets state. */
  halt(state: LiveSocketState | S, reason: string): void {
    this.clearRetry();
    this.stopPing();
    const socket = this.current;
    this.current = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState <= OPEN) socket.close(CLOSE_NORMAL, reason);
    }
    this.setState(state);
  }

  /** Closes for good ('left'): no retry, no more listening for the browser coming back online. */
  stop(): void {
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    this.halt('stopped', 'left');
  }

  /** Sends a JSON frame if the socket is open; a failed send is left to the close event that follows. */
  write(frame: Record<string, unknown>): void {
    const socket = this.current;
    if (!socket || socket.readyState !== OPEN) return;
    try {
      socket.send(JSON.stringify(frame));
    } catch {
      // The close event that follows reconnects.
    }
  }

  setState(state: LiveSocketState | S): void {
    if (this.now === state) return;
    this.now = state;
    this.options.onState?.(state);
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
    this.current = socket;
    socket.onopen = () => {
      if (this.current !== socket) return;
      if (this.options.getToken) {
        const token = this.options.getToken();
        if (!token) {
          // Signed out meanwhile: nothing to authenticate with.
          this.halt('denied', 'no token');
          return;
        }
        this.sentToken = token;
        this.write({ type: 'auth', token });
      }
      this.options.onOpen?.(socket);
    };
    socket.onmessage = (ev) => {
      if (this.current === socket) this.options.onMessage(ev.data, socket);
    };
    socket.onerror = () => {
      // The close event follows.
    };
    socket.onclose = (ev) => {
      if (this.current !== socket) return;
      this.current = null;
      this.stopPing();
      const stay = this.options.onClose(ev.code);
      if (stay === undefined) this.scheduleRetry();
      else this.setState(stay);
    };
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
}

// ---------------------------------------------------------------- one socket per page

/** What a shared feed runs: started for its first listener, stopped after its last. */
export interface FeedSocket {
  start(): void;
  stop(): void;
}

/** Where the page's socket connects, and for whom. */
export interface LiveFeedOptions {
  /** Who listens (the user id): another user gets another socket. */
  key: string;
  url: string;
  getToken: () => string | null | undefined;
  createSocket?: SocketFactory;
}

/** What the feed's socket is built with: the connection, and its state going to the listeners. */
export interface FeedSocketOptions<S> {
  url: string;
  getToken: () => string | null | undefined;
  createSocket: SocketFactory | undefined;
  onState: (state: S) => void;
}

/** Calls `call` with each listener (those present when it began). */
export type FeedEach<L> = (call: (listener: L) => void) => void;

export interface SharedFeed<T extends FeedSocket, L, S> {
  /**
   * Adds a listener to the page's socket, building (`create`) and starting it for the first listener or
   * for another key (the previous one is stopped). The listener hears the current state at once. The
   * unsubscribe stops the socket `lingerMs` after the last listener left, unless one came back meanwhile.
   */
  subscribe(options: LiveFeedOptions, listener: L, create: (base: FeedSocketOptions<S>, each: FeedEach<L>) => T): () => void;
  /** The running socket, if any. */
  readonly socket: T | null;
  /** Stops the socket at once (sign-out, tests). */
  close(): void;
}

type StateListener<S> = { onState?: ((state: S) => void) | undefined };

class Feed<T, L extends StateListener<S>, S> {
  readonly listeners = new Set<L>();
  linger: ReturnType<typeof setTimeout> | null = null;
  readonly socket: T;

  constructor(
    readonly key: string,
    public state: S,
    socket: (each: FeedEach<L>, onState: (state: S) => void) => T,
  ) {
    this.socket = socket(
      (call) => {
        for (const l of [...this.listeners]) call(l);
      },
      (state) => {
        this.state = state;
        for (const l of [...this.listeners]) l.onState?.(state);
      },
    );
  }
}

/** A registry of one socket per page: `initial` is the state a listener hears before the socket sets one. */
export function sharedFeed<T extends FeedSocket, L extends StateListener<S>, S>(options: {
  initial: S;
  lingerMs: number;
}): SharedFeed<T, L, S> {
  let feed: Feed<T, L, S> | null = null;

  const close = (): void => {
    if (!feed) return;
    if (feed.linger !== null) clearTimeout(feed.linger);
    feed.socket.stop();
    feed = null;
  };

  return {
    subscribe(at, listener, create) {
      if (feed && feed.key !== at.key) close();
      if (!feed) {
        const base = { url: at.url, getToken: at.getToken, createSocket: at.createSocket };
        const created = new Feed<T, L, S>(at.key, options.initial, (each, onState) => create({ ...base, onState }, each));
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
          if (feed === current && current.listeners.size === 0) close();
        }, options.lingerMs);
      };
    },
    get socket() {
      return feed?.socket ?? null;
    },
    close,
  };
}
