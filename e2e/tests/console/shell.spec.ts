import { expect, test, type Page } from '@playwright/test';
import { isReadyPath } from '@tessera/routes/manifest';
import { at, documentIsMarked, markDocument, ORIGIN, signInViaApi, users } from '../../fixtures';

const topNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const sideBar = (page: Page) => page.getByRole('navigation', { name: /^(side bar|barre latérale|barra lateral)$/i });

/** Opens the profile (account) menu, a disclosure button with a list of links and buttons. */
async function openProfileMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /account menu/i });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const id = await button.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

const menuItem = (menu: import('@playwright/test').Locator, name: RegExp) =>
  menu.getByRole('link', { name }).or(menu.getByRole('button', { name }));

test.describe('top bar', () => {
  test('anonymous visitors see News, Jobs and Login (and Sign Up on the home page)', async ({ page }) => {
    await page.goto('/');
    const nav = topNav(page);
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('link', { name: /sign ?up/i })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  });

  test('signed-in job seekers see Dashboard and Browse jobs', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    const nav = topNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/application');
    await expect(nav.getByRole('link', { name: 'Browse jobs', exact: true })).toHaveAttribute('href', '/searchJobs');
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    const menu = await openProfileMenu(page);
    await expect(menuItem(menu, /^profile$/i)).toHaveAttribute('href', '/profile');
    await expect(menuItem(menu, /^my jobs$/i)).toHaveAttribute('href', '/application');
    await expect(menuItem(menu, /^log ?out$/i)).toBeVisible();
    await expect(menuItem(menu, /impersonate/i)).toHaveCount(0);
  });

  const menuCases: { who: keyof typeof users; has: RegExp[]; hasNot: RegExp[] }[] = [
    { who: 'admin', has: [/^impersonate$/i, /^log ?out$/i], hasNot: [/erd/i, /^export$/i, /^report$/i, /^survey$/i, /my jobs/i] },
    { who: 'manager', has: [/^log ?out$/i], hasNot: [/impersonate/i, /erd/i, /^export$/i, /^report$/i, /^survey$/i, /my jobs/i] },
    { who: 'programs', has: [/^erd export$/i], hasNot: [/impersonate/i, /^export$/i, /^report$/i, /^survey$/i] },
    { who: 'auditor', has: [/^export$/i, /^report$/i, /^survey$/i], hasNot: [/impersonate/i, /erd/i] },
  ];
  for (const { who, has, hasNot } of menuCases) {
    test(`profile menu items for ${users[who]}`, async ({ page }) => {
      await signInViaApi(page, users[who]);
      await page.goto('/dashboard');
      const menu = await openProfileMenu(page);
      for (const name of has) await expect(menuItem(menu, name)).toBeVisible();
      for (const name of hasNot) await expect(menuItem(menu, name)).toHaveCount(0);
    });
  }

  test('the inbox icon is hidden for roles 6 and 7 and shown to others', async ({ page, browser }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /inbox|messages/i })
        .first(),
    ).toBeVisible();
    for (const who of [users.concierge, users.programs]) {
      const context = await browser.newContext({ baseURL: ORIGIN });
      const other = await context.newPage();
      await signInViaApi(other, who);
      await other.goto('/dashboard');
      await expect(other.getByRole('navigation', { name: 'Side bar' })).toBeVisible();
      await expect(other.getByRole('banner').getByRole('link', { name: /inbox/i })).toHaveCount(0);
      await context.close();
    }
  });
});

