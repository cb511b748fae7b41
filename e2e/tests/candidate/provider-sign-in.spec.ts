// Sign-in providers (issue 11 §5): single sign-on through the organisation's OpenID Connect provider and
// LinkedIn, both with the authorization code flow and PKCE, against the local provider the e2e server
// is configured with (e2e/oidc-provider.mjs; the demo tenant's Northstar Logistics answers for
// @demo.test). Indeed is not configured, so its page says so.
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, at, expectNoAxeViolations, readStoredSession } from '../../fixtures';

/** The signed-in user's email in the stored session (null while a page is loading or when signed out). */
const storedEmail = async (page: Page): Promise<string | null> => {
  try {
    return ((await readStoredSession(page))?.state.user as { email?: string } | null | undefined)?.email ?? null;
  } catch {
    return null;
  }
};

test.describe('single sign-on', () => {
  test('a work email leads through the organisation’s provider and back, signed in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Other ways to sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in with single sign-on (work email)' }).click();
    await expect(page).toHaveURL(at('/loginsso$'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with single sign-on' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Work email address').fill('manager@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => storedEmail(page)).toBe('manager@demo.test');
    await expect(page).not.toHaveURL(/loginsso/);
    // The provider's code never stays in the address bar.
    expect(page.url()).not.toContain('code=');
  });

  test('returns to the page a guard sent the visitor from', async ({ page }) => {
    await page.goto('/loginsso?next=%2Fjobs');
    await page.getByLabel('Work email address').fill('member@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(at('/jobs$'));
    expect(await storedEmail(page)).toBe('member@demo.test');
  });

  test('an email domain without single sign-on is told so at the field', async ({ page }) => {
    await page.goto('/loginsso');
    await page.getByLabel('Work email address').fill('someone@unknown.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Single sign-on is not set up for this email domain here.').first()).toBeVisible();
    await expect(page.getByLabel('Work email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(at('/loginsso$'));
    await expectNoAxeViolations(page);
  });

  test('someone of another organisation is refused by this organisation’s provider', async ({ page }) => {
    await page.goto('/loginsso');
    await page.getByLabel('Work email address').fill('recruiter@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No account of this organisation uses this email address here.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(at('/loginsso$'));
    expect(await storedEmail(page)).toBeNull();
  });

  test('an answer this tab did not ask for is refused', async ({ page }) => {
    await page.goto('/loginsso?code=forged&state=not-mine');
    await expect(page.getByRole('alert').filter({ hasText: 'does not belong to a sign-in started in this browser tab' })).toBeVisible();
    await expect(page).toHaveURL(at('/loginsso$'));
    expect(await storedEmail(page)).toBeNull();
  });

  test('is offered in French', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto('/loginsso');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion par authentification unique' })).toBeVisible();
    await page.getByLabel('Adresse e-mail professionnelle').fill('someone@unknown.example');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('L’authentification unique n’est pas configurée pour ce domaine').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe('LinkedIn and Indeed', () => {
  test('LinkedIn signs a new job seeker in and lands on /search', async ({ page }) => {
    await page.goto('/linkedInLogin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with LinkedIn' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await expect(page).toHaveURL(at('/search$'));
    const stored = await readStoredSession(page);
    expect(stored?.state.user).toMatchObject({ email: 'lee.linkedin@example.test', is_user: true });
  });

  test('Indeed is not set up here: the page says so and leads back to /login', async ({ page }) => {
    await page.goto('/loginIndeed');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Indeed' })).toBeVisible();
    await expect(page.getByText('Sign-in with Indeed is not set up on this site.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Indeed' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to sign in with email and password' }).click();
    await expect(page).toHaveURL(at('/login$'));
    // /login offers only the methods set up here.
    await expect(page.getByRole('link', { name: 'Sign in with LinkedIn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with Indeed' })).toHaveCount(0);
  });

  test('on a tenant without any provider, each page says it is not set up', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://acme.localhost:${new URL(ORIGIN).port}` });
    const page = await context.newPage();
    for (const [path, text] of [
      ['/loginsso', 'Single sign-on is not set up on this site.'],
      ['/linkedInLogin', 'Sign-in with LinkedIn is not set up on this site.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to sign in with email and password' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});
