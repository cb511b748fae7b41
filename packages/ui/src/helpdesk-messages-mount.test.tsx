// The concierge's Messages badge in the shell, against a fetch double and a stand-in WebSocket: the count
import userEvent from '@testing-library/user-event';
// from GET /api/v1/session, kept current by the poll and by the helpdesk socket, the new-message sound
// (after the first gesture, never on the chat page, not when turned off), the polite announcement, the
// footer switch, and nothing of it for other roles.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeHelpdeskFeed } from '@tessera/chat/helpdesk-socket';
import { closeNotificationFeed } from '@tessera/notifications/notification-socket';
import { StandInSocket } from '@tessera/notifications/test-socket';
import helpdesk from '@tessera/i18n/locales/en/helpdesk.json';
import { getSessionStore } from '@tessera/session/session-store';
import { AppNameContext } from './app-context.tsx';
import { isHelpdeskChatPage } from './helpdesk-messages-mount.tsx';
import { Layout } from './layout.tsx';
import { MESSAGE_SOUND_KEY, resetMessageSound } from './message-sound.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

const user = userEvent.setup({ delay: null });

/** Server side: open, take the auth frame, say hello. */
function accept(socket: StandInSocket, totalUnread: number) {
  socket.open();
  socket.push({ event_type: 'status', online: true, total_unread: totalUnread });
}

/** Counts the notes the chime starts. */
class CountingAudioContext {
  static notes = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    return { type: 'sine', frequency: { setValueAtTime() {} }, connect() {}, start: () => (CountingAudioContext.notes += 1), stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
}

let unread = 3;
let sessionCalls = 0;

function renderShell(path: string, app: 'console' | 'helpdesk' = 'console') {
  const router = createMemoryRouter([{ path: '*', element: <Layout>content</Layout> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={testI18n({ helpdesk })}>
      <AppNameContext.Provider value={app}>
        <RouterProvider router={router} />
      </AppNameContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

const concierge = () => sessionUser({ name: 'Casey Concierge', email: 'concierge@demo.test', role_id: 6, user_id: 8 });
const messagesLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Messages/ });
/** The helpdesk queue sockets (the notification bell opens a socket of its own). */
const helpdeskSockets = () => StandInSocket.made.filter((s) => s.url.includes('/ws/helpdesk/room/'));
const socket = async () => {
  await waitFor(() => expect(helpdeskSockets().length).toBeGreaterThan(0));
  return helpdeskSockets().at(-1) as StandInSocket;
};
const live = () => document.querySelector('.ui-topbar [aria-live="polite"]') as HTMLElement;

beforeAll(async () => {
  // Loaded lazily by the top bar; transform it once up front.
  await import('./helpdesk-messages-mount.tsx');
  await import('./side-bar.tsx');
});

beforeEach(() => {
  unread = 3;
  sessionCalls = 0;
  StandInSocket.made = [];
  CountingAudioContext.notes = 0;
  resetMessageSound();
  vi.stubGlobal('WebSocket', StandInSocket);
  vi.stubGlobal('AudioContext', CountingAudioContext);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const json = (value: unknown) =>
        Promise.resolve(new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } }));
      if (url.endsWith('/api/v1/session')) {
        sessionCalls += 1;
        return json({ total_unread: unread });
      }
      if (url.includes('/api/v1/notifications/all')) return json({ data: { data: [], unread_count: 0, total_pages: 1, page_number: 1 } });
      // The session user (and the side bar's login check) answer whoever is signed in.
      return json(getSessionStore().getState().user ?? concierge());
    }),
  );
});

afterEach(() => {
  closeHelpdeskFeed();
  closeNotificationFeed();
  signInAs(null);
  vi.unstubAllGlobals();
});

describe('the Messages badge (role 6)', () => {
  it('shows the unread count from GET /api/v1/session and follows the helpdesk socket', async () => {
    signInAs(concierge());
    renderShell('/dashboard');
    await waitFor(() => expect(messagesLink().textContent).toContain('3'));
    expect(messagesLink().getAttribute('href')).toBe('/helpdeskChat');
    // The number is read with the link.
    expect(messagesLink().textContent).toContain('3 unread messages');

    const s = await socket();
    expect(s.url).toMatch(/\/ws\/helpdesk\/room\/\?user_id=8$/);
    act(() => accept(s, 3));
    expect(s.sent[0]).toEqual({ type: 'auth', token: expect.any(String) });
    act(() =>
      s.push({
        event_type: 'new_message',
        session_id: 5,
        room: 'abc12',
        message: 'Hello?',
        username: 'jo@example.org',
        seq: 1,
        total_unread: 4,
      }),
    );
    expect(messagesLink().textContent).toContain('4 unread messages');
    expect(live().textContent).toBe('New message from jo@example.org');
    act(() => s.push({ event_type: 'read', session_id: 5, total_unread: 0 }));
    expect(messagesLink().textContent).toBe('Messages');
  });

  it('polls the count again while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAs(concierge());
      renderShell('/dashboard');
      await waitFor(() => expect(sessionCalls).toBe(1));
      unread = 7;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_500);
      });
      await waitFor(() => expect(messagesLink().textContent).toContain('7 unread messages'));
      expect(sessionCalls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays the sound for a new message only after a first gesture, never on the chat page, and not once turned off', async () => {
    signInAs(concierge());
    const router = renderShell('/helpdesk', 'helpdesk');
    const s = await socket();
    act(() => accept(s, 0));
    const message = (seq: number) => ({
      event_type: 'new_message',
      session_id: 5,
      room: 'abc12',
      message: 'Hi',
      username: 'Sam',
      seq,
      total_unread: seq,
    });

    // No gesture yet: browsers would refuse, so nothing plays.
    act(() => s.push(message(1)));
    expect(CountingAudioContext.notes).toBe(0);

    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    act(() => s.push(message(2)));
    expect(CountingAudioContext.notes).toBe(2);
    // On the helpdesk's own pages the page reads arrivals out, not the badge.
    expect(live().textContent).toBe('');

    await act(() => router.navigate('/helpdeskChat?session=5'));
    act(() => s.push(message(3)));
    expect(CountingAudioContext.notes).toBe(2);

    // Elsewhere (the helpdesk's own pages have the switch beside their queue), the footer has it.
    await act(() => router.navigate('/dashboard'));
    const toggle = await screen.findByRole('checkbox', { name: 'Play a sound for new messages' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(JSON.parse(window.localStorage.getItem(MESSAGE_SOUND_KEY) ?? '{}')).toEqual({ enabled: false });
    act(() => s.push(message(4)));
    expect(CountingAudioContext.notes).toBe(2);
    await user.click(toggle);
    act(() => s.push(message(5)));
    expect(CountingAudioContext.notes).toBe(4);
  });

  it('is not there for other staff: no link, no count call, no socket, no sound switch', async () => {
    signInAs(sessionUser({ role_id: 2, user_id: 4, name: 'Rae Recruiter' }));
    renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Play a sound for new messages' })).toBeNull();
    expect(sessionCalls).toBe(0);
    expect(helpdeskSockets()).toEqual([]);
  });

  it('knows the chat page: /helpdeskChat of the helpdesk app', async () => {
    expect(isHelpdeskChatPage('helpdesk', '/helpdeskChat')).toBe(true);
    expect(isHelpdeskChatPage('helpdesk', '/helpdeskchat/')).toBe(true);
    expect(isHelpdeskChatPage('helpdesk', '/helpdesk')).toBe(false);
    expect(isHelpdeskChatPage('console', '/helpdeskChat')).toBe(false);
  });
});
