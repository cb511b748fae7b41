// Feedback answered (issue 4): a signed-in job seeker sends career-connector feedback, a concierge
// answers it from the console's feedback page with the keyboard (axe on the open Answer dialog), and the
// seeker's bell shows the new notification with the answer. A job seeker of the demo data that no other
// test signs in as, so the unread count is this test's alone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

const SEEKER = 'mei.chen@demo.test';

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function unreadFromBell(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  const m = /^Notifications, (\d+) unread$/.exec(name);
  return m ? Number(m[1]) : 0;
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 10) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error('never reached the element with Tab');
}

test.describe.configure({ timeout: 120_000 });

test('a seeker’s career feedback is answered in the console and the answer reaches their bell', async ({ browser, baseURL }) => {
  const question = `Interview tips ${Date.now() % 1_000_000}?`;
  const reply = 'Yes: open the help chat and we will set a time.';

  // The job seeker sends career-connector feedback from the help menu.
  const seekerContext = await browser.newContext({ baseURL });
  const seeker = await seekerContext.newPage();
  await signInViaApi(seeker, SEEKER);
  await seeker.goto('/application');
  const bell = bellOf(seeker);
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', /^Notifications/);
  const before = await unreadFromBell(bell);
  await seeker.getByRole('banner').getByRole('button', { name: /help/i }).click();
  await seeker.getByRole('button', { name: 'Career-connector feedback' }).click();
  const careerDialog = seeker.getByRole('dialog', { name: 'Career-connector feedback' });
  await careerDialog.getByLabel('Type of feedback').selectOption({ label: 'Questions' });
  await careerDialog.getByLabel('Description').fill(question);
  await careerDialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(careerDialog.getByRole('status')).toHaveText('Thank you. Your feedback was sent to the career connector.');
  await careerDialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A concierge answers it from the console, with the keyboard.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInViaApi(staff, users.concierge);
  await staff.goto('/feedback?type=Questions');
  const row = staff.getByRole('table', { name: 'Career-connector feedback' }).getByRole('row').filter({ hasText: question });
  await expect(row).toContainText('Mei Chen');
  const answerButton = row.getByRole('button', { name: /^Answer the feedback of Mei Chen/ });
  await answerButton.focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Answer feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByText('Mei Chen gets it as a notification on the site.', { exact: false })).toBeVisible();
  const box = dialog.getByLabel('Your answer');
  await expect(box).toBeFocused();
  await expectNoAxeViolations(staff);

  // Escape closes without sending and gives focus back to the button.
  await staff.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(answerButton).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await staff.keyboard.type(reply);
  await tabTo(staff, dialog.getByRole('button', { name: 'Send answer' }), 3);
  await staff.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const cell = row.getByRole('cell').filter({ hasText: reply });
  await expect(cell).toContainText('Answered by Connie Concierge');
  await expect(cell).toContainText('Sent as a notification.');
  await expect(cell).toBeFocused();
  await expect(row.getByRole('button', { name: /^Answer the feedback/ })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await staffContext.close();

  // The seeker's bell: one more unread, and the notification says what was answered.
  await seeker.reload();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 20_000 });
  await bell.click();
  const panel = seeker.getByRole('dialog', { name: 'Notifications' });
  const newest = panel.getByRole('listitem').first();
  await expect(newest).toContainText(`Our team answered your feedback “${question}”: ${reply}`);
  await expect(newest).toContainText('New');
  await seekerContext.close();
});
