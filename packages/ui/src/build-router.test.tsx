import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { buildRoutes, type PageMap } from './build-router.tsx';
import { isOtherApp } from './app-context.tsx';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunk-load.ts';
import { sessionUser, signInAs, testI18n, testQueries } from './test-utils.tsx';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search}
    </p>
  );
}

const page = (name: string) => () => Promise.resolve({ default: () => <Where name={name} /> });

const pages: PageMap = {
  '/': page('landing'),
  '/login': page('login'),
  '/home': page('home'),
  '/unauthorized': page('unauthorized'),
  '/application': page('applications'),
};

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes({ app: 'candidate', pages }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueries()}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  signInAs(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
  );
});

describe('buildRouter guards', () => {
  it('shows a public page to anyone', async () => {
    renderAt('/');
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
  });

  it('sends a visitor from a private page to /login, remembering the page', async () => {
    renderAt('/application');
    expect(await screen.findByText('login at /login?next=%2Fapplication')).toBeInTheDocument();
  });

  it('sends a signed-in user away from a guest page to /home', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/login');
    expect(await screen.findByText('home at /home')).toBeInTheDocument();
  });

  it('sends a user without the role to /unauthorized', async () => {
    signInAs(sessionUser({ is_user: false, role_id: 2 }));
    renderAt('/application');
    expect(await screen.findByText('unauthorized at /unauthorized')).toBeInTheDocument();
  });

  it('opens a role page for the role', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/application');
    expect(await screen.findByText('applications at /application')).toBeInTheDocument();
  });

  it('shows the not-found page for unknown and not-yet-built paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /magnifying glass/ })).toBeInTheDocument();
  });

  it('sends a user whose session ends on a private page to the sign-in page, which stays', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/application');
    expect(await screen.findByText('applications at /application')).toBeInTheDocument();
    // The session ends while the page is open (another tab signed out): the guest page /login must
    // judge the visitor as they arrive there, not as they were on /application.
    act(() => getSessionStore().getState().reset());
    expect(await screen.findByText('login at /login?next=%2Fapplication')).toBeInTheDocument();
  });

  it('tells paths of other apps apart (they get a full page load)', () => {
    expect(isOtherApp('candidate', '/dashboard')).toBe(true);
    expect(isOtherApp('candidate', '/login?next=%2F')).toBe(false);
    expect(isOtherApp('console', '/login')).toBe(true);
  });
});

describe('error boundary', () => {
  it('shows the translated message and clears on path change', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter(
      buildRoutes({
        app: 'candidate',
        pages: { ...pages, '/': () => Promise.resolve({ default: Broken }) },
      }),
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={testQueries()}>
        <I18nextProvider i18n={testI18n()}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('login at /login')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    spy.mockRestore();
  });

  it('fetches a page whose chunk failed again after a client-side path change, once per navigation', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <Where name="login, second try" /> });
    };
    const router = createMemoryRouter(buildRoutes({ app: 'candidate', pages: { ...pages, '/login': flaky } }), { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={testQueries()}>
        <I18nextProvider i18n={testI18n()}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    // The chunk-load error: the page says so and offers to reload.
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(calls).toBe(1);
    // "Back to home" navigates inside the app (no full page load).
    const assign = vi.fn();
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a plain stub with location's own properties (jsdom defines them on the instance)
    vi.stubGlobal('location', { ...window.location, assign, replace: assign });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('login, second try at /login')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded.')).toBeNull();
    expect(calls).toBe(2);
    spy.mockRestore();
  });

  it('gives up on a chunk that has not loaded after 120 s: the chunk-load error, and a reload button that reloads', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => undefined);
      const router = createMemoryRouter(buildRoutes({ app: 'candidate', pages: { ...pages, '/login': never } }), {
        initialEntries: ['/login'],
      });
      render(
        <QueryClientProvider client={testQueries()}>
          <I18nextProvider i18n={testI18n()}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000));
      expect(screen.queryByRole('heading', { name: 'This page could not be loaded.' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('heading', { name: 'This page could not be loaded.' })).toBeInTheDocument();
      const reload = vi.fn();
      // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a plain stub with location's own properties (jsdom defines them on the instance)
      vi.stubGlobal('location', { ...window.location, reload });
      // The 120 s are past: the click runs on real timers (user-event waits on them).
      vi.useRealTimers();
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
      spy.mockRestore();
    }
  });
});
