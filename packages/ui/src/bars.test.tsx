import * as Tooltip from '@radix-ui/react-tooltip';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { Layout } from './layout.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

function renderShell(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout>content</Layout> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={testI18n()}>
      <Tooltip.Provider delayDuration={250}>
        <RouterProvider router={router} />
      </Tooltip.Provider>
    </I18nextProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

/** Signs in, with the side bar's login check answering the same user. */
function signInStaff(user: ReturnType<typeof sessionUser>) {
  signInAs(user);
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
}

beforeEach(() => {
  signInAs(null);
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(sessionUser()), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});

describe('TopBar', () => {
  it('offers News, Jobs, Login and, on the home page, Sign Up to visitors', () => {
    renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['News', 'Jobs', 'Login', 'Sign Up']);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('has no Sign Up link away from the home page', () => {
    renderShell('/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('gives job seekers Dashboard, Browse jobs and a profile menu with Logout', () => {
    signInAs(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
    renderShell('/application');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/application');
    expect(within(nav).getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/searchJobs');
    const menu = screen.getByRole('button', { name: 'Account menu for Sam Seeker' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My jobs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Impersonate' })).toBeNull();
  });

  it('shows Impersonate to user 1', () => {
    signInAs(sessionUser({ user_id: 1 }));
    renderShell('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Impersonate' })).toBeTruthy();
  });
});

describe('SideBar', () => {
  // Layout loads the side bar lazily; transform it once up front so finding it never races the
  // first compile of the module (and Radix) on a busy machine.
  beforeAll(async () => {
    await import('./side-bar.tsx');
  });

  it('is shown to staff on staff paths with the entries of their role and the active one marked', async () => {
    signInStaff(sessionUser({ role_id: 2, user_id: 5 }));
    renderShell('/dashboard');
    // The side bar is loaded lazily (with the tooltips).
    const side = await screen.findByRole('navigation', { name: 'Side bar' });
    const names = within(side)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Homepage', 'Dashboard', 'Job seekers', 'Jobs', 'Applications', 'Partner reports', 'Team']);
    expect(within(side).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(side).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
    expect(within(side).getByRole('button', { name: 'Help and contact' })).toBeTruthy();
    // The login check runs on mount.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([req]) => req instanceof Request && new URL(req.url).pathname === '/api/v1/user/session')).toBe(
        true,
      ),
    );
  });

  it('gives roles 6 and 7 the new-version paths', async () => {
    signInStaff(sessionUser({ role_id: 7, user_id: 8 }));
    renderShell('/dashboard');
    const side = await screen.findByRole('navigation', { name: 'Side bar' });
    expect(within(side).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/newJobs');
    expect(within(side).getByRole('link', { name: 'Approvals' }).getAttribute('href')).toBe('/newApprovals');
  });

  it('is hidden for job seekers, visitors and non-staff paths', () => {
    signInAs(sessionUser({ is_user: true }));
    renderShell('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Side bar' })).toBeNull();
    expect(document.getElementById('side-bar')).toBeNull();
  });

  it('is hidden on paths outside the side-bar list', () => {
    signInAs(sessionUser());
    renderShell('/languages');
    expect(screen.queryByRole('navigation', { name: 'Side bar' })).toBeNull();
    expect(document.getElementById('side-bar')).toBeNull();
  });

  it('collapses behind a toggle with a close button', async () => {
    signInAs(sessionUser());
    renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Side bar' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Side bar' }).getAttribute('data-open')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('ends the session when the login check is refused', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{"detail":"x"}', { status: 401 })));
    signInAs(sessionUser());
    renderShell('/dashboard');
    await waitFor(() => expect(getSessionStore().getState().userToken).toBeNull());
  });
});

describe('Layout', () => {
  it('has a skip link to the main landmark', () => {
    renderShell('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
