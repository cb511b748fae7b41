// The bell and panel against a fake server behind the real typed client: badge and its accessible name,
// paging with Show more (disabled on the last page), truncation at 116 characters, mark one and all read,
// the error toast text, feedback navigation, Escape, polling (paused while hidden) and arrivals; pushes
// from the page's notification socket (a stand-in WebSocket) and the poll carrying on beside them.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@tessera/api-client/create-api-client';
import en from '@tessera/i18n/locales/en/notifications.json';
import fr from '@tessera/i18n/locales/fr/notifications.json';
import { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
import { closeNotificationFeed, subscribeNotificationFeed, type NotificationLiveSource } from './notification-socket.ts';
import type { Notification } from './notifications-api.ts';
import { StandInSocket } from './test-socket.ts';

function testI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['notifications'],
    defaultNS: 'notifications',
    resources: { en: { notifications: en }, fr: { notifications: fr } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

const LONG =
  'Your application for Senior Accessibility Specialist at Peachtree Health Partners was received. We will tell you here when it moves on.';

function make(id: number, patch: Partial<Notification> = {}): Notification {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    message: `Notice number ${id}`,
    is_read: false,
    model_type: 'change_password',
    feedback: null,
    token: null,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

interface Fake {
  items: Notification[];
  calls: { method: string; path: string; query: URLSearchParams; body: unknown }[];
  /** How the next PUT /notification/{id} fails: a status with a JSON body, or a network error. */
  failMark: { status: number; body: unknown } | 'network' | null;
  fetch: typeof globalThis.fetch;
}

const IMPORT_TOKEN = '8f5c2a34-1f7e-4a8e-9d8e-2b2c4f9b6a11';

function fakeServer(items: Notification[]): Fake {
  const fake: Fake = {
    items,
    calls: [],
    failMark: null,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'PUT' ? await request.text().then((t) => (t ? JSON.parse(t) : undefined)) : undefined;
      fake.calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      const unread = () => fake.items.filter((n) => !n.is_read).length;
      if (request.method === 'GET' && url.pathname === '/api/v1/notifications/all') {
        const page = Number(url.searchParams.get('page') ?? '1');
        const sorted = [...fake.items].sort((a, b) => b.id - a.id);
        const lang = url.searchParams.get('lang');
        const data = sorted.slice((page - 1) * 10, page * 10).map((n) => (lang === 'fr' ? { ...n, message: `FR ${n.message}` } : n));
        return json(200, {
          data: { data, unread_count: unread(), total_pages: Math.max(1, Math.ceil(sorted.length / 10)), page_number: page },
        });
      }
      if (request.method === 'PUT' && url.pathname === '/api/v1/notifications/unread') {
        fake.items = fake.items.map((n) => ({ ...n, is_read: true }));
        return json(200, { detail: 'All notifications are marked as read.', unread_count: 0 });
      }
      const one = /^\/api\/v1\/notification\/(\d+)$/.exec(url.pathname);
      if (request.method === 'PUT' && one) {
        if (fake.failMark === 'network') throw new TypeError('Failed to fetch');
        if (fake.failMark) return json(fake.failMark.status, fake.failMark.body);
        fake.items = fake.items.map((n) => (n.id === Number(one[1]) ? { ...n, is_read: true } : n));
        return json(200, { detail: 'Notification marked as read.', unread_count: unread() });
      }
      if (request.method === 'GET' && url.pathname === '/api/v1/recruiter/bulk/resume/dataprocess/status') {
        const file = (name: string, reason = '') => ({
          resume_file: name,
          reason,
          job_seeker_id: null,
          claimed: false,
          token: IMPORT_TOKEN,
          processed_at: null,
        });
        const thisOne = url.searchParams.get('token') === IMPORT_TOKEN;
        return json(200, {
          data: {
            pending_count: 0,
            summary: {
              newly_created_files: [file('ada.pdf')],
              already_existing_files: thisOne ? [file('ada-again.pdf', 'This résumé was imported before.')] : [],
              skipped_files: [file('broken.pdf', 'This file could not be read.')],
              newly_created_count: 1,
              already_existing_count: thisOne ? 1 : 0,
              skipped_count: 1,
            },
          },
        });
      }
      return json(404, { detail: 'Not found.' });
    },
  };
  return fake;
}

let fake: Fake;
let props: NotificationBellProps;
let i18n: I18n;
let user: UserEvent;

function setup(items: Notification[], patch: Partial<NotificationBellProps> = {}) {
  fake = fakeServer(items);
  i18n = testI18n();
  user = userEvent.setup();
  props = {
    api: createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 'token', fetch: (input, init) => fake.fetch(input, init) }),
    language: 'en',
    pathname: '/application',
    navigate: vi.fn(),
    rememberApplication: vi.fn(),
    showError: vi.fn(),
    ...patch,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <NotificationBell {...props} />
    </I18nextProvider>,
  );
  return {
    ...view,
    rerenderWith(next: Partial<NotificationBellProps>) {
      props = { ...props, ...next };
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <NotificationBell {...props} />
        </I18nextProvider>,
      );
    },
  };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
