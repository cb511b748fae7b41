import { expect, test } from '@playwright/test';
import { PASSWORD, signInViaApi, users } from '../../fixtures';

test.describe('route guards', () => {
  test('a private page sends a visitor to /login and back to it after sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(users.admin);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the remembered page works inside the candidate app too (/application)', async ({ page }) => {
    await page.goto('/application');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(users.seeker);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await expect(page).toHaveURL(/\/application$/);
  });

  test('/home without a session goes to /login', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
  });

  for (const path of ['/login', '/old_login', '/signup', '/signup/candidate', '/signup/employer', '/forgotPassword']) {
    test(`guest page ${path} sends a signed-in job seeker to /home, then /application`, async ({ page }) => {
      await signInViaApi(page, users.seeker);
      await page.goto(path);
      await expect(page).toHaveURL(/\/application$/);
    });
  }

  test('a guest page sends signed-in staff to /home, then /dashboard', async ({ page }) => {
    await signInViaApi(page, users.recruiter);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the concierge goes to /helpdesk (DECISIONS 4)', async ({ page }) => {
    await signInViaApi(page, users.concierge);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/helpdesk$/);
  });

  test('a job seeker opening a staff page gets /unauthorized', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home|accueil|inicio/i }).last()).toHaveAttribute('href', '/');
  });

  test('staff opening the job seeker page get /unauthorized', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/application');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('public pages show whatever the session', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    for (const path of ['/', '/languages', '/verifyEmail', '/passwordResetDone', '/404']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
  });
});
