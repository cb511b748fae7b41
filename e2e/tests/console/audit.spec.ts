// The audit log and the ERD export (issue 14): /auditReports for the admin and the auditor (role 3),
// reached from the auditor's profile menu "Report", filtered through the address and downloaded as CSV;
// /erd for program managers (role 7), reached from "ERD export", the file explained and downloaded, the
// download then in the audit log. Other roles are refused both. Axe finds nothing in en, fr and esp.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function openProfileMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /account menu/i });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const id = await button.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

const entries = (page: Page) => page.locator('.audit-table tbody tr');

test('the auditor opens the audit log from the profile menu, filters it by keyboard and downloads it', async ({ page }) => {
  await signInViaApi(page, users.auditor);
  await page.goto('/dashboard');
  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page).toHaveURL(/\/auditReports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit reports' })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Sign-ins by this auditor, chosen with the keyboard alone: the filters go into the address.
  await page.getByLabel('Kind of entry').selectOption('sign_in');
  await page.getByLabel('Done by (name or email)').fill('auditor@demo.test');
  await page.getByLabel('Done by (name or email)').press('Enter');
  await expect(page).toHaveURL(/\/auditReports\?kind=sign_in&actor=auditor%40demo\.test$/);
  await expect(entries(page).first()).toContainText('Sign-in: signed in');
  for (const row of await entries(page).all()) await expect(row).toContainText('auditor@demo.test');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ entr(y|ies)$/ })).toBeVisible();

  // The CSV holds the same entries, and says so when it is ready.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download these entries as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit_log.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('id,at,kind,action,actor_id,actor_email,target_type,target_id,organisation,details,ip_address');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(',sign_in,');
  await expect(page.getByText('audit_log.csv is in your downloads.')).toBeVisible();

  // A backwards range is refused on the form, with the focus on the field.
  await page.getByLabel('From (first day)').fill('2026-03-01');
  await page.getByLabel('To (last day)').fill('2026-02-01');
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByText('The last day is before the first day.')).toBeVisible();
  await expect(page.getByLabel('To (last day)')).toBeFocused();

  // The export itself is in the log.
  await page.goto('/auditReports?kind=export');
  await expect(entries(page).first()).toContainText('Export: audit log exported');
});

test('a program manager downloads the ERD export from the profile menu, and the admin finds it in the audit log', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, users.programs);
  await page.goto('/dashboard');
  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'ERD export', exact: true }).click();
  await expect(page).toHaveURL(/\/erd$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ERD export' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What the file contains' })).toBeVisible();
  await expect(page.getByText('A pseudonymous id of the job seeker (not their name or account number).')).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download admin_erd.csv' }).press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('admin_erd.csv');
  const header = readFileSync(await download.path(), 'utf8').split('\r\n')[0];
  expect(header).toMatch(/^application_id,job_id,job_title,employer,partner,job_seeker,source,current_status,applied_on,/);
  await expect(page.getByText('admin_erd.csv is in your downloads.')).toBeVisible();

  const admin = await browser.newPage();
  await signInViaApi(admin, users.admin);
  await admin.goto('/auditReports?kind=export&actor=programs%40demo.test');
  await expect(entries(admin).first()).toContainText('Export: ERD export downloaded');
  await expect(admin.getByLabel('Kind of entry')).toHaveValue('export');
  await admin.close();
});

for (const { who, path } of [
  { who: users.manager, path: '/auditReports' },
  { who: users.programs, path: '/auditReports' },
  { who: users.recruiter, path: '/auditReports' },
  { who: users.auditor, path: '/erd' },
  { who: users.admin, path: '/erd' },
  { who: users.concierge, path: '/erd' },
]) {
  test(`${who} is refused ${path}`, async ({ page }) => {
    await signInViaApi(page, who);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^(Audit reports|ERD export)$/ })).toHaveCount(0);
    await expect(page.locator('.audit-page')).toHaveCount(0);
  });
}

for (const { locale, audit, erd } of [
  { locale: 'fr-FR', audit: 'Rapports d’audit', erd: 'Export ERD' },
  { locale: 'es-ES', audit: 'Informes de auditoría', erd: 'Exportación ERD' },
]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`the audit log and the ERD export read in ${locale} with axe finding nothing`, async ({ page, browser }) => {
      await signInViaApi(page, users.auditor);
      await page.goto('/auditReports');
      await expect(page.getByRole('heading', { level: 1, name: audit })).toBeVisible();
      await expect(entries(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const other = await browser.newPage({ locale });
      await signInViaApi(other, users.programs);
      await other.goto('/erd');
      await expect(other.getByRole('heading', { level: 1, name: erd })).toBeVisible();
      await expectNoAxeViolations(other);
      await other.close();
    });
  });
}

test('the audit log works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, users.admin);
  await page.goto('/auditReports');
  await expect(entries(page).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
