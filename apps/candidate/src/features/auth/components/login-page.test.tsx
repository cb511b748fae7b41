import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { AppNameContext } from '@tessera/ui/app-context';
import { fakeToken, sessionUser, testI18n } from '@tessera/ui/test-utils';
import auth from '@tessera/i18n/locales/en/auth.json';
import forms from '@tessera/i18n/locales/en/forms.json';
import { GOOGLE_FLOW_KEY } from '../hooks/google-flow.ts';
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
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={testI18n({ auth, forms })}>
        <AppNameContext.Provider value="candidate">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const urlOf = (input: Request | string) => (typeof input === 'string' ? input : input.url);

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const user = userEvent.setup({ delay: null });

async function fill() {
  await user.type(screen.getByLabelText('Email address'), 'seeker@demo.test');
  await user.type(screen.getByLabelText('Password'), 'demo-Password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => getSessionStore().getState().signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

const GOOGLE = { client_id: 'tessera-web', authorization_endpoint: 'https://accounts.example.test/o/oauth2/v2/auth' };

describe('LoginPage', () => {
  it('labels its fields and asks for both before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('This field is required.');
    expect(fetchMock.mock.calls.filter(([input]) => urlOf(input as Request).endsWith('/api/v1/token'))).toEqual([]);
  });

  it('shows the first non_field_errors message of a 400 in an alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400)),
    );
    renderLogin();
    await fill();
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Unable to log in with provided credentials.');
  });

  it('shows the detail of a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ detail: 'Your account is waiting for approval.' }, 401)),
    );
    renderLogin();
    await fill();
    expect(await screen.findByText('Your account is waiting for approval.')).toBeInTheDocument();
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
    await fill();
    expect(await screen.findByText('now at /application')).toBeInTheDocument();
    const state = getSessionStore().getState();
    expect(state.userToken).toBe(access);
    expect(state.expires_at).toBe(exp - 600);
    expect(state.user?.is_user).toBe(true);
  });

  it("sends staff to their work for today, the console's /homepage, without a remembered page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request | string) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.endsWith('/api/v1/token')) return json({ access: fakeToken(), refresh: 'r1' });
        return json(sessionUser());
      }),
    );
    // /homepage is the console's: a full page load into that app.
    const load = vi.fn();
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a plain stub with location's own properties (jsdom defines them on the instance)
    vi.stubGlobal('location', { ...window.location, assign: load, replace: load });
    renderLogin();
    await fill();
    await waitFor(() => expect(load).toHaveBeenCalledWith('/homepage'));
  });
});

describe('Sign in with Google', () => {
  it('is not offered when the tenant has no Google sign-in', async () => {
    const fetchMock = vi.fn(() => json({ google: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('starts the implicit flow at the provider with a state and nonce of its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ google: GOOGLE })),
    );
    const assign = vi.fn();
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a plain stub with location's own properties (jsdom defines them on the instance)
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://acme.localhost:3000', hash: '' });
    renderLogin('/login?next=%2Fapplication');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe(GOOGLE.authorization_endpoint);
    const flow = JSON.parse(window.sessionStorage.getItem(GOOGLE_FLOW_KEY) ?? '{}') as { state: string; nonce: string; returnTo: string };
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'tessera-web',
      response_type: 'id_token token',
      redirect_uri: 'http://acme.localhost:3000/login',
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      prompt: 'select_account',
    });
    expect(flow.state).toMatch(/^[0-9a-f]{48}$/);
    expect(flow.nonce).not.toBe(flow.state);
    expect(flow.returnTo).toBe('/application');
  });

  it('back from the provider, sends both tokens to the API, signs in and returns to the remembered page', async () => {
    window.sessionStorage.setItem(GOOGLE_FLOW_KEY, JSON.stringify({ state: 's-1', nonce: 'n-1', returnTo: '/application' }));
    const idToken = `${base64Url({ alg: 'RS256' })}.${base64Url({ nonce: 'n-1', email: 'gina@example.com' })}.sig`;
    window.history.replaceState(null, '', `/login#access_token=ya29.token&id_token=${idToken}&token_type=Bearer&state=s-1`);
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.url.endsWith('/api/v1/googlelogin')) {
          sent.push(await input.json());
          return json({ access_token: fakeToken(), refresh_token: 'r-google', username: 'gina@example.com' });
        }
        if (input.url.endsWith('/api/v1/auth/providers')) return json({ google: GOOGLE });
        return json(sessionUser({ is_user: true, email: 'gina@example.com' }));
      }),
    );
    renderLogin();
    expect(await screen.findByText('now at /application')).toBeInTheDocument();
    expect(sent).toEqual([{ access_token: 'ya29.token', id_token: idToken }]);
    expect(getSessionStore().getState().refreshToken).toBe('r-google');
    // The tokens left the address bar, and the flow is spent.
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem(GOOGLE_FLOW_KEY)).toBeNull();
  });

  it('refuses an answer this tab did not ask for (another state or nonce) without calling the API', async () => {
    for (const [state, nonce] of [
      ['forged', 'n-1'],
      ['s-1', 'forged'],
    ]) {
      cleanup();
      window.sessionStorage.setItem(GOOGLE_FLOW_KEY, JSON.stringify({ state: 's-1', nonce: 'n-1', returnTo: null }));
      const idToken = `${base64Url({ alg: 'RS256' })}.${base64Url({ nonce })}.sig`;
      window.history.replaceState(null, '', `/login#access_token=t&id_token=${idToken}&state=${state}`);
      const called: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((input: Request) => {
          called.push(urlOf(input));
          return json({ google: GOOGLE });
        }),
      );
      renderLogin();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The sign-in with Google did not work. Please try again, or sign in with your email address.',
      );
      expect(called.some((url) => url.endsWith('/api/v1/googlelogin'))).toBe(false);
      expect(getSessionStore().getState().userToken).toBeNull();
    }
  });

  it("shows the API's refusal", async () => {
    window.sessionStorage.setItem(GOOGLE_FLOW_KEY, JSON.stringify({ state: 's-1', nonce: 'n-1', returnTo: null }));
    const idToken = `${base64Url({ alg: 'RS256' })}.${base64Url({ nonce: 'n-1' })}.sig`;
    window.history.replaceState(null, '', `/login#access_token=t&id_token=${idToken}&state=s-1`);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request) =>
        input.url.endsWith('/api/v1/googlelogin')
          ? json({ detail: 'The Google sign-in was issued to another application, not to this site.' }, 401)
          : json({ google: GOOGLE }),
      ),
    );
    renderLogin();
    expect(await screen.findByText('The Google sign-in was issued to another application, not to this site.')).toBeInTheDocument();
  });
});
