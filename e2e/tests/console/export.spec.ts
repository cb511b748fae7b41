import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

const accountMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /account menu/i });

async function openProfileMenu(page: Page) {
  const button = accountMenuButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

const HEADER =
  'application_id,job_id,job_title,company,job_status,candidate_name,candidate_email,status,reason,score_total,applied_at,updated_at';

test.describe("the auditor's Export (SPEC §2, role 3)", () => {
  test('downloads the applications CSV from the profile menu and says so', async ({ page }) => {
    await signInViaApi(page, users.auditor);
    await page.goto('/dashboard');
    const menu = await openProfileMenu(page);
    const downloading = page.waitForEvent('download');
    await menu.getByRole('button', { name: /^export$/i }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER);
    // The demo tenant's applications, one per line; no formula can start a cell.
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"?[=+@]/);
    await expect(page.getByText(/^Export ready: applications-.+\.csv is in your downloads\.$/)).toBeVisible();
    // The menu closed and focus went back to its button.
    await expect(accountMenuButton(page)).toBeFocused();
    await expect(accountMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await signInViaApi(page, users.auditor);
    await page.goto('/dashboard');
    const button = accountMenuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const exportButton = menu.getByRole('button', { name: /^export$/i });
    // Tab through the menu until Export has focus.
    for (let i = 0; i < 6; i += 1) {
      if (await exportButton.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(exportButton).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(/^applications-.+\.csv$/);
  });

  for (const who of ['admin', 'manager', 'recruiter', 'member', 'recruiterMember', 'concierge', 'programs'] as const) {
    test(`${users[who]} has no Export in the profile menu`, async ({ page }) => {
      await signInViaApi(page, users[who]);
      await page.goto('/dashboard');
      const menu = await openProfileMenu(page);
      await expect(menu.getByRole('button', { name: /log ?out/i })).toBeVisible();
      await expect(menu.getByRole('button', { name: /^export$/i })).toHaveCount(0);
    });
  }

  test('job seekers have no Export either', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    const menu = await openProfileMenu(page);
    await expect(menu.getByRole('link', { name: /^my jobs$/i })).toBeVisible();
    await expect(menu.getByRole('button', { name: /^export$/i })).toHaveCount(0);
  });
});
