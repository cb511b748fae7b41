// A new job seeker's journey on a 390×844 phone (issue 17 §4, Done when): search from the landing page,
// open a job, "Sign in to apply" → "Create an account", come back to the same job, fill the access
// passport from the apply dialog and come back again, then apply sharing some of it. The employer sees
// exactly that. On the way: the top bar is one row, its menu opens and closes from the keyboard.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD, signInViaApi, uniqueEmail, users } from '../../fixtures';
import { bearer, tokenOf } from '../console/hiring-data';
import { clearJob } from './passport-data';
import { pdfFile } from './seeker-helpers';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** The height of the top bar, in CSS pixels. */
const topBarHeight = (page: Page) => page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height);

test('a visitor searches, opens a job, signs up from Apply, comes back to it and applies with adjustments from the passport', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Phone journey support writer ${stamp}`;
  const jobId = await clearJob(page.request, title);

  // The landing page: search comes first.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await topBarHeight(page)).toBeLessThan(80);
  const search = page.getByRole('search');
  await search.getByLabel('Job title, skill or company').fill(`journey ${stamp}`);
  await search.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/\/searchJobs\?q=journey/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The main action is on the first screen.
  const signIn = page.getByRole('link', { name: 'Sign in to apply' });
  await expect(signIn).toBeInViewport();
  await signIn.click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('radio', { name: /job seeker/i }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/candidate\?next=/);
  const email = uniqueEmail('phone');
  await page.getByLabel(/first name/i).fill('Ari');
  await page.getByLabel(/last name/i).fill('Phone');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  const passwords = page.locator('input[type="password"]');
  await passwords.first().fill(PASSWORD);
  if ((await passwords.count()) > 1) await passwords.nth(1).fill(PASSWORD);
  const terms = page.getByRole('checkbox');
  if (await terms.count()) await terms.first().check();
  await page.getByRole('button', { name: /^(sign ?up|register|create account)$/i }).click();
  // The countdown can be stopped; the way back to the job stays.
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText(/Taking you back to the job/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go back to the job now' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Spoken to as they are now: no "Sign in" step.
  await expect(page.getByText('Sign in, or create a free account.')).toHaveCount(0);

  // The top bar: one row; its menu opens, Escape closes it and focus comes back to the button.
  expect(await topBarHeight(page)).toBeLessThan(80);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse jobs' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // Apply: the passport is empty; the dialog leads to it and back.
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByRole('link', { name: 'Fill in your access passport' }).click();
  await expect(page).toHaveURL(/\/profile\?next=/);
  const passport = page.getByRole('region', { name: 'Access passport' });
  await passport.getByRole('button', { name: 'Edit Access passport' }).click();
  await passport.getByRole('checkbox', { name: 'The interview questions in advance' }).check();
  await passport.getByRole('checkbox', { name: 'A quiet room' }).check();
  await passport.getByRole('checkbox', { name: 'Camera off in video calls' }).check();
  await passport.getByLabel(/Details for “The interview questions in advance”/).fill('A day before, by email.');
  await passport.getByRole('button', { name: 'Save passport' }).click();
  await expect(passport.getByRole('status')).not.toBeEmpty();
  await passport.getByRole('link', { name: 'Back to the job you are applying to' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByLabel('Résumé file').setInputFiles({ name: 'ari.pdf', mimeType: 'application/pdf', buffer: pdfFile(['Ari Phone']) });
  await dialog.getByRole('radio', { name: 'Share some of it' }).check();
  await dialog.getByRole('checkbox', { name: 'The interview questions in advance' }).check();
  await dialog.getByRole('checkbox', { name: 'A quiet room' }).check();
  await expect(dialog.getByText('A day before, by email.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/thankYou$/);

  // The employer sees exactly the two things shared, not the third.
  const token = await tokenOf(page.request, email, PASSWORD);
  const mine = await page.request.get('/api/v1/me/applications', { headers: bearer(token) });
  const application = ((await mine.json()) as { results: { id: number; job: { id: number } }[] }).results.find((a) => a.job.id === jobId);
  expect(application).toBeTruthy();
  const managerToken = await tokenOf(page.request, users.manager);
  const seen = await page.request.get(`/api/v1/applications/${application!.id}/passport`, { headers: bearer(managerToken) });
  expect(seen.status()).toBe(200);
  expect(((await seen.json()) as { items: { key: string }[] }).items.map((i) => i.key).sort()).toEqual([
    'questions_in_advance',
    'quiet_room',
  ]);
  const manager = await (await browser.newContext()).newPage();
  await signInViaApi(manager, users.manager);
  await manager.goto(`/applications/${application!.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Application of Ari Phone' })).toBeVisible({ timeout: 30_000 });
  const shared = manager.getByRole('region', { name: 'Access passport' });
  await expect(shared.getByRole('list').first()).toBeVisible({ timeout: 30_000 });
  await expect(shared.getByText('The interview questions in advance')).toBeVisible();
  await expect(shared.getByText('A quiet room')).toBeVisible();
  await expect(shared.getByText('Camera off in video calls')).toHaveCount(0);
  await manager.context().close();
});
