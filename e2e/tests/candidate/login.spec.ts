import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, readStoredSession, users } from '../../fixtures';

async function fillLogin(page: Page, email: string, password: string) {
  await page
    .getByLabel(/e-?mail|courriel|correo/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password|mot de passe|contrase/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(log ?in|sign ?in|se connecter|connexion|iniciar sesi[oó]n|acceder)$/i }).click();
}

test.describe('sign-in form', () => {
  test('a bad password shows the first non_field_errors message', async ({ page }) => {
    const api = await page.request.post('/api/v1/token', { data: { username: users.member, password: 'wrong-Password-9' } });
    expect(api.status()).toBe(400);
    const message = ((await api.json()) as { non_field_errors: string[] }).non_field_errors[0] ?? '';
    expect(message).not.toBe('');

    await page.goto('/login');
    await fillLogin(page, users.member, 'another-Wrong-8');
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await readStoredSession(page))?.state.userToken ?? null).toBeNull();
  });

  test('an employer awaiting approval sees the 401 detail', async ({ page }) => {
    const api = await page.request.post('/api/v1/token', { data: { username: users.pending, password: PASSWORD } });
    expect(api.status()).toBe(401);
    const { detail } = (await api.json()) as { detail: string };

    await page.goto('/login');
    await fillLogin(page, users.pending, PASSWORD);
    await expect(page.getByText(detail).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('staff land on /homepage, their work for today (DECISIONS 3), and the session is stored', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, users.manager, PASSWORD);
    await expect(page).toHaveURL(/\/homepage$/);
    const stored = await readStoredSession(page);
    expect(typeof stored?.state.userToken).toBe('string');
    const token = String(stored?.state.userToken);
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp as number;
    expect(stored?.state.expires_at).toBe(exp - 600);
  });

  test('a job seeker lands on /search', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, users.seeker, PASSWORD);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('/old_login signs in too', async ({ page }) => {
    await page.goto('/old_login');
    await fillLogin(page, users.seeker, PASSWORD);
    await expect(page).toHaveURL(/\/search$/);
  });

  test('keyboard only: tab to the fields, type, press Enter', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel(/e-?mail/i).first();
    const password = page.getByLabel(/password/i).first();
    for (let i = 0; i < 40 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(users.seeker);
    for (let i = 0; i < 5 && !(await password.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(password).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('focus is visible on the sign-in button when tabbed to', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: /^(log ?in|sign ?in)$/i });
    await button.focus();
    const outline = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`;
    });
    expect(outline).not.toMatch(/^none 0px none$/);
  });
});
