// The conversation's helpdesk presence with fake clocks (SPEC §4 "Chat", §9: Away 3 minutes after the last
// helpdesk message, checked every second; a new helpdesk message brings Online back; the status frame's
// online flag gives Offline), how presence and "Helpdesk is typing..." are read out (polite live regions,
// once each), and a guest's chat that ends over the socket (close 4000) asking the server to clear the
// HttpOnly room cookie.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@tessera/api-client/create-api-client';
import chat from '@tessera/i18n/locales/en/chat.json';
import type { ChatTarget } from './chat-api';
import { ConversationView } from './conversation-view';
import { fakeSockets, statusFrame, textFrame } from './test-socket';
import { AWAY_AFTER_MS } from './use-conversation';

function testI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['chat'],
    defaultNS: 'chat',
    resources: { en: { chat } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

interface Call {
  path: string;
  fields: Record<string, string>;
  auth: string | null;
}

function historyAnswer(patch: Record<string, unknown> = {}) {
  return {
    session_id: 41,
    room_name: 'abc12',
    status: 'ongoing',
    away: false,
    online: true,
    last_helpdesk_message_at: null,
    last_seq: 0,
    has_more: false,
    user_read_seq: 0,
    helpdesk_read_seq: 0,
    time_zone: 'America/New_York',
    chat_details: [],
    ...patch,
  };
}

/** A fake API behind the real typed client: the history answers with `history()` each time it is asked. */
function fakeApi(history: () => Record<string, unknown>, token: string | null = null) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const fields: Record<string, string> = {};
    if ((request.headers.get('content-type') ?? '').includes('multipart')) {
      for (const [k, v] of (await request.formData()).entries()) fields[k] = typeof v === 'string' ? v : v.name;
    }
    calls.push({ path: url.pathname, fields, auth: request.headers.get('authorization') });
    const body = url.pathname === '/api/v1/session/chat' ? history() : { detail: 'Not found.' };
    return new Response(JSON.stringify(body), {
      status: url.pathname === '/api/v1/session/chat' ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, api: createApiClient({ baseUrl: 'http://localhost:3000', fetch, getAccessToken: () => token }) };
}

function renderConversation(options: { history: () => Record<string, unknown>; target?: ChatTarget; signedIn?: boolean }) {
  const sockets = fakeSockets();
  const token = options.signedIn ? 'token-1' : null;
  const { api, calls } = fakeApi(options.history, token);
  const announce = vi.fn();
  const onEnded = vi.fn();
  render(
    <I18nextProvider i18n={testI18n()}>
      <section className="ch-panel" aria-label="Help chat">
        <ConversationView
          api={api}
          target={options.target ?? { room_name: 'abc12' }}
          signedIn={options.signedIn ?? false}
          getToken={() => token}
          language="en"
          open
          onBack={() => undefined}
          onClose={() => undefined}
          onGone={() => undefined}
          onEnded={onEnded}
          onUnseen={() => undefined}
          announce={announce}
          createSocket={sockets.create}
        />
      </section>
    </I18nextProvider>,
  );
  return { sockets, calls, announce, onEnded };
}

const presenceRegion = () => document.querySelector('.ch-presence') as HTMLElement;
const historyCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/session/chat');

afterEach(() => vi.useRealTimers());

describe('helpdesk presence (fake clock)', () => {
  // Only the clock and the one-second check are faked; the fake server still answers on real timers.
  const NOW = new Date('2026-03-03T15:00:00.000Z');
  const at = (msAgo: number) => new Date(NOW.getTime() - msAgo).toISOString();

  it('is Online 2:59 after the last helpdesk message, Away after the 3-minute mark, Online again with a new message, Offline when the helpdesk leaves', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const { sockets } = renderConversation({ history: () => historyAnswer({ last_helpdesk_message_at: at(2 * 60_000 + 59_000) }) });
    await screen.findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ online: true }));
    });
    const region = presenceRegion();
    expect(region.getAttribute('data-presence')).toBe('online');
    expect(region.textContent).toBe('Helpdesk status: Online');

    // 3:00 exactly is not yet "more than 3 minutes".
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(presenceRegion().getAttribute('data-presence')).toBe('online');
    // The next check, one second later, finds it older than 3 minutes.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(presenceRegion().getAttribute('data-presence')).toBe('away');
    expect(presenceRegion().textContent).toBe('Helpdesk status: Away');

    // A new helpdesk message: Online again, and it stays so for the next 3 minutes.
    act(() => sockets.last.push(textFrame(1, { message: 'Back now, sorry.', chatCreated_time: new Date().toISOString() })));
    expect(presenceRegion().getAttribute('data-presence')).toBe('online');
    act(() => {
      vi.advanceTimersByTime(AWAY_AFTER_MS);
    });
    expect(presenceRegion().getAttribute('data-presence')).toBe('online');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(presenceRegion().getAttribute('data-presence')).toBe('away');

    // The status frame says no concierge is connected: Offline, whatever the last message's age.
    act(() => sockets.last.push(statusFrame({ online: false })));
    expect(presenceRegion().getAttribute('data-presence')).toBe('offline');
    expect(presenceRegion().textContent).toBe('Helpdesk status: Offline');
    // Presence is in the header once, not repeated elsewhere.
    expect(screen.getAllByText('Offline')).toHaveLength(1);
  });

  it('takes the presence from the history at once: Away when the last helpdesk message is older than 3 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    renderConversation({ history: () => historyAnswer({ last_helpdesk_message_at: at(AWAY_AFTER_MS + 1000), away: true }) });
    await screen.findByRole('textbox', { name: 'Your message' });
    expect(presenceRegion().getAttribute('data-presence')).toBe('away');
  });
});

