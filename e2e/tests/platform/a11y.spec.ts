import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

const publicPages = [
  '/',
  '/homepage_new',
  '/login',
  '/old_login',
  '/signup',
  '/signup/candidate',
  '/signup/employer',
  '/forgotPassword',
  '/confirmPasswordReset',
  '/passwordResetDone',
  '/verifyEmail',
  '/ca',
  '/languages',
  '/unauthorized',
  '/404',
];

const languages = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'fr-FR', lang: 'fr' },
  { locale: 'es-ES', lang: 'es' },
] as const;

for (const { locale, lang } of languages) {
  test.describe(`axe, ${lang}`, () => {
    test.use({ locale });

    for (const path of publicPages) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test('/dashboard signed in as staff has no violations', async ({ page }) => {
      await signInViaApi(page, users.manager);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('navigation', { name: /^(side bar|barre latérale|barra lateral)$/i })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('/application signed in as a job seeker has no violations', async ({ page }) => {
      await signInViaApi(page, users.seeker);
      await page.goto('/application');
      await expect(page).toHaveURL(/\/application$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
