// The reading profile (issue 17 §3): chosen in the candidate app, it is on the account and in force in
// the console for the same person, from the first paint; the dark and high-contrast schemes pass axe in
// en, fr and esp; the settings keep their text whole under the text-spacing override (WCAG 1.4.12) and
// at 200 % zoom.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { applyTextSpacing, expectNoAxeViolations, ORIGIN, seedSession, sessionFor } from '../../fixtures';
import { freshSeeker } from '../candidate/seeker-helpers';

test.describe.configure({ timeout: 240_000 });

const SEEKER_PASSWORD = 'Correct-Horse-42';
const LOCALES = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' } as const;
type Language = keyof typeof LOCALES;

const readingOf = (page: Page, key: string) => page.evaluate((k) => document.documentElement.getAttribute(`data-reading-${k}`), key);

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ui-spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A new window (no device profile) signed in as `email`, in `language`. */
async function windowFor(browser: Browser, email: string, language: Language = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: LOCALES[language] });
  const page = await context.newPage();
  const session = await sessionFor(page, email, SEEKER_PASSWORD);
  session.state.languageName = language;
  await seedSession(page, session);
  return page;
}

test('the profile chosen in the candidate app is on the account and in force in the console, before the first paint', async ({
  page,
  browser,
}) => {
  const seeker = await freshSeeker(page, 'Reading');
  await page.goto('/profile');
  const settings = page.getByRole('region', { name: 'Reading settings' });
  await expect(settings).toBeVisible();
  // The settings page has them, so the footer does not offer a second copy.
  await expect(page.getByRole('button', { name: 'Reading settings' })).toHaveCount(0);
  await settings.getByLabel('Font').selectOption('lexend');
  await expect(settings.getByRole('status')).toHaveText('Saved to your account.');
  await settings.getByLabel('Colours').selectOption('dark');
  await settings.getByLabel('Text size').selectOption('150');
  await settings.getByLabel('Line spacing').selectOption('wide');
  await expect(settings.getByRole('status')).toHaveText('Saved to your account.');
  expect(await readingOf(page, 'color-scheme')).toBe('dark');
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Lexend'))).toBe(true);

  const saved = await page.request.get('/api/v1/user/reading-profile', { headers: { authorization: `Bearer ${seeker.token}` } });
  expect(await saved.json()).toMatchObject({ font: 'lexend', color_scheme: 'dark', text_size: 150, line_spacing: 'wide' });

  // Another browser, nothing on the device: the console applies the account's profile.
  const console = await windowFor(browser, seeker.email);
  await console.goto('/setting');
  await settled(console);
  await expect.poll(() => readingOf(console, 'color-scheme')).toBe('dark');
  const look = await console.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    background: getComputedStyle(document.body).backgroundColor,
    rootSize: getComputedStyle(document.documentElement).fontSize,
    lineHeight: getComputedStyle(document.documentElement).getPropertyValue('--ui-line-height').trim(),
  }));
  expect(look).toEqual({ font: expect.stringMatching(/^"?Lexend/), background: 'rgb(21, 21, 27)', rootSize: '24px', lineHeight: '1.9' });
  await expect(console.getByRole('region', { name: 'Reading settings' }).getByLabel('Colours')).toHaveValue('dark');

  // Now on this device too: a reload has the scheme before any of the app's code has run.
  await console.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { atParse: string | null }).atParse = document.documentElement.getAttribute('data-reading-color-scheme');
    });
  });
  await console.reload();
  await settled(console);
  expect(await console.evaluate(() => (window as unknown as { atParse: string | null }).atParse)).toBe('dark');
  await console.context().close();
});

for (const language of ['en', 'fr', 'esp'] as const) {
  test(`the dark and high-contrast schemes pass axe on the settings pages and the footer, in ${language}`, async ({ page, browser }) => {
    const seeker = await freshSeeker(page, 'Scheme');
    for (const scheme of ['dark', 'contrast'] as const) {
      const put = await page.request.put('/api/v1/user/reading-profile', {
        headers: { authorization: `Bearer ${seeker.token}` },
        data: { color_scheme: scheme, font: 'atkinson' },
      });
      expect(put.status()).toBe(200);
      const view = await windowFor(browser, seeker.email, language);
      for (const path of ['/profile', '/setting']) {
        await view.goto(path);
        await settled(view);
        await expect.poll(() => readingOf(view, 'color-scheme')).toBe(scheme);
        await expectNoAxeViolations(view);
      }
      // Before sign-in: the footer's settings on the landing page, in the same scheme (kept on the device).
      await view.evaluate(() => window.localStorage.removeItem('tessera-session'));
      await view.goto('/');
      await expect.poll(() => readingOf(view, 'color-scheme')).toBe(scheme);
      const open = view.locator('footer button[aria-controls="footer-reading"]');
      await open.click();
      await expect(view.locator('#footer-reading select')).toHaveCount(7);
      await expect(view.locator('#footer-reading select').nth(5)).toHaveValue(scheme);
      await expectNoAxeViolations(view);
      await view.context().close();
    }
  });
}

/** Text of the reading settings that is clipped, leaves the screen, or overlaps another control's text. */
async function readingLayoutProblems(page: Page): Promise<string[]> {
  await applyTextSpacing(page);
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    const root = document.querySelector('.ui-reading');
    if (!root) return ['no reading settings'];
    const parts = [...root.querySelectorAll<HTMLElement>('h2, h3, p, label, select, input, .ui-hint')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('.ui-visually-hidden');
    });
    for (const el of parts) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1) found.push(`${el.tagName} "${el.textContent?.slice(0, 20)}" leaves the screen`);
      if (
        el.tagName !== 'SELECT' &&
        el.tagName !== 'INPUT' &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX !== 'visible'
      )
        found.push(`${el.tagName} "${el.textContent?.slice(0, 20)}" is clipped`);
    }
    const boxes = parts.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlap =
          Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 1 &&
          Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 1;
        if (overlap)
          found.push(`${a.el.tagName} "${a.el.textContent?.slice(0, 15)}" overlaps ${b.el.tagName} "${b.el.textContent?.slice(0, 15)}"`);
      }
    return found.slice(0, 15);
  });
}

for (const size of [
  { name: '390 px phone', width: 390, height: 844 },
  { name: '200 % zoom', width: 640, height: 400 },
]) {
  test(`the reading settings keep their text whole with text spacing, ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await freshSeeker(page, 'Spacing');
    for (const path of ['/profile', '/setting']) {
      await page.goto(path);
      await settled(page);
      await page.getByRole('region', { name: 'Reading settings' }).getByLabel('Letter and word spacing').selectOption('wider');
      expect(await readingLayoutProblems(page), `${path} at ${size.name}`).toEqual([]);
    }
    // Before sign-in, from the footer.
    await page.evaluate(() => window.localStorage.removeItem('tessera-session'));
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Reading settings' }).click();
    await expect(page.locator('#footer-reading select')).toHaveCount(7);
    expect(await readingLayoutProblems(page), `footer at ${size.name}`).toEqual([]);
  });
}
