import { expect, test } from '@playwright/test';
import { at, latestMail, linkTo, PASSWORD, uniqueEmail, users } from '../../fixtures';

const NEW_PASSWORD = 'fresh-Secret-42x';

async function fillSignup(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel(/first name/i).fill('Ada');
  await page.getByLabel(/last name/i).fill('Lovelace');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  const passwords = page.locator('input[type="password"]');
  await passwords.first().fill(PASSWORD);
  if ((await passwords.count()) > 1) await passwords.nth(1).fill(PASSWORD);
  const terms = page.getByRole('checkbox');
  if (await terms.count()) await terms.first().check();
  await page.getByRole('button', { name: /^(sign ?up|register|create account)$/i }).click();
}

test.describe('registration', () => {
  test('/signup offers candidate and employer sign-up', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('radio', { name: /employer/i }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/employer$/);
    await page.goto('/signup');
    await page.getByRole('radio', { name: /job seeker/i }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/candidate$/);
  });

  test('a candidate sees the server message, then goes to / after 5 s, signed in', async ({ page }) => {
    const email = uniqueEmail('candidate');
    await page.goto('/signup/candidate');
    const started = Date.now();
    const responsePromise = page.waitForResponse('**/api/v1/register');
    await fillSignup(page, email);
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/candidate$/);
    await expect(page).toHaveURL(at('/$'), { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    const verify = await latestMail(email);
    expect(verify.links.some((l) => l.includes('/verifyEmail'))).toBe(true);
  });

  test('a taken email shows the first data.email message', async ({ page }) => {
    await page.goto('/signup/candidate');
    const responsePromise = page.waitForResponse('**/api/v1/register');
    await fillSignup(page, users.seeker);
    const response = await responsePromise;
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { data: { email: string[] } };
    await expect(page.getByText(body.data.email[0] ?? '').first()).toBeVisible();
  });

  test('an employer registers and waits for approval: no sign-in until approved', async ({ page }) => {
    const email = uniqueEmail('employer');
    await page.goto('/signup/employer');
    await page.getByLabel('Organisation name').fill(`Employer ${email}`);
    const responsePromise = page.waitForResponse('**/api/v1/register');
    await fillSignup(page, email);
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    // The organisation waits on its status page (issue 11 §2).
    await expect(page).toHaveURL(/\/approval\?token=/);
    await expect(page.getByText(/is waiting for approval/)).toBeVisible();
    const token = await page.request.post('/api/v1/token', { data: { username: email, password: PASSWORD } });
    expect(token.status()).toBe(401);
  });
});

test.describe('password reset by email', () => {
  test('forgot password -> outbox link -> new password -> sign in with it', async ({ page }) => {
    const email = uniqueEmail('reset');
    const reg = await page.request.post('/api/v1/register', {
      multipart: { email, password: PASSWORD, first_name: 'Grace', last_name: 'Hopper', user_type: 'candidate' },
    });
    expect(reg.status()).toBe(201);

    await page.goto('/forgotPassword');
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(email);
    await page.getByRole('button', { name: /send|reset|submit/i }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasNotText: /^$/ }).first()).toBeVisible();

    const mail = await latestMail(email, /password/i);
    await page.goto(linkTo(mail, '/confirmPasswordReset'));
    const fields = page.locator('input[type="password"]');
    await fields.first().fill(NEW_PASSWORD);
    if ((await fields.count()) > 1) await fields.nth(1).fill(NEW_PASSWORD);
    await page
      .getByRole('main')
      .getByRole('button', { name: /save|reset|set|submit|change/i })
      .click();
    await expect(page).toHaveURL(/\/passwordResetDone$/);

    // the link is single-use
    const reuse = await page.request.post('/api/v1/password/reset/confirm', {
      data: {
        token: new URL(mail.links.find((l) => l.includes('/confirmPasswordReset')) ?? '', 'http://x').searchParams.get('token'),
        password: 'other-Secret-77y',
      },
    });
    expect(reuse.status()).toBe(400);

    await page.goto('/login');
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(email);
    await page.locator('input[type="password"]').first().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('the reset request answers the same for an unknown address', async ({ page }) => {
    const known = await page.request.post('/api/v1/password/reset', { data: { email: users.member } });
    const unknown = await page.request.post('/api/v1/password/reset', { data: { email: 'nobody@demo.test' } });
    expect(unknown.status()).toBe(known.status());
    expect(await unknown.json()).toEqual(await known.json());
  });
});

test.describe('email verification', () => {
  test('the link in the verification mail verifies the address', async ({ page }) => {
    const email = uniqueEmail('verify');
    const reg = await page.request.post('/api/v1/register', {
      multipart: { email, password: PASSWORD, first_name: 'Alan', last_name: 'Turing', user_type: 'candidate' },
    });
    expect(reg.status()).toBe(201);
    const access = ((await reg.json()) as { data: { access_token: string } }).data.access_token;
    const before = await page.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${access}` } });
    expect(((await before.json()) as { email_verified: boolean }).email_verified).toBe(false);

    const mail = await latestMail(email);
    await page.goto(linkTo(mail, '/verifyEmail'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => {
        const after = await page.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${access}` } });
        return ((await after.json()) as { email_verified: boolean }).email_verified;
      })
      .toBe(true);
  });

  test('/verifyEmail without a valid token tells so', async ({ page }) => {
    await page.goto('/verifyEmail?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: /not valid|invalid|expired/i })
        .first(),
    ).toBeVisible();
  });
});
