// The notification socket against a stand-in WebSocket: the auth frame (never a token in the address),
// open on the status frame, pings, reconnect with backoff, a refusal (4401) that waits for a new token,
// closed while the tab is hidden, and one socket per page shared by its listeners.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_MAX_MS,
  FEED_LINGER_MS,
  NotificationSocket,
  PING_INTERVAL_MS,
  backoffDelay,
  closeNotificationFeed,
  notificationSocketUrl,
  parseImportPush,
  parseMessagePush,
  parseNotificationPush,
  renewNotificationFeed,
  subscribeNotificationFeed,
  type NotificationPush,
  type NotificationSocketState,
  type SocketLike,
} from './notification-socket.ts';

class StandIn implements SocketLike {
  static made: StandIn[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    StandIn.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedWith = { ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) };
  }
  /** Server side: the upgrade succeeded. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  /** Server side: closes the connection. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const last = () => StandIn.made.at(-1) as StandIn;
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  StandIn.made = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.useFakeTimers();
});
afterEach(() => {
  closeNotificationFeed();
  vi.useRealTimers();
});

function socketWith(token: { value: string | null }) {
  const pushes: NotificationPush[] = [];
  const states: NotificationSocketState[] = [];
  const socket = new NotificationSocket({
    url: 'ws://demo.localhost/ws/notifications/',
    getToken: () => token.value,
    onPush: (p) => pushes.push(p),
    onState: (s) => states.push(s),
    createSocket: (url) => new StandIn(url),
    random: () => 1,
  });
  return { socket, pushes, states };
}

describe('the socket', () => {
  it('has its address on this origin, wss on https, and no token in it', () => {
    expect(notificationSocketUrl({ protocol: 'http:', host: 'demo.localhost:3000' })).toBe('ws://demo.localhost:3000/ws/notifications/');
    expect(notificationSocketUrl({ protocol: 'https:', host: 'careers.acme.example' })).toBe(
      'wss://careers.acme.example/ws/notifications/',
    );
  });

  it('sends the access token in its first frame, is open on the status frame, then passes counts on and pings', () => {
    const { socket, pushes, states } = socketWith({ value: 'access-1' });
    socket.start();
    const s = last();
    expect(s.url).toBe('ws://demo.localhost/ws/notifications/');
    s.open();
    expect(s.sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    expect(socket.connectionState).toBe('connecting');
    s.push({ event_type: 'status', unread_count: 4 });
    expect(socket.connectionState).toBe('open');
    s.push({ event_type: 'notification', unread_count: 5 });
    s.push({ event_type: 'pong' });
    s.push({ event_type: 'error', detail: 'Unknown frame type.' });
    s.push('not json');
    s.push({ event_type: 'notification', unread_count: -1 });
    expect(pushes).toEqual([
      { event_type: 'status', unread_count: 4 },
      { event_type: 'notification', unread_count: 5 },
    ]);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(s.sent.at(-1)).toEqual({ type: 'ping' });
    expect(states).toEqual(['connecting', 'open']);
    socket.stop();
    expect(s.closedWith).toEqual({ code: 1000, reason: 'left' });
    expect(socket.connectionState).toBe('stopped');
  });

  it('reconnects with backoff after the connection is lost, doubling up to 30 s', () => {
    const { socket } = socketWith({ value: 'access-1' });
    socket.start();
    last().open();
    last().push({ event_type: 'status', unread_count: 0 });
    last().drop(1006);
    expect(socket.connectionState).toBe('reconnecting');
    expect(StandIn.made).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(StandIn.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(StandIn.made).toHaveLength(2);
    last().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(StandIn.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(StandIn.made).toHaveLength(3);
    // The server going away (1001) is a reconnect too; a status frame resets the backoff.
    last().open();
    last().push({ event_type: 'status', unread_count: 0 });
    last().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(StandIn.made).toHaveLength(4);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(500);
    socket.stop();
  });

  it('stops after 4401 with the same token, and tries again once the session has a new one', () => {
    const token = { value: 'expired' as string | null };
    const { socket } = socketWith(token);
    socket.start();
    last().open();
    last().drop(4401);
    expect(socket.connectionState).toBe('denied');
    vi.advanceTimersByTime(60_000);
    expect(StandIn.made).toHaveLength(1);
    socket.renew();
    expect(StandIn.made).toHaveLength(1);
    token.value = 'fresh';
    socket.renew();
    expect(StandIn.made).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'fresh' }]);
    // A refusal while the session already holds a newer token: straight back with it.
    token.value = 'newer';
    last().drop(4401);
    expect(socket.connectionState).toBe('reconnecting');
    socket.stop();
  });

  it('sends nothing without a token', () => {
    const { socket } = socketWith({ value: null });
    socket.start();
    last().open();
    expect(last().sent).toEqual([]);
    expect(last().closedWith).toEqual({ code: 1000, reason: 'no token' });
    expect(socket.connectionState).toBe('denied');
    socket.stop();
  });

  it('closes while the tab is hidden and opens again when it shows', () => {
    const { socket } = socketWith({ value: 'access-1' });
    socket.start();
    last().open();
    last().push({ event_type: 'status', unread_count: 1 });
    setVisibility('hidden');
    expect(socket.connectionState).toBe('paused');
    expect(StandIn.made[0]!.closedWith).toEqual({ code: 1000, reason: 'hidden' });
    vi.advanceTimersByTime(60_000);
    expect(StandIn.made).toHaveLength(1);
    setVisibility('visible');
    expect(StandIn.made).toHaveLength(2);
    expect(socket.connectionState).toBe('connecting');
    socket.stop();
  });

  it('waits for the tab to show when started hidden', () => {
    visibility = 'hidden';
    const { socket } = socketWith({ value: 'access-1' });
    socket.start();
    expect(socket.connectionState).toBe('paused');
    expect(StandIn.made).toHaveLength(0);
    setVisibility('visible');
    expect(StandIn.made).toHaveLength(1);
    socket.stop();
  });

  it('reads only count frames', () => {
    expect(parseNotificationPush('{"event_type":"notification","unread_count":3}')).toEqual({
      event_type: 'notification',
      unread_count: 3,
    });
    expect(parseNotificationPush('{"event_type":"status","unread_count":0}')).toEqual({ event_type: 'status', unread_count: 0 });
    expect(parseNotificationPush('{"event_type":"notification"}')).toBeNull();
    expect(parseNotificationPush('{"event_type":"notification","unread_count":1.5}')).toBeNull();
    expect(parseNotificationPush('{"event_type":"pong"}')).toBeNull();
    expect(parseNotificationPush('[1]')).toBeNull();
    expect(parseNotificationPush('<html>')).toBeNull();
    expect(parseNotificationPush('{"event_type":"message","application_id":4}')).toBeNull();
  });

  it('reads message frames apart (issue 15)', () => {
    expect(parseMessagePush('{"event_type":"message","application_id":4}')).toEqual({ event_type: 'message', application_id: 4 });
    expect(parseMessagePush('{"event_type":"message","application_id":0}')).toBeNull();
    expect(parseMessagePush('{"event_type":"message"}')).toBeNull();
    expect(parseMessagePush('{"event_type":"notification","unread_count":1}')).toBeNull();
  });

  it('reads import progress frames apart (issue 13)', () => {
    const progress = { token: 'b1', kind: 'jobs', state: 'running', total: 3, processed: 1 };
    expect(parseImportPush(JSON.stringify({ event_type: 'import', progress }))).toEqual({ event_type: 'import', progress });
    expect(parseImportPush('{"event_type":"import"}')).toBeNull();
    expect(parseImportPush('{"event_type":"import","progress":{"token":"b1"}}')).toBeNull();
    expect(parseImportPush('{"event_type":"message","application_id":4}')).toBeNull();
    expect(parseImportPush('<html>')).toBeNull();
  });
});

describe('one socket per page', () => {
  const options = (key: string) => ({
    key,
    url: 'ws://demo.localhost/ws/notifications/',
    getToken: () => 'access-1',
    createSocket: (url: string) => new StandIn(url),
  });

  it('is shared by its listeners, lingers after the last leaves, and is replaced for another user', () => {
    const a: NotificationPush[] = [];
    const b: NotificationPush[] = [];
    const states: NotificationSocketState[] = [];
    const offA = subscribeNotificationFeed(options('9'), { onPush: (p) => a.push(p) });
    const offB = subscribeNotificationFeed(options('9'), { onPush: (p) => b.push(p), onState: (s) => states.push(s) });
    expect(StandIn.made).toHaveLength(1);
    expect(states).toEqual(['connecting']);
    last().open();
    last().push({ event_type: 'status', unread_count: 2 });
    expect(a).toEqual([{ event_type: 'status', unread_count: 2 }]);
    expect(b).toEqual(a);
    offA();
    offB();
    // A listener coming back within the linger keeps the same socket.
    vi.advanceTimersByTime(FEED_LINGER_MS - 1);
    const offC = subscribeNotificationFeed(options('9'), {});
    expect(StandIn.made).toHaveLength(1);
    offC();
    vi.advanceTimersByTime(FEED_LINGER_MS);
    expect(StandIn.made[0]!.closedWith).toEqual({ code: 1000, reason: 'left' });

    subscribeNotificationFeed(options('9'), {});
    expect(StandIn.made).toHaveLength(2);
    subscribeNotificationFeed(options('12'), {});
    expect(StandIn.made).toHaveLength(3);
    expect(StandIn.made[1]!.closedWith).toEqual({ code: 1000, reason: 'left' });
  });

  it('tries a refused socket again when told the session has a new token', () => {
    let token = 'old';
    subscribeNotificationFeed({ ...options('9'), getToken: () => token }, {});
    last().open();
    last().drop(4401);
    renewNotificationFeed();
    expect(StandIn.made).toHaveLength(1);
    token = 'new';
    renewNotificationFeed();
    expect(StandIn.made).toHaveLength(2);
  });
});
