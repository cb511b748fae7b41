// Every ready page of the route manifest, opened in Chromium under the Content-Security-Policy the edge
// sends (apps/api/src/edge/headers.ts) by a user who may open it: no violation is reported, neither as a
// `securitypolicyviolation` event nor on the console.
import { expect, test, type Page } from '@playwright/test';
import { routes, type RoleName, type RouteEntry } from '@tessera/routes/manifest';
import { sessionFor, seedSession, users } from '../../fixtures';

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Records the page's policy violations from its first script on, across navigations. */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.exposeBinding('__reportViolation', ({ frame }, v: Omit<Violation, 'url'>) => {
    found.push({ url: frame.url(), ...v });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportViolation: (v: Omit<Violation, 'url'>) => Promise<void> }).__reportViolation;
      void report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber} ${e.sample}` });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate|frame|create)/i.test(message.text())) {
      found.push({ url: page.url(), directive: 'console', blocked: message.text(), source: message.location().url });
    }
  });
  return found;
}

/** Who opens a page: the first of these whose role the page admits (public and guest pages: nobody). */
const openers: readonly [RoleName, string][] = [
  ['admin', users.admin],
  ['concierge_member', users.concierge],
  ['program_manager', users.programs],
  ['hiring_manager', users.manager],
  ['recruiter', users.recruiter],
  ['job_seeker', users.seeker],
];

function openerOf(route: RouteEntry): string | null {
  if (route.guard === 'public' || route.guard === 'guest') return null;
  if (route.guard === 'private') return users.seeker;
  const opener = openers.find(([role]) => route.roles?.includes(role));
  if (!opener) throw new Error(`no demo user may open ${route.path}`);
  return opener[1];
}

const ready = routes.filter((r) => r.ready);
const byOpener = new Map<string | null, RouteEntry[]>();
for (const route of ready) byOpener.set(openerOf(route), [...(byOpener.get(openerOf(route)) ?? []), route]);

/** Real ids of the demo data for the pages' :params, read through the API as the admin. */
async function demoIds(page: Page): Promise<Record<string, string>> {
  const signIn = await page.request.post('/api/v1/token', { data: { username: users.admin, password: 'demo-Password-1' } });
  expect(signIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
  const first = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    const item = ((await res.json()) as { results: T[] }).results[0];
    expect(item, `${path} has a first result`).toBeDefined();
    return item as T;
  };
  const application = await first<{ id: number }>('/api/v1/applications');
  const job = await first<{ id: number }>('/api/v1/jobs');
  const seeker = await first<{ user_id: number }>('/api/v1/jobseekers');
  return { application: String(application.id), job: String(job.id), seeker: String(seeker.user_id) };
}

function concrete(path: string, ids: Record<string, string>): string {
  if (path.startsWith('/applications/')) return path.replace(':id', ids.application ?? '');
  if (path.startsWith('/jobSeekers/')) return path.replace(':id', ids.seeker ?? '');
  return path.replace(':id', ids.job ?? '');
}

test('the edge sends the policy, and a page that breaks it is reported', async ({ page }) => {
  const violations = await watchPolicy(page);
  const res = await page.goto('/login');
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(res?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(res?.headers()['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // An inline script is refused, and the refusal reaches the watcher: the walk below would see one.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.directive === 'script-src-elem')).toBe(true);
});

for (const [opener, pages] of byOpener) {
  test(`${pages.length} pages ${opener ? `of ${opener}` : 'open to everyone'} break no rule of the policy`, async ({ page }) => {
    test.setTimeout(30_000 + pages.length * 10_000);
    const ids = pages.some((r) => r.path.includes(':')) ? await demoIds(page) : {};
    if (opener) await seedSession(page, await sessionFor(page, opener));
    const violations = await watchPolicy(page);
    for (const route of pages) {
      const path = concrete(route.path, ids);
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy'], path).toContain("default-src 'self'");
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status', { name: /loading/i }), path).toHaveCount(0);
    }
    expect(violations).toEqual([]);
  });
}

test('what loads on demand breaks no rule either: a toast, a tooltip, the help chat', async ({ page }) => {
  const violations = await watchPolicy(page);
  // An expired stored session raises a toast as the app loads (react-toastify comes with it).
  const expired = await sessionFor(page, users.seeker);
  expired.state.expires_at = 1;
  await seedSession(page, expired);
  await page.goto('/');
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  await page.getByRole('button', { name: 'Help chat', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Help chat', exact: true }).getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const staff = await page.context().newPage();
  const staffViolations = await watchPolicy(staff);
  await seedSession(staff, await sessionFor(staff, users.manager));
  await staff.goto('/dashboard');
  await staff
    .getByRole('navigation', { name: /side bar/i })
    .getByRole('link', { name: 'Jobs', exact: true })
    .hover();
  await expect(staff.getByRole('tooltip', { name: 'Jobs' })).toBeVisible();
  expect([...violations, ...staffViolations]).toEqual([]);
});
