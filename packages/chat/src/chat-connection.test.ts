// The conversation socket against a fake WebSocket: auth frame, resume from the last seq, duplicate seqs
// dropped, a message resent after a reconnect keeps its client id (so the server stores it once and it
// shows once), backoff, the end of a chat, typing throttle, empty messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, ChatConnection, roomSocketUrl, TYPING_IDLE_MS, type ConnectionState, type StoredFrame } from './chat-connection';
import { fakeSockets, statusFrame, textFrame } from './test-socket';

function setup(options: { token?: string } = {}) {
  const sockets = fakeSockets();
  const received: StoredFrame[] = [];
  const states: ConnectionState[] = [];
  const conn = new ChatConnection({
    url: 'ws://localhost/ws/abc12/',
    getToken: options.token === undefined ? undefined : () => options.token,
    createSocket: sockets.create,
    onMessage: (f) => received.push(f),
    onState: (s) => states.push(s),
    random: () => 0,
  });
  return { sockets, received, states, conn };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ChatConnection', () => {
  it('builds the room address on this origin, wss on https', () => {
    expect(roomSocketUrl('abc12', { protocol: 'https:', host: 'acme.example' })).toBe('wss://acme.example/ws/abc12/');
    expect(roomSocketUrl('abc12', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/abc12/');
  });

  it('signed in: sends the token in the first frame (never in the address), then resumes after the status frame', () => {
    const { sockets, conn, states } = setup({ token: 'access-token' });
    conn.remember([1, 2, 3]);
    conn.start();
    expect(sockets.last.url).toBe('ws://localhost/ws/abc12/');
    sockets.last.open();
    expect(sockets.last.sent).toEqual([{ type: 'auth', token: 'access-token' }]);
    sockets.last.push(statusFrame({ last_seq: 3 }));
    expect(sockets.last.sent[1]).toEqual({ type: 'resume', after_seq: 3 });
    expect(states.at(-1)).toBe('open');
  });

  it('guest: sends no auth frame (the room cookie goes with the upgrade)', () => {
    const { sockets, conn } = setup();
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    expect(sockets.last.framesOfType('auth')).toEqual([]);
    expect(sockets.last.framesOfType('resume')).toEqual([{ type: 'resume', after_seq: 0 }]);
  });

  it('resumes anyway when the server sends no status frame', () => {
    const { sockets, conn } = setup();
    conn.start();
    sockets.last.open();
    expect(sockets.last.framesOfType('resume')).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(sockets.last.framesOfType('resume')).toHaveLength(1);
  });

  it('drops sequence numbers it already has, from the history or from the socket', () => {
    const { sockets, conn, received } = setup();
    conn.remember([1, 2]);
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    sockets.last.push(textFrame(2));
    sockets.last.push(textFrame(3));
    sockets.last.push(textFrame(3));
    sockets.last.push(textFrame(4));
    expect(received.map((f) => f.seq)).toEqual([3, 4]);
    expect(conn.lastSeenSeq).toBe(4);
  });

  it('does not take a read receipt (a seq without a message) for a message', () => {
    const { sockets, conn, received } = setup();
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    sockets.last.push({ message_type: 'status', event_type: 'read', message_from: 'help_desk', seq: 9 });
    expect(received).toEqual([]);
    expect(conn.lastSeenSeq).toBe(0);
  });

  it('reconnects with backoff, resumes from the last seq, and resends an unconfirmed message with the same client id', () => {
    const { sockets, conn, received, states } = setup({ token: 't' });
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    sockets.last.push(textFrame(1));
    const clientId = conn.send('Can you help me?');
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sockets.last.framesOfType('message')).toEqual([{ type: 'message', client_id: clientId, message: 'Can you help me?' }]);

    // The connection drops before the server echoes the message.
    sockets.last.drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, () => 0));
    expect(sockets.made).toHaveLength(2);

    const second = sockets.last;
    second.open();
    second.push(statusFrame({ last_seq: 2 }));
    expect(second.sent).toEqual([
      { type: 'auth', token: 't' },
      { type: 'resume', after_seq: 1 },
      { type: 'message', client_id: clientId, message: 'Can you help me?' },
    ]);

    // The server had stored it (seq 2): the resume replays it, and the resend is answered with the same
    // stored message. It is delivered once.
    second.push(textFrame(2, { message_from: 'user', message: 'Can you help me?', client_id: clientId }));
    second.push(textFrame(2, { message_from: 'user', message: 'Can you help me?', client_id: clientId }));
    expect(received.map((f) => f.seq)).toEqual([1, 2]);
    expect(conn.pending).toEqual([]);

    // A later drop resends nothing: the message was confirmed.
    second.drop(1001);
    vi.advanceTimersByTime(backoffDelay(0, () => 0));
    sockets.last.open();
    sockets.last.push(statusFrame());
    expect(sockets.last.framesOfType('message')).toEqual([]);
    expect(sockets.last.framesOfType('resume')).toEqual([{ type: 'resume', after_seq: 2 }]);
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(2, () => 0)).toBe(2000);
  });

  it('keeps a message written while disconnected and sends it once connected', () => {
    const { sockets, conn } = setup();
    conn.start();
    const id = conn.send('hello');
    sockets.last.open();
    expect(sockets.last.framesOfType('message')).toEqual([]);
    sockets.last.push(statusFrame());
    expect(sockets.last.framesOfType('message')).toEqual([{ type: 'message', client_id: id, message: 'hello' }]);
  });

  it('stops for good when the chat ends (4000) or the room is refused (4403)', () => {
    const ended = setup();
    ended.conn.start();
    ended.sockets.last.open();
    ended.sockets.last.drop(4000);
    vi.advanceTimersByTime(60_000);
    expect(ended.sockets.made).toHaveLength(1);
    expect(ended.states.at(-1)).toBe('ended');
    expect(ended.conn.send('anyone?')).toBeNull();

    const refused = setup();
    refused.conn.start();
    refused.sockets.last.open();
    refused.sockets.last.drop(4403);
    vi.advanceTimersByTime(60_000);
    expect(refused.sockets.made).toHaveLength(1);
    expect(refused.states.at(-1)).toBe('denied');
  });

  it('does not send an empty message', () => {
    const { sockets, conn } = setup();
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    expect(conn.send('   ')).toBeNull();
    expect(conn.send('')).toBeNull();
    expect(sockets.last.framesOfType('message')).toEqual([]);
  });

  it('throttles typing notices and says when typing stopped', () => {
    const { sockets, conn } = setup();
    conn.start();
    sockets.last.open();
    sockets.last.push(statusFrame());
    const t0 = Date.now();
    conn.noteTyping(t0);
    conn.noteTyping(t0 + 500);
    conn.noteTyping(t0 + 1500);
    expect(sockets.last.framesOfType('typing')).toEqual([{ type: 'typing', typing: true }]);
    conn.noteTyping(t0 + 2100);
    expect(sockets.last.framesOfType('typing')).toHaveLength(2);
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(sockets.last.framesOfType('typing').at(-1)).toEqual({ type: 'typing', typing: false });
  });

  it('closes its socket when stopped and does not reconnect', () => {
    const { sockets, conn, states } = setup();
    conn.start();
    sockets.last.open();
    conn.stop();
    expect(sockets.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets.made).toHaveLength(1);
    expect(states.at(-1)).toBe('stopped');
  });
});