async function openPanel() {
  await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
  await user.click(bell());
  return panel();
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the bell', () => {
  it('shows the unread count in a badge and in its accessible name', async () => {
    setup([make(1), make(2), make(3, { is_read: true })]);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell().textContent).toBe('2');
    expect(fake.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/notifications/all' });
    expect(fake.calls[0]!.query.get('page')).toBe('1');
    expect(fake.calls[0]!.query.get('lang')).toBe('en');
  });

  it('has no badge when everything is read', async () => {
    setup([make(1, { is_read: true })]);
    await waitFor(() => expect(fake.calls.length).toBe(1));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(bell().textContent).toBe('');
  });
});

describe('the panel', () => {
  it('loads its list on the first opening, through the app’s chunk loader, under the panel’s name', async () => {
    let loads = 0;
    const loadChunk = <T,>(load: () => Promise<T>): Promise<T> => {
      loads += 1;
      return load();
    };
    setup([make(1)], { loadChunk });
    expect(loads).toBe(0);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(loads).toBe(1);
  });

  it('pages by page number with Show more, disabled on the last page, focusing the first new notification', async () => {
    setup(Array.from({ length: 23 }, (_, i) => make(i + 1)));
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(10));
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    const more = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Show more notifications' });
    expect(more.textContent).toBe('Show more');
    await user.click(more);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(20));
    expect(fake.calls.at(-1)!.query.get('page')).toBe('2');
    expect(document.activeElement?.textContent).toContain('Notice number 13');
    expect(more.disabled).toBe(false);
    await user.click(more);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(23));
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(more.disabled).toBe(true);
  });

  it('disables Show more at once when there is one page', async () => {
    setup([make(1), make(2)]);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Show more notifications' }).disabled).toBe(true);
  });

  it('cuts a long message at 116 characters with ... until show more is pressed', async () => {
    setup([make(1, { message: LONG })]);
    const dialog = await openPanel();
    const cut = `${LONG.slice(0, 116)}...`;
    await waitFor(() => expect(within(dialog).getByText(cut)).toBeInTheDocument());
    expect(within(dialog).queryByText(LONG)).toBeNull();
    const toggle = within(dialog).getByRole('button', { name: 'show more of this notification' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    const less = within(dialog).getByRole('button', { name: 'show less of this notification' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(within(dialog).getByText(cut)).toBeInTheDocument();
    // Expanding does not mark it read.
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('has no show more for a short message', async () => {
    setup([make(1)]);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByText('Notice number 1')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: /show more of/ })).toBeNull();
  });

  it('marks one read on click (PUT /notification/{id} with is_read true), then reloads; the badge drops', async () => {
    setup([make(1), make(2)]);
    const dialog = await openPanel();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await user.click(await within(dialog).findByRole('button', { name: 'Notice number 2' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/v1/notification/2', body: { is_read: true } });
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2));
    // Read now: plain text, marked Read, focus kept on it.
    expect(within(dialog).queryByRole('button', { name: 'Notice number 2' })).toBeNull();
    const item = within(dialog).getByText('Notice number 2').closest('li')!;
    expect(within(item).getByText('Read')).toBeInTheDocument();
    expect(document.activeElement).toBe(item);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the server’s detail as an error toast when marking read fails', async () => {
    setup([make(1)]);
    fake.failMark = { status: 404, body: { detail: 'Notification not found.' } };
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Notice number 1' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Notice number 1' }));
    await waitFor(() => expect(props.showError).toHaveBeenCalledWith('Notification not found.'));
    // Kept in the panel too, to be read again (DECISIONS 14).
    expect(within(dialog).getByText('Notification not found.')).toBeInTheDocument();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it('shows "No response from server." when the server does not answer or gives no detail', async () => {
    setup([make(1), make(2)]);
    fake.failMark = 'network';
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Notice number 1' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Notice number 1' }));
    await waitFor(() => expect(props.showError).toHaveBeenCalledWith('No response from server.'));
    fake.failMark = { status: 400, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Notice number 2' }));
    await waitFor(() => expect(props.showError).toHaveBeenCalledTimes(2));
    expect(props.showError).toHaveBeenLastCalledWith('No response from server.');
  });

  it('marks all read (PUT /notifications/unread) and reloads; the badge goes', async () => {
    setup([make(1), make(2), make(3)]);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByText('You have 3 unread notifications.')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(fake.calls.some((c) => c.method === 'PUT' && c.path === '/api/v1/notifications/unread')).toBe(true);
    expect(within(dialog).getByText('Everything is read.')).toBeInTheDocument();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled).toBe(true);
    expect(bell().textContent).toBe('');
  });

  it('opens the offers page from a staff offer notification (its own type), and only marks it read without a page', async () => {
    const offer = make(1, {
      model_type: 'offer',
      feedback: { application_id: 42 },
      is_read: true,
      message: 'Sam Seeker accepted the offer for Analyst.',
    });
    const first = setup([offer], { offersPath: '/newOffers' });
    const dialog = await openPanel();
    const item = await within(dialog).findByRole('button', { name: 'Sam Seeker accepted the offer for Analyst.' });
    expect(within(dialog).getByText(/Opens the offers page\./)).toBeInTheDocument();
    await user.click(item);
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/newOffers'));
    expect(props.rememberApplication).not.toHaveBeenCalled();
    first.unmount();
    // Without an offers page for the viewer, a read offer notification is plain text.
    setup([offer]);
    const again = await openPanel();
    await waitFor(() => expect(within(again).getByText('Sam Seeker accepted the offer for Analyst.').tagName).toBe('P'));
  });

  it('keeps the application of a feedback notification and goes to /application', async () => {
    setup([
      make(1, {
        model_type: 'feedback',
        feedback: { application_id: 42 },
        is_read: true,
        message: 'Your application is now: being reviewed.',
      }),
    ]);
    const dialog = await openPanel();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Your application is now: being reviewed.' })).toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Your application is now: being reviewed.' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/application'));
    expect(props.rememberApplication).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the résumé import-result dialog from an uploaded_files notification, with the duration filter', async () => {
    setup([make(1, { model_type: 'uploaded_files', token: IMPORT_TOKEN, message: 'Your résumé upload is done.' })], {
      importKind: 'resumes',
    });
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Your résumé upload is done.' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Your résumé upload is done.' }));
    const result = await screen.findByRole('dialog', { name: 'Résumé upload result' });
    await waitFor(() => expect(within(result).getByRole('rowheader', { name: 'ada-again.pdf' })).toBeInTheDocument());
    const row = (name: string) => within(result).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('ada.pdf')).getByText('Success')).toBeInTheDocument();
    expect(within(row('ada-again.pdf')).getByText('Already exists')).toBeInTheDocument();
    expect(within(row('broken.pdf')).getByText('Not parsed')).toBeInTheDocument();
    expect(within(result).getByText(/1 success · 1 already exists · 1 not parsed/)).toBeInTheDocument();
    const status = () => fake.calls.filter((c) => c.path === '/api/v1/recruiter/bulk/resume/dataprocess/status');
    expect(status().at(-1)?.query.get('token')).toBe(IMPORT_TOKEN);
    const filter = within(result).getByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'This upload',
      'All uploads',
      'Last 15 minutes',
      'Last 30 minutes',
      'Last 45 minutes',
      'Last 60 minutes',
      'Last 90 minutes',
      'Last 120 minutes',
    ]);
    await user.selectOptions(filter, '30');
    await waitFor(() => expect(status().at(-1)?.query.get('duration')).toBe('30'));
    await waitFor(() => expect(within(result).queryByRole('rowheader', { name: 'ada-again.pdf' })).toBeNull());
    await user.click(within(result).getByRole('button', { name: 'Close the upload result' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Résumé upload result' })).toBeNull());
    expect(document.activeElement).toBe(bell());
  });

  it('only marks an uploaded_files notification read where no import dialog applies (job seekers)', async () => {
    setup([make(1, { model_type: 'uploaded_files', token: 'imp-1', message: 'Your import finished.' })]);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Your import finished.' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Your import finished.' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.rememberApplication).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens with focus inside, closes on Escape and gives focus back to the bell', async () => {
    setup([make(1)]);
    await openPanel();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(panel().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
  });

  it('says when there is nothing yet', async () => {
    setup([]);
    const dialog = await openPanel();
    await waitFor(() => expect(within(dialog).getByText('You have no notifications yet.')).toBeInTheDocument());
  });
});

