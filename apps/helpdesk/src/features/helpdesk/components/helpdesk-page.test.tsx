// The helpdesk split view against a fake server (the real typed client over a fetch double) and stand-in
import userEvent from '@testing-library/user-event';
// sockets: the queue (who, guest or signed in, preview, time, status, unread), its filter and pages, live
// arrivals read out politely, opening a conversation, the user typing, answering, text never read as
// HTML, close and reopen, a conversation named by its room, and an unknown one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeHelpdeskFeed } from '@tessera/chat/helpdesk-socket';
import { fakeSockets, type FakeSocket } from '@tessera/chat/test-socket';
import chat from '@tessera/i18n/locales/en/chat.json';
import helpdesk from '@tessera/i18n/locales/en/helpdesk.json';
import { AppNameContext } from '@tessera/ui/app-context';
import { sessionUser, signInAs, testI18n } from '@tessera/ui/test-utils';
import { SocketFactoryContext } from '../../../lib/socket-factory.tsx';
import HelpdeskPage from './helpdesk-page.tsx';

const user = userEvent.setup({ delay: null });

let sockets = fakeSockets();
const createSocket = (url: string) => sockets.create(url);
const feedSocket = async () => {
  await waitFor(() => expect(sockets.made.some((s) => s.url.includes('/ws/helpdesk/room/'))).toBe(true));
  return sockets.made.find((s) => s.url.includes('/ws/helpdesk/room/')) as FakeSocket;
};
const roomSocket = async (room: string) => {
  await waitFor(() => expect(sockets.made.some((s) => s.url.endsWith(`/ws/${room}/`))).toBe(true));
  return sockets.made.filter((s) => s.url.endsWith(`/ws/${room}/`)).at(-1) as FakeSocket;
};

const NOW = new Date();
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

function item(id: number, patch: Record<string, unknown> = {}) {
  return {
    session_id: id,
    room_name: `room${id}`,
    status: 'ongoing',
    username: `Person ${id}`,
    profile: null,
    created_at: minutesAgo(30),
    last_message: `Message ${id}`,
    last_message_at: minutesAgo(5),
    unread: 0,
    user_id: 100 + id,
    user_email: `person${id}@example.org`,
    is_guest: false,
    closed_at: null,
    ...patch,
  };
}

const guestItem = item(5, {
  room_name: 'abc12',
  username: 'jo@example.org',
  user_email: 'jo@example.org',
  is_guest: true,
  user_id: null,
  unread: 2,
  status: 'new',
  last_message: 'Hello, I cannot find where to upload my résumé on the profile page',
  last_message_at: minutesAgo(2),
});
const seekerItem = item(6, {
  username: 'Sam Seeker',
  user_email: 'seeker@demo.test',
  status: 'closed',
  last_message: 'Thanks!',
  last_message_at: minutesAgo(60 * 26),
});

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  fields: Record<string, string>;
}

let calls: Call[];
let queue: { results: unknown[]; count: number; total_pages: number; total_unread: number };
let historyStatus: 'new' | 'ongoing' | 'closed';

function historyOf(sessionId: number, room: string) {
  return {
    session_id: sessionId,
    room_name: room,
    status: historyStatus,
    away: false,
    online: true,
    last_helpdesk_message_at: null,
    last_seq: 2,
    has_more: false,
    user_read_seq: 2,
    helpdesk_read_seq: 2,
    time_zone: 'America/New_York',
    chat_details: [
      {
        group_by: '2026-03-02',
        messages: [
          {
            seq: 1,
            seqs: [1],
            client_id: 'u1',
            client_ids: ['u1'],
            message: ['<b>bold</b><img src=x onerror="alert(1)">'],
            message_from: 'user',
            message_2: null,
            event_type: null,
            created_at: '2026-03-02T15:04:00Z',
            message_type: 'text',
            username: 'jo@example.org',
          },
          {
            seq: 2,
            seqs: [2],
            client_id: 'h1',
            client_ids: ['h1'],
            message: ['Hello from a colleague'],
            message_from: 'help_desk',
            message_2: null,
            event_type: null,
            created_at: '2026-03-02T15:06:00Z',
            message_type: 'text',
            username: 'Alex Other',
          },
        ],
      },
    ],
  };
}

