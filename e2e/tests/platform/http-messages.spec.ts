import { expect, test, type Page } from '@playwright/test';
import { readStoredSession, seedSession, sessionFor, signInViaApi, users } from '../../fixtures';

// SPEC §8 helper messages of the API client, the session-user load's retries, and token refresh.

test.describe('HTTP helper messages', () => {
  test('a 401 that no refresh can cure says "Logged out due to Inactivity" and signs out', async ({ page }) => {
    const session = await signInViaApi(page, users.seeker);
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The session ends on the server (a logout elsewhere) while the app is not open: access and refresh
    // tokens are both dead when it loads again. (With the page open, it may notice first and sign out.)
    await page.goto('/api/v1/health');
    const logout = await page.request.post('/api/v1/logout', {
      headers: { authorization: `Bearer ${String(session.state.userToken)}` },
      data: { refresh: session.state.refreshToken },
    });
    expect(logout.status()).toBe(200);
    await page.goto('/application');
    await expect(
      page.getByRole('alert').filter({ hasText: 'You have been Logged out due to Inactivity. Kindly refresh the page.' }),
    ).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    await expect(page).toHaveURL(/\/login\?next=%2Fapplication$/);
  });

  test('a 404 of a call the page does not handle says "Server Error. Kindly refresh the page."', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    await page.route('**/api/v1/notifications/all*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
    );
    await page.goto('/application');
    await expect(page.getByRole('alert').filter({ hasText: 'Server Error. Kindly refresh the page.' })).toBeVisible();
    // Still signed in: a 404 ends nothing.
    expect((await readStoredSession(page))?.state.userToken).toBeTruthy();
  });

  test("a job that does not exist is the page's own not-found, without the 404 message", async ({ page }) => {
    await page.goto('/jobs/987654321');
    // The page has the 404 answer (its own not-found shows), so a helper message would have been raised;
    // the toasts load on demand, so their network is let settle before looking.
    await expect(page.getByRole('heading', { level: 1, name: 'This job is not open' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Server Error. Kindly refresh the page.')).toHaveCount(0);
  });
});

test.describe('session-user load', () => {
  test('retries a failing load, then shows an error with a retry button that loads again', async ({ page }) => {
    const session = await sessionFor(page, users.seeker);
    session.state.user = null;
    await seedSession(page, session);
    let calls = 0;
    await page.route('**/api/v1/user/session', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable."}' });
    });
    // The retries wait 1, 2 and 4 s: the page's clock jumps over each wait once the call before has failed.
    await page.clock.install();
    await page.goto('/application');
    await expect(page.getByRole('status')).toBeVisible();
    for (const [index, delay] of [1000, 2000, 4000].entries()) {
      await expect.poll(() => calls).toBe(index + 1);
      await page.clock.fastForward(delay);
    }
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load your account. Check your connection and try again.' });
    await expect(alert).toBeVisible();
    expect(calls).toBe(4);
    await page.unroute('**/api/v1/user/session');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect.poll(async () => ((await readStoredSession(page))?.state.user as { email?: string } | null)?.email).toBe(users.seeker);
  });
});

test.describe('token refresh', () => {
  test('a token close to expiry is refreshed before use; the old refresh token is spent', async ({ page }) => {
    const session = await sessionFor(page, users.seeker);
    const soon = Math.floor(Date.now() / 1000) + 30;
    session.state.expires_at = soon;
    await seedSession(page, session);
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken).not.toBe(session.state.userToken);
    const stored = (await readStoredSession(page))?.state;
    expect(stored?.refreshToken).not.toBe(session.state.refreshToken);
    expect(Number(stored?.expires_at)).toBeGreaterThan(soon + 1000);
    // Still signed in with the new pair.
    const me = await page.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${String(stored?.userToken)}` } });
    expect(me.status()).toBe(200);
  });

  test('tabs share one refresh: two tabs due at once send one refresh call and stay signed in', async ({ context }) => {
    // Two pages load the whole app at once; the wait below alone may take 30 s on a busy machine.
    test.setTimeout(60_000);
    const first = await context.newPage();
    const second = await context.newPage();
    const session = await sessionFor(first, users.seeker);
    session.state.expires_at = Math.floor(Date.now() / 1000) + 30;
    // Both tabs on the origin before the app runs, then one stored session for both.
    await first.goto('/api/v1/health');
    await second.goto('/api/v1/health');
    await first.evaluate((value) => window.localStorage.setItem('tessera-session', value), JSON.stringify(session));
    const refreshes: string[] = [];
    const bearers = new Map<Page, Set<string>>([
      [first, new Set()],
      [second, new Set()],
    ]);
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/token/refresh') refreshes.push(request.url());
      const bearer = request.headers()['authorization'];
      const page = request.frame().page();
      if (bearer && bearers.has(page)) bearers.get(page)?.add(bearer);
    });
    await Promise.all([first.goto('/application'), second.goto('/application')]);
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(first))?.state.userToken).not.toBe(session.state.userToken);
    // Each tab has decided about refreshing once it calls the API with the new token.
    const fresh = `Bearer ${String((await readStoredSession(first))?.state.userToken)}`;
    // Two tabs load the app at once: on a busy machine that takes longer than one expect's default.
    await expect.poll(() => [first, second].map((page) => bearers.get(page)?.has(fresh)), { timeout: 30_000 }).toEqual([true, true]);
    expect(refreshes).toHaveLength(1);
    for (const page of [first, second]) {
      await expect(page).toHaveURL(/\/application$/);
      await expect(page.getByText('You have been Logged out due to Inactivity. Kindly refresh the page.')).toHaveCount(0);
    }
    const stored = (await readStoredSession(second))?.state;
    const me = await second.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${String(stored?.userToken)}` } });
    expect(me.status()).toBe(200);
    // The refresh family is intact: the stored refresh token still rotates.
    expect((await second.request.post('/api/v1/token/refresh', { data: { refresh: stored?.refreshToken } })).status()).toBe(200);
  });
});
