// Issue 15 (DECISIONS 30): user id 1 views as a job seeker from /getUsers, sees the banner on every page,
// is refused a password change and a message send (the page says why), ends the view and is back in their
// own session; the audit log shows each request of the view with both user ids; the job seeker's settings
// say their account was viewed. /getUsers and a page with the banner are checked by axe in en, fr and esp.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AXE_SCRIPT_PATH, at, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';
import { applyAs, bearer, makeJob, makeSeeker, tokenOf } from './hiring-data';

test.describe.configure({ timeout: 120_000 });

async function pageOf(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  await context.addInitScript({ path: AXE_SCRIPT_PATH });
  return context.newPage();
}

interface AuditEntry {
  action: string;
  admin_id: number | null;
  user_id: number | null;
  operation_id: string | null;
  status: number | null;
}

test('user id 1 views as a job seeker, is refused a password change and a message, ends the view; all audited', async ({
  browser,
  request,
}) => {
  const manager = await tokenOf(request, users.manager);
  const job = await makeJob(request, manager, `Viewed Coordinator ${Date.now()}`);
  const seeker = await makeSeeker(request, 'Vida', { headline: 'Clerk', skills: ['Excel'] });
  const applicationId = await applyAs(request, seeker, job.id);

  const admin = await pageOf(browser);
  await signInViaApi(admin, users.admin);
  await admin.goto('/homepage');
  await admin
    .getByRole('banner')
    .getByRole('button', { name: /account menu/i })
    .click();
  await admin.getByRole('link', { name: 'Impersonate' }).click();
  await expect(admin).toHaveURL(at('/getUsers$'));
  await expect(admin.getByRole('heading', { level: 1, name: 'View as a user' })).toBeVisible();
  await admin.getByLabel('Name or email').fill(seeker.email);
  await admin.getByLabel('Role').selectOption('job_seeker');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: '1 user' })).toBeVisible();
  await expectNoAxeViolations(admin);
  // Keyboard alone: focus the row's button and press Enter.
  await admin.getByRole('button', { name: `View as ${seeker.name}` }).focus();
  await admin.keyboard.press('Enter');

  // The job seeker's first page, with the banner.
  await expect(admin).toHaveURL(at('/search'));
  const banner = admin.getByRole('region', { name: /You are viewing as/ });
  await expect(banner).toContainText(`You are viewing as ${seeker.name}.`);
  await expect(banner).toContainText('View by');
  await expectNoAxeViolations(admin);

  // A password change is refused by the server, and the page says so.
  await admin.goto('/setpassword');
  await expect(banner).toBeVisible();
  await admin.getByLabel('Current password').fill('Correct-Horse-42');
  await admin.getByLabel('New password', { exact: true }).fill('Changed-Pass-2026');
  await admin.getByLabel('Repeat the new password').fill('Changed-Pass-2026');
  await admin.getByRole('button', { name: 'Change password' }).click();
  await expect(admin.getByText('their password, email and sign-in settings cannot be changed').first()).toBeVisible();

  // So is a message in their name.
  await admin.goto(`/inbox_messages?application=${applicationId}`);
  await expect(banner).toBeVisible();
  await admin.getByLabel('Your message').fill('Sent by someone else');
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByText('nothing can be sent or decided in their name').first()).toBeVisible();
  await expectNoAxeViolations(admin);

  // "End": back to the administrator's own session, on /getUsers, without the banner.
  await admin.getByRole('button', { name: `End the view as ${seeker.name}` }).click();
  await expect(admin).toHaveURL(at('/getUsers$'));
  await expect(admin.getByRole('heading', { level: 1, name: 'View as a user' })).toBeVisible();
  await expect(admin.getByRole('region', { name: /You are viewing as/ })).toHaveCount(0);

  // The audit log holds the start, each request of the view with both user ids, and the end.
  const adminToken = await tokenOf(request, users.admin);
  const res = await request.get(`/api/v1/impersonation/audit?user_id=${seeker.userId}&page_size=100`, { headers: bearer(adminToken) });
  expect(res.status()).toBe(200);
  const entries = ((await res.json()) as { results: AuditEntry[] }).results;
  expect(entries.map((e) => e.action)).toEqual(
    expect.arrayContaining(['impersonation.start', 'impersonation.request', 'impersonation.end']),
  );
  const requests = entries.filter((e) => e.action === 'impersonation.request');
  expect(requests.every((e) => e.admin_id === 1 && e.user_id === seeker.userId)).toBe(true);
  expect(requests.map((e) => [e.operation_id, e.status])).toEqual(
    expect.arrayContaining([
      ['getSessionUser', 200],
      ['changePassword', 403],
      ['sendMessage', 403],
      ['endImpersonation', 200],
    ]),
  );

  // The job seeker sees that their account was viewed.
  const person = await pageOf(browser);
  await signInViaApi(person, seeker.email, 'Correct-Horse-42');
  await person.goto('/setting');
  const views = person.getByRole('region', { name: 'Views of your account' });
  await expect(views).toContainText('Your account was viewed by');
  await expectNoAxeViolations(person);
  await admin.context().close();
  await person.context().close();
});

for (const { locale, title, viewing } of [
  { locale: 'en-US', title: 'View as a user', viewing: /You are viewing as/ },
  { locale: 'fr-FR', title: 'Voir en tant qu’utilisateur', viewing: /Vous voyez le site en tant que/ },
  { locale: 'es-ES', title: 'Ver como un usuario', viewing: /Está viendo el sitio como/ },
]) {
  test(`/getUsers and the banner have no WCAG 2.2 AA violations in ${locale}, at phone width too`, async ({ browser, request }) => {
    const seeker = await makeSeeker(request, 'Lumi', { headline: 'Clerk', skills: ['Excel'] });
    const admin = await pageOf(browser, locale);
    await signInViaApi(admin, users.admin);
    await admin.goto('/getUsers');
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole('searchbox').fill(seeker.email);
    await admin.getByRole('searchbox').press('Enter');
    await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
    await admin.getByRole('table').getByRole('button').click();
    await expect(admin).toHaveURL(at('/search'));
    const banner = admin.getByRole('region', { name: viewing });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 375, height: 740 });
    await expect(banner).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(admin);
    await banner.getByRole('button').click();
    await expect(admin).toHaveURL(at('/getUsers$'));
    await admin.context().close();
  });
}
