// The reading profile (issue 17 §3): chosen in the candidate app, it is on the account and in force in
// the console for the same person, from the first paint; the dark and high-contrast schemes pass axe in
// en, fr and esp on every page of issue 17 (passport, settings, search, job, /simplifybot, applications,
// the console's job-ad writing panel); those pages keep their text whole under the text-spacing override
// (WCAG 1.4.12) on a phone and at 200 % zoom.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contrastRatio, parseColour } from '@tessera/theme/contrast';
import { applyTextSpacing, expectNoAxeViolations, ORIGIN, seedSession, sessionFor, users } from '../../fixtures';
import { clearJob, passportApplicant } from '../candidate/passport-data';
import { freshSeeker, type FreshSeeker } from '../candidate/seeker-helpers';

test.describe.configure({ timeout: 240_000 });

const SEEKER_PASSWORD = 'Correct-Horse-42';
const LOCALES = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' } as const;
type Language = keyof typeof LOCALES;

const readingOf = (page: Page, key: string) => page.evaluate((k) => document.documentElement.getAttribute(`data-reading-${k}`), key);

async function settled(page: Page): Promise<void> {
  // A page's code loads the first time it is opened; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
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

/** A job of issue 17's pages (a clear ad), and a fresh job seeker who filled the passport and applied to it sharing all of it. */
async function journeyData(page: Page, name: string): Promise<{ jobId: number; seeker: FreshSeeker }> {
  const jobId = await clearJob(page.request, `Reading support writer ${Date.now()}`);
  const { seeker } = await passportApplicant(page, name, jobId, {
    items: [
      { key: 'questions_in_advance', note: 'A day before, by email.' },
      { key: 'quiet_room', note: '' },
    ],
    own_words: 'Short written steps help me.',
  });
  return { jobId, seeker };
}

/** The job seeker's pages of issue 17 (passport, settings, search, job, /simplifybot, applications), each ready to check. */
function seekerPages(jobId: number): { path: string; ready: (page: Page) => Promise<void> }[] {
  return [
    {
      path: '/profile',
      ready: async (p) => {
        await expect(p.locator('#pf-passport')).toBeVisible();
      },
    },
    {
      path: '/setting',
      ready: async (p) => {
        await expect(p.locator('.ui-reading')).toBeVisible();
      },
    },
    {
      path: '/searchJobs?clear=true',
      ready: async (p) => {
        await expect(p.locator('.job-card').first()).toBeVisible();
      },
    },
    {
      path: `/jobs/${jobId}`,
      ready: async (p) => {
        await expect(p.locator('#apply-heading')).toBeVisible();
      },
    },
    {
      path: `/simplifybot?job=${jobId}`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible();
      },
    },
    {
      path: '/application',
      ready: async (p) => {
        const card = p.locator('.ap-card').first();
        await expect(card).toBeVisible();
        // The passport's share choice on the card, opened.
        await card.locator('summary', { hasText: 'Northstar Logistics' }).click();
      },
    },
  ];
}

/** The console's job-ad writing panel with findings, for a staff member whose page is in `scheme` on this device only. */
async function writingPanel(
  browser: Browser,
  scheme: 'dark' | 'contrast' | null,
  language: Language,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: LOCALES[language], ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const session = await sessionFor(page, users.manager);
  session.state.languageName = language;
  if (scheme) {
    // The shared demo account keeps its own profile: the scheme is on this device, and the seeded session
    // says the account has the same, so nothing is written back to the account.
    const profile = { ...((session.state.user as { reading_profile?: object }).reading_profile ?? {}), color_scheme: scheme };
    (session.state.user as { reading_profile?: object }).reading_profile = profile;
    await page.addInitScript((value) => window.localStorage.setItem('tessera-reading-preferences', value), JSON.stringify(profile));
  }
  await seedSession(page, session);
  await page.goto('/jobs/create');
  // The job form (with its editor) is the console's largest page: slow to load the first time on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page
    .locator('[contenteditable="true"]')
    .first()
    .fill('We need a self-starter to leverage our synergy in a fast-paced environment where everybody wears many hats every single day.');
  await expect(page.locator('.jb-plain li').first()).toBeVisible();
  return page;
}

