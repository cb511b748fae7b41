// The helpdesk app (issue 4; SPEC §2 "/helpdesk and /helpdeskChat exist only for role 6", top bar
// "Messages", §4 "Chat", §7): two browsers each time. A guest, then a signed-in job seeker, chat live with
// the concierge (queue with unread count, typing both ways, replies, presence, close, reopen from the
// widget); the Messages badge (and its sound) follows a new message while the concierge is elsewhere;
// other roles are refused; axe finds nothing on /helpdesk and /helpdeskChat in English, French and Spanish.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  documentIsMarked,
  expectNoAxeViolations,
  markDocument,
  ORIGIN,
  PASSWORD,
  sessionFor,
  signInViaApi,
  uniqueEmail,
  users,
  type PersistedSession,
} from '../../fixtures';
import { freshSeeker } from '../candidate/seeker-helpers';

test.describe.configure({ timeout: 120_000 });

const marker = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const launcher = (page: Page) => page.getByRole('button', { name: 'Help chat', exact: true });
const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Help chat', exact: true });
/** A stored message (it has a seq once the server echoed it). */
const stored = (scope: Locator, text: string) =>
  scope.getByRole('list', { name: 'Messages' }).locator('[data-seq]').filter({ hasText: text });

async function openChat(page: Page): Promise<Locator> {
  await launcher(page).click();
  const dialog = chatPanel(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  return dialog;
}

/** A first-time guest opens the widget on the home page, gives an email and continues into a new chat. */
async function startGuestChat(page: Page, email: string): Promise<Locator> {
  await page.goto('/');
  const dialog = await openChat(page);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await dialog.getByRole('textbox', { name: 'Your email' }).fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Continue chat' }).click();
  return dialog;
}

async function sendFromWidget(dialog: Locator, text: string) {
  const box = dialog.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(stored(dialog, text)).toHaveCount(1);
}

async function replyFromDesk(pane: Locator, text: string) {
  const box = pane.getByRole('textbox', { name: 'Your reply' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(stored(pane, text)).toHaveCount(1);
}

/** The concierge in a browser of their own, signed in through the API. */
async function conciergeBrowser(
  browser: Browser,
  locale = 'en-US',
): Promise<{ page: Page; session: PersistedSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale });
  const page = await context.newPage();
  const session = await signInViaApi(page, users.concierge);
  return { page, session, close: () => context.close() };
}

const queueOf = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test.describe('helpdesk: live conversations', () => {
  test('a guest asks in the widget; the concierge sees it in the queue, answers live and closes it', async ({ page: guest, browser }) => {
    const desk = await conciergeBrowser(browser);
    try {
      await desk.page.goto('/helpdesk');
      await expect(desk.page.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
      await expect(queueOf(desk.page).or(desk.page.getByText(/^No conversations yet/))).toBeVisible();

      const email = uniqueEmail('guest.helpdesk');
      const question = marker('Where do I upload my résumé?');
      const dialog = await startGuestChat(guest, email);
      await sendFromWidget(dialog, question);

      // It appears in the open queue by itself, with its unread count.
      const item = queueOf(desk.page).getByRole('link').filter({ hasText: email });
      await expect(item).toContainText('1 unread');
      await expect(item).toContainText('Guest');
      await expect(item).toContainText(question);
      await item.click();
      await expect(desk.page).toHaveURL(/\/helpdeskChat\?session=\d+$/);
      const pane = desk.page.getByRole('article', { name: email });
      await expect(pane.getByRole('heading', { level: 2, name: email })).toBeFocused();
      await expect(stored(pane, question)).toHaveCount(1);
      // Read: the unread count is gone.
      await expect(item).not.toContainText('unread');

      // The guest types: the concierge sees it (typing is not stored, so wait for the desk's socket first).
      await expect(pane).toHaveAttribute('data-connection', 'open');
      await dialog.getByRole('textbox', { name: 'Your message' }).pressSequentially('Are you th', { delay: 120 });
      await expect(pane.getByText('User is typing...')).toBeVisible();

      // The concierge types, then answers: the guest sees both, and the helpdesk Online.
      const reply = pane.getByRole('textbox', { name: 'Your reply' });
      await reply.pressSequentially('Hello', { delay: 120 });
      await expect(dialog.getByText('Helpdesk is typing...')).toBeVisible();
      const answer = marker('Open your profile, then Résumé.');
      await replyFromDesk(pane, answer);
      await expect(stored(dialog, answer)).toHaveCount(1);
      await expect(dialog.getByText('Helpdesk is typing...')).toHaveCount(0);
      await expect(dialog.getByText(/^Helpdesk status: Online$/)).toBeVisible();

      // The concierge closes it: the chat has ended for the guest, with no input.
      await pane.getByRole('button', { name: 'Close conversation' }).click();
      await expect(dialog.getByText('This chat has ended', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
      await expect(dialog.getByText(/^Chat is closed, /)).toBeVisible();
      await expect(pane.getByText(/^Chat is closed, /)).toBeVisible();
      await expect(pane.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
      await expect(pane.getByRole('button', { name: 'Reopen conversation' })).toBeFocused();
      await expect(item).toContainText('Closed');
    } finally {
      await desk.close();
    }
  });

  test('a signed-in job seeker chats with the concierge, reopens the closed chat from the widget, and both go on', async ({
    page: seeker,
    browser,
  }) => {
    const desk = await conciergeBrowser(browser);
    try {
      // Its own job seeker: a signed-in user's untouched conversation is given back on the next start.
      await freshSeeker(seeker, 'Ines');
      await desk.page.goto('/helpdesk');
      await expect(desk.page.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();

      const question = marker('How do I withdraw an application?');
      await seeker.goto('/application');
      const dialog = await openChat(seeker);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await sendFromWidget(dialog, question);

      const item = queueOf(desk.page).getByRole('link').filter({ hasText: question });
      await expect(item).toContainText('Ines Tester');
      await expect(item).toContainText('Signed in');
      await expect(item).toContainText('1 unread');
      // Keyboard only: the queue item opens with Enter, focus moves to the conversation.
      await item.focus();
      await desk.page.keyboard.press('Enter');
      const pane = desk.page.getByRole('article', { name: 'Ines Tester' });
      await expect(pane.getByRole('heading', { level: 2, name: 'Ines Tester' })).toBeFocused();
      await expect(pane.getByText('Signed-in user', { exact: true })).toBeVisible();
      const reply = pane.getByRole('textbox', { name: 'Your reply' });
      for (let i = 0; i < 8 && !(await reply.evaluate((el) => el === document.activeElement)); i += 1)
        await desk.page.keyboard.press('Tab');
      await expect(reply).toBeFocused();
      const answer = marker('Open the application and choose Withdraw.');
      await desk.page.keyboard.type(answer);
      await desk.page.keyboard.press('Enter');
      await expect(stored(pane, answer)).toHaveCount(1);
      await expect(stored(dialog, answer)).toHaveCount(1);

      await pane.getByRole('button', { name: 'Close conversation' }).click();
      await expect(dialog.getByText('This chat has ended', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

      // The job seeker reopens it from the widget: the concierge sees it reopened, live.
      await dialog.getByRole('button', { name: 'Reopen this conversation' }).click();
      await expect(dialog.getByText(/^Chat is reopened, /)).toBeVisible();
      await expect(pane.getByText(/^Chat is reopened, /)).toBeVisible();
      await expect(pane.getByRole('button', { name: 'Close conversation' })).toBeVisible();
      await expect(pane.locator('.hd-conversation__meta .hd-status')).toHaveText('Status: Ongoing');

      const again = marker('One more question about my application');
      await sendFromWidget(dialog, again);
      await expect(stored(pane, again)).toHaveCount(1);
      const answerAgain = marker('Of course, go ahead.');
      await replyFromDesk(pane, answerAgain);
      await expect(stored(dialog, answerAgain)).toHaveCount(1);
    } finally {
      await desk.close();
    }
  });
});

test.describe('helpdesk: the Messages badge elsewhere', () => {
  test('follows a new message while the concierge is on another page, and plays the sound after a click', async ({
    page: guest,
    browser,
  }) => {
    const desk = await conciergeBrowser(browser);
    try {
      // Counts the notes of the chime (the Web Audio sound the page makes).
      await desk.page.addInitScript(() => {
        const w = window as unknown as { AudioContext: typeof AudioContext; __notes: number };
        w.__notes = 0;
        const Original = w.AudioContext;
        w.AudioContext = class extends Original {
          override createOscillator() {
            w.__notes += 1;
            return super.createOscillator();
          }
        };
      });
      const token = String(desk.session.state.userToken);
      const serverTotal = async () => {
        const res = await desk.page.request.get('/api/v1/session', { headers: { authorization: `Bearer ${token}` } });
        return ((await res.json()) as { total_unread: number }).total_unread;
      };
      await desk.page.goto('/dashboard');
      const messages = desk.page.getByRole('banner').getByRole('link', { name: /^Messages/ });
      await expect(messages).toHaveAttribute('href', '/helpdeskChat');
      const badge = async () =>
        Number((await messages.locator('.ui-badge').count()) ? await messages.locator('.ui-badge').textContent() : 0);
      await expect.poll(async () => (await badge()) === (await serverTotal())).toBe(true);
      await markDocument(desk.page);
      // The first gesture: from now on the page may play sound.
      await desk.page.getByRole('heading', { level: 1 }).click();

      const email = uniqueEmail('guest.badge');
      const dialog = await startGuestChat(guest, email);
      await sendFromWidget(dialog, marker('Is anyone there?'));

      // Pushed (sooner than the 20.5 s poll): the badge counts the new message, without a reload.
      const queue = await desk.page.request.get('/api/v1/helpdesk/sessions?status=ongoing&page_size=100', {
        headers: { authorization: `Bearer ${token}` },
      });
      const mine = ((await queue.json()) as { results: { user_email: string | null; unread: number }[] }).results.find(
        (r) => r.user_email === email,
      );
      expect(mine?.unread).toBe(1);
      await expect
        .poll(
          async () => {
            const [shown, total] = [await badge(), await serverTotal()];
            return shown >= 1 && shown === total;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await expect(messages).toHaveAccessibleName(/^Messages \d+ unread messages?$/);
      await expect
        .poll(() => desk.page.evaluate(() => (window as unknown as { __notes: number }).__notes), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await documentIsMarked(desk.page)).toBe(true);
    } finally {
      await desk.close();
    }
  });
});

test.describe('helpdesk: who may open it', () => {
  test('a recruiter is refused /helpdesk and /helpdeskChat', async ({ page }) => {
    await signInViaApi(page, users.recruiter);
    await page.goto('/helpdesk');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/helpdeskChat?session=1');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  });

  test('a visitor is sent to sign in, and comes back to the helpdesk as the concierge', async ({ page }) => {
    await page.goto('/helpdesk');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(users.concierge);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await expect(page).toHaveURL(/\/helpdesk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  });
});

// Each language opens its own conversation, started by a different staff member (one empty conversation
// per person is given back until it has a message).
const AXE_RUNS = [
  { locale: 'en-US', lang: 'en', starter: users.member },
  { locale: 'fr-FR', lang: 'fr', starter: users.recruiterMember },
  { locale: 'es-ES', lang: 'es', starter: users.manager },
] as const;

for (const run of AXE_RUNS) {
  test.describe(`helpdesk axe (${run.locale})`, () => {
    test.use({ locale: run.locale });

    test('/helpdesk and /helpdeskChat have no violations', async ({ page }) => {
      const starter = await sessionFor(page, run.starter);
      const started = await page.request.post('/api/v1/chat/start', {
        headers: { authorization: `Bearer ${String(starter.state.userToken)}` },
      });
      expect(started.ok()).toBe(true);
      const { session_id: sessionId } = (await started.json()) as { session_id: number };

      await signInViaApi(page, users.concierge);
      await page.goto('/helpdesk');
      await expect(page.locator('html')).toHaveAttribute('lang', run.lang);
      await expect(page.locator('.hd-items')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/helpdeskChat?session=${sessionId}`);
      const pane = page.locator('.hd-conversation');
      const box = pane.locator('textarea');
      await box.fill(marker('axe'));
      await box.press('Enter');
      await expect(pane.locator('.ch-bubble[data-seq]')).toHaveCount(1);
      await expectNoAxeViolations(page);

      // Closed, with its notice and the reopen button.
      await pane.locator('.hd-conversation__actions button').click();
      await expect(pane.locator('.ch-event[data-event="closed"]')).toBeVisible();
      await expect(pane.locator('.hd-closed')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