describe('staying current', () => {
  it('polls, pauses while the tab is hidden, and announces new unread arrivals politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup([make(1)], { pollMs: 40 });
    await waitFor(() => expect(fake.calls.length).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
    await waitFor(() => expect(fake.calls.length).toBeGreaterThanOrEqual(2));
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const whileHidden = fake.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(fake.calls.length).toBe(whileHidden);
    fake.items = [...fake.items, make(2), make(3)];
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('You have 2 new notifications.'));
  });

  it('reloads on page change and in the new language on language change', async () => {
    const view = setup([make(1)]);
    await waitFor(() => expect(fake.calls.length).toBe(1));
    view.rerenderWith({ pathname: '/searchJobs' });
    await waitFor(() => expect(fake.calls.length).toBe(2));
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    view.rerenderWith({ language: 'fr' });
    await waitFor(() => expect(fake.calls.length).toBe(3));
    expect(fake.calls[2]!.query.get('lang')).toBe('fr');
    await user.click(screen.getByRole('button', { name: /^Notifications, 1 non lue/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'FR Notice number 1' })).toBeInTheDocument());
  });
});

// ---------------------------------------------------------------- pushed over the live connection

/** Server side, as React sees it: open, take the auth frame, say the count. */
function accept(socket: StandInSocket, unread: number) {
  act(() => {
    socket.open();
    socket.push({ event_type: 'status', unread_count: unread });
  });
}
const push = (socket: StandInSocket, frame: Record<string, unknown>) => act(() => socket.push(frame));
const drop = (socket: StandInSocket, code: number) => act(() => socket.drop(code));

