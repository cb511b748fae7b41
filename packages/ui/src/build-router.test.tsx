import * as Tooltip from '@radix-ui/react-tooltip';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { buildRoutes, type PageMap } from './build-router.tsx';
import { isOtherApp } from './app-context.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

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
    <I18nextProvider i18n={testI18n()}>
      <Tooltip.Provider>
        <RouterProvider router={router} />
      </Tooltip.Provider>
    </I18nextProvider>,
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
    expect(await screen.findByText('landing at /')).toBeTruthy();
  });

  it('sends a visitor from a private page to /login, remembering the page', async () => {
    renderAt('/application');
    expect(await screen.findByText('login at /login?next=%2Fapplication')).toBeTruthy();
  });

  it('sends a signed-in user away from a guest page to /home', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/login');
    expect(await screen.findByText('home at /home')).toBeTruthy();
  });

  it('sends a user without the role to /unauthorized', async () => {
    signInAs(sessionUser({ is_user: false, role_id: 2 }));
    renderAt('/application');
    expect(await screen.findByText('unauthorized at /unauthorized')).toBeTruthy();
  });

  it('opens a role page for the role', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/application');
    expect(await screen.findByText('applications at /application')).toBeTruthy();
  });

  it('shows the not-found page for unknown and not-yet-built paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /magnifying glass/ })).toBeTruthy();
  });

  it('sends a user whose session ends on a private page to the sign-in page, which stays', async () => {
    signInAs(sessionUser({ is_user: true }));
    renderAt('/application');
    expect(await screen.findByText('applications at /application')).toBeTruthy();
    // The session ends while the page is open (another tab signed out): the guest page /login must
    // judge the visitor as they arrive there, not as they were on /application.
    act(() => getSessionStore().getState().reset());
    expect(await screen.findByText('login at /login?next=%2Fapplication')).toBeTruthy();
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
      <I18nextProvider i18n={testI18n()}>
        <Tooltip.Provider>
          <RouterProvider router={router} />
        </Tooltip.Provider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('login at /login')).toBeTruthy();
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
      <I18nextProvider i18n={testI18n()}>
        <Tooltip.Provider>
          <RouterProvider router={router} />
        </Tooltip.Provider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('landing at /')).toBeTruthy();
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(calls).toBe(1);
    // "Back to home" navigates inside the app (no full page load).
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, replace: assign });
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByText('landing at /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await act(() => router.navigate('/login'));
    expect(await screen.findByText('login, second try at /login')).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(calls).toBe(2);
    spy.mockRestore();
  });
});
