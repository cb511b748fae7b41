import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedSession, sessionFor, users } from '../../fixtures';

// Toasts (SPEC §9, DECISIONS 14): top-right, 5000 ms, paused while hovered or focused, dragged away at
// 80 % of their width, kept on screen with the "Keep messages on screen" preference.

const MESSAGE = 'Session Expired! Please Login Again';

/**
 * react-toastify times a toast with a CSS animation of its progress bar (the toast closes on its
 * `animationend`), which Playwright's clock does not drive. Instead, the page's animation time runs
 * four times faster (Chrome DevTools Protocol), and the tests wait on that time, not on the wall clock.
 */
const SPEED = 4;

async function speedUpAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: SPEED });
}

/** The page's animation time in ms (document.timeline), the time the toasts run on. */
async function animationNow(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.timeline.currentTime));
}

/** Waits until `ms` of animation time have passed since `since`. */
async function animationTimePasses(page: Page, since: number, ms: number): Promise<void> {
  await expect.poll(() => animationNow(page), { intervals: [50] }).toBeGreaterThan(since + ms);
}

/** Animation time (ms) from now until the toast leaves the page, measured in the page. */
function timeUntilRemoved(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = Number(document.timeline.currentTime);
        const toast = document.querySelector('.Toastify__toast');
        if (!toast) throw new Error('no toast');
        const observer = new MutationObserver(() => {
          if (toast.isConnected) return;
          observer.disconnect();
          resolve(Number(document.timeline.currentTime) - start);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

/** An expired stored session makes the app raise a toast as it loads. */
async function showToast(page: Page, options: { keepMessages?: boolean; realTime?: boolean } = {}): Promise<Locator> {
  const session = await sessionFor(page, users.seeker);
  session.state.expires_at = 1;
  await seedSession(page, session);
  if (options.keepMessages) {
    await page.addInitScript(() => window.localStorage.setItem('tessera-reading-preferences', JSON.stringify({ keepMessages: true })));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.mouse.move(5, 795);
  if (!options.realTime) await speedUpAnimations(page);
  await page.goto('/');
  const toast = page.locator('.Toastify__toast').filter({ hasText: MESSAGE });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('toasts', () => {
  test('close on their own after about 5 seconds', async ({ page }) => {
    const toast = await showToast(page);
    const shown = await animationNow(page);
    const removed = timeUntilRemoved(page);
    await animationTimePasses(page, shown, 3500);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6000 });
    const elapsed = await removed;
    expect(elapsed).toBeGreaterThan(4000);
    expect(elapsed).toBeLessThan(8500);
  });

  test('stay while the pointer rests on them, then close', async ({ page }) => {
    const toast = await showToast(page);
    await toast.hover();
    await animationTimePasses(page, await animationNow(page), 7000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 795);
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test('stay while keyboard focus is on them, then close', async ({ page }) => {
    const toast = await showToast(page);
    const close = toast.getByRole('button', { name: /close/i });
    // At once, while the toast is still sliding in.
    await close.focus();
    await expect(close).toBeFocused();
    await animationTimePasses(page, await animationNow(page), 7000);
    await expect(toast).toBeVisible();
    // Focus leaves the toast (Tab onwards, or anywhere else on the page).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test('are dismissed when dragged across 80 % of their width, not by a short drag', async ({ page }) => {
    // Drags take wall-clock time: animations run at their own speed here.
    const toast = await showToast(page, { realTime: true });
    // Measured once the toast has slid in.
    await expect(toast).not.toHaveClass(/Toastify--animate/);
    const box = await toast.boundingBox();
    if (!box) throw new Error('no toast box');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    // A drag of 40 % lets the toast snap back.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.4, y, { steps: 8 });
    await page.mouse.up();
    // It slides back to where it was, and stays.
    await expect.poll(async () => Math.abs(((await toast.boundingBox())?.x ?? 0) - box.x)).toBeLessThan(2);
    await expect(toast).toBeVisible();
    // A drag past 80 % removes it well before the 5 s are over.
    const started = Date.now();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.9, y, { steps: 12 });
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 2500 });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  test('stay on screen until closed with "Keep messages on screen"', async ({ page }) => {
    const toast = await showToast(page, { keepMessages: true });
    // The preference is one of the reading settings, offered from the footer (issue 17 §3).
    await page.locator('footer').getByRole('button', { name: 'Reading settings' }).press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Keep messages on screen' })).toBeChecked();
    await animationTimePasses(page, await animationNow(page), 7500);
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: /close/i }).click();
    await expect(toast).toBeHidden();
  });
});
