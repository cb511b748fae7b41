// The floating feedback widget (guest and signed-in), the career-connector modal (help menu and side
// bar), and the staff feedback page: what users send shows up for the admin. Axe on each, en and fr,
// and the widget by keyboard alone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, sessionFor, signInViaApi, users } from '../../fixtures';

const launcher = (page: Page) => page.getByRole('button', { name: 'Feedback', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'How would you rate your user experience?' });
const careerDialog = (page: Page) => page.getByRole('dialog', { name: 'Career-connector feedback' });
const marker = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Presses Tab until `target` has focus (a keyboard user's way there); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error('never reached the element with Tab');
}

async function sendAsGuest(page: Page, text: string, email: string) {
  await page.goto('/');
  await launcher(page).click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  const sendButton = dialog.getByRole('button', { name: 'Send', exact: true });
  await expect(sendButton).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Dislike', exact: true }).check();
  await dialog.getByLabel('Tell us about your experience (optional)').fill(text);
  const emailBox = dialog.getByLabel('Your email');
  await emailBox.fill('not an email');
  await emailBox.blur();
  await expect(dialog.getByText('Please enter a valid email!')).toBeVisible();
  await expect(sendButton).toBeDisabled();
  await emailBox.fill(email);
  await expect(dialog.getByText('Please enter a valid email!')).toHaveCount(0);
  await expect(sendButton).toBeEnabled();
  await sendButton.click();
  await expect(dialog.getByText('Thank you for sharing your feedback with us')).toBeVisible();
  await page.mouse.move(0, 0);
  // Closes by itself after 2.5 s.
  await expect(dialog).toHaveCount(0);
}

// Several browser contexts per test on a small machine: give the slow first loads room.
test.describe.configure({ timeout: 90_000 });

test.describe('feedback widget', () => {
  test('a guest sends feedback with an email, a signed-in seeker without; the admin reads both', async ({ browser, baseURL }) => {
    const guestText = marker('Guest says the filters reset');
    const seekerText = marker('Seeker likes the steps');

    const guest = await browser.newContext({ baseURL });
    const guestPage = await guest.newPage();
    await sendAsGuest(guestPage, guestText, 'jo.guest+e2e@example.org');
    await guest.close();

    const seeker = await browser.newContext({ baseURL });
    const seekerPage = await seeker.newPage();
    await signInViaApi(seekerPage, users.seeker);
    await seekerPage.goto('/application');
    await launcher(seekerPage).click();
    const dialog = panel(seekerPage);
    await dialog.getByRole('radio', { name: 'Like', exact: true }).check();
    await expect(dialog.getByLabel('Your email')).toHaveCount(0);
    await dialog.getByLabel('Tell us about your experience (optional)').fill(seekerText);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Thank you for sharing your feedback with us')).toBeVisible();
    await seeker.close();

    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await signInViaApi(adminPage, users.admin);
    await adminPage.goto('/feedback');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const ratings = adminPage.getByRole('table', { name: 'Experience ratings' });
    const guestRow = ratings.getByRole('row').filter({ hasText: guestText });
    await expect(guestRow).toContainText('Dislike');
    await expect(guestRow).toContainText('jo.guest+e2e@example.org (guest)');
    await expect(guestRow).toContainText('/');
    const seekerRow = ratings.getByRole('row').filter({ hasText: seekerText });
    await expect(seekerRow).toContainText('Like');
    await expect(seekerRow).toContainText('Sam Seeker');
    await expect(seekerRow).toContainText('/application');
    // The rating filter narrows the list.
    await adminPage.getByLabel('Rating', { exact: true }).selectOption({ label: 'Like' });
    await expect(adminPage).toHaveURL(/rating=1/);
    await expect(ratings.getByRole('row').filter({ hasText: seekerText })).toHaveCount(1);
    await expect(ratings.getByRole('row').filter({ hasText: guestText })).toHaveCount(0);
    await admin.close();
  });

  test('the Feedback button gives way to an up-arrow after a while, which brings it back', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    await page.mouse.move(600, 10);
    const up = page.getByRole('button', { name: 'Show the Feedback button' });
    await expect(up).toBeVisible({ timeout: 12_000 });
    await expect(launcher(page)).toHaveCount(0);
    await up.click();
    await expect(launcher(page)).toBeFocused();
  });

  test('outside click and the close button close the panel', async ({ page }) => {
    await page.goto('/');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(panel(page)).toHaveCount(0);
    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'Close feedback' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, launcher(page));
    await page.keyboard.press('Enter');
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    const dislike = dialog.getByRole('radio', { name: 'Dislike', exact: true });
    await expect(dislike).toBeFocused();
    // Arrow keys move through the ratings and choose.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Neutral', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Tell us about your experience (optional)')).toBeFocused();
    await page.keyboard.type('Typed with the keyboard only.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Your email')).toBeFocused();
    await page.keyboard.type('keys.only@example.com');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeFocused();
    // Escape closes and puts focus back on the Feedback button; the draft is kept.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: 'Neutral', exact: true })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Send', exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Thank you for sharing your feedback with us')).toBeVisible();
    await expect(launcher(page)).toBeFocused();
  });

  test('the 150-character limit turns the hint to its limit state', async ({ page }) => {
    await page.goto('/');
    await launcher(page).click();
    const dialog = panel(page);
    await dialog.getByRole('radio', { name: 'Like', exact: true }).check();
    const box = dialog.getByLabel('Tell us about your experience (optional)');
    await box.fill('x'.repeat(160));
    await expect(box).toHaveValue('x'.repeat(150));
    const hint = dialog.getByText('Maximum number of allowed characters are 150').first();
    await expect(hint).toHaveAttribute('data-limit', 'reached');
    const colour = await hint.evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe('rgb(176, 0, 32)');
  });
});

