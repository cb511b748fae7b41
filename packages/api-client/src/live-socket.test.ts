// The reconnecting core against a stand-in WebSocket and a fake clock: the backoff schedule, the reset
// once open, close codes a client keeps, pings, writes, the browser coming back online; and the shared
// feed: one socket per key, the linger after the last listener, the state told to a new listener.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  LiveSocket,
  sharedFeed,
  type FeedEach,
  type FeedSocket,
  type FeedSocketOptions,
  type LiveSocketState,
  type SocketLike,
} from './live-socket.ts';

class StandIn implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  failSend = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.failSend) throw new Error('broken');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedWith = { ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) };
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: string) {
    this.onmessage?.({ data });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(
  options: { keep?: (code: number) => 'denied' | undefined; failCreate?: () => boolean; getToken?: () => string | null } = {},
) {
  const made: StandIn[] = [];
  const states: LiveSocketState[] = [];
  const opens: SocketLike[] = [];
  const frames: unknown[] = [];
  const live = new LiveSocket({
    url: 'ws://demo.localhost/ws/x/',
    getToken: options.getToken,
    createSocket: (url) => {
      if (options.failCreate?.()) throw new Error('blocked');
      const s = new StandIn(url);
      made.push(s);
      return s;
    },
    random: () => 1,
    onOpen: (socket) => opens.push(socket),
    onMessage: (data) => frames.push(data),
    onClose: options.keep ?? (() => undefined),
    onState: (s) => states.push(s),
  });
  const last = () => made.at(-1) as StandIn;
  return { live, made, states, opens, frames, last };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s to a 30 s ceiling, with jitter of up to half', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect([0, 1, 5].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1000, 15000]);
  });
});

