import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppNameContext } from '@tessera/ui/app-context';
import { sessionUser, signInAs, testI18n } from '@tessera/ui/test-utils';
import dashboard from '@tessera/i18n/locales/en/dashboard.json';
import DashboardPage from './dashboard-page.tsx';

function renderDashboard() {
  const router = createMemoryRouter([{ path: '*', element: <DashboardPage /> }], { initialEntries: ['/dashboard'] });
  render(
    <I18nextProvider i18n={testI18n({ dashboard })}>
      <AppNameContext.Provider value="console">
        <RouterProvider router={router} />
      </AppNameContext.Provider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('DashboardPage', () => {
  it('says who the user is, their tenant and role, and lists what the role can open', () => {
    signInAs(sessionUser({ name: 'Mia Manager', email: 'manager@demo.test', role_id: 1, user_id: 2 }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Mia Manager' })).toBeTruthy();
    expect(screen.getByText('You are signed in as manager@demo.test, Hiring manager at Tessera Demo.')).toBeTruthy();
    const list = screen.getByRole('list');
    const links = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    // Homepage, Interviews, Offers, Reports and Hiring team come with later issues: not listed yet.
    expect(links).toEqual([
      ['Jobs', '/jobs'],
      ['Applications', '/applications'],
    ]);
    for (const [, href] of links) expect(isReadyPath(href ?? '')).toBe(true);
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
