// Organisations' sign-ups and approval (issue 11 §2): sign-up → review link → first sign-in; rejection
// with the reason and the concierge's contacts shown to the applicant; suspension (sign-in refused) and
// restore. Every page is checked with axe.
import { expect, test, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, latestMail, linkTo, ORIGIN, PASSWORD, signInViaApi, uniqueEmail, users } from '../../fixtures';

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;
}

/** Signs an organisation up through the API (the form itself is walked in the first test). */
async function signUpOrganisation(page: Page, email: string, name: string, userType: string) {
  const res = await page.request.post('/api/v1/register', {
    multipart: { email, password: PASSWORD, first_name: 'Olu', last_name: 'Owner', user_type: userType, organisation_name: name },
  });
  expect(res.status()).toBe(201);
}

async function signInForm(page: Page, email: string) {
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
}

/** Opens an organisation from the approvals queue, found by name under the given status. */
async function openInQueue(page: Page, path: string, name: string, status: string) {
  await page.goto(path);
  await page.getByLabel('Status').selectOption({ label: status });
  await page.getByLabel('Name or email').fill(name);
  await page.getByRole('button', { name: 'Show organisations' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
}

test.describe('organisation sign-up and approval', () => {
  // Each test walks several pages, each checked with axe.
  test.slow();
  test('a skilling partner signs up, waits, is approved from the review link, then signs in', async ({ page }) => {
    const email = uniqueEmail('skilling');
    const name = uniqueName('Bright Skills');
    await page.goto('/signup');
    await page.getByRole('radio', { name: /skilling partner/i }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/skilling$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Organisation name').fill(name);
    await page.getByLabel('Website (optional)').fill('https://bright.example.test');
    await page.getByLabel(/first name/i).fill('Bea');
    await page.getByLabel(/last name/i).fill('Bright');
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(email);
    await page.locator('input[type="password"]').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/approval\?token=/);
    await expect(page.getByText(`${name} signed up as Skilling partner and is waiting for approval.`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await latestMail(email, /confirm/i)).links.some((l) => l.includes('/verifyEmail'))).toBe(true);

    // Waiting: signing in says why, not a generic error.
    await signInForm(page, email);
    await expect(
      page.getByText('Your organisation’s sign-up is awaiting approval. You can sign in once the program approves it.'),
    ).toBeVisible();

    // The concierge opens the review link from the new-sign-up email and approves it there.
    const review = await latestMail(users.concierge, new RegExp(name));
    await page.goto(linkTo(review, '/approval1'));
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText('https://bright.example.test')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(page).toHaveURL(/\/approve\?token=/);
    await expect(page.getByText(`${name} is approved. Its people can sign in now, and we emailed them.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The link served once: opening it again says so.
    await page.goto(linkTo(review, '/approval1'));
    await expect(page.getByText('This link was already used to decide.')).toBeVisible();

    await signInForm(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    expect((await latestMail(email, /approved/)).links.some((l) => new URL(l).pathname === '/login')).toBe(true);
  });

  test('the admin rejects a sign-up with a reason; the applicant reads it with the concierge’s contacts', async ({ page, browser }) => {
    const email = uniqueEmail('rejected');
    const name = uniqueName('Shady Hires');
    await signUpOrganisation(page, email, name, 'employer');

    await signInViaApi(page, users.admin);
    await openInQueue(page, '/approvals', name, 'Waiting for approval');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Reject ${name}` }).click();
    await expect(page.getByText('Give a reason: the organisation’s people read it.')).toBeVisible();
    await page.getByLabel('Reason for the rejection').fill('We could not confirm your company registration.');
    await page.getByRole('button', { name: `Reject ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was rejected.` })).toBeVisible();

    const applicant = await (await browser.newContext({ baseURL: ORIGIN, locale: 'en-US' })).newPage();
    const mail = await latestMail(email, /not approved/);
    await applicant.goto(linkTo(mail, '/rejected'));
    await expect(applicant.getByText(`${name} was not approved.`)).toBeVisible();
    await expect(applicant.getByText('We could not confirm your company registration.')).toBeVisible();
    await expect(applicant.getByRole('link', { name: '+1 404 555 0100' })).toBeVisible();
    await expect(applicant.getByRole('link', { name: /@/ })).toBeVisible();
    await expectNoAxeViolations(applicant);
    await signInForm(applicant, email);
    await expect(applicant.getByText(/Your organisation’s sign-up was not approved\./)).toBeVisible();
    await applicant.close();
  });

  test('a program manager suspends an organisation (sign-in refused), then restores it', async ({ page, browser }) => {
    const email = uniqueEmail('suspended');
    const name = uniqueName('Paused Partners');
    await signUpOrganisation(page, email, name, 'corporate_partner');
    const admin = await page.request.post('/api/v1/token', { data: { username: users.admin, password: PASSWORD } });
    const { access } = (await admin.json()) as { access: string };
    const list = await page.request.get(`/api/v1/approvals?q=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const id = ((await list.json()) as { results: { id: number }[] }).results[0]?.id;
    const approved = await page.request.post(`/api/v1/approvals/${id}/decision`, {
      data: { decision: 'approve' },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(approved.status()).toBe(200);

    await signInViaApi(page, users.programs);
    await openInQueue(page, '/newApprovals', name, 'Approved');
    await expectNoAxeViolations(page);
    await page.getByLabel('Reason for the suspension').fill('The program fee is unpaid.');
    await page.getByRole('button', { name: `Suspend ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is suspended.` })).toBeVisible();

    const applicant = await (await browser.newContext({ baseURL: ORIGIN, locale: 'en-US' })).newPage();
    await signInForm(applicant, email);
    await expect(applicant.getByText('Your organisation’s access is suspended. Please contact the program’s concierge.')).toBeVisible();
    await expect(applicant).toHaveURL(at('/login'));

    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is restored.` })).toBeVisible();
    await signInForm(applicant, email);
    await expect(applicant).not.toHaveURL(/\/login/);
    await applicant.close();
  });
});
