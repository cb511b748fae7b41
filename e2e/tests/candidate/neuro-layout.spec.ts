// The pages of issue 17 (the passport in the profile and on an application, the employer's view of it,
// the job form's plain-language panel, the Clear job ad mark in the search) under the text-spacing
// override (WCAG 1.4.12) on a 390 px phone, and at 200 % zoom (a 1280 px window shows 640 CSS px): no
// page wider than the screen, no clipped text.
import { expect, test, type Page } from '@playwright/test';
import { applyTextSpacing, signInViaApi, users } from '../../fixtures';
import { clearJob, passportApplicant } from './passport-data';

test.describe.configure({ timeout: 180_000 });

/** Problems of the whole page's width, and of the parts of this issue (`root`) clipping or leaving the screen. */
async function layoutProblems(page: Page, root: string): Promise<string[]> {
  await applyTextSpacing(page);
  return page.evaluate((root) => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    const parts = document.querySelectorAll<HTMLElement>(root);
    if (parts.length === 0) found.push(`nothing matches ${root}`);
    for (const el of [...parts].flatMap((p) => [p, ...p.querySelectorAll<HTMLElement>('*')])) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.ui-visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const clips = (style.overflowX === 'hidden' || style.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1;
      if (r.right > window.innerWidth + 1 || clips)
        found.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(r.right)} sw ${el.scrollWidth}/${el.clientWidth}`);
    }
    return found.slice(0, 15);
  }, root);
}

const SIZES = [
  { name: '390 px phone', width: 390, height: 844 },
  { name: '200 % zoom', width: 640, height: 400 },
];

test('no clipped or overlapping text on the pages of issue 17, on a phone and at 200 % zoom, with text spacing', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const jobId = await clearJob(page.request, `Layout support writer ${stamp}`);
  const { applicationId: appId } = await passportApplicant(page, 'Kim', jobId, {
    items: [
      { key: 'questions_in_advance', note: 'A day before, by email, so I can prepare my answers in writing.' },
      { key: 'support_person', note: 'My job coach, who knows how I work best.' },
    ],
    own_words: 'Supercalifragilisticexpialidocious-length-words-should-wrap-rather-than-overflow-the-screen.',
  });
  const manager = await (await browser.newContext()).newPage();
  await signInViaApi(manager, users.manager);

  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await manager.setViewportSize(size);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Access passport' });
    await section.getByRole('button', { name: 'Edit Access passport' }).click();
    await expect(section.getByRole('button', { name: 'Save passport' })).toBeVisible();
    problems.push(...(await layoutProblems(page, '#pf-passport')).map((p) => `${size.name} /profile: ${p}`));

    await page.goto('/application');
    await page.getByText('Access passport: what you share with Northstar Logistics').click();
    await expect(page.getByRole('radio', { name: 'Share all of it' })).toBeChecked();
    problems.push(...(await layoutProblems(page, '.ap-card')).map((p) => `${size.name} /application: ${p}`));

    await page.goto(`/searchJobs?q=${stamp}&clear=true`);
    await expect(page.getByRole('article', { name: `Layout support writer ${stamp}` }).getByText('Clear job ad')).toBeVisible();
    problems.push(...(await layoutProblems(page, '.job-card')).map((p) => `${size.name} /searchJobs: ${p}`));

    await manager.goto(`/applications/${appId}`);
    await expect(
      manager.getByRole('region', { name: 'Access passport' }).getByText('My job coach, who knows how I work best.', { exact: false }),
    ).toBeVisible();
    problems.push(
      ...(await layoutProblems(manager, 'section[aria-labelledby=passport-title]')).map((p) => `${size.name} /applications/:id: ${p}`),
    );

    await manager.goto('/jobs/create');
    await manager
      .getByRole('textbox', { name: 'Job description' })
      .fill('We need a self-starter to leverage our synergy in a fast-paced environment where everybody wears many hats every single day.');
    await expect(manager.getByRole('list', { name: 'What to fix' })).toBeVisible();
    problems.push(...(await layoutProblems(manager, '.jb-plain')).map((p) => `${size.name} /jobs/create: ${p}`));
  }
  await manager.context().close();
  expect(problems).toEqual([]);
});
