/**
 * The notification socket `/ws/notifications/` (DECISIONS 15; contract NotificationClientFrame and
 * NotificationSocketEvent): authenticates with the access token in the first frame (never in the address),
 * then hears the user's unread count: `status` on join, `notification` whenever their notifications change
 * (a new one, or one or all marked read, on any tab or device), and `message` when one of their message
 * threads changed (issue 15), and `import` with the progress of their bulk imports (issue 13). Pings every 25 s, reconnects with backoff
 * (1 s doubling to 30 s, with jitter; at once when the browser comes back online), closes while the tab is
 * hidden and opens again when it shows, and stops after a refusal (4401) until the session has a new token.
 *
 * One page keeps one such socket (`subscribeNotificationFeed`), whoever listens; the shell's bell mount
 * opens it. The poll of the list stays the fallback (use-notifications.ts). Backoff, pings and the shared
 * socket come from `@tessera/api-client/live-socket`.
 */
import type { components } from '@tessera/contract/schema';
import { LiveSocket, sharedFeed, type LiveFeedOptions, type SocketFactory } from '@tessera/api-client/live-socket';

export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  PING_INTERVAL_MS,
  type SocketFactory,
  type SocketLike,
} from '@tessera/api-client/live-socket';

/** What the page acts on: the user's unread count, on join or after a change. */
export interface NotificationPush {
  event_type: 'status' | 'notification';
  unread_count: number;
}

/** A message was written or read in the thread of `application_id` (issue 15): fetch what is new there. */
export interface MessagePush {
  event_type: 'message';
  application_id: number;
}

/** Reads one frame: a message push, or null (anything else). */
export function parseMessagePush(data: unknown): MessagePush | null {
  let frame: unknown;
  try {
    frame = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { event_type: type, application_id: id } = frame as { event_type?: unknown; application_id?: unknown };
  if (type !== 'message' || typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  return { event_type: 'message', application_id: id };
}

/** The progress of one of the user's bulk imports (issue 13), as it stands after a file, a cancel or the end. */
export interface ImportPush {
  event_type: 'import';
  progress: components['schemas']['ImportProgress'];
}

/** Reads one frame: an import push, or null (anything else). */
export function parseImportPush(data: unknown): ImportPush | null {
  let frame: unknown;
  try {
    frame = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { event_type: type, progress } = frame as { event_type?: unknown; progress?: unknown };
  if (type !== 'import' || typeof progress !== 'object' || progress === null) return null;
  const { token, processed, total } = progress as { token?: unknown; processed?: unknown; total?: unknown };
  if (typeof token !== 'string' || typeof processed !== 'number' || typeof total !== 'number') return null;
  return { event_type: 'import', progress: progress as ImportPush['progress'] };
}

/**
 * idle: not started; connecting: first attempt; open: authenticated; reconnecting: waiting to try again;
 * paused: the tab is hidden; denied: refused (4401) or no token; stopped: closed here.
 */
export type NotificationSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused' | 'denied' | 'stopped';

export const CLOSE_UNAUTHENTICATED = 4401;

/** The socket's address on this origin (wss on https). */
export function notificationSocketUrl(location: { protocol: string; host: string } = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/notifications/`;
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
  /** Message threads that changed (the inbox badge and the open thread listen). */
  onMessagePush?: (push: MessagePush) => void;
  /** A bulk import's progress (the upload page listens). */
  onImportPush?: (push: ImportPush) => void;
  onState?: (state: NotificationSocketState) => void;
  createSocket?: SocketFactory;
  random?: () => number;
}

const hidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export class NotificationSocket {
  private readonly live: LiveSocket<'paused'>;
  private readonly onVisibility = () => {
    if (hidden()) this.pause();
    else if (this.live.state === 'paused') this.live.connect();
    else this.renew();
  };

  constructor(options: NotificationSocketOptions) {
    this.live = new LiveSocket<'paused'>({
      ...options,
      onMessage: (data) => {
        const push = parseNotificationPush(data);
        if (push?.event_type === 'status') this.live.opened();
        if (push) options.onPush(push);
        const message = push ? null : parseMessagePush(data);
        if (message) options.onMessagePush?.(message);
        const batch = push || message ? null : parseImportPush(data);
        if (batch) options.onImportPush?.(batch);
      },
      // A refused token waits for the session to have a new one (`renew`).
      onClose: (code) => (code === CLOSE_UNAUTHENTICATED && !this.live.hasNewToken() ? 'denied' : undefined),
    });
  }

  get connectionState(): NotificationSocketState {
    return this.live.state;
  }

  start(): void {
    if (this.live.state !== 'idle' && this.live.state !== 'stopped') return;
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    if (hidden()) this.live.setState('paused');
    else this.live.connect();
  }

  stop(): void {
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
    this.live.stop();
  }

  /** After a refusal: tries again when the session has another token than the refused one. */
  renew(): void {
    if (this.live.state === 'denied' && this.live.hasNewToken()) this.live.connect();
  }

  /** The tab is hidden: no socket until it shows again (the poll pauses too). */
  private pause(): void {
    const state = this.live.state;
    if (state === 'idle' || state === 'stopped' || state === 'paused' || state === 'denied') return;
    this.live.halt('paused', 'hidden');
  }
}

// ---------------------------------------------------------------- one socket per page

export interface NotificationFeedListener {
  onPush?: (push: NotificationPush) => void;
  onMessage?: (push: MessagePush) => void;
  onImport?: (push: ImportPush) => void;
  onState?: (state: NotificationSocketState) => void;
}

/** How the list hears pushes: subscribe a listener, get its unsubscribe back. */
export type NotificationLiveSource = (listener: NotificationFeedListener) => () => void;

/** key: who listens (the user id): another user gets another socket. */
export type NotificationFeedOptions = LiveFeedOptions;

/** The socket stays this long after its last listener left, so a re-render or page change does not reopen it. */
export const FEED_LINGER_MS = 2000;

const feed = sharedFeed<NotificationSocket, NotificationFeedListener, NotificationSocketState>({
  initial: 'idle',
  lingerMs: FEED_LINGER_MS,
});

/**
 * Listens to the page's notification socket, opening it for the first listener; the last one leaving
 * closes it (after FEED_LINGER_MS). A new listener hears the current state at once. Returns the unsubscribe.
 */
export function subscribeNotificationFeed(options: NotificationFeedOptions, listener: NotificationFeedListener): () => void {
  return feed.subscribe(
    options,
    listener,
    (base, each) =>
      new NotificationSocket({
        ...base,
        onPush: (push) => each((l) => l.onPush?.(push)),
        onMessagePush: (push) => each((l) => l.onMessage?.(push)),
        onImportPush: (push) => each((l) => l.onImport?.(push)),
      }),
  );
}

/** The session has a new token: a refused socket tries again with it. */
export function renewNotificationFeed(): void {
  feed.socket?.renew();
}

/** Closes the page's notification socket at once (sign-out, tests). */
export function closeNotificationFeed(): void {
  feed.close();
}
