// The widget against a fake server behind the real typed client and fake sockets: the greeting, the
// guest's email paths, starting and using a conversation (echo shown once, typing, end), a guest's
// unknown room, the signed-in list, the how-to, focus and Escape, and the live region.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@tessera/api-client/create-api-client';
import chat from '@tessera/i18n/locales/en/chat.json';
import faq from '@tessera/i18n/locales/en/faq.json';
import forms from '@tessera/i18n/locales/en/forms.json';
import type { ChatSessionItem } from './chat-api';
import { ChatWidget, type ChatWidgetProps } from './chat-widget';
import { GUEST_ROOM_KEY, readGuestRoom, saveGuestRoom } from './guest-room';
import { fakeSockets, statusFrame, textFrame } from './test-socket';

function testI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['chat', 'faq', 'forms'],
    defaultNS: 'chat',
    resources: { en: { chat, faq, forms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

interface Call {
  method: string;
  path: string;
  fields: Record<string, string>;
  auth: string | null;
}

const TODAY = new Date().toISOString();

function emptyHistory(room: string, patch: Record<string, unknown> = {}) {
  return {
    session_id: 41,
    room_name: room,
    status: 'new',
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

function fakeServer(
  options: {
    registered?: string[];
    sessions?: ChatSessionItem[];
    history?: (fields: Record<string, string>) => { status: number; body: unknown };
  } = {},
) {
  const calls: Call[] = [];
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const fields: Record<string, string> = {};
    if (request.method === 'POST' && (request.headers.get('content-type') ?? '').includes('multipart')) {
      for (const [k, v] of (await request.formData()).entries()) fields[k] = typeof v === 'string' ? v : v.name;
    }
    calls.push({ method: request.method, path: url.pathname, fields, auth: request.headers.get('authorization') });
    if (url.pathname === '/api/v1/checkemail') {
      return json(200, { message: (options.registered ?? []).includes(fields.email ?? '') ? 'Account exits' : 'Account does not exists' });
    }
    if (url.pathname === '/api/v1/language/translation/en') {
      return json(200, { data: { 'tenant.name': 'Tessera Demo', 'tenant.support_hours': 'Monday to Friday, 9 am to 5 pm New York time' } });
    }
    if (url.pathname === '/api/v1/chat/start') return json(201, { session_id: 41, room_name: 'abc12', status: 'new' });
    if (url.pathname === '/api/v1/session/chat') {
      if (options.history) {
        const answer = options.history(fields);
        return json(answer.status, answer.body);
      }
      return json(200, emptyHistory(fields.room ?? 'abc12'));
    }
    if (url.pathname === '/api/v1/user/chat/session') {
      const sessions = options.sessions ?? [];
      return json(200, {
        sessions,
        active_conversations: sessions.filter((s) => s.unread > 0).length,
        count: sessions.length,
        page: 1,
        page_size: 20,
        total_pages: sessions.length ? 1 : 0,
      });
    }
    return json(404, { detail: 'Not found.' });
  };
  return { calls, fetch };
}

function setup(props: Partial<ChatWidgetProps> = {}, server = fakeServer()) {
  const user = userEvent.setup();
  const sockets = fakeSockets();
  const navigate = vi.fn();
  const token = props.signedIn ? 'token-1' : null;
  const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch: server.fetch, getAccessToken: () => token });
  render(
    <I18nextProvider i18n={testI18n()}>
      <ChatWidget
        api={api}
        signedIn={false}
        userName={null}
        viewerKey="guest"
        getToken={() => token}
        language="en"
        navigate={navigate}
        createSocket={sockets.create}
        {...props}
      />
    </I18nextProvider>,
  );
  return { user, server, sockets, navigate };
}

async function openPanel(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Help chat' }));
  // The panel loads lazily; until then a placeholder dialog says it is loading.
  await screen.findByRole('heading', { level: 2 }, { timeout: 5000 });
  return screen.getByRole('dialog', { name: 'Help chat' });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('ChatWidget', () => {
  it('opens a panel greeting the visitor and closes with Escape, focus back on the chat button', async () => {
    const { user } = setup();
    const launcher = screen.getByRole('button', { name: 'Help chat' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openPanel(user);
    // Focus moves to the greeting once the lazily loaded panel has mounted.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 2, name: 'Hey User' })));
    expect(within(dialog).getByText('Our team is here to help you,')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Start a new conversation' })).toBeInTheDocument();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help chat' })).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it('greets a signed-in user by name and lists no conversations as "All Empty"', async () => {
    const { user } = setup({ signedIn: true, userName: 'Sam Lee', viewerKey: '9' });
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Hey Sam Lee' })).toBeInTheDocument();
    expect(await within(dialog).findByText('All Empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Active conversations')).toBeInTheDocument();
  });

  it("lists a signed-in user's conversations: name, preview cut at 22 characters, status and unread badge", async () => {
    const sessions: ChatSessionItem[] = [
      {
        session_id: 3,
        room_name: 'qwe12',
        status: 'ongoing',
        username: 'Alex Helper',
        profile: null,
        created_at: TODAY,
        last_message: 'We have received your question about the job',
        last_message_at: TODAY,
        unread: 2,
      },
      {
        session_id: 2,
        room_name: 'rty34',
        status: 'closed',
        username: null,
        profile: null,
        created_at: TODAY,
        last_message: null,
        last_message_at: null,
        unread: 0,
      },
    ];
    const { user } = setup({ signedIn: true, userName: 'Sam', viewerKey: '9' }, fakeServer({ sessions }));
    const dialog = await openPanel(user);
    const first = await within(dialog).findByRole('button', { name: /Alex Helper/ });
    expect(first.textContent).toContain('We have received your ...');
    expect(first.textContent).toContain('Ongoing');
    expect(first.textContent).toContain('2 unread');
    const second = within(dialog).getByRole('button', { name: /Helpdesk/ });
    expect(second.textContent).toContain('No messages yet');
    expect(second.textContent).toContain('Closed');
    expect(within(dialog).getByText('1 conversation with unread replies')).toBeInTheDocument();
  });

  it('asks a guest for an email and checks it on Submit: invalid, registered (sign in), unknown (sign up or continue)', async () => {
    const { user, server, navigate } = setup({}, fakeServer({ registered: ['seeker@demo.test'] }));
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const email = await within(dialog).findByRole('textbox', { name: 'Your email' });
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'not an email{Enter}');
    expect(await within(dialog).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.filter((c) => c.path === '/api/v1/checkemail')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'seeker@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const signIn = await within(dialog).findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(within(dialog).queryByRole('button', { name: 'Continue chat' })).toBeNull();
    await user.click(signIn);
    expect(navigate).toHaveBeenCalledWith('/login');

    await user.click(screen.getByRole('button', { name: 'Help chat' }));
    const again = within(dialog).getByRole('textbox', { name: 'Your email' });
    await user.clear(again);
    await user.type(again, 'new.person@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText("Hey seems you're visiting us for the first time. Kindly Sign Up to continue."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(within(dialog).getByRole('button', { name: 'Continue chat' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/v1/checkemail').map((c) => c.fields.email)).toEqual([
      'seeker@demo.test',
      'new.person@example.com',
    ]);
  });

  it('applies the SPEC §5 email rule: only letters, digits, plus, dot, underscore and hyphen before the @', async () => {
    const { user, server } = setup();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const email = await within(dialog).findByRole('textbox', { name: 'Your email' });
    for (const bad of ['jo!e@example.com', 'jo#e@example.com', 'joe@example', '@example.com']) {
      await user.clear(email);
      await user.type(email, `${bad}{Enter}`);
      expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    }
    expect(server.calls.filter((c) => c.path === '/api/v1/checkemail')).toEqual([]);
    // A space is refused as it is typed, and that is said beside the box (SPEC §5 key-blocking).
    await user.clear(email);
    await user.paste('jo e@example.com');
    expect((email as HTMLInputElement).value).toBe('joe@example.com');
    expect(within(dialog).getByText(/A space can’t be used in this field/)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'jo.e+x_y-z@example.co.uk{Enter}');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/api/v1/checkemail').map((c) => c.fields.email)).toEqual(['jo.e+x_y-z@example.co.uk']),
    );
    expect(within(dialog).queryByText('Please enter a valid email')).toBeNull();
  });

  it('starts a guest conversation, sends on Enter, shows the echo once, and keeps the room', async () => {
    const { user, server, sockets } = setup();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Your email' }), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue chat' }));

    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Helpdesk' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/v1/chat/start')?.fields).toEqual({ email: 'guest@example.com' });
    expect(readGuestRoom()?.room).toBe('abc12');
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' });
    expect(server.calls.find((c) => c.path === '/api/v1/session/chat')?.fields).toEqual({ room: 'abc12' });
    expect(sockets.last.url).toBe('ws://localhost:3000/ws/abc12/');
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ online: true }));
    });
    expect(sockets.last.framesOfType('auth')).toEqual([]);
    expect(within(dialog).getByText('Online')).toBeInTheDocument();

    // Enter on an empty box sends nothing.
    await user.type(box, '{Enter}');
    expect(sockets.last.framesOfType('message')).toEqual([]);

    await user.type(box, 'Where do I upload my résumé?{Enter}');
    const [sent] = sockets.last.framesOfType('message');
    expect(sent).toMatchObject({ type: 'message', message: 'Where do I upload my résumé?' });
    expect((box as HTMLInputElement).value).toBe('');
    const log = within(dialog).getByRole('list', { name: 'Messages' });
    expect(within(log).getByText('Where do I upload my résumé?').getAttribute('data-pending')).toBe('true');

    act(() => {
      sockets.last.push(
        textFrame(1, {
          message_from: 'user',
          message: 'Where do I upload my résumé?',
          client_id: sent?.client_id,
          username: 'guest@example.com',
          chatCreated_time: new Date().toISOString(),
          group_by: null,
        }),
      );
      sockets.last.push(
        textFrame(1, {
          message_from: 'user',
          message: 'Where do I upload my résumé?',
          client_id: sent?.client_id,
          username: 'guest@example.com',
          chatCreated_time: new Date().toISOString(),
          group_by: null,
        }),
      );
    });
    const shown = within(log).getAllByText('Where do I upload my résumé?');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.getAttribute('data-pending')).toBeNull();
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(log).getByText('You')).toBeInTheDocument();
  });

  it('shows typing, announces replies politely, and ends the chat without an input', async () => {
    saveGuestRoom('abc12', 41);
    const { user, sockets } = setup();
    // A guest with a running conversation reopens the chat on it (no start screen).
    const dialog = await openPanel(user);
    expect(within(dialog).queryByRole('button', { name: 'Send message' })).toBeNull();
    await within(dialog).findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame());
      sockets.last.push({ message_type: 'typing', message_from: 'help_desk', typing: true });
    });
    expect(within(dialog).getByText('Helpdesk is typing...')).toBeInTheDocument();
    act(() =>
      sockets.last.push(
        textFrame(1, { message: 'Open your profile, then Résumé.', username: 'Alex', chatCreated_time: new Date().toISOString() }),
      ),
    );
    expect(within(dialog).queryByText('Helpdesk is typing...')).toBeNull();
    const live = document.querySelector('[aria-live="polite"][aria-atomic="true"]') as HTMLElement;
    expect(live.textContent).toBe('Alex: Open your profile, then Résumé.');
    expect(sockets.last.framesOfType('read')).toEqual([{ type: 'read', seq: 1 }]);

    act(() => {
      sockets.last.push(
        textFrame(2, { message_type: 'event', event_type: 'closed', message: null, chatCreated_time: new Date().toISOString() }),
      );
      sockets.last.drop(4000);
    });
    expect(await within(dialog).findByText('This chat has ended')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(within(dialog).getByText(/^Chat is closed, /)).toBeInTheDocument();
    expect(window.localStorage.getItem(GUEST_ROOM_KEY)).toBeNull();
  });

  it('says when an answer will come while no one from the helpdesk is online, and not once someone is', async () => {
    saveGuestRoom('abc12', 41);
    const { user, sockets } = setup();
    const dialog = await openPanel(user);
    await within(dialog).findByRole('textbox', { name: 'Your message' });
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ online: false }));
    });
    expect(
      await within(dialog).findByText(
        'No one from the helpdesk is online right now. They answer Monday to Friday, 9 am to 5 pm New York time: your message waits here, and the answer will appear in this chat.',
      ),
    ).toBeVisible();
    act(() => sockets.last.push(statusFrame({ online: true })));
    expect(within(dialog).queryByText(/No one from the helpdesk is online/)).toBeNull();
  });

  it('forgets a guest room the server no longer knows and shows the home view', async () => {
    saveGuestRoom('zzz99', 5);
    const server = fakeServer({ history: () => ({ status: 404, body: { detail: 'Session Does Not Exist' } }) });
    const { user } = setup({}, server);
    const dialog = await openPanel(user);
    expect(
      await within(dialog).findByText('Your earlier conversation is no longer available. You can start a new one.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Start a new conversation' })).toBeInTheDocument();
    expect(readGuestRoom()).toBeNull();
  });

  it('starts a signed-in conversation without an email and authenticates the socket with the token', async () => {
    const { user, server, sockets } = setup({ signedIn: true, userName: 'Sam', viewerKey: '9' });
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await within(dialog).findByRole('textbox', { name: 'Your message' });
    const start = server.calls.find((c) => c.path === '/api/v1/chat/start');
    expect(start?.fields).toEqual({});
    expect(start?.auth).toBe('Bearer token-1');
    expect(server.calls.find((c) => c.path === '/api/v1/session/chat')?.fields).toEqual({ session_id: '41' });
    act(() => sockets.last.open());
    expect(sockets.last.sent[0]).toEqual({ type: 'auth', token: 'token-1' });
  });

  it('offers the first two articles, finds articles, shows the no-match text and opens an article', async () => {
    const { user, navigate } = setup();
    const dialog = await openPanel(user);
    const suggested = within(dialog).getByRole('list', { name: 'Suggested articles' });
    expect(
      within(suggested)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How do I create an account?', 'How do I change my password?']);

    const search = within(dialog).getByRole('searchbox', { name: 'Search for articles' });
    await user.type(search, 'zebra');
    expect(
      within(dialog).getByText('Sorry, there are no matching results found. try common FAQ or reach out to our helpdesk'),
    ).toBeVisible();

    await user.clear(search);
    await user.type(search, 'preferences');
    expect(within(dialog).getByText('1 article found')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'How do I add my job preferences?' }));
    const heading = within(dialog).getByRole('heading', { level: 3, name: 'How do I add my job preferences?' });
    expect(document.activeElement).toBe(heading);
    expect(within(within(dialog).getByRole('list', { name: 'Steps' })).getAllByRole('listitem').length).toBe(6);
    await user.click(within(dialog).getByRole('link', { name: 'Common FAQ' }));
    expect(navigate).toHaveBeenCalledWith('/faq#jobPreferences');
    expect(screen.queryByRole('dialog', { name: 'Help chat' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Help chat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back to articles' }));
    expect(within(dialog).getByRole<HTMLInputElement>('searchbox', { name: 'Search for articles' }).value).toBe('preferences');
  });
});
