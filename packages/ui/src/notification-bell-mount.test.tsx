import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import notifications from '@tessera/i18n/locales/en/notifications.json';
import { closeNotificationFeed } from '@tessera/notifications/notification-socket';
import { StandInSocket } from '@tessera/notifications/test-socket';
import { getSessionStore } from '@tessera/session/session-store';
import { Layout } from './layout.tsx';
import { sessionUser, signInAs, testI18n, testQueries } from './test-utils.tsx';

const user = userEvent.setup({ delay: null });

const feedbackNotice = {
  id: 7,
  message: 'Your application for Data Analyst at Peachtree Health is now: invited to interview.',
  is_read: false,
  model_type: 'feedback',
  feedback: { application_id: 31 },
  token: null,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};
const passwordNotice = {
  id: 6,
  message: 'Your password was changed.',
  is_read: false,
  model_type: 'change_password',
  feedback: null,
  token: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

function renderShell(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/application', element: <Layout>applications page</Layout> },
      { path: '*', element: <Layout>content</Layout> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueries()}>
      <I18nextProvider i18n={testI18n({ notifications })}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

let unread = 2;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  signInAs(null);
  unread = 2;
  StandInSocket.made = [];
  vi.stubGlobal('WebSocket', StandInSocket);
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const json = (value: unknown) =>
      Promise.resolve(new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } }));
    if (url.includes('/api/v1/notifications/all')) {
      return json({ data: { data: [feedbackNotice, passwordNotice], unread_count: unread, total_pages: 1, page_number: 1 } });
    }
    if (url.includes('/api/v1/notification/')) return json({ detail: 'Notification marked as read.', unread_count: 1 });
    return json(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  closeNotificationFeed();
  vi.unstubAllGlobals();
});

describe('the top bar’s notification bell', () => {
  it('is not there for visitors', async () => {
    renderShell('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('shows a signed-in user their unread count; a feedback notification keeps its application and opens /application', async () => {
    signInAs(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
    const router = renderShell('/searchJobs');
    // The bell's chunk loads lazily.
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 8000 });
    await user.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: feedbackNotice.message }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(getSessionStore().getState().notificationId).toBe(31);
    const put = fetchMock.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.method === 'PUT') as Request;
    expect(new URL(put.url).pathname).toBe('/api/v1/notification/7');
  });

  it('opens one notification socket for the page (token in the first frame, not the address) whose pushes move the badge', async () => {
    signInAs(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
    renderShell('/searchJobs');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 8000 });
    await waitFor(() => expect(StandInSocket.made).toHaveLength(1));
    const socket = StandInSocket.made[0] as StandInSocket;
    expect(socket.url).toBe(`ws://${window.location.host}/ws/notifications/`);
    const token = getSessionStore().getState().userToken as string;
    expect(socket.url).not.toContain(token);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token }]);
    act(() => socket.push({ event_type: 'status', unread_count: 2 }));
    const listed = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/notifications/all'),
    ).length;
    unread = 3;
    act(() => socket.push({ event_type: 'notification', unread_count: 3 }));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/notifications/all'))
          .length,
      ).toBe(listed + 1),
    );
  });
});
