// The hiring reports (issue 14): /report and each report's own page, opened by the roles that see them,
// in en, fr and esp, with axe finding nothing. The figures on the page are the API's for the same filters
// and scope (the API's own tests check them against hand-computed ones); the filters live in the address
// and carry over to a report's own page; the CSV holds the table's figures.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const STATUS_LABELS: Record<string, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offered: 'Offered',
  withdrawn: 'Withdrawn',
  hired: 'Hired',
  declined: 'Declined',
  'on-hold': 'On hold',
  rejected: 'Rejected',
};

/** A day n days before today (UTC), as YYYY-MM-DD: far enough back that this run's new applications fall after it. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function apiReport(page: Page, token: string, path: string, query: string) {
  const res = await page.request.get(`/api/v1/reports/${path}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The current-pipeline table's figures as the page shows them: status label -> count. */
async function pipelineOnPage(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: 'Figures: Current pipeline' });
  const rows = await table.locator('tbody tr').all();
  const out: Record<string, string> = {};
  for (const row of rows) out[(await row.locator('th').innerText()).trim()] = (await row.locator('td').first().innerText()).trim();
  return out;
}

const expected = (statuses: { status: string; count: number }[]) =>
  Object.fromEntries(statuses.map((s) => [STATUS_LABELS[s.status] as string, new Intl.NumberFormat('en').format(s.count)]));

test('a program manager reads the six reports, filters them through the address and downloads a CSV', async ({ page }) => {
  const session = await signInViaApi(page, users.programs);
  const token = session.state.userToken as string;
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring reports' })).toBeVisible();
  for (const name of [
    'Current pipeline',
    'Application source',
    'Pipeline history and conversion',
    'Hiring velocity',
    'Success metric',
    'Time to hire',
  ])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  // Every report explains itself.
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'The applications made in the period, counted by the status each one is in today.' }),
  ).toBeVisible();
  // The program's figures are the API's, for the whole tenant.
  await expect
    .poll(async () => JSON.stringify(await pipelineOnPage(page)))
    .toBe(JSON.stringify(expected((await apiReport(page, token, 'current-pipeline', '')).statuses)));
  await expect(page.getByRole('table', { name: 'Figures: Time to hire' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A period, by keyboard: the filters go into the address.
  const from = daysAgo(60);
  const to = daysAgo(2);
  await page.getByLabel('From (first day)').fill(from);
  await page.getByLabel('To (last day)').fill(to);
  await page.getByLabel('To (last day)').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/report\\?from=${from}&to=${to}$`));
  await expect
    .poll(async () => JSON.stringify(await pipelineOnPage(page)))
    .toBe(JSON.stringify(expected((await apiReport(page, token, 'current-pipeline', `from=${from}&to=${to}`)).statuses)));

  // A report's own page keeps the filters.
  await page.getByRole('link', { name: 'Current pipeline' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/currentPipeline\\?from=${from}&to=${to}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Current pipeline' })).toBeVisible();
  await expect(page.getByLabel('From (first day)')).toHaveValue(from);
  await expectNoAxeViolations(page);

  // The CSV is the table.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Current pipeline as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-currentPipeline-from-${from}-to-${to}.csv`);
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Status,Applications');
  const api = await apiReport(page, token, 'current-pipeline', `from=${from}&to=${to}`);
  expect(lines.slice(1)).toEqual(api.statuses.map((s: { status: string; count: number }) => `${STATUS_LABELS[s.status]},${s.count}`));

  // Back to the overview, and a backwards range is refused on the form.
  await page.getByRole('link', { name: 'All reports', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?from=${from}&to=${to}$`));
  await page.getByLabel('From (first day)').fill(to);
  await page.getByLabel('To (last day)').fill(from);
  await page.getByRole('button', { name: 'Show figures' }).click();
  await expect(page.getByText('The last day is before the first day.')).toBeVisible();
  await expect(page.getByLabel('To (last day)')).toBeFocused();
});

test('a hiring manager sees their organisation only, without the organisation and partner filters', async ({ page }) => {
  const session = await signInViaApi(page, users.manager);
  const token = session.state.userToken as string;
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Side bar' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring reports' })).toBeVisible();
  await expect(page.getByLabel('Organisation')).toHaveCount(0);
  await expect(page.getByLabel('Partner')).toHaveCount(0);
  await expect
    .poll(async () => JSON.stringify(await pipelineOnPage(page)))
    .toBe(JSON.stringify(expected((await apiReport(page, token, 'current-pipeline', '')).statuses)));
  await page.goto('/report/timeToHire');
  await expect(page.getByRole('heading', { level: 1, name: 'Time to hire' })).toBeVisible();
  const tth = await apiReport(page, token, 'time-to-hire', '');
  await expect(page.getByRole('table', { name: 'Figures: Time to hire' }).locator('tbody tr')).toHaveCount(tth.bands.length);
  await expectNoAxeViolations(page);
});

test('a partner recruiter is not shown the hiring reports', async ({ page }) => {
  await signInViaApi(page, users.recruiter);
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring reports' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Side bar' }).getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
});

for (const { locale, heading, own } of [
  { locale: 'fr-FR', heading: 'Rapports de recrutement', own: 'Historique du pipeline et conversion' },
  { locale: 'es-ES', heading: 'Informes de contratación', own: 'Historial del proceso y conversión' },
]) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`the reports read in ${locale} with axe finding nothing`, async ({ page }) => {
      await signInViaApi(page, users.admin);
      await page.goto('/report');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.report-table')).toHaveCount(6);
      await expectNoAxeViolations(page);
      await page.goto('/report/historicPipeline');
      await expect(page.getByRole('heading', { level: 1, name: own })).toBeVisible();
      await expect(page.locator('.report-table tbody tr')).toHaveCount(5);
      await expectNoAxeViolations(page);
    });
  });
}

test('the reports work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, users.member);
  await page.goto('/report/hiringVelocity');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring velocity' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures: Hiring velocity' }).locator('tbody tr')).toHaveCount(12);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
