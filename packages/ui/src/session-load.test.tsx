import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { SessionBootstrap } from './app-providers.tsx';
import { buildRoutes } from './build-router.tsx';
import { SESSION_LOAD_RETRY_DELAYS_MS } from './session-load.tsx';
import { fakeToken, sessionUser, testI18n, testQueries } from './test-utils.tsx';

let sessionCalls = 0;
let failures: Response[];

beforeEach(() => {
  vi.useFakeTimers();
  // React Testing Library ends each user-event action on a setTimeout(0) that it advances only under Jest's fake
  // timers, found through a global `jest`: without this an action would wait for ever under vi.useFakeTimers()
  // (testing-library/react-testing-library#1197).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  sessionCalls = 0;
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    if (path !== '/api/v1/user/session') return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    sessionCalls += 1;
    return (
      failures.shift() ??
      new Response(JSON.stringify(sessionUser({ is_user: true, name: 'Sam Seeker' })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    );
  });
  // A stored token whose session user is not loaded yet (a fresh page load).
  getSessionStore().getState().signOut();
  getSessionStore().getState().signIn({ access: fakeToken(), refresh: 'refresh' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPrivatePage() {
  const i18n = testI18n();
  const pages = { '/application': () => Promise.resolve({ default: () => <h1>My applications</h1> }) };
  const router = createMemoryRouter(buildRoutes({ app: 'candidate', pages }), { initialEntries: ['/application'] });
  render(
    <QueryClientProvider client={testQueries()}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap i18n={i18n} />
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const unavailable = () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } });

describe('the session-user load', () => {
  it('retries with backoff, then shows a translated error with a retry button that loads again', async () => {
    failures = [unavailable(), new Response('{"detail":"Too many requests."}', { status: 429 }), unavailable(), unavailable()];
    renderPrivatePage();
    await flush();
    expect(sessionCalls).toBe(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    for (const [i, delay] of SESSION_LOAD_RETRY_DELAYS_MS.entries()) {
      await act(() => vi.advanceTimersByTimeAsync(delay - 1));
      expect(sessionCalls).toBe(i + 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(sessionCalls).toBe(i + 2);
    }
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load your account. Check your connection and try again.');
    expect(screen.queryByRole('status')).toBeNull();
    // No more tries on its own.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(sessionCalls).toBe(4);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    await flush();
    expect(sessionCalls).toBe(5);
    expect(getSessionStore().getState().user?.name).toBe('Sam Seeker');
    expect(screen.queryByRole('alert')).toBeNull();
    await flush();
    expect(screen.getByRole('heading', { name: 'My applications' })).toBeInTheDocument();
  });

  it('treats a network failure like a server error', async () => {
    failures = [];
    let first = true;
    vi.stubGlobal('fetch', async (input: Request) => {
      // (The top bar's notification bell polls once the user is in.)
      if (new URL(input.url).pathname !== '/api/v1/user/session')
        return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      sessionCalls += 1;
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify(sessionUser({ is_user: true })), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderPrivatePage();
    await flush();
    expect(getSessionStore().getState().user).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_LOAD_RETRY_DELAYS_MS[0] ?? 0));
    await flush();
    expect(sessionCalls).toBe(2);
    expect(getSessionStore().getState().user).not.toBeNull();
  });

  it('ends the session on a 401 without retrying', async () => {
    failures = [new Response('{"detail":"Your session has ended."}', { status: 401, headers: { 'content-type': 'application/json' } })];
    renderPrivatePage();
    await flush();
    await flush();
    expect(getSessionStore().getState().userToken).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sessionCalls).toBe(1);
  });
});