for (const scheme of ['dark', 'contrast'] as const) {
  for (const language of ['en', 'fr', 'esp'] as const) {
    test(`the ${scheme} scheme passes axe on every page of issue 17, in ${language}`, async ({ page, browser }) => {
      const { jobId, seeker } = await journeyData(page, 'Scheme');
      const put = await page.request.put('/api/v1/user/reading-profile', {
        headers: { authorization: `Bearer ${seeker.token}` },
        data: { color_scheme: scheme, font: 'atkinson' },
      });
      expect(put.status()).toBe(200);
      const view = await windowFor(browser, seeker.email, language);
      for (const { path, ready } of seekerPages(jobId)) {
        await view.goto(path);
        await settled(view);
        await ready(view);
        await expect.poll(() => readingOf(view, 'color-scheme'), path).toBe(scheme);
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
      // The logo is drawn for the tenant's light header (the default's wordmark is #252531): on this scheme's
      // black header it keeps a plate of that light colour, so the wordmark reads (axe does not see images).
      const plate = parseColour(await view.locator('.ui-topbar__logo img').evaluate((img) => getComputedStyle(img).backgroundColor));
      const header = parseColour(await view.locator('.ui-topbar').evaluate((bar) => getComputedStyle(bar).backgroundColor));
      expect(plate && contrastRatio(plate, parseColour('#252531')!)).toBeGreaterThanOrEqual(4.5);
      expect(header && contrastRatio(header, parseColour('#252531')!)).toBeLessThan(4.5);
      await view.context().close();

      // The console's job-ad writing panel, with its findings.
      const staff = await writingPanel(browser, scheme, language);
      await expect.poll(() => readingOf(staff, 'color-scheme')).toBe(scheme);
      await expectNoAxeViolations(staff);
      await staff.context().close();
    });
  }
}

/** Text under `root` (the reading settings unless said) that is clipped, leaves the screen, or overlaps another's text. */
async function readingLayoutProblems(page: Page, rootSelector = '.ui-reading'): Promise<string[]> {
  await applyTextSpacing(page);
  return page.evaluate((rootSelector) => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    const root = document.querySelector(rootSelector);
    if (!root) return [`no ${rootSelector}`];
    const parts = [...root.querySelectorAll<HTMLElement>('h2, h3, p, label, select, input, .ui-hint')].filter((el) => {
      const r = el.getBoundingClientRect();
      // checkVisibility: not the content of a closed <details>, which keeps its boxes but is not drawn.
      return r.width > 0 && r.height > 0 && !el.closest('.ui-visually-hidden') && el.checkVisibility();
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
  }, rootSelector);
}

for (const size of [
  { name: '390 px phone', width: 390, height: 844 },
  { name: '200 % zoom', width: 640, height: 400 },
]) {
  test(`the pages of issue 17 keep their text whole with text spacing, ${size.name}`, async ({ page, browser }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const { jobId } = await journeyData(page, 'Spacing');
    const problems: string[] = [];
    for (const path of ['/profile', '/setting']) {
      await page.goto(path);
      await settled(page);
      await page.getByRole('region', { name: 'Reading settings' }).getByLabel('Letter and word spacing').selectOption('wider');
      problems.push(...(await readingLayoutProblems(page)).map((p) => `${path} reading settings: ${p}`));
    }
    for (const { path, ready } of seekerPages(jobId)) {
      await page.goto(path);
      await settled(page);
      await ready(page);
      problems.push(...(await readingLayoutProblems(page, 'main')).map((p) => `${path}: ${p}`));
    }
    // Before sign-in, from the footer.
    await page.evaluate(() => window.localStorage.removeItem('tessera-session'));
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Reading settings' }).click();
    await expect(page.locator('#footer-reading select')).toHaveCount(7);
    problems.push(...(await readingLayoutProblems(page)).map((p) => `footer: ${p}`));
    // The console's job-ad writing panel.
    const staff = await writingPanel(browser, null, 'en', { width: size.width, height: size.height });
    problems.push(...(await readingLayoutProblems(staff, '.jb-plain')).map((p) => `/jobs/create panel: ${p}`));
    await staff.context().close();
    expect(problems, size.name).toEqual([]);
  });
}
