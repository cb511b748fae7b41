import { expect, test } from '@playwright/test';
import { at, expectNoAxeViolations, readStoredSession } from '../../fixtures';

// Google sign-in against the local OpenID Connect provider the e2e server is configured with
// (e2e/oidc-provider.mjs): the provider signs its test person in at once and sends the browser back.
const PERSON = 'gina.google@example.test';

test.describe('Sign in with Google', () => {
  test('signs a job seeker in through the provider and lands on /search', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page).toHaveURL(at('/search$'));
    const stored = await readStoredSession(page);
    expect((stored?.state.user as { email?: string; is_user?: boolean } | null)?.email).toBe(PERSON);
    expect((stored?.state.user as { is_user?: boolean } | null)?.is_user).toBe(true);
    // The provider's tokens never stay in the address bar or the history.
    expect(page.url()).not.toContain('access_token');
  });

  test('returns to the page a guard sent the visitor from', async ({ page }) => {
    await page.goto('/application');
    await expect(page).toHaveURL(/\/login\?next=%2Fapplication$/);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(at('/application$'));
  });

  test('is offered on the job seeker sign-up page, not on the employer one', async ({ page }) => {
    await page.goto('/signup/candidate');
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await page.goto('/signup/employer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  });

  test('an answer the page did not ask for is refused', async ({ page }) => {
    await page.goto('/login#access_token=forged&id_token=a.b.c&state=not-mine');
    await expect(page.getByRole('alert').filter({ hasText: 'The sign-in with Google did not work.' })).toBeVisible();
    expect((await readStoredSession(page))?.state.userToken ?? null).toBeNull();
    expect(page.url()).not.toContain('forged');
  });
});
