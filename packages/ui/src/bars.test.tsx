import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { isReadyPath } from '@tessera/routes/manifest';
import { getSessionStore } from '@tessera/session/session-store';
import { Layout } from './layout.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

const user = userEvent.setup({ delay: null });

/** The names of the entries whose page is built (a side-bar entry shows only then). */
const builtOnly = (entries: [string, string][]) => entries.filter(([, path]) => isReadyPath(path)).map(([name]) => name);

function renderShell(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Layout>content</Layout> }], { initialEntries: [path] });
  // As in the apps (AppProviders): the top bar's inbox badge reads through TanStack Query.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

let fetchMock: Mock<typeof fetch>;

/** Signs in, with the side bar's login check answering the same user. */
function signInStaff(user: ReturnType<typeof sessionUser>) {
  signInAs(user);
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(user), { status: 200 })));
}

beforeEach(() => {
  signInAs(null);
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(sessionUser()), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});

describe('TopBar', () => {
  it('offers News, Jobs, Login and, on the home page, Sign Up to visitors', async () => {
    renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['News', 'Jobs', 'Login', 'Sign Up']);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('has no Sign Up link away from the home page', async () => {
    renderShell('/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('gives job seekers Dashboard, Browse jobs and a profile menu with Logout', async () => {
    signInAs(sessionUser({ is_user: true, name: 'Sam Seeker', user_id: 9 }));
    renderShell('/application');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/application');
    expect(within(nav).getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/searchJobs');
    const menu = screen.getByRole('button', { name: 'Account menu for Sam Seeker' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Impersonate' })).toBeNull();
  });

  it('shows Impersonate to user 1', async () => {
    signInAs(sessionUser({ user_id: 1 }));
    renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Impersonate' })).toBeInTheDocument();
  });
});

describe('SideBar', () => {
  // Layout loads the side bar lazily; transform it once up front so finding it never races the
  // first compile of the module on a busy machine.
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
    // The recruiter's entries (SPEC §6), those whose page is built.
    expect(names).toEqual(
      builtOnly([
        ['Homepage', '/homepage'],
        ['Dashboard', '/dashboard'],
        ['Job seekers', '/new_all_candidates'],
        ['Jobs', '/jobs'],
        ['Applications', '/applications'],
        ['Partner reports', '/nppreport'],
        ['Team', '/team'],
      ]),
    );
    expect(within(side).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(side).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
    expect(within(side).getByRole('button', { name: 'Help and contact' })).toBeInTheDocument();
    // The login check runs on mount.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([req]) => req instanceof Request && new URL(req.url).pathname === '/api/v1/user/session')).toBe(
        true,
      ),
    );
  });

  it('shows the compact variant (SPEC §2 role table) on small screens', async () => {
    const small = (query: string) =>
      ({
        matches: query === '(max-width: 48rem)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', vi.fn(small));
    try {
      signInStaff(sessionUser({ role_id: 2, user_id: 5 }));
      renderShell('/dashboard');
      const side = await screen.findByRole('navigation', { name: 'Side bar' });
      const names = within(side)
        .getAllByRole('link')
        .map((a) => a.textContent);
      // The full variant's Homepage and Dashboard are not in the compact table; Team and Partner reports are.
      expect(names).toEqual(
        builtOnly([
          ['Job seekers', '/new_all_candidates'],
          ['Jobs', '/jobs'],
          ['Applications', '/applications'],
          ['Partner reports', '/nppreport'],
          ['Team', '/team'],
        ]),
      );
      expect(side.getAttribute('data-variant')).toBe('compact');
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', fetchMock);
    }
  });

  it('gives roles 6 and 7 the new-version paths', async () => {
    signInStaff(sessionUser({ role_id: 7, user_id: 8 }));
    renderShell('/dashboard');
    const side = await screen.findByRole('navigation', { name: 'Side bar' });
    const hrefs = within(side)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/newApprovals');
    expect(hrefs).not.toContain('/approvals');
    expect(hrefs).not.toContain('/jobs');
    expect(hrefs.includes('/newJobs')).toBe(isReadyPath('/newJobs'));
  });

  it('is hidden for job seekers, visitors and non-staff paths', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderShell('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Side bar' })).toBeNull();
    expect(document.getElementById('side-bar')).toBeNull();
  });

  it('is hidden on paths outside the side-bar list', async () => {
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
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Side bar' }).getAttribute('data-open')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
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
  it('has a skip link to the main landmark', async () => {
    renderShell('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
