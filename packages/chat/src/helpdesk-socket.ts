/**
 * The helpdesk queue socket `/ws/helpdesk/room/` (SPEC §7; contract HelpdeskSocketEvent), for concierge
 * members (role 6): authenticates with the access token in the first frame, then hears `status` (on join),
 * `new_message` (a user wrote in any conversation of the tenant), `session` (a conversation was created,
 * closed or reopened) and `read` (the helpdesk read one), each with the helpdesk's `total_unread`.
 * Reconnects with backoff and pings once open (`@tessera/api-client/live-socket`). One page keeps one such socket, shared by whoever listens
 * (`subscribeHelpdeskFeed`): the top bar's Messages badge and the helpdesk app's queue.
 */
import { LiveSocket, sharedFeed, type LiveFeedOptions, type SocketFactory } from '@tessera/api-client/live-socket';
import type { HelpdeskSessionItem } from './chat-api';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED } from './chat-connection';

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
  private readonly live: LiveSocket;

  constructor(options: HelpdeskSocketOptions) {
    this.live = new LiveSocket({
      ...options,
      onMessage: (data) => {
        const event = parseHelpdeskFrame(data);
        if (event?.event_type === 'status') this.live.opened();
        if (event) options.onEvent(event);
      },
      // A refused token (4401) is tried again only once the session has a new one; 4403 is final.
      onClose: (code) => (code === CLOSE_FORBIDDEN || (code === CLOSE_UNAUTHENTICATED && !this.live.hasNewToken()) ? 'denied' : undefined),
    });
  }

  get connectionState(): HelpdeskSocketState {
    return this.live.state;
  }

  start(): void {
    const state = this.live.state;
    if (state === 'connecting' || state === 'open' || state === 'reconnecting') return;
    this.live.connect();
  }

  stop(): void {
    this.live.stop();
  }
}

// ---------------------------------------------------------------- one socket per page

export interface HelpdeskFeedListener {
  onEvent?: (event: HelpdeskEvent) => void;
  onState?: (state: HelpdeskSocketState) => void;
}

/** key: who listens (the user id): another user gets another socket. */
export type HelpdeskFeedOptions = LiveFeedOptions;

/** The socket stays this long after its last listener left, so a page change does not drop and reopen it. */
export const FEED_LINGER_MS = 2000;

const feed = sharedFeed<HelpdeskSocket, HelpdeskFeedListener, HelpdeskSocketState>({ initial: 'idle', lingerMs: FEED_LINGER_MS });

/**
 * Listens to the page's helpdesk socket, opening it for the first listener; the last one leaving closes
 * it (after FEED_LINGER_MS). A new listener hears the current state at once. Returns the unsubscribe.
 */
export function subscribeHelpdeskFeed(options: HelpdeskFeedOptions, listener: HelpdeskFeedListener): () => void {
  return feed.subscribe(
    options,
    listener,
    (base, each) => new HelpdeskSocket({ ...base, onEvent: (event) => each((l) => l.onEvent?.(event)) }),
  );
}

/** Closes the page's helpdesk socket at once (sign-out, tests). */
export function closeHelpdeskFeed(): void {
  feed.close();
}
