import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { AppNameContext } from '@tessera/ui/app-context';
import { fakeToken, sessionUser, testI18n } from '@tessera/ui/test-utils';
import auth from '@tessera/i18n/locales/en/auth.json';
import forms from '@tessera/i18n/locales/en/forms.json';
import { PROVIDER_FLOW_KEY } from '../hooks/provider-flow.ts';
import ProviderSignInPage from './provider-sign-in-page.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p>now at {pathname}</p>;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/loginsso', element: <ProviderSignInPage /> },
      { path: '/linkedInLogin', element: <ProviderSignInPage /> },
      { path: '/loginIndeed', element: <ProviderSignInPage /> },
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

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const PROVIDERS = { google: null, sso: true, linkedin: true, indeed: false };

beforeEach(() => getSessionStore().getState().signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in provider pages', () => {
  it('say a method is not set up here and lead back to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(PROVIDERS)),
    );
    renderPage('/loginIndeed');
    expect(await screen.findByText(/Sign-in with Indeed is not set up on this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Indeed' })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Back to sign in with email and password' }));
    expect(await screen.findByText('now at /login')).toBeInTheDocument();
  });

  it('single sign-on: the work email starts the flow, and its domain’s refusal is shown at the field', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.url.endsWith('/api/v1/auth/oidc/start')) {
          sent.push(await input.json());
          return json({ email: ['Single sign-on is not set up for this email domain here. Sign in with your password instead.'] }, 400);
        }
        return json(PROVIDERS);
      }),
    );
    renderPage('/loginsso?next=%2Fjobs');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Work email address'), 'a@unknown.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(/Single sign-on is not set up for this email domain here/)).length).toBeGreaterThan(0);
    expect(sent).toEqual([{ method: 'sso', email: 'a@unknown.example', next: '/jobs' }]);
    expect(window.sessionStorage.getItem(PROVIDER_FLOW_KEY)).toBeNull();
  });

  it('back from the provider, sends the code to the API, signs in and returns to the page the flow began on', async () => {
    window.sessionStorage.setItem(PROVIDER_FLOW_KEY, JSON.stringify({ method: 'linkedin', state: 's-1', returnTo: '/application' }));
    window.history.replaceState(null, '', '/linkedInLogin?code=c-1&state=s-1');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.url.endsWith('/api/v1/auth/oidc/callback')) {
          sent.push(await input.json());
          return json({ access_token: fakeToken(), refresh_token: 'r-li', username: 'lee@example.com', next: null });
        }
        if (input.url.endsWith('/api/v1/auth/providers')) return json(PROVIDERS);
        return json(sessionUser({ is_user: true, email: 'lee@example.com' }));
      }),
    );
    renderPage('/linkedInLogin?code=c-1&state=s-1');
    expect(await screen.findByText('now at /application')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'linkedin', state: 's-1', code: 'c-1' }]);
    expect(getSessionStore().getState().refreshToken).toBe('r-li');
    expect(window.location.search).toBe('');
  });

  it('refuses an answer this tab did not ask for without calling the API', async () => {
    window.history.replaceState(null, '', '/loginsso?code=c-1&state=forged');
    const called: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request) => {
        called.push(input.url);
        return json(PROVIDERS);
      }),
    );
    renderPage('/loginsso?code=c-1&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not belong to a sign-in started in this browser tab');
    expect(called.some((u) => u.includes('/oidc/'))).toBe(false);
  });
});
