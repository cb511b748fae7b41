// The partner reports (issue 14, /nppreport): a partner's recruiter reads the five reports of their own
// pool, each on its own page, with the API's figures, in en, fr and esp, and axe finds nothing.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function apiReport(page: Page, token: string, path: string) {
  const res = await page.request.get(`/api/v1/partner-reports/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

test('a recruiter reads the partner reports of their own job seekers', async ({ page }) => {
  const session = await signInViaApi(page, users.recruiter);
  const token = session.state.userToken as string;
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Side bar' }).getByRole('link', { name: 'Partner reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner reports' })).toBeVisible();
  for (const name of ['Job-seeker journal', 'Current applications', 'Job activity', 'Job-seeker success metric', 'Open jobs'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.locator('.report-table')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Job-seeker journal' }).click();
  await expect(page).toHaveURL(/\/nppreport\/jobseekerjournal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job-seeker journal' })).toBeVisible();
  await expect
    .poll(async () => {
      const api = await apiReport(page, token, 'journeys');
      const shown = await page.getByRole('table', { name: 'Figures: Job-seeker journal' }).locator('tbody tr').count();
      return shown === api.results.length && api.count > 0;
    })
    .toBe(true);
  await expectNoAxeViolations(page);

  await page.goto('/nppreport/openjobs');
  const open = await apiReport(page, token, 'open-jobs');
  await expect(page.getByRole('table', { name: 'Figures: Open jobs' }).locator('tbody tr')).toHaveCount(open.results.length);
  await expectNoAxeViolations(page);
});

test('a hiring manager is not shown the partner reports', async ({ page }) => {
  await signInViaApi(page, users.manager);
  await page.goto('/nppreport');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner reports' })).toHaveCount(0);
});

for (const { locale, heading } of [
  { locale: 'fr-FR', heading: 'Rapports partenaire' },
  { locale: 'es-ES', heading: 'Informes de socio' },
]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`the partner reports read in ${locale} with axe finding nothing`, async ({ page }) => {
      await signInViaApi(page, users.recruiterMember);
      await page.goto('/nppreport');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.report-table')).toHaveCount(5);
      await expectNoAxeViolations(page);
      await page.goto('/nppreport/jobactivity');
      await expect(page.locator('.report-table')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
}

test('the admin reads every partner’s pool from "All partner reports", and one partner’s through the filter', async ({ page }) => {
  const session = await signInViaApi(page, users.admin);
  const token = session.state.userToken as string;
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Side bar' }).getByRole('link', { name: 'All partner reports' }).click();
  await expect(page).toHaveURL(/\/nppreport$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner reports' })).toBeVisible();
  await expect(page.getByText(/linked to every partner of the program/)).toBeVisible();
  const all = await apiReport(page, token, 'journeys');
  const one = await apiReport(page, token, `journeys?partner_id=${await partnerId(page, token, 'Bridgeway Skills Academy')}`);
  expect(all.count).toBeGreaterThanOrEqual(one.count);
  expect(one.count).toBeGreaterThan(0);
  await page.getByLabel('Partner', { exact: true }).selectOption({ label: 'Bridgeway Skills Academy' });
  await page.getByRole('button', { name: 'Show figures' }).press('Enter');
  await expect(page).toHaveURL(/\/nppreport\?partner_id=\d+$/);
  await page.getByRole('link', { name: 'Job-seeker journal' }).click();
  await expect(page).toHaveURL(/\/nppreport\/jobseekerjournal\?partner_id=\d+$/);
  await expect(page.getByRole('table', { name: 'Figures: Job-seeker journal' }).locator('tbody tr')).toHaveCount(one.results.length);
  await expectNoAxeViolations(page);
});

async function partnerId(page: Page, token: string, name: string): Promise<number> {
  const res = await page.request.get(`/api/v1/organisations?kind=skilling_partner&page_size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { results: { id: number; name: string }[] };
  const found = body.results.find((o) => o.name === name);
  if (!found) throw new Error(`no partner ${name}`);
  return found.id;
}
