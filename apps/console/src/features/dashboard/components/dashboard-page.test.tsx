import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppNameContext } from '@tessera/ui/app-context';
import { sessionUser, signInAs, testI18n } from '@tessera/ui/test-utils';
import dashboard from '@tessera/i18n/locales/en/dashboard.json';
import applicationsStaff from '@tessera/i18n/locales/en/applications-staff.json';
import DashboardPage from './dashboard-page.tsx';

const FIGURES = {
  open_jobs: 4,
  new_applicants: 3,
  since: '2026-03-01T10:00:00Z',
  stages: ['applied', 'screening', 'interview', 'offered', 'withdrawn', 'hired', 'declined', 'on-hold', 'rejected'].map((status, i) => ({
    status,
    count: i,
  })),
};
let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      requests.push(`${input.method} ${url.pathname}`);
      if (input.method === 'POST') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(FIGURES), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

function renderDashboard() {
  const router = createMemoryRouter([{ path: '*', element: <DashboardPage /> }], { initialEntries: ['/dashboard'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n({ dashboard, 'applications-staff': applicationsStaff })}>
        <AppNameContext.Provider value="console">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('says who the user is, their tenant and role, and lists what the role can open', () => {
    signInAs(sessionUser({ name: 'Mia Manager', email: 'manager@demo.test', role_id: 1, user_id: 2 }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Mia Manager' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as manager@demo.test, Hiring manager at Tessera Demo.')).toBeInTheDocument();
    const list = screen.getByRole('heading', { level: 2, name: 'What you can do from here' }).parentElement!.querySelector('ul')!;
    const links = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    // The hiring manager's side-bar entries whose page is built (SPEC §6), the dashboard itself left out.
    expect(links).toEqual(
      (
        [
          ['Homepage', '/homepage'],
          ['Jobs', '/jobs'],
          ['Applications', '/applications'],
          ['Interviews', '/interview'],
          ['Offers', '/offers'],
          ['Reports', '/report'],
          ['Hiring team', '/hiringTeam'],
        ] as const
      ).filter(([, href]) => isReadyPath(href)),
    );
    for (const [, href] of links) expect(isReadyPath(href ?? '')).toBe(true);
  });

  it('shows the figures, then marks this visit as seen', async () => {
    signInAs(sessionUser({ role_id: 1 }));
    renderDashboard();
    expect(await screen.findByText('new applicants since your last visit (Mar 1, 2026)')).toBeInTheDocument();
    expect(screen.getByText('open jobs').previousElementSibling).toHaveTextContent('4');
    const table = screen.getByRole('table', { name: 'Applications by stage' });
    expect(within(table).getByRole('row', { name: 'On hold 7' })).toBeInTheDocument();
    await vi.waitFor(() => expect(requests).toContain('POST /api/v1/staff/dashboard/seen'));
  });

  it('lists only built pages for every role', () => {
    for (const role_id of [null, 1, 2, 3, 4, 5, 6, 7]) {
      cleanup();
      signInAs(sessionUser({ role_id }));
      renderDashboard();
      const hrefs = screen.queryAllByRole('link').map((a) => a.getAttribute('href') ?? '');
      expect(
        hrefs.filter((href) => !isReadyPath(href)),
        `role ${role_id}`,
      ).toEqual([]);
    }
  });
});
