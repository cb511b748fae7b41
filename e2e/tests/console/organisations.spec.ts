// Organisations in the console (issue 11 §1): program staff narrow the staff jobs list to one employer
// organisation (the choice is kept in the address, with the status chips counting that employer's jobs);
// staff of an employer get no such filter. axe finds nothing on the filtered list.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const employer = (page: Page) => page.getByLabel('Employer', { exact: true });
const jobsTable = (page: Page) => page.getByRole('table', { name: 'Jobs, newest first' });

test.describe('organisation filter (program staff)', () => {
  test('a program manager narrows the jobs list to one employer, by keyboard, and back to all', async ({ page }) => {
    await signInViaApi(page, users.programs);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(jobsTable(page)).toBeVisible();
    await expect(employer(page)).toHaveValue('');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Showing \d+ of \d+ jobs\.$/);
    const everyJob = await page.getByRole('main').getByRole('status').textContent();
    await expect(employer(page).getByRole('option', { name: 'Northstar Logistics' })).toHaveCount(1);

    await employer(page).focus();
    await employer(page).selectOption({ label: 'Ledgerline Finance' });
    await expect(page).toHaveURL(/[?&]organisation=\d+/);
    const rows = jobsTable(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).not.toHaveText(everyJob ?? '');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Showing \d+ of \d+ jobs\.$/);
    for (const row of await rows.all()) await expect(row.getByRole('rowheader')).toContainText('Ledgerline Finance');
    await expectNoAxeViolations(page);

    // The status chips keep the employer; the filter survives a reload (it lives in the address).
    await page.reload();
    await expect(employer(page)).toHaveValue(/\d+/);
    await expect(employer(page).locator('option:checked')).toHaveText('Ledgerline Finance');

    await employer(page).selectOption({ label: 'All employers' });
    await expect(page).not.toHaveURL(/organisation=/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(everyJob ?? '');
  });

  test('staff of an employer get no employer filter', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/jobs');
    await expect(jobsTable(page)).toBeVisible();
    await expect(page.getByLabel('Employer', { exact: true })).toHaveCount(0);
  });
});
