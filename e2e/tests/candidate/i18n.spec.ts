import { expect, test } from '@playwright/test';
import { ORIGIN } from '../../fixtures';

const headingOf = async (page: import('@playwright/test').Page) =>
  (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';

test.describe('languages', () => {
  test('English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  for (const [locale, lang] of [
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['es-ES', 'es'],
  ] as const) {
    test.describe(`browser locale ${locale}`, () => {
      test.use({ locale });
      test(`the landing page is in ${lang}`, async ({ page, browser }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const en = await browser.newContext({ locale: 'en-US', baseURL: ORIGIN });
        const enPage = await en.newPage();
        await enPage.goto('/');
        await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
        const english = await headingOf(enPage);
        await en.close();
        expect(english).not.toBe('');
        await expect.poll(() => headingOf(page)).not.toBe(english);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      });
    });
  }

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('switching language on /languages persists across reloads and pages', async ({ page }) => {
    await page.goto('/languages');
    const french = page
      .getByRole('radio', { name: /fran[cç]ais|french/i })
      .or(page.getByRole('button', { name: /fran[cç]ais|french/i }))
      .or(page.getByRole('link', { name: /fran[cç]ais|french/i }));
    await french.first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const stored = await page.evaluate(() => window.localStorage.getItem('tessera-session'));
    expect(stored).toContain('"languageName":"fr"');

    await page.goto('/languages');
    const spanish = page
      .getByRole('radio', { name: /espa[nñ]ol|spanish/i })
      .or(page.getByRole('button', { name: /espa[nñ]ol|spanish/i }))
      .or(page.getByRole('link', { name: /espa[nñ]ol|spanish/i }));
    await spanish.first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => window.localStorage.getItem('tessera-session'))).toContain('"languageName":"esp"');
  });

  test('locale files are loaded on demand, only for the language in use', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      const m = new URL(r.url()).pathname.match(/^\/locales\/([^/]+)\//);
      if (m?.[1]) requested.push(m[1]);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
    expect(new Set(requested)).toEqual(new Set(['en']));
  });
});
