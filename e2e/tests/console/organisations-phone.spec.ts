// Issue 11's pages at phone width (375 px; the brief's quality bar): each page, opened by a user who may
// open it, scrolls only vertically, and every control of its main area can be reached on screen: none
// is cut off by the edge (a wide table may scroll inside its own region, which is fine).
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi, users } from '../../fixtures';

test.use({ viewport: { width: 375, height: 740 } });

/** Issue 11's pages: the path, who opens it (undefined: a visitor) and a heading that says it is loaded. */
const PAGES: { path: string; who?: string; heading: RegExp }[] = [
  { path: '/signup/employer', heading: /employer/i },
  { path: '/signup/skilling', heading: /skilling/i },
  { path: '/signup/nonProfitPartner', heading: /non-profit/i },
  { path: '/signup/corporatePartner', heading: /corporate/i },
  { path: '/loginsso', heading: /./ },
  { path: '/linkedInLogin', heading: /linkedin/i },
  { path: '/loginIndeed', heading: /indeed/i },
  { path: '/approval', heading: /./ },
  { path: '/approval1', heading: /./ },
  { path: '/approve', heading: /./ },
  { path: '/rejected', heading: /./ },
  { path: '/setpasswordpartner', heading: /./ },
  { path: '/approvals', who: users.admin, heading: /approvals/i },
  { path: '/newApprovals', who: users.concierge, heading: /approvals/i },
  { path: '/hiringTeam', who: users.manager, heading: /hiring team/i },
  { path: '/newHiringTeam', who: users.concierge, heading: /hiring team/i },
  { path: '/team', who: users.recruiter, heading: /team/i },
  { path: '/conciergeTeam', who: users.admin, heading: /concierge/i },
  { path: '/setting', who: users.manager, heading: /settings/i },
  { path: '/settingsV2', who: users.manager, heading: /./ },
  { path: '/onboarding', who: users.manager, heading: /./ },
  { path: '/homepage', who: users.manager, heading: /today/i },
  { path: '/setpassword', who: users.manager, heading: /password/i },
  { path: '/applications', who: users.admin, heading: /applications/i },
  { path: '/jobSeekers', who: users.admin, heading: /job seekers/i },
];

/** What sticks out at the right edge: the document's overflow, and controls of the page cut off by the edge. */
async function overflow(page: Page): Promise<{ scroll: number; width: number; cut: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    /** Whether an element sits inside a region that scrolls sideways on its own (a wide table's wrapper). */
    const inScroller = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const cut: string[] = [];
    for (const el of document.querySelectorAll('main a[href], main button, main input, main select, main textarea, main [tabindex="0"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || inScroller(el)) continue;
      if (box.left < -1 || box.right > width + 1)
        cut.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return { scroll: document.documentElement.scrollWidth, width, cut };
  });
}

for (const p of PAGES) {
  test(`${p.path} fits a 375 px phone${p.who ? ` (${p.who})` : ''}`, async ({ page }) => {
    if (p.who) await signInViaApi(page, p.who);
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    const found = await overflow(page);
    expect(found.cut).toEqual([]);
    expect(found.scroll).toBeLessThanOrEqual(found.width);
  });
}

test('a team’s wide tables scroll in their own labelled regions, which the keyboard reaches', async ({ page }) => {
  await signInViaApi(page, users.admin);
  await page.goto('/conciergeTeam');
  const members = page.getByRole('region', { name: 'Members (table)' });
  await expect(members).toHaveAttribute('tabindex', '0');
  await members.focus();
  await expect(members).toBeFocused();
  const scrolls = await members.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => members.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
