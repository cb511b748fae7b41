// The floating help chat (SPEC §2 "Help chat widget") and the /faq page: a guest's email paths (a
// registered email is sent to sign in; an unknown one may sign up or continue), a guest and a signed-in
// job seeker each start a conversation and see their own message come back from the server once, the
// how-to search and article view, /faq, keyboard use, and axe on every open view in English and French.
// The live conversation with a concierge (two browsers) is in the helpdesk e2e.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACME, expectNoAxeViolations, sessionFor, signInViaApi, uniqueEmail, users } from '../../fixtures';
import { freshSeeker } from '../candidate/seeker-helpers';

const launcher = (page: Page) => page.getByRole('button', { name: 'Help chat', exact: true });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Help chat', exact: true });
const marker = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function openChat(page: Page): Promise<Locator> {
  await launcher(page).click();
  const dialog = chat(page);
  // The panel loads on first use; its greeting is the sign that it is there.
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  return dialog;
}

/** The stored copy of a message (it has a seq once the server echoed it). */
const stored = (dialog: Locator, text: string) =>
  dialog.getByRole('list', { name: 'Messages' }).locator('[data-seq]').filter({ hasText: text });

async function sendMessage(dialog: Locator, text: string) {
  const box = dialog.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeVisible();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(stored(dialog, text)).toHaveCount(1);
}

test.describe.configure({ timeout: 90_000 });