beforeEach(() => {
  calls = [];
  sockets = fakeSockets();
  historyStatus = 'ongoing';
  queue = { results: [guestItem, seekerItem], count: 2, total_pages: 1, total_unread: 2 };
  signInAs(sessionUser({ name: 'Casey Concierge', email: 'concierge@demo.test', role_id: 6, user_id: 8 }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const fields: Record<string, string> = {};
      if ((request.headers.get('content-type') ?? '').includes('multipart'))
        for (const [k, v] of (await request.formData()).entries()) fields[k] = typeof v === 'string' ? v : v.name;
      calls.push({ method: request.method, path: url.pathname, search: url.searchParams, fields });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const byId = (id: number) => [guestItem, seekerItem].find((i) => i.session_id === id);
      if (url.pathname === '/api/v1/helpdesk/sessions') {
        const page = Number(url.searchParams.get('page') ?? 1);
        return json(200, { ...queue, page, page_size: 20 });
      }
      const one = /^\/api\/v1\/helpdesk\/sessions\/(\d+)(\/close|\/reopen)?$/.exec(url.pathname);
      if (one) {
        const found = byId(Number(one[1]));
        if (!found) return json(404, { detail: 'Session Does Not Exist' });
        if (one[2] === '/close') return json(200, { ...found, status: 'closed' });
        if (one[2] === '/reopen') return json(200, { ...found, status: 'ongoing' });
        return json(200, found);
      }
      if (url.pathname === '/api/v1/session/chat') {
        const found = fields.session_id
          ? byId(Number(fields.session_id))
          : [guestItem, seekerItem].find((i) => i.room_name === fields.room);
        if (!found) return json(404, { detail: 'Session Does Not Exist' });
        return json(200, historyOf(found.session_id, found.room_name));
      }
      return json(404, { detail: 'Not found.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  closeHelpdeskFeed();
  signInAs(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/helpdesk', element: <HelpdeskPage /> },
      { path: '/helpdeskChat', element: <HelpdeskPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={testI18n({ helpdesk, chat })}>
        <AppNameContext.Provider value="helpdesk">
          <SocketFactoryContext.Provider value={createSocket}>
            <RouterProvider router={router} />
          </SocketFactoryContext.Provider>
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const queueList = () => screen.getByRole('list', { name: 'Conversations' });
const live = () => document.querySelector('.hd-page > [aria-live="polite"]') as HTMLElement;

describe('the helpdesk queue (/helpdesk)', () => {
  it('lists the conversations: who, guest or signed in, last message, how long ago, status and unread', async () => {
    renderAt('/helpdesk');
    expect(screen.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [guest, seeker] = within(list).getAllByRole('link');
    expect(guest?.getAttribute('href')).toBe('/helpdeskChat?session=5');
    expect(guest?.textContent).toContain('jo@example.org');
    expect(guest?.textContent).toContain('Guest');
    expect(guest?.textContent).toContain('Hello, I cannot find where to upload my résumé on the profile page');
    expect(guest?.textContent).toContain('2 minutes ago');
    expect(guest?.textContent).toContain('New');
    expect(guest?.textContent).toContain('2 unread');
    expect(seeker?.textContent).toContain('Sam Seeker');
    expect(seeker?.textContent).toContain('Signed in');
    expect(seeker?.textContent).toContain('yesterday');
    expect(seeker?.textContent).toContain('Closed');
    expect(seeker?.textContent).not.toContain('unread');
    expect(screen.getByText('2 conversations · 2 unread messages in all')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation in the list to read and answer it.')).toBeInTheDocument();
  });

  it('filters by status and pages, keeping both in the address', async () => {
    queue = { results: [guestItem], count: 45, total_pages: 3, total_unread: 2 };
    const router = renderAt('/helpdesk');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'new');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new'));
    await waitFor(() => expect(calls.at(-1)?.search.get('status')).toBe('new'));
    const pages = screen.getByRole('navigation', { name: 'Pages of conversations' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: /Previous/ }).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&page=2'));
    await waitFor(() => expect(calls.at(-1)?.search.get('page')).toBe('2'));
    expect(within(queueList()).getByRole('link').getAttribute('href')).toBe('/helpdeskChat?session=5&status=new&page=2');
  });

  it('stays current from the helpdesk socket and reads arrivals out politely', async () => {
    renderAt('/helpdesk');
    await screen.findByRole('list', { name: 'Conversations' });
    const feed = await feedSocket();
    act(() => {
      feed.open();
      feed.push({ event_type: 'status', online: true, total_unread: 2 });
    });
    expect(feed.sent[0]).toMatchObject({ type: 'auth' });
    const before = calls.filter((c) => c.path === '/api/v1/helpdesk/sessions').length;
    queue = {
      results: [{ ...guestItem, unread: 3, last_message: 'Are you there?' }, seekerItem],
      count: 2,
      total_pages: 1,
      total_unread: 3,
    };
    act(() =>
      feed.push({
        event_type: 'new_message',
        session_id: 5,
        room: 'abc12',
        message: 'Are you there?',
        username: 'jo@example.org',
        seq: 3,
        total_unread: 3,
      }),
    );
    expect(live().textContent).toBe('New message from jo@example.org');
    await waitFor(() => expect(within(queueList()).getAllByRole('link')[0]?.textContent).toContain('3 unread'));
    expect(calls.filter((c) => c.path === '/api/v1/helpdesk/sessions').length).toBeGreaterThan(before);

    act(() =>
      feed.push({
        event_type: 'session',
        session: item(9, { status: 'new', last_message: null, username: 'new.person@example.org', is_guest: true }),
        total_unread: 3,
      }),
    );
    expect(live().textContent).toBe('New conversation from new.person@example.org');
  });
});

describe('a conversation (/helpdeskChat)', () => {
  it('opens from the queue: the history as text, the user typing, a reply as help_desk, close and reopen', async () => {
    const router = renderAt('/helpdesk');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpdeskChat'));
    expect(router.state.location.search).toBe('?session=5');

    const heading = await screen.findByRole('heading', { level: 2, name: 'jo@example.org' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const pane = heading.closest('article') as HTMLElement;
    expect(within(pane).getByText('Guest')).toBeInTheDocument();
    const log = await within(pane).findByRole('list', { name: 'Messages' });
    expect(calls.find((c) => c.path === '/api/v1/session/chat')?.fields).toEqual({ session_id: '5' });
    // Text stays text: the markup is shown, nothing is made of it.
    expect(within(log).getByText('<b>bold</b><img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).getByText('Alex Other')).toBeInTheDocument();
    expect(within(pane).getByText('Times are in New York time.')).toBeInTheDocument();
    expect(within(queueList()).getAllByRole('link')[0]?.getAttribute('aria-current')).toBe('true');

    const room = await roomSocket('abc12');
    act(() => {
      room.open();
      room.push({ message_type: 'status', event_type: 'status', status: 'ongoing', online: true, away: false, last_seq: 2 });
    });
    expect(room.sent[0]).toMatchObject({ type: 'auth' });
    expect(room.framesOfType('resume')).toEqual([{ type: 'resume', after_seq: 2 }]);

    act(() => room.push({ message_type: 'typing', message_from: 'user', typing: true }));
    expect(within(pane).getByText('User is typing...')).toBeInTheDocument();
    act(() =>
      room.push({
        message_type: 'text',
        message_from: 'user',
        message: 'Still there?',
        username: 'jo@example.org',
        seq: 3,
        client_id: 'u2',
        chatCreated_time: new Date().toISOString(),
        group_by: null,
      }),
    );
    expect(within(pane).queryByText('User is typing...')).toBeNull();
    expect(live().textContent).toBe('jo@example.org: Still there?');
    expect(room.framesOfType('read')).toEqual([{ type: 'read', seq: 3 }]);

    const box = within(pane).getByRole('textbox', { name: 'Your reply' });
    await user.clear(box);
    await user.type(box, 'Yes! Open your profile, then Résumé.');
    expect(room.framesOfType('typing')).toEqual([{ type: 'typing', typing: true }]);
    await user.keyboard('{Enter}');
    const [sent] = room.framesOfType('message');
    expect(sent).toMatchObject({ message: 'Yes! Open your profile, then Résumé.' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    const mine = within(log).getByText('Yes! Open your profile, then Résumé.');
    expect(mine.closest('.ch-run')?.getAttribute('data-mine')).toBe('true');
    expect(within(mine.closest('.ch-run') as HTMLElement).getByText('You')).toBeInTheDocument();
    act(() =>
      room.push({
        message_type: 'text',
        message_from: 'help_desk',
        message: 'Yes! Open your profile, then Résumé.',
        username: 'Casey Concierge',
        seq: 4,
        client_id: sent?.client_id,
        chatCreated_time: new Date().toISOString(),
        group_by: null,
      }),
    );
    expect(within(log).getAllByText('Yes! Open your profile, then Résumé.')).toHaveLength(1);

    const toggle = within(pane).getByRole('button', { name: 'Close conversation' });
    toggle.focus();
    await user.click(toggle);
    await waitFor(() => expect(within(pane).queryByRole('textbox', { name: 'Your reply' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/helpdesk/sessions/5/close')).toBe(true);
    expect(within(pane).getByText('This conversation is closed. Reopen it to write again.')).toBeInTheDocument();
    const reopen = within(pane).getByRole('button', { name: 'Reopen conversation' });
    // The same button: focus did not fall off the page.
    expect(document.activeElement).toBe(reopen);
    expect(live().textContent).toBe('The conversation is closed.');
    act(() =>
      room.push({
        message_type: 'event',
        event_type: 'closed',
        message_from: 'help_desk',
        message: null,
        username: 'Casey Concierge',
        seq: 5,
        client_id: null,
        chatCreated_time: new Date().toISOString(),
        group_by: null,
      }),
    );
    expect(within(log).getByText(/^Chat is closed, /)).toBeInTheDocument();
    // Still joined: the room socket stays open while closed.
    expect(room.closedWith).toBeNull();

    await user.click(reopen);
    await within(pane).findByRole('textbox', { name: 'Your reply' });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/helpdesk/sessions/5/reopen')).toBe(true);
    expect(within(pane).getByRole('button', { name: 'Close conversation' })).toBeInTheDocument();
  });

  it('shows the user reopening a closed conversation at once', async () => {
    historyStatus = 'closed';
    renderAt('/helpdeskChat?session=6');
    const pane = (await screen.findByRole('heading', { level: 2, name: 'Sam Seeker' })).closest('article') as HTMLElement;
    await within(pane).findByText('This conversation is closed. Reopen it to write again.');
    expect(within(pane).getByText('Signed-in user')).toBeInTheDocument();
    const room = await roomSocket('room6');
    act(() => {
      room.open();
      room.push({ message_type: 'status', event_type: 'status', status: 'closed', online: true, away: false, last_seq: 2 });
      room.push({
        message_type: 'event',
        event_type: 'reopened',
        message_from: 'user',
        message: null,
        username: 'Sam Seeker',
        seq: 3,
        client_id: null,
        chatCreated_time: new Date().toISOString(),
        group_by: null,
      });
    });
    expect(within(pane).getByText(/^Chat is reopened, /)).toBeInTheDocument();
    expect(within(pane).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(live().textContent).toBe('The conversation is reopened.');
  });

  it('opens a conversation named by its room, and says so when there is none', async () => {
    const router = renderAt('/helpdeskChat?room=abc12');
    await waitFor(() => expect(router.state.location.search).toBe('?session=5'));
    expect(await screen.findByRole('heading', { level: 2, name: 'jo@example.org' })).toBeInTheDocument();

    cleanup();
    renderAt('/helpdeskChat?session=77');
    expect(await screen.findByText('This conversation does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the conversations/ }).getAttribute('href')).toBe('/helpdesk');
  });
});