test.describe('career-connector feedback', () => {
  test('a job seeker opens it from the help menu; missing fields are refused, then it is sent', async ({ page }) => {
    await signInViaApi(page, users.seeker);
    await page.goto('/application');
    const help = page.getByRole('banner').getByRole('button', { name: /help/i });
    await help.click();
    await page.getByRole('button', { name: 'Career-connector feedback' }).click();
    const dialog = careerDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Type of feedback')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Choose a type of feedback.', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Write a description.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please choose a type of feedback and write a description.').first()).toBeVisible();
    const text = marker('Can I get interview tips');
    await dialog.getByLabel('Type of feedback').selectOption({ label: 'Questions' });
    await dialog.getByLabel('Description').fill(text);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Your feedback was sent to the career connector.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(help).toBeFocused();

    const admin = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const adminPage = await admin.newPage();
    await signInViaApi(adminPage, users.admin);
    await adminPage.goto('/feedback?type=Questions');
    const row = adminPage.getByRole('table', { name: 'Career-connector feedback' }).getByRole('row').filter({ hasText: text });
    await expect(row).toContainText('Questions');
    await expect(row).toContainText('Sam Seeker');
    await admin.close();
  });

  test("staff open it as the side bar's second modal", async ({ page }) => {
    await signInViaApi(page, users.programs);
    await page.goto('/dashboard');
    const sideBar = page.getByRole('navigation', { name: /side bar/i });
    await sideBar.getByRole('button', { name: 'Career-connector feedback' }).click();
    const dialog = careerDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Type of feedback').selectOption({ label: 'Suggestions' });
    await dialog.getByLabel('Description').fill(marker('Add the partner list'));
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Your feedback was sent to the career connector.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('staff feedback page', () => {
  test('is for admin, concierge and program manager only', async ({ browser, baseURL }) => {
    for (const who of [users.concierge, users.programs]) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signInViaApi(page, who);
      await page.goto('/feedback');
      await expect(page.getByRole('table', { name: 'Experience ratings' })).toBeVisible({ timeout: 20_000 });
      await context.close();
    }
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInViaApi(page, users.manager);
    await page.goto('/feedback');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await context.close();
  });

  test('pages by page number', async ({ page }) => {
    // Seven demo ratings and five more from the seeker: more than one page of ten.
    const seeker = await sessionFor(page, users.seeker);
    for (let i = 0; i < 5; i += 1) {
      const res = await page.request.post('/api/v1/nsat_feedback', {
        multipart: { rating: '0', feed: marker('Paging filler'), page: '/searchJobs' },
        headers: { authorization: `Bearer ${String(seeker.state.userToken)}` },
      });
      expect(res.status()).toBe(201);
    }
    await signInViaApi(page, users.admin);
    await page.goto('/feedback');
    const pager = page.getByRole('navigation', { name: 'Pages of Experience ratings' });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await pager.getByRole('button', { name: /Next page/ }).click();
    await expect(page).toHaveURL(/ratings_page=2/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`axe (${locale})`, () => {
    test.use({ locale });

    test('the open widget (guest, with the email box) has no violations', async ({ page }) => {
      await page.goto('/');
      await page.locator('.fb-launcher').click();
      const dialog = page.getByRole('dialog').filter({ has: page.locator('.fb-ratings') });
      await expect(dialog).toBeVisible();
      await dialog.locator('.fb-rating input').first().check();
      await expect(dialog.locator('input[type="email"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the career-connector modal has no violations', async ({ page }) => {
      await signInViaApi(page, users.admin);
      await page.goto('/dashboard');
      await page
        .locator('.ui-sidebar')
        .getByRole('button', { name: /^(Career-connector feedback|Avis pour le conseiller carrière)$/ })
        .click();
      const dialog = page.locator('dialog.cf-dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the staff feedback page has no violations', async ({ page }) => {
      await signInViaApi(page, users.admin);
      await page.goto('/feedback');
      await expect(page.locator('table.fbp-table').first()).toBeVisible();
      await expect(page.locator('table.fbp-table')).toHaveCount(2);
      await expectNoAxeViolations(page);
    });

    test('the Answer dialog, with its error, has no violations', async ({ page }) => {
      await signInViaApi(page, users.admin);
      await page.goto('/feedback');
      await page.locator('.fbp-answer-cell button').first().click();
      const dialog = page.locator('dialog.fbp-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('textarea')).toBeFocused();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
