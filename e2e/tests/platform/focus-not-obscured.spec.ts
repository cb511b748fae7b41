import { expect, test, type Page } from '@playwright/test';
import { signInViaApi, users } from '../../fixtures';

/**
 * WCAG 2.4.11: tabbing through a page, the focused control is never under the floating feedback or chat
 * button, on a desktop and on a 390 px phone.
 */
async function coveredWhileTabbing(page: Page, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const floating = [...document.querySelectorAll<HTMLElement>('.fb-widget, .ch-widget')];
      if (floating.some((f) => f.contains(el))) return null;
      const r = el.getBoundingClientRect();
      for (const f of floating) {
        for (const c of f.children) {
          const b = c.getBoundingClientRect();
          if (b.width === 0 || b.height === 0) continue;
          if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) {
            const name = el.getAttribute('aria-label') ?? el.id ?? el.textContent ?? el.tagName;
            return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" under ${f.className}`;
          }
        }
      }
      return null;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}

async function ready(page: Page) {
  // The widgets load after the page; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible({ timeout: 30_000 });
}

test('desktop: no focused control of the job search is covered by a floating button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/searchJobs');
  await ready(page);
  expect(await coveredWhileTabbing(page, 70)).toEqual([]);
});

for (const path of ['/signup/candidate', '/searchJobs', '/login']) {
  test(`390 px phone: no focused control of ${path} is covered by a floating button`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await ready(page);
    expect(await coveredWhileTabbing(page, 60)).toEqual([]);
  });
}

/** Headings in view that a floating button's drawn box overlaps. */
async function coveredHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-floating]')]
      .flatMap((f) => [...f.children].map((c) => c.getBoundingClientRect()))
      .filter((b) => b.width > 0 && b.height > 0);
    const found: string[] = [];
    for (const h of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')) {
      const r = h.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      if (boxes.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom))
        found.push(h.textContent?.trim().slice(0, 40) ?? h.tagName);
    }
    return found;
  });
}

for (const size of [
  { name: '390 px phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 720 },
]) {
  test(`${size.name}: on /application the floating buttons cover neither a heading nor the last control of the page`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    await ready(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await coveredHeadings(page)).toEqual([]);
    // The page's last control, at the very bottom: the footer keeps room below it, so the page scrolls it
    // clear of the floating buttons, which stay where they are.
    const last = page.getByRole('contentinfo').getByRole('button').last();
    await last.focus();
    const covered = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('[data-floating]')].some((f) =>
        [...f.children].some((c) => {
          const b = c.getBoundingClientRect();
          return b.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
        }),
      );
    });
    expect(covered).toBe(false);
    await expect(page.locator('[data-floating-moved]')).toHaveCount(0);
  });
}
