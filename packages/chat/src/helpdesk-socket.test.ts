// The helpdesk queue socket against a fake WebSocket: the auth frame, the events it passes on (and the
// frames it ignores), reconnecting, refusals, and one shared socket per page whoever listens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeHelpdeskFeed,
  FEED_LINGER_MS,
  HelpdeskSocket,
  helpdeskSocketUrl,
  parseHelpdeskFrame,
  subscribeHelpdeskFeed,
  type HelpdeskEvent,
  type HelpdeskSocketState,
} from './helpdesk-socket';
import { fakeSockets } from './test-socket';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeHelpdeskFeed();
  vi.useRealTimers();
});

function setup(token: string | null = 'desk-token') {
  const sockets = fakeSockets();
  const events: HelpdeskEvent[] = [];
  const states: HelpdeskSocketState[] = [];
  let current = token;
  const socket = new HelpdeskSocket({
    url: 'ws://localhost/ws/helpdesk/room/?user_id=8',
    getToken: () => current,
    onEvent: (e) => events.push(e),
    onState: (s) => states.push(s),
    createSocket: sockets.create,
    random: () => 0,
  });
  return { sockets, events, states, socket, setToken: (t: string | null) => (current = t) };
}

describe('HelpdeskSocket', () => {
  it('addresses /ws/helpdesk/room/ on this origin with the user id, wss on https', () => {
    expect(helpdeskSocketUrl(8, { protocol: 'https:', host: 'acme.example' })).toBe('wss://acme.example/ws/helpdesk/room/?user_id=8');
    expect(helpdeskSocketUrl(null, { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/helpdesk/room/');
  });

  it('authenticates with the token in the first frame and passes on status, new_message, session and read events', () => {
    const { sockets, socket, events, states } = setup();
    socket.start();
    sockets.last.open();
    expect(sockets.last.sent).toEqual([{ type: 'auth', token: 'desk-token' }]);
    expect(states.at(-1)).toBe('connecting');
    sockets.last.push({ event_type: 'status', online: true, total_unread: 2 });
    expect(states.at(-1)).toBe('open');
    sockets.last.push({
      event_type: 'new_message',
      room: 'abc12',
      session_id: 4,
      message: 'Hello',
      username: 'jo@example.org',
      seq: 3,
      total_unread: 3,
    });
    sockets.last.push({ message_type: 'pong', event_type: null });
    sockets.last.push({ message_type: 'error', detail: 'nope' });
    sockets.last.push({ event_type: 'read', session_id: 4, total_unread: 0 });
    expect(events.map((e) => [e.event_type, e.total_unread])).toEqual([
      ['status', 2],
      ['new_message', 3],
      ['read', 0],
    ]);
    expect(parseHelpdeskFrame('not json')).toBeNull();
  });

  it('pings every 25 s once open, and reconnects with backoff after a drop', () => {
    const { sockets, socket, states } = setup();
    socket.start();
    sockets.last.open();
    sockets.last.push({ event_type: 'status', online: true, total_unread: 0 });
    vi.advanceTimersByTime(25_000);
    expect(sockets.last.framesOfType('ping')).toHaveLength(1);
    sockets.last.drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(sockets.made).toHaveLength(2);
    sockets.last.open();
    expect(sockets.last.sent).toEqual([{ type: 'auth', token: 'desk-token' }]);
  });

  it('stays down when refused (not role 6), and tries again after a 4401 only with a renewed token', () => {
    const refused = setup();
    refused.socket.start();
    refused.sockets.last.open();
    refused.sockets.last.drop(4403);
    vi.advanceTimersByTime(60_000);
    expect(refused.states.at(-1)).toBe('denied');
    expect(refused.sockets.made).toHaveLength(1);

    const expired = setup('old');
    expired.socket.start();
    expired.sockets.last.open();
    expired.setToken('renewed');
    expired.sockets.last.drop(4401);
    vi.advanceTimersByTime(1000);
    expired.sockets.last.open();
    expect(expired.sockets.last.sent).toEqual([{ type: 'auth', token: 'renewed' }]);
  });

  it('does not open without a token', () => {
    const { sockets, socket, states } = setup(null);
    socket.start();
    sockets.last.open();
    expect(sockets.last.sent).toEqual([]);
    expect(states.at(-1)).toBe('denied');
  });
});

describe('subscribeHelpdeskFeed', () => {
  it('shares one socket between listeners, tells late listeners the state, and closes after the last one leaves', () => {
    const sockets = fakeSockets();
    const options = { key: '8', url: 'ws://localhost/ws/helpdesk/room/', getToken: () => 'desk-token', createSocket: sockets.create };
    const badge: HelpdeskEvent[] = [];
    const queue: HelpdeskEvent[] = [];
    const leaveBadge = subscribeHelpdeskFeed(options, { onEvent: (e) => badge.push(e) });
    sockets.last.open();
    sockets.last.push({ event_type: 'status', online: true, total_unread: 1 });
    const queueStates: HelpdeskSocketState[] = [];
    const leaveQueue = subscribeHelpdeskFeed(options, { onEvent: (e) => queue.push(e), onState: (s) => queueStates.push(s) });
    expect(sockets.made).toHaveLength(1);
    expect(queueStates).toEqual(['open']);
    sockets.last.push({ event_type: 'new_message', session_id: 3, total_unread: 2 });
    expect(badge.map((e) => e.event_type)).toEqual(['status', 'new_message']);
    expect(queue.map((e) => e.event_type)).toEqual(['new_message']);

    leaveQueue();
    leaveBadge();
    // A page change re-subscribes within the linger time: the same socket goes on.
    const again = subscribeHelpdeskFeed(options, {});
    vi.advanceTimersByTime(FEED_LINGER_MS * 2);
    expect(sockets.last.closedWith).toBeNull();
    again();
    vi.advanceTimersByTime(FEED_LINGER_MS);
    expect(sockets.last.closedWith).toBe(1000);
    expect(sockets.made).toHaveLength(1);
  });

  it('opens a new socket for another user', () => {
    const sockets = fakeSockets();
    subscribeHelpdeskFeed({ key: '8', url: 'ws://x/ws/helpdesk/room/', getToken: () => 'a', createSocket: sockets.create }, {});
    subscribeHelpdeskFeed({ key: '9', url: 'ws://x/ws/helpdesk/room/', getToken: () => 'b', createSocket: sockets.create }, {});
    expect(sockets.made).toHaveLength(2);
    expect(sockets.made[0]?.closedWith).toBe(1000);
  });
});
