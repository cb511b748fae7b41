import { expect, test } from '@playwright/test';
import { ACME, at, onOrigin, PORT, signInViaApi } from '../../fixtures';

async function brandColour(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
}

test.describe('tenant theming', () => {
  test('localhost and demo.localhost are the demo tenant with the default theme', async ({ page }) => {
    const theme = await (await page.request.get('/api/v1/tenant/theme')).json();
    expect(theme.data.brand_color.toLowerCase()).toBe('#00adef');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('img', { name: theme.data.title })).toBeVisible();
    const d = onOrigin(`http://demo.localhost:${PORT}`, '/api/v1/tenant/theme');
    const demo = await (await page.request.get(d.url, { headers: d.headers })).json();
    expect(demo.data).toEqual(theme.data);
    await page.goto(`http://demo.localhost:${PORT}/`);
    await expect(page.getByRole('banner').getByRole('img', { name: theme.data.title })).toBeVisible();
  });

  test('acme.localhost shows the acme title and a different brand colour', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => brandColour(page)).not.toBe('');
    const demoBrand = await brandColour(page);

    await page.goto(`${ACME}/`);
    // The title is "<page> · <tenant title>", whether the theme or the lazy page is written last.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(`${(await heading.textContent())?.trim()} · Acme Careers`);
    await expect.poll(() => brandColour(page)).not.toBe('');
    const acmeBrand = await brandColour(page);
    expect(acmeBrand.toLowerCase()).not.toBe(demoBrand.toLowerCase());
    expect(acmeBrand.toLowerCase()).toBe('#7a3cf0');
    const favicon = await page.locator('link[rel~="icon"]').first().getAttribute('href');
    expect(favicon).toMatch(/^data:image\/svg\+xml/);
  });

  test('a token issued on one tenant is refused on another', async ({ page }) => {
    const t = onOrigin(ACME, '/api/v1/token');
    const res = await page.request.post(t.url, { headers: t.headers, data: { username: 'admin@acme.test', password: 'demo-Password-1' } });
    expect(res.status()).toBe(200);
    const { access } = await res.json();
    const other = await page.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${access}` } });
    expect(other.status()).toBe(401);
  });

  test('acme users sign in on acme and see their tenant on the dashboard', async ({ page }) => {
    const session = await signInViaApi(page, 'admin@acme.test', undefined, ACME);
    await page.goto(`${ACME}/dashboard`);
    await expect(page).toHaveURL(at('/dashboard$', 'acme.localhost'));
    await expect(page.getByRole('main')).toContainText((session.state.user as { tenant_name: string }).tenant_name);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Acme Careers' })).toBeVisible();
  });

  test("acme's pages name acme, never Tessera, in their text and their names", async ({ page }) => {
    for (const path of ['/', '/login', '/signup', '/languages', '/searchJobs']) {
      await page.goto(`${ACME}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      // Visible text, and the names links and images are read with.
      await expect(page.locator('body')).not.toContainText('Tessera');
      const named = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label], [alt], [title]')]
          .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('alt') ?? ''} ${e.getAttribute('title') ?? ''}`)
          .filter((n) => n.includes('Tessera')),
      );
      expect(named, path).toEqual([]);
    }
    await page.goto(`${ACME}/login`);
    await expect(page.getByText('New to Acme Careers?')).toBeVisible();
  });

  test('a demo account cannot sign in on acme', async ({ page }) => {
    const t = onOrigin(ACME, '/api/v1/token');
    const res = await page.request.post(t.url, { headers: t.headers, data: { username: 'admin@demo.test', password: 'demo-Password-1' } });
    expect(res.status()).toBe(400);
  });
});