describe('what is read out', () => {
  it('presence changes go to one polite status region that is there before the change', async () => {
    const { sockets } = renderConversation({ history: () => historyAnswer() });
    await screen.findByRole('textbox', { name: 'Your message' });
    const region = presenceRegion();
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('Helpdesk status: Online');
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ online: false }));
    });
    // The same node changes its text, so a screen reader reads the new status once.
    expect(presenceRegion()).toBe(region);
    expect(region.textContent).toBe('Helpdesk status: Offline');
  });

  it('"Helpdesk is typing..." appears inside a polite status region that already exists, once, and is not announced twice', async () => {
    const { sockets, announce } = renderConversation({ history: () => historyAnswer() });
    await screen.findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame());
    });
    const regions = screen.getAllByRole('status');
    const typingRegion = regions.find((r) => r.classList.contains('ch-typing-region'));
    expect(typingRegion).toBeInTheDocument();
    expect(typingRegion?.textContent).toBe('');

    act(() => sockets.last.push({ message_type: 'typing', message_from: 'help_desk', typing: true }));
    const notices = screen.getAllByText('Helpdesk is typing...');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.closest('[role="status"]')).toBe(typingRegion);
    // Only the region reads it: it is not also sent to the panel's announcer.
    expect(announce).not.toHaveBeenCalled();

    act(() => sockets.last.push({ message_type: 'typing', message_from: 'help_desk', typing: false }));
    expect(typingRegion?.textContent).toBe('');
    expect(screen.queryByText('Helpdesk is typing...')).toBeNull();
  });

  it("only the helpdesk side's typing frames show the notice (a typing frame from the user side does not)", async () => {
    const { sockets } = renderConversation({ history: () => historyAnswer() });
    await screen.findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push({ message_type: 'typing', message_from: 'user', typing: true });
    });
    expect(screen.queryByText('Helpdesk is typing...')).toBeNull();
  });
});

describe('a chat that ends over the socket (close 4000)', () => {
  it('a guest asks for the history again, so the server clears the HttpOnly room cookie', async () => {
    let closed = false;
    const { sockets, calls, onEnded } = renderConversation({ history: () => historyAnswer({ status: closed ? 'closed' : 'ongoing' }) });
    await screen.findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame());
    });
    expect(historyCalls(calls)).toHaveLength(1);

    closed = true;
    act(() => {
      sockets.last.push(
        textFrame(1, { message_type: 'event', event_type: 'closed', message: null, chatCreated_time: new Date().toISOString() }),
      );
      sockets.last.drop(4000);
    });
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    // A guest's call: the room, no token (the cookie goes with it).
    expect(historyCalls(calls)[1]).toEqual({ path: '/api/v1/session/chat', fields: { room: 'abc12' }, auth: null });
    expect(await screen.findByText('This chat has ended')).toBeInTheDocument();
    expect(onEnded).toHaveBeenCalled();
    expect(within(document.querySelector('.ch-log') as HTMLElement).getAllByText(/^Chat is closed, /)).toHaveLength(1);
    // The socket is not reopened for an ended chat.
    expect(sockets.made).toHaveLength(1);
  });

  it('a signed-in user has no room cookie: no extra call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sockets, calls } = renderConversation({
      history: () => historyAnswer(),
      signedIn: true,
      target: { session_id: 41, room_name: 'abc12' },
    });
    await screen.findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame());
      sockets.last.drop(4000);
    });
    expect(await screen.findByText('This chat has ended')).toBeInTheDocument();
    // Whatever the end schedules has run.
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(historyCalls(calls)).toHaveLength(1);
  });
});
