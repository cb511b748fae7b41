// Teams (issue 11 §3): a hiring manager invites a member from /hiringTeam, the member opens the mailed
// link, sets a password on /setpasswordpartner and lands signed in; deactivating a member ends their
// session in the browser they use; /setpassword changes one's own password. axe finds nothing on each page.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, latestMail, linkTo, onOrigin, sessionFor, signInViaApi, uniqueEmail, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const NEW_PASSWORD = 'Fresh-Team-Pass-42';

/** A new hiring member of Northstar Logistics, invited and accepted through the API; returns their email. */
async function newMember(page: Page, first: string): Promise<string> {
  const email = uniqueEmail(first.toLowerCase());
  const manager = await sessionFor(page, users.manager);
  const token = manager.state.userToken as string;
  const invite = onOrigin(undefined, '/api/v1/teams/hiring/invitations', { authorization: `Bearer ${token}` });
  const res = await page.request.post(invite.url, {
    headers: invite.headers,
    data: { email, first_name: first, last_name: 'Tester', role_id: 4 },
  });
  expect(res.status()).toBe(201);
  const link = linkTo(await latestMail(email), '/setpasswordpartner');
  const accept = await page.request.post('/api/v1/invitation/accept', {
    data: { token: new URL(link, 'http://localhost').searchParams.get('token'), password: NEW_PASSWORD },
  });
  expect(accept.status()).toBe(200);
  return email;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a hiring manager invites a member, who sets a password from the mail and lands signed in', async ({ page, browser }) => {
  const email = uniqueEmail('invited');
  await signInViaApi(page, users.manager);
  await page.goto('/hiringTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring team' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Mel Member');
  await expect(page.getByRole('table', { name: 'Members' })).not.toContainText('Lena Ledger');
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Hiring team member' });
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('table', { name: 'Open invitations' })).toContainText(email);
  await expect(page.getByRole('button', { name: 'Revoke the invitation to Ines Invited' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invited person, in another browser, opens the link of the mail.
  const mail = await latestMail(email);
  const invited = await freshPage(browser);
  await invited.goto(linkTo(mail, '/setpasswordpartner'));
  await expect(invited.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible();
  await expect(invited.getByText('Hello Ines, you are invited to join Northstar Logistics as Hiring team member.')).toBeVisible();
  await expectNoAxeViolations(invited);
  await invited.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await invited.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Set my password and sign in' }).click();
  await expect(invited).toHaveURL(at('/(dashboard|homepage)'));

  // The link works once; the member now signs in with the password.
  await invited.goto(linkTo(mail, '/setpasswordpartner'));
  await expect(invited.getByRole('alert')).toHaveText('This invitation has already been used. Sign in with your password.');
  const signIn = await invited.request.post('/api/v1/token', { data: { username: email, password: NEW_PASSWORD } });
  expect(signIn.status()).toBe(200);

  // The manager's list now has the member.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Ines Invited');
  await invited.context().close();
});

test('deactivating a member ends the session in the browser they use', async ({ page, browser }) => {
  const email = await newMember(page, 'Dana');
  const member = await freshPage(browser);
  await signInViaApi(member, email, NEW_PASSWORD);
  await member.goto('/jobs');
  await expect(member.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  await signInViaApi(page, users.manager);
  await page.goto('/hiringTeam');
  await page.getByRole('button', { name: 'Deactivate Dana Tester' }).click();
  await expect(page.getByRole('row', { name: /Dana Tester/ })).toContainText('Deactivated');
  await expect(page.getByRole('button', { name: 'Reactivate Dana Tester' })).toBeVisible();

  // The member's next step finds the session ended and goes to sign in.
  await member.goto('/jobs');
  await expect(member).toHaveURL(at('/login'));
  const again = await member.request.post('/api/v1/token', { data: { username: email, password: NEW_PASSWORD } });
  expect(again.status()).toBe(401);
  await member.context().close();
});

test('/setpassword changes one’s own password and signs out the other sessions', async ({ page, browser }) => {
  const email = await newMember(page, 'Pia');
  const other = await freshPage(browser);
  await signInViaApi(other, email, NEW_PASSWORD);
  await signInViaApi(page, email, NEW_PASSWORD);
  await page.goto('/setpassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill('not-the-password-1');
  await page.getByLabel('New password', { exact: true }).fill('Changed-Pass-2026');
  await page.getByLabel('Repeat the new password').fill('Changed-Pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

  await page.getByLabel('Current password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('main').getByText('Your password has been changed. Your other sessions have been signed out.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // This session stays; the other browser is signed out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/dashboard'));
  await other.goto('/dashboard');
  await expect(other).toHaveURL(at('/login'));
  const signIn = await page.request.post('/api/v1/token', { data: { username: email, password: 'Changed-Pass-2026' } });
  expect(signIn.status()).toBe(200);
  await other.context().close();
});
