import { expect, test, type Page } from '@playwright/test';
import { at, seedSession, type PersistedSession } from '../../fixtures';

/**
 * A visitor last seen in Canada: the stored Canada variant makes the top bar's Jobs link go to
 * /ca/searchJobs until the app has decided again on "/", so the decision is visible without waiting.
 */
const fromCanada: PersistedSession = { state: { canadaPath: true }, version: 1 };

/** The position has been looked at and is not Canada: the Jobs link is the international one again. */
async function decidedNotCanada(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('href', '/searchJobs');
}

test.describe('Canada redirect', () => {
  test.describe('in Toronto', () => {
    test.use({ geolocation: { latitude: 43.6532, longitude: -79.3832 }, permissions: ['geolocation'] });
    test('/ goes to /ca', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/ca$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  });

  test.describe('in the United States', () => {
    test.use({ geolocation: { latitude: 33.749, longitude: -84.388 }, permissions: ['geolocation'] });
    test('/ stays on /', async ({ page }) => {
      await seedSession(page, fromCanada);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await decidedNotCanada(page);
      await expect(page).toHaveURL(at('/$'));
    });
  });

  test('without a position / stays on /', async ({ page }) => {
    await seedSession(page, fromCanada);
    await page.goto('/');
    await decidedNotCanada(page);
    await expect(page).toHaveURL(at('/$'));
  });

  test('no third-party maps call is made', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.6532, longitude: -79.3832 });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.endsWith('localhost')) foreign.push(r.url());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/ca$/, { timeout: 15_000 });
    expect(foreign).toEqual([]);
  });
});
