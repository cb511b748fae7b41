// Issue 16, done when: the admin edits and publishes the privacy policy in French, a visitor reads it in
// French, and a signed-in job seeker is asked to accept the new version. On the acme tenant, whose job
// seeker no other spec uses, so the new version asks nobody else.
import { expect, test } from '@playwright/test';
import { ACME, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test('the admin publishes the French privacy policy; a visitor reads it; a job seeker accepts it', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const heading = `Nouvelle politique ${stamp}`;

  // The admin writes, previews and publishes in French.
  const admin = await browser.newContext({ locale: 'fr-FR', baseURL: ACME });
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, users.acmeAdmin, undefined, ACME);
  await adminPage.goto('/sitePages');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Pages du site public' })).toBeVisible();
  await adminPage.getByLabel('Page', { exact: true }).selectOption('privacy-policy');
  await adminPage.getByLabel('Langue du texte').selectOption('fr');
  const text = adminPage.getByLabel('Texte (Markdown)');
  await expect(text).toHaveValue(/Cette politique explique/);
  await text.fill(`# ${heading}\n\nNous protégeons vos **données**.\n\n<script>alert(1)</script>`);
  await adminPage.getByRole('button', { name: 'Aperçu' }).click();
  const preview = adminPage.getByRole('region', { name: 'Aperçu' });
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(adminPage);
  await adminPage.getByRole('button', { name: 'Publier' }).click();
  await expect(adminPage.locator('#main').getByRole('status')).toHaveText(/Publiée en version \d+\./);
  await admin.close();

  // A visitor reads it in French, with its effective date and the earlier version.
  const visitor = await browser.newContext({ locale: 'fr-FR', baseURL: ACME });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/privacy-policy');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Politique de confidentialité des candidats' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(visitorPage.getByText(/^En vigueur depuis le /)).toBeVisible();
  await visitorPage.getByRole('link', { name: 'Première version' }).click();
  await expect(visitorPage.getByText('Vous lisez une version antérieure de cette page.')).toBeVisible();
  await expect(visitorPage.getByRole('heading', { level: 2, name: heading })).toHaveCount(0);
  await expectNoAxeViolations(visitorPage);
  await visitor.close();

  // The job seeker is asked to accept the new version, and is not asked again once accepted.
  const seeker = await browser.newContext({ locale: 'fr-FR', baseURL: ACME });
  const seekerPage = await seeker.newPage();
  await signInViaApi(seekerPage, users.acmeSeeker, undefined, ACME);
  await seekerPage.goto('/application');
  const prompt = seekerPage.getByRole('region', { name: 'Veuillez lire et accepter nos textes mis à jour' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: "Conditions d'utilisation" })).toHaveCount(0);
  await expectNoAxeViolations(seekerPage);
  const accepted = seekerPage.waitForResponse((r) => r.url().endsWith('/api/v1/me/legal') && r.request().method() === 'POST');
  await prompt.getByRole('button', { name: "J'accepte" }).click();
  expect((await accepted).status()).toBe(200);
  await expect(prompt).toHaveCount(0);
  await seekerPage.reload();
  await expect(seekerPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(seekerPage.getByRole('region', { name: 'Veuillez lire et accepter nos textes mis à jour' })).toHaveCount(0);
  await seeker.close();
});

test('a new job seeker accepts the terms and privacy policy to sign up', async ({ page }) => {
  await page.goto('/signup/candidate');
  await page.getByLabel(/first name/i).fill('Tara');
  await page.getByLabel(/last name/i).fill('Terms');
  await page.getByLabel(/^email/i).fill(`terms.${Date.now()}@example.org`);
  await page.getByLabel(/^password/i).fill('fresh-Secret-42x');
  await page.getByRole('button', { name: 'Create account' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Accept the terms of service and the privacy policy to create your account.' });
  await expect(summary).toBeFocused();
  await page.getByRole('checkbox', { name: /I accept the terms of service and the privacy policy/ }).check();
  const answer = page.waitForResponse('**/api/v1/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await answer).status()).toBe(201);
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please read and accept our updated texts' })).toHaveCount(0);
});