// SPEC §6, side bar visibility (full variant).
const ENTRIES = {
  Homepage: ['hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'],
  Dashboard: ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
  Approvals: ['admin', 'concierge_member', 'program_manager'],
  'Job seekers': ['admin', 'recruiter', 'recruiter_member', 'concierge_member', 'program_manager'],
  Jobs: ['admin', 'hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'concierge_member', 'program_manager'],
  Applications: [
    'admin',
    'hiring_manager',
    'recruiter',
    'auditor',
    'hiring_member',
    'recruiter_member',
    'concierge_member',
    'program_manager',
  ],
  Interviews: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  Offers: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  Reports: ['admin', 'hiring_manager', 'hiring_member', 'concierge_member', 'program_manager'],
  'Partner reports': ['admin', 'recruiter', 'recruiter_member'],
  'Hiring team': ['admin', 'hiring_manager', 'concierge_member'],
  'Concierge Team': ['admin'],
  Team: ['recruiter'],
} as const;

/** Where each entry leads (roles 6 and 7 have new-version pages, SPEC §6): an entry shows once its page is built. */
const ENTRY_PATHS: Record<keyof typeof ENTRIES, [string, string?]> = {
  Homepage: ['/homepage'],
  Dashboard: ['/dashboard'],
  Approvals: ['/approvals', '/newApprovals'],
  'Job seekers': ['/new_all_candidates', '/jobSeekers'],
  Jobs: ['/jobs', '/newJobs'],
  Applications: ['/applications', '/newApplications'],
  Interviews: ['/interview', '/newInterview'],
  Offers: ['/offers', '/newOffers'],
  Reports: ['/report'],
  'Partner reports': ['/nppreport'],
  'Hiring team': ['/hiringTeam'],
  'Concierge Team': ['/conciergeTeam'],
  Team: ['/team'],
};
const entryPath = (name: keyof typeof ENTRIES, role: string) => {
  const [path, newVersion] = ENTRY_PATHS[name];
  if (name === 'Hiring team' && role === 'concierge_member') return '/newHiringTeam';
  return (role === 'concierge_member' || role === 'program_manager') && newVersion ? newVersion : path;
};

const ROLE_USERS = {
  admin: users.admin,
  hiring_manager: users.manager,
  recruiter: users.recruiter,
  auditor: users.auditor,
  hiring_member: users.member,
  recruiter_member: users.recruiterMember,
  concierge_member: users.concierge,
  program_manager: users.programs,
} as const;

test.describe('side bar', () => {
  for (const [role, email] of Object.entries(ROLE_USERS)) {
    test(`entries for ${role}`, async ({ page }) => {
      await signInViaApi(page, email);
      await page.goto('/dashboard');
      const nav = sideBar(page);
      await expect(nav).toBeVisible();
      const expected = (Object.entries(ENTRIES) as [keyof typeof ENTRIES, readonly string[]][])
        .filter(([name, roles]) => roles.includes(role) && isReadyPath(entryPath(name, role)))
        .map(([name]) => name as string);
      // The admin's reports entries carry their own labels (SPEC §2).
      if (role === 'admin' && expected.includes('Reports')) expected.splice(expected.indexOf('Reports'), 1, 'All reports');
      if (role === 'admin' && expected.includes('Partner reports'))
        expected.splice(expected.indexOf('Partner reports'), 1, 'All partner reports');
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(expected.length);
      const names = await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''));
      for (const name of expected)
        expect(
          names.some((n) => n.toLowerCase() === name.toLowerCase()),
          `${name} in ${names.join(', ')}`,
        ).toBe(true);
      await expect(nav.getByRole('button', { name: /help|contact/i })).toBeVisible();
    });
  }

  test('the active entry is the one matching the address', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    const active = sideBar(page).locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/dashboard');
  });

  test('entries have a tooltip on the right', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    const entry = sideBar(page).getByRole('link', { name: 'Jobs', exact: true });
    await entry.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Jobs' });
    await expect(tooltip).toBeVisible();
    const [e, t] = [await entry.boundingBox(), await tooltip.boundingBox()];
    expect(t?.x ?? 0).toBeGreaterThanOrEqual((e?.x ?? 0) + (e?.width ?? 0) - 2);
    await entry.focus();
    await page.mouse.move(900, 700);
  });

  test('a tooltip closes when focus or pointer leaves, and on Escape; tabbing through leaves none open', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/dashboard');
    const bar = sideBar(page);
    const links = bar.getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    await links.first().focus();
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press('Tab');
      // Read at once (no retrying): only the focused entry's tooltip is open, none left over the others.
      expect(await page.getByRole('tooltip').count()).toBeLessThanOrEqual(1);
    }
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Focus leaves the side bar: no tooltip stays.
    await links.first().focus();
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await page.getByRole('main').focus();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Pointer: hover opens, leaving closes.
    const jobs = bar.getByRole('link', { name: 'Jobs', exact: true });
    await jobs.hover();
    await expect(page.getByRole('tooltip', { name: 'Jobs' })).toBeVisible();
    await page.mouse.move(900, 500, { steps: 8 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await jobs.hover();
    await expect(page.getByRole('tooltip', { name: 'Jobs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('staff see no side bar on the public job page /jobs/{id}', async ({ page }) => {
    const session = await signInViaApi(page, users.manager);
    const list = await page.request.get('/api/v1/jobs?status=active', {
      headers: { authorization: `Bearer ${String(session.state.userToken)}` },
    });
    const id = ((await list.json()) as { results: { id: number }[] }).results[0]?.id;
    await page.goto('/jobs');
    await expect(sideBar(page)).toBeVisible();
    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(sideBar(page)).toHaveCount(0);
  });

  test('job seekers and anonymous visitors have no side bar', async ({ page }) => {
    await page.goto('/');
    await expect(sideBar(page)).toHaveCount(0);
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(sideBar(page)).toHaveCount(0);
  });

  test('collapses on a small screen, with a toggle and a close button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(sideBar(page).getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
    const toggle = page
      .getByRole('button', { name: /menu|side ?bar|navigation/i })
      .and(page.locator('[aria-expanded]'))
      .first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sideBar(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    // The compact variant (SPEC §2 table): a hiring manager has no Homepage or Dashboard entry there.
    await expect(sideBar(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(sideBar(page).getByRole('link', { name: 'Hiring team', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /close/i }).first().click();
    await expect(sideBar(page).getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
  });
});

test.describe('apps', () => {
  test('the staff dashboard says who they are, their tenant and what their role can do', async ({ page }) => {
    const session = await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    const user = session.state.user as { name: string; tenant_name: string };
    await expect(page.getByRole('main')).toContainText(user.name);
    await expect(page.getByRole('main')).toContainText(user.tenant_name);
  });

  test('crossing apps is a full page load; inside an app it is not', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/dashboard');
    await markDocument(page);
    await page.getByRole('banner').getByRole('link').first().click(); // the logo: to / in the candidate app
    await expect(page).toHaveURL(at('/$'));
    expect(await documentIsMarked(page)).toBe(false);

    // inside the candidate app: router navigation, same document
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Languages' }).click();
    await expect(page).toHaveURL(/\/languages$/);
    expect(await documentIsMarked(page)).toBe(true);

    // from the side bar of the console to the candidate app's home: a full page load again
    await page.goto('/dashboard');
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Tessera Demo home' }).click();
    await expect(page).toHaveURL(at('/$'));
    expect(await documentIsMarked(page)).toBe(false);
  });
});
