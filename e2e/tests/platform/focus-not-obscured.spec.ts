import { expect, test, type Page } from '@playwright/test';

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
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
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