describe('LiveSocket', () => {
  it('retries after 1 s, 2 s, 4 s, and from 1 s again once the server accepted it', () => {
    const { live, made, states, last } = setup();
    live.connect();
    expect(made).toHaveLength(1);
    expect(states).toEqual(['connecting']);
    const schedule = [1000, 2000, 4000];
    for (const [i, delay] of schedule.entries()) {
      last().drop(1006);
      expect(live.state).toBe('reconnecting');
      vi.advanceTimersByTime(delay - 1);
      expect(made).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(made).toHaveLength(i + 2);
    }
    last().open();
    live.opened();
    expect(live.state).toBe('open');
    live.opened();
    last().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(made).toHaveLength(5);
    // Each change is told once.
    expect(states).toEqual(['connecting', 'reconnecting', 'open', 'reconnecting']);
    live.stop();
  });

  it('retries when the socket cannot even be created', () => {
    let blocked = true;
    const { live, made } = setup({ failCreate: () => blocked });
    live.connect();
    expect(live.state).toBe('reconnecting');
    blocked = false;
    vi.advanceTimersByTime(1000);
    expect(made).toHaveLength(1);
    live.stop();
  });

  it('stays in the state the client picks for a close code, without retrying', () => {
    const { live, made, last } = setup({ keep: (code) => (code === 4401 ? 'denied' : undefined) });
    live.connect();
    last().open();
    last().drop(4401);
    expect(live.state).toBe('denied');
    expect(live.socket).toBeNull();
    vi.advanceTimersByTime(120_000);
    expect(made).toHaveLength(1);
  });

  it('passes on the open and the frames of the current socket only', () => {
    const { live, opens, frames, last, made } = setup();
    live.connect();
    const first = last();
    first.open();
    expect(opens).toEqual([first]);
    expect(live.socket).toBe(first);
    first.push('a');
    live.halt('denied', 'no token');
    expect(first.closedWith).toEqual({ code: 1000, reason: 'no token' });
    first.push('b');
    first.drop(1006);
    expect(frames).toEqual(['a']);
    expect(live.state).toBe('denied');
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(1);
  });

  it('sends the token in the first frame, before the client hears the open', () => {
    const token = { value: 'access-1' as string | null };
    const { live, last, opens } = setup({ getToken: () => token.value });
    live.connect();
    expect(last().url).toBe('ws://demo.localhost/ws/x/');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    expect(opens).toEqual([last()]);
    expect(live.hasNewToken()).toBe(false);
    token.value = 'access-2';
    expect(live.hasNewToken()).toBe(true);
    token.value = null;
    expect(live.hasNewToken()).toBe(false);
    live.stop();
  });

  it('is denied without a token at open: closed with "no token", the client not told, no retry', () => {
    const { live, last, opens, made } = setup({ getToken: () => null });
    live.connect();
    last().open();
    expect(last().sent).toEqual([]);
    expect(last().closedWith).toEqual({ code: 1000, reason: 'no token' });
    expect(opens).toEqual([]);
    expect(live.state).toBe('denied');
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(1);
  });

  it('pings every 25 s once open, and no more after the connection is lost', () => {
    const { live, last } = setup();
    live.connect();
    const s = last();
    s.open();
    vi.advanceTimersByTime(60_000);
    expect(s.sent).toEqual([]);
    live.opened();
    vi.advanceTimersByTime(20_000);
    // Opened again while open: the ping keeps its pace.
    live.opened();
    vi.advanceTimersByTime(5_000);
    expect(s.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(25_000);
    expect(s.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    s.drop(1006);
    s.readyState = 1;
    vi.advanceTimersByTime(25_000);
    expect(s.sent).toHaveLength(2);
    live.stop();
  });

  it('writes only to an open socket, and a failing send does not throw', () => {
    const { live, last } = setup();
    live.write({ type: 'x' });
    live.connect();
    live.write({ type: 'early' });
    last().open();
    live.write({ type: 'auth', token: 't' });
    expect(last().sent).toEqual([{ type: 'auth', token: 't' }]);
    last().failSend = true;
    expect(() => live.write({ type: 'lost' })).not.toThrow();
    live.stop();
  });

  it('closes for good on stop: code 1000 "left", no retry', () => {
    const { live, made, last, states } = setup();
    live.connect();
    last().open();
    live.stop();
    expect(last().closedWith).toEqual({ code: 1000, reason: 'left' });
    expect(states.at(-1)).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(1);
  });

  it('tries again at once when the browser comes back online, until stopped', () => {
    const browser = new EventTarget();
    vi.stubGlobal('window', browser);
    const { live, made, last } = setup();
    live.connect();
    browser.dispatchEvent(new Event('online'));
    expect(made).toHaveLength(1);
    last().drop(1006);
    browser.dispatchEvent(new Event('online'));
    expect(made).toHaveLength(2);
    // The timer of the skipped wait does not open a third socket.
    vi.advanceTimersByTime(1000);
    expect(made).toHaveLength(2);
    last().drop(1006);
    live.stop();
    browser.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(2);
  });
});

describe('sharedFeed', () => {
  type Listener = { onEvent?: (event: string) => void; onState?: (state: string) => void };

  class Source {
    static made: Source[] = [];
    started = 0;
    stopped = 0;
    constructor(
      readonly base: FeedSocketOptions<string>,
      readonly each: FeedEach<Listener>,
    ) {
      Source.made.push(this);
    }
    start() {
      this.started += 1;
      this.base.onState('connecting');
    }
    stop() {
      this.stopped += 1;
    }
  }

  const at = (key: string) => ({ key, url: `ws://demo.localhost/ws/${key}/`, getToken: () => `token-${key}` });
  const create = (base: FeedSocketOptions<string>, each: FeedEach<Listener>) => new Source(base, each);
  const newFeed = () => sharedFeed<Source, Listener, string>({ initial: 'idle', lingerMs: 2000 });

  beforeEach(() => {
    Source.made = [];
  });

  it('shares one socket between listeners and tells a new listener the current state at once', () => {
    const feed = newFeed();
    const a: string[] = [];
    const bStates: string[] = [];
    const offA = feed.subscribe(at('9'), { onEvent: (e) => a.push(e), onState: (s) => a.push(`state:${s}`) }, create);
    expect(Source.made).toHaveLength(1);
    const source = Source.made[0]!;
    expect(source.started).toBe(1);
    expect(source.base.url).toBe('ws://demo.localhost/ws/9/');
    expect(source.base.getToken()).toBe('token-9');
    expect(a).toEqual(['state:connecting']);
    source.base.onState('open');
    feed.subscribe(at('9'), { onState: (s) => bStates.push(s) }, create);
    expect(Source.made).toHaveLength(1);
    expect(bStates).toEqual(['open']);
    source.each((l) => l.onEvent?.('hello'));
    expect(a).toEqual(['state:connecting', 'state:open', 'hello']);
    expect(feed.socket).toBe(source);
    offA();
    feed.close();
    expect(source.stopped).toBe(1);
    expect(feed.socket).toBeNull();
  });

  it('stops the socket a linger after the last listener left, unless one comes back meanwhile', () => {
    const feed = newFeed();
    const offA = feed.subscribe(at('9'), {}, create);
    const offB = feed.subscribe(at('9'), {}, create);
    offA();
    vi.advanceTimersByTime(10_000);
    expect(Source.made[0]!.stopped).toBe(0);
    offB();
    vi.advanceTimersByTime(1999);
    const offC = feed.subscribe(at('9'), {}, create);
    vi.advanceTimersByTime(10_000);
    expect(Source.made).toHaveLength(1);
    expect(Source.made[0]!.stopped).toBe(0);
    offC();
    vi.advanceTimersByTime(1999);
    expect(Source.made[0]!.stopped).toBe(0);
    vi.advanceTimersByTime(1);
    expect(Source.made[0]!.stopped).toBe(1);
    expect(feed.socket).toBeNull();
    // The next listener builds a new one.
    feed.subscribe(at('9'), {}, create);
    expect(Source.made).toHaveLength(2);
    feed.close();
  });

  it('replaces the socket for another key, and a late unsubscribe of the old one changes nothing', () => {
    const feed = newFeed();
    const offOld = feed.subscribe(at('9'), {}, create);
    const states: string[] = [];
    feed.subscribe(at('12'), { onState: (s) => states.push(s) }, create);
    expect(Source.made.map((s) => [s.base.url, s.started, s.stopped])).toEqual([
      ['ws://demo.localhost/ws/9/', 1, 1],
      ['ws://demo.localhost/ws/12/', 1, 0],
    ]);
    expect(states).toEqual(['connecting']);
    offOld();
    vi.advanceTimersByTime(10_000);
    expect(Source.made[1]!.stopped).toBe(0);
    expect(feed.socket).toBe(Source.made[1]);
    feed.close();
  });

  it('tells a new listener the initial state when the socket has set none', () => {
    const feed = sharedFeed<FeedSocket, Listener, string>({ initial: 'idle', lingerMs: 2000 });
    const states: string[] = [];
    feed.subscribe(at('9'), { onState: (s) => states.push(s) }, () => ({ start() {}, stop() {} }));
    expect(states).toEqual(['idle']);
    feed.close();
  });
});
