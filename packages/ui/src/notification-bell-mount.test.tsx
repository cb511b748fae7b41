import * as Tooltip from '@radix-ui/react-tooltip';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import notifications from '@tessera/i18n/locales/en/notifications.json';
import { getSessionStore } from '@tessera/session/session-store';
import { Layout } from './layout.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

const feedbackNotice = {
  id: 7, message: 'Your application for Data Analyst at Peachtree Health is now: invited to interview.', is_read: false, model_type: 'feedback',
  feedback: { application_id: 31 }, token: null, created_at: '2026-03-02T10:00:00.000Z', updated_at: '2026-03-02T10:00:00.000Z',
};
const passwordNotice = {
  id: 6, message: 'Your password was changed.', is_read: false, model_type: 'change_password',
  feedback: null, token: null, created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
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
    <I18nextProvider i18n={testI18n({ notifications })}>
      <Tooltip.Provider delayDuration={250}>
        <RouterProvider router={router} />
      </Tooltip.Provider>
    </I18nextProvider>,
  );
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  signInAs(null);
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const json = (value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } }));
    if (url.includes('/api/v1/notifications/all')) {
      return json({ data: { data: [feedbackNotice, passwordNotice], unread_count: 2, total_pages: 1, page_number: 1 } });
    }
    if (url.includes('/api/v1/notification/')) return json({ detail: 'Notification marked as read.', unread_count: 1 });
    return json(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
  });
  vi.stubGlobal('fetch', fetchMock);
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
    fireEvent.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(dialog).findByRole('button', { name: feedbackNotice.message }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(getSessionStore().getState().notificationId).toBe(31);
    const put = fetchMock.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.method === 'PUT') as Request;
    expect(new URL(put.url).pathname).toBe('/api/v1/notification/7');
  });
});
