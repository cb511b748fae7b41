import { expect, test } from '@playwright/test';
import { PORT } from '../../fixtures';

test.describe('one origin', () => {
  test('the server answers 404 with the candidate app for an unknown path, which shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('/apps/candidate/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img, svg[role="img"]').first()).toBeVisible();
  });

  test('/404 shows the same not-found page with status 200', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(200);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  });

  test('a path whose page is not built yet gets the not-found page, never placeholder text', async ({ page }) => {
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(200);
    const notFound = await page.request.get('/404');
    expect(notFound.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/coming soon|placeholder|lorem ipsum/i);
  });

  test('each path goes to its app by the manifest', async ({ request }) => {
    const candidate = await request.get('/login');
    expect(candidate.status()).toBe(200);
    expect(await candidate.text()).toContain('/apps/candidate/');
    const console_ = await request.get('/dashboard');
    expect(console_.status()).toBe(200);
    expect(await console_.text()).toContain('/apps/console/');
  });

  test('locale files are served per language', async ({ request }) => {
    for (const lng of ['en', 'fr', 'esp']) {
      const res = await request.get(`/locales/${lng}/common.json`);
      expect(res.status(), `/locales/${lng}/common.json`).toBe(200);
      expect(Object.keys((await res.json()) as object).length).toBeGreaterThan(0);
    }
  });

  test('the API answers on the same origin', async ({ request }) => {
    const health = await request.get('/api/v1/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    const doc = await request.get('/api/v1/openapi.json');
    expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });

  test('an unknown host gets 404, for pages and for the API', async ({ page }) => {
    const response = await page.goto(`http://other.localhost:${PORT}/`);
    expect(response?.status()).toBe(404);
    const api = await page.goto(`http://other.localhost:${PORT}/api/v1/tenant/theme`);
    expect(api?.status()).toBe(404);
    expect(await api?.json()).toEqual({ detail: 'Unknown tenant.' });
  });
});
