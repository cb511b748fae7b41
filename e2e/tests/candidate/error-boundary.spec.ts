import { expect, test } from '@playwright/test';
import { at, documentIsMarked, markDocument } from '../../fixtures';

test('a page that fails to load shows "Something went wrong." and a way home, cleared on path change', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await markDocument(page);
  // Every lazy page chunk fetched from now on fails.
  await page.route('**/apps/candidate/assets/*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  await page.unroute('**/apps/candidate/assets/*.js');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(at('/$'));
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  // "Back to home" is a navigation inside the app, not a new page load.
  expect(await documentIsMarked(page)).toBe(true);

  // The page whose chunk failed loads on the next client-side visit.
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(at('/login$'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  expect(await documentIsMarked(page)).toBe(true);
});
