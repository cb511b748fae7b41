import * as Tooltip from '@radix-ui/react-tooltip';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { AppNameContext } from '@tessera/ui/app-context';
import { fakeToken, sessionUser, testI18n } from '@tessera/ui/test-utils';
import auth from '@tessera/i18n/locales/en/auth.json';
import LoginPage from './login-page.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p>now at {pathname}</p>;
}

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={testI18n({ auth })}>
      <Tooltip.Provider>
        <AppNameContext.Provider value="candidate">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </Tooltip.Provider>
    </I18nextProvider>,
  );
}

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function fill() {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'seeker@demo.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-Password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => getSessionStore().getState().signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('LoginPage', () => {
  it('labels its fields and asks for both before calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the first non_field_errors message of a 400 in an alert', async () => {
    vi.stubGlobal('fetch', vi.fn(() => json({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400)));
    renderLogin();
    fill();
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Unable to log in with provided credentials.');
    expect(getSessionStore().getState().failedLoginAttempts).toBe(1);
  });

  it('shows the detail of a 401', async () => {
    vi.stubGlobal('fetch', vi.fn(() => json({ detail: 'Your account is waiting for approval.' }, 401)));
    renderLogin();
    fill();
    expect(await screen.findByText('Your account is waiting for approval.')).toBeTruthy();
  });

  it('stores the tokens with expires_at = exp - 600 and returns to the remembered page', async () => {
    const access = fakeToken();
    const exp = JSON.parse(atob(access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp as number;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request | string) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.endsWith('/api/v1/token')) return json({ access, refresh: 'r1' });
        return json(sessionUser({ is_user: true }));
      }),
    );
    renderLogin('/login?next=%2Fapplication');
    fill();
    expect(await screen.findByText('now at /application')).toBeTruthy();
    const state = getSessionStore().getState();
    expect(state.userToken).toBe(access);
    expect(state.expires_at).toBe(exp - 600);
    expect(state.user?.is_user).toBe(true);
  });

  it('goes to /search without a remembered page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request | string) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.endsWith('/api/v1/token')) return json({ access: fakeToken(), refresh: 'r1' });
        return json(sessionUser());
      }),
    );
    renderLogin();
    fill();
    await waitFor(() => expect(screen.getByText('now at /search')).toBeTruthy());
  });
});