/** The bell with the page's socket, as the shell mounts it. */
function setupLive(items: Notification[], pollMs: number, createSocket: (url: string) => StandInSocket = (url) => new StandInSocket(url)) {
  const live: NotificationLiveSource = (listener) =>
    subscribeNotificationFeed({ key: '9', url: 'ws://localhost/ws/notifications/', getToken: () => 'token', createSocket }, listener);
  return setup(items, { pollMs, live });
}
const lastSocket = async () => {
  await waitFor(() => expect(StandInSocket.made.length).toBeGreaterThan(0));
  return StandInSocket.made.at(-1) as StandInSocket;
};
const listCalls = () => fake.calls.filter((c) => c.method === 'GET').length;

describe('pushed over the live connection (DECISIONS 15)', () => {
  beforeEach(() => {
    StandInSocket.made = [];
  });
  afterEach(() => {
    closeNotificationFeed();
  });

  it('a pushed change brings the badge and the list at once, long before the next poll, and says so politely', async () => {
    setupLive([make(1), make(2, { is_read: true })], 60_000);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    const socket = await lastSocket();
    accept(socket, 1);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token' });
    // The status frame agrees with what is shown: nothing to reload.
    expect(listCalls()).toBe(1);

    fake.items = [...fake.items, make(3, { message: 'Your application moved to screening.' })];
    push(socket, { event_type: 'notification', unread_count: 2 });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await waitFor(() => expect(listCalls()).toBe(2));
    await user.click(bell());
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Your application moved to screening.' })).toBeInTheDocument());
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('You have 1 new notification.'));
  });

  it('follows a mark all read made on another tab', async () => {
    setupLive([make(1), make(2)], 60_000);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    accept(await lastSocket(), 2);
    fake.items = fake.items.map((n) => ({ ...n, is_read: true }));
    push(await lastSocket(), { event_type: 'notification', unread_count: 0 });
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    await user.click(bell());
    await waitFor(() => expect(within(panel()).getByText('Everything is read.')).toBeInTheDocument());
    await waitFor(() => expect(panel().querySelectorAll('.ntf-item--unread')).toHaveLength(0));
  });

  it('reloads when a reconnection finds another count (changes missed while down), not when it finds the same', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setupLive([make(1)], 60_000);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    const first = await lastSocket();
    accept(first, 1);
    expect(listCalls()).toBe(1);
    drop(first, 1006);
    fake.items = [...fake.items, make(2)];
    // The first reconnect comes within 1.5 s (1 s backoff, up to half of it in jitter).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(StandInSocket.made.length).toBe(2));
    accept(StandInSocket.made[1] as StandInSocket, 2);
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
  });

  it('keeps polling while the socket is down', async () => {
    // Every connection is refused by the network: the socket keeps reconnecting, the poll carries on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setupLive([make(1)], 50, (url) => {
      const s = new StandInSocket(url);
      setTimeout(() => drop(s, 1006), 0);
      return s;
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    fake.items = [...fake.items, make(2), make(3)];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(listCalls()).toBeGreaterThanOrEqual(4));
    expect(StandInSocket.made.every((s) => s.sent.length === 0)).toBe(true);
  });

  it('keeps polling while the socket is open too (the poll is the fallback, at its own pace)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setupLive([make(1)], 50);
    accept(await lastSocket(), 1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await waitFor(() => expect(listCalls()).toBeGreaterThanOrEqual(3));
  });
});
