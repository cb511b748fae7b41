import { expect, test } from '@playwright/test';
import { at } from '../../fixtures';

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
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(at('/$'));
    });
  });

  test('without a position / stays on /', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(1000);
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