test.describe('help chat: guests', () => {
  test('a registered email is sent to sign in; an unknown one may sign up or continue', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    await expect(dialog.getByRole('heading', { level: 2, name: 'Hey User' })).toBeVisible();
    await expect(dialog.getByText('Our team is here to help you,')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();

    const email = dialog.getByRole('textbox', { name: 'Your email' });
    await expect(email).toBeFocused();
    await email.fill('not-an-email');
    await email.press('Enter');
    await expect(dialog.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(users.seeker);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const signIn = dialog.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(dialog.getByRole('button', { name: 'Continue chat' })).toHaveCount(0);

    await email.fill(uniqueEmail('first.visit'));
    await email.press('Enter');
    await expect(dialog.getByText("Hey seems you're visiting us for the first time. Kindly Sign Up to continue.")).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(dialog.getByRole('button', { name: 'Continue chat' })).toBeVisible();

    // Following "Sign Up" goes to the sign-up page and puts the chat away.
    await dialog.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(chat(page)).toBeHidden();
  });

  test('a guest starts a conversation, sees their message come back once, and reopening the chat on another page shows it', async ({
    page,
  }) => {
    const text = marker('Where do I upload my résumé?');
    await page.goto('/searchJobs');
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByRole('textbox', { name: 'Your email' }).fill(uniqueEmail('guest.chat'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Continue chat' }).click();

    await expect(dialog.getByRole('heading', { level: 2, name: 'Helpdesk' })).toBeVisible();
    await expect(dialog.getByText(/^Times are in New York time\.$/)).toBeVisible();
    // No concierge is online: the chat says when the answer will come (the tenant's helpdesk hours).
    await expect(dialog.getByText(/They answer Monday to Friday, 9 am to 5 pm New York time/)).toBeVisible();
    // An empty message is not sent.
    const box = dialog.getByRole('textbox', { name: 'Your message' });
    await box.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Messages' }).locator('.ch-bubble')).toHaveCount(0);

    await sendMessage(dialog, text);
    await expect(dialog.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Messages' }).getByText('You', { exact: true })).toBeVisible();

    // The room stays with the guest (its cookie): reopened on another page, the chat shows the running
    // conversation, not the start screen.
    await page.goto('/faq');
    const again = await openChat(page);
    await expect(again.getByRole('heading', { level: 2, name: 'Helpdesk' })).toBeVisible();
    await expect(stored(again, text)).toHaveCount(1);
    await expect(again.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  });
  test('a guest whose room the server no longer knows is back on the home view, the room forgotten', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.localStorage.setItem('tessera-chat-room', JSON.stringify({ room: 'zzzzz', session_id: 1, saved_at: Date.now() })),
    );
    // The chat opens on the cached room, which the server no longer knows.
    const dialog = await openChat(page);
    await expect(dialog.getByText('Your earlier conversation is no longer available. You can start a new one.')).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: 'Hey User' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('tessera-chat-room'))).toBeNull();
    // The next "Send message" asks for the email again.
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Your email' })).toBeVisible();
  });
});

test.describe('help chat: signed in', () => {
  test('a job seeker starts a conversation, sees the echo, and finds it under "Your conversations"', async ({ page }) => {
    // A job seeker of its own: a signed-in user's untouched conversation is given back on the next start,
    // so two tests sharing one account would share (and close) one conversation.
    const { session } = await freshSeeker(page, 'Noor');
    const name = (session.state.user as { name: string }).name;
    const text = marker('How do I withdraw an application? I changed my mind about it');
    await page.goto('/application');
    const dialog = await openChat(page);
    await expect(dialog.getByRole('heading', { level: 2, name: `Hey ${name}` })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your conversations' })).toBeVisible();
    await expect(dialog.getByText('Active conversations', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('heading', { level: 2, name: 'Helpdesk' })).toBeVisible();
    await expect(dialog.getByText(/^Helpdesk status: (Online|Away|Offline)$/)).toBeVisible();
    await sendMessage(dialog, text);

    await dialog.getByRole('button', { name: 'Back to the help chat home' }).click();
    const item = dialog.getByRole('listitem').filter({ hasText: `${text.slice(0, 22)}...` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Ongoing');
    // Reopening it from the list shows the message once.
    await item.getByRole('button').click();
    await expect(stored(dialog, text)).toHaveCount(1);
  });
});

test.describe('help chat: closed and reopened', () => {
  test('the helpdesk closes a conversation: it ends on screen at once; the job seeker reopens it and writes again', async ({ page }) => {
    const { session: seeker } = await freshSeeker(page, 'Sam');
    const text = marker('Please close this one');
    await page.goto('/application');
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await sendMessage(dialog, text);

    const mine = await page.request.get('/api/v1/user/chat/session?page_size=100', {
      headers: { authorization: `Bearer ${String(seeker.state.userToken)}` },
    });
    const item = ((await mine.json()) as { sessions: { session_id: number; last_message: string | null }[] }).sessions.find(
      (s) => s.last_message === text,
    );
    expect(item, 'the conversation in the seeker list').toBeTruthy();
    const concierge = await sessionFor(page, users.concierge);
    const closed = await page.request.post(`/api/v1/helpdesk/sessions/${item?.session_id}/close`, {
      headers: { authorization: `Bearer ${String(concierge.state.userToken)}` },
    });
    expect(closed.status()).toBe(200);

    await expect(dialog.getByText('This chat has ended', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Chat is closed, /)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Reopen this conversation' }).click();
    await expect(dialog.getByText(/^Chat is reopened, /)).toBeVisible();
    await expect(dialog.getByText('This chat has ended', { exact: true })).toHaveCount(0);
    await sendMessage(dialog, marker('Thanks for reopening'));
    await expect(stored(dialog, text)).toHaveCount(1);
  });
});

test.describe('help chat: how-to and FAQ', () => {
  test('suggests two articles, searches, says when nothing matches, opens an article and the FAQ', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    const suggested = dialog.getByRole('list', { name: 'Suggested articles' });
    await expect(suggested.getByRole('button')).toHaveText(['How do I create an account?', 'How do I change my password?']);

    const search = dialog.getByRole('searchbox', { name: 'Search for articles' });
    await search.fill('zebra crossing');
    await expect(dialog.getByText('Sorry, there are no matching results found. try common FAQ or reach out to our helpdesk')).toBeVisible();
    await search.fill('forgot password');
    await expect(dialog.getByText('1 article found')).toBeVisible();
    await dialog.getByRole('button', { name: 'How do I change my password?' }).click();
    const heading = dialog.getByRole('heading', { level: 3, name: 'How do I change my password?' });
    await expect(heading).toBeFocused();
    await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem').first()).toContainText('Logout');

    await dialog.getByRole('link', { name: 'Common FAQ' }).click();
    await expect(page).toHaveURL(/\/faq#changePassword$/);
    await expect(page.getByRole('heading', { level: 2, name: 'How do I change my password?' })).toBeInViewport();
    await expect(chat(page)).toBeHidden();
  });

  test('/faq lists the five articles, searches them, opens the chat, and is reached from the help menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Questions on this page' });
    await expect(contents.getByRole('link')).toHaveText([
      'How do I create an account?',
      'How do I change my password?',
      'How do I complete my profile?',
      'How do I search and apply for jobs?',
      'How do I add my job preferences?',
    ]);
    await expect(page.getByRole('region', { name: 'How do I add my job preferences?' }).getByRole('list', { name: 'Steps' })).toContainText(
      'What you are looking for',
    );

    await page.getByRole('searchbox', { name: 'Search for articles' }).fill('résumé');
    await expect(page.getByText(/^\d articles match your search\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'How do I create an account?' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search for articles' }).fill('zebra');
    await expect(page.getByText('No article matches your search. Try another word, or ask our helpdesk in the help chat.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expect(contents.getByRole('link')).toHaveCount(5);

    await page.getByRole('button', { name: 'Open the help chat' }).click();
    await expect(chat(page).getByRole('heading', { level: 2, name: 'Hey User' })).toBeVisible();
  });

  test('the FAQ speaks French', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Comment changer mon mot de passe ?' })).toBeVisible();
  });
});

test.describe('help chat: keyboard', () => {
  test('opens, moves through the how-to and closes with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const dialog = chat(page);
    await expect(dialog.getByRole('heading', { level: 2, name: 'Hey User' })).toBeFocused();
    const search = dialog.getByRole('searchbox', { name: 'Search for articles' });
    for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await page.keyboard.type('profile');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'How do I complete my profile?' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { level: 3, name: 'How do I complete my profile?' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('help chat on another tenant theme', () => {
  test("acme's purple brand keeps the chat readable (axe), and a guest conversation there works", async ({ page }) => {
    await page.goto(`${ACME}/`);
    const dialog = await openChat(page);
    await expect(page.locator('html')).toHaveCSS('--color-brand', /#7A3CF0/i);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByRole('textbox', { name: 'Your email' }).fill(uniqueEmail('acme.guest'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Continue chat' }).click();
    await sendMessage(dialog, marker('Hello from acme'));
    await expectNoAxeViolations(page);
  });
});

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`help chat axe (${locale})`, () => {
    test.use({ locale });

    test('home, email step with its error and its outcome, article and /faq have no violations', async ({ page }) => {
      await page.goto('/');
      await page.locator('.ch-launcher').click();
      const dialog = page.locator('.ch-panel');
      await expect(dialog.locator('.ch-header__title')).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.locator('.ch-start button').click();
      const email = dialog.locator('input[type="email"]');
      await email.fill('nope');
      await email.press('Enter');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await email.fill(uniqueEmail('axe'));
      await email.press('Enter');
      await expect(dialog.locator('.ch-email-result .ch-notice')).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.locator('.ch-header__back').click();
      await dialog.locator('input[type="search"]').fill('zzzz');
      await expect(dialog.locator('.ch-result-count')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.locator('input[type="search"]').fill('');
      await dialog.locator('.ch-article-link').first().click();
      await expect(dialog.locator('.ch-article')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/faq');
      await expect(page.locator('.faq-article')).toHaveCount(5);
      await expectNoAxeViolations(page);
    });

    test('a conversation and the signed-in home have no violations', async ({ page }) => {
      // The demo job seeker (no test closes their conversations; registrations are limited per address).
      await signInViaApi(page, users.seeker);
      await page.goto('/application');
      await page.locator('.ch-launcher').click();
      const dialog = page.locator('.ch-panel');
      await expect(dialog.locator('.ch-sessions, .ch-empty').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.locator('.ch-start button').click();
      const box = dialog.locator('.ch-composer textarea');
      await box.fill(marker('axe check'));
      await box.press('Enter');
      await expect(dialog.locator('.ch-bubble[data-seq]')).toHaveCount(1);
      await expectNoAxeViolations(page);

      await dialog.locator('.ch-header__back').click();
      await expect(dialog.locator('.ch-sessions')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
