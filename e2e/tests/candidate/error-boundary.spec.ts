import { expect, test } from '@playwright/test';
import { at, documentIsMarked, markDocument } from '../../fixtures';

test('a page whose chunk fails to load raises the chunk-load error, offers a reload and a way home, cleared on path change', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await markDocument(page);
  // Every lazy page chunk fetched from now on fails.
  await page.route('**/apps/candidate/assets/*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await page.unroute('**/apps/candidate/assets/*.js');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(at('/$'));
  await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
  // "Back to home" is a navigation inside the app, not a new page load.
  expect(await documentIsMarked(page)).toBe(true);

  // The page whose chunk failed loads on the next client-side visit.
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(at('/login$'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
  expect(await documentIsMarked(page)).toBe(true);
});

test('"Reload page" after a failed chunk loads the page afresh', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.route('**/apps/candidate/assets/*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  const reload = page.getByRole('button', { name: 'Reload page' });
  await expect(reload).toBeVisible();
  await page.unroute('**/apps/candidate/assets/*.js');
  await reload.click();
  await expect(page).toHaveURL(at('/login$'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a chunk that has not arrived after 120 s raises the chunk-load error', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Page chunks fetched from now on never answer.
  await page.route('**/apps/candidate/assets/*.js', () => undefined);
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await page.clock.fastForward(119_000);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
