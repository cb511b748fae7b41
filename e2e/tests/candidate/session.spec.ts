import { expect, test } from '@playwright/test';
import { readStoredSession, seedSession, sessionFor, signInViaApi, SESSION_KEY, users } from '../../fixtures';

test.describe('client session', () => {
  test('an expired session on load shows "Session Expired! Please Login Again" and resets', async ({ page }) => {
    const session = await sessionFor(page, users.seeker);
    session.state.expires_at = Math.floor(Date.now() / 1000) - 60;
    await seedSession(page, session);
    await page.goto('/application');
    await expect(page.getByRole('alert').filter({ hasText: 'Session Expired! Please Login Again' })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    expect((await readStoredSession(page))?.state.user ?? null).toBeNull();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
  });

  test('the reset after an expired session keeps the language', async ({ page }) => {
    const session = await sessionFor(page, users.seeker);
    session.state.expires_at = Math.floor(Date.now() / 1000) - 60;
    session.state.languageName = 'fr';
    await seedSession(page, session);
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: /session/i })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    expect((await readStoredSession(page))?.state.languageName).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a storage event showing an invalid session shows "Session expired! Please login again." and clears the store', async ({
    page,
    context,
  }) => {
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    await expect(page).toHaveURL(/\/application$/);
    // The URL is right before any script runs; the page's heading shows once the app has mounted,
    // and with it the storage listener (a storage event fired earlier is never delivered to it).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // "Another tab" on the same origin that changes the stored session. A page without the app, so no
    // second app writes its own copy of the session (theme, language) around this change.
    const other = await context.newPage();
    await other.goto('/api/v1/health');
    await other.evaluate((key) => {
      const raw = window.localStorage.getItem(key);
      const parsed = raw ? JSON.parse(raw) : { state: {}, version: 1 };
      parsed.state.userToken = 'not-a-token';
      parsed.state.expires_at = 1;
      window.localStorage.setItem(key, JSON.stringify(parsed));
    }, SESSION_KEY);

    await expect(page.getByRole('alert').filter({ hasText: 'Session expired! Please login again.' })).toBeVisible();
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    // The private page sends the signed-out visitor to sign in, remembering where they were.
    await expect(page).toHaveURL(/\/login\?next=%2Fapplication$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('logout goes to / and clears the stored tokens, and the refresh token is revoked', async ({ page }) => {
    const session = await signInViaApi(page, users.seeker);
    await page.goto('/application');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/i })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^log ?out$/i })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    const refresh = await page.request.post('/api/v1/token/refresh', { data: { refresh: session.state.refreshToken } });
    expect(refresh.status()).toBe(401);
  });

  test('logout also goes to / when the server call fails', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.route('**/api/v1/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/dashboard');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/i })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^log ?out$/i })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await readStoredSession(page))?.state.userToken ?? null).toBeNull();
  });

  test('toasts show top-right', async ({ page }) => {
    const session = await sessionFor(page, users.seeker);
    session.state.expires_at = 1;
    await seedSession(page, session);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const toast = page.getByRole('alert').filter({ hasText: 'Session Expired! Please Login Again' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 80);
    expect(box?.y ?? 999).toBeLessThan(120);
  });
});
