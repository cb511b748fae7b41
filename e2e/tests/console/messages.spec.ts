// Issue 15: messages about an application. A hiring manager and a job seeker, each in their own browser,
// exchange messages live (pushed over the notification socket), with the top bar's inbox badges following;
// a file goes along; /inbox_messages is checked by axe in en, fr and esp.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AXE_SCRIPT_PATH, at, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';
import { pdfFile } from '../candidate/seeker-helpers';
import { applyAs, makeJob, makeSeeker, tokenOf, type MadeSeeker } from './hiring-data';

async function pageOf(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  await context.addInitScript({ path: AXE_SCRIPT_PATH });
  return context.newPage();
}

/** The top bar's inbox link (its name carries the unread count when there is one). */
const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox/ });

async function threadFor(request: Parameters<typeof tokenOf>[0], title: string): Promise<{ seeker: MadeSeeker; applicationId: number }> {
  const manager = await tokenOf(request, users.manager);
  const job = await makeJob(request, manager, title);
  const seeker = await makeSeeker(request, 'Mira', { headline: 'Data clerk', skills: ['SQL', 'Excel'] });
  return { seeker, applicationId: await applyAs(request, seeker, job.id) };
}

test('a hiring manager and a job seeker exchange messages live, with the inbox badges following', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const title = `Messages Coordinator ${Date.now()}`;
  const { seeker, applicationId } = await threadFor(request, title);
  const manager = await pageOf(browser);
  const person = await pageOf(browser);
  await signInViaApi(manager, users.manager);
  await signInViaApi(person, seeker.email, 'Correct-Horse-42');
  await person.goto('/application');
  await expect(inboxLink(person)).toHaveAccessibleName('Inbox');

  // The manager opens the thread from the application page and writes.
  await manager.goto(`/applications/${applicationId}`);
  await manager.getByRole('link', { name: `Messages with ${seeker.name} about this application` }).click();
  await expect(manager).toHaveURL(at(`/inbox_messages\\?application=${applicationId}$`));
  await expect(manager.getByRole('heading', { level: 2, name: `${seeker.name}, applying for ${title}` })).toBeVisible();
  await expect(manager.getByText('No messages yet. Write the first one below.')).toBeVisible();
  await manager.getByLabel('Your message').fill('Hello Mira, <b>could</b> you come in on Tuesday?');
  await manager.getByRole('button', { name: 'Send', exact: true }).click();
  const managerList = manager.getByRole('list', { name: 'Messages, oldest first' });
  await expect(managerList.getByText('Hello Mira, <b>could</b> you come in on Tuesday?')).toBeVisible();
  await expectNoAxeViolations(manager);

  // The job seeker's badge rises without a reload; the message opens from the application card.
  await expect(inboxLink(person)).toHaveAccessibleName('Inbox 1 unread message');
  await person.getByRole('link', { name: `Messages with the hiring team for ${title}` }).click();
  await expect(person).toHaveURL(at(`/inbox_messages\\?application=${applicationId}$`));
  const personList = person.getByRole('list', { name: 'Messages, oldest first' });
  // Text is shown as text, never as markup.
  await expect(personList.getByText('Hello Mira, <b>could</b> you come in on Tuesday?')).toBeVisible();
  await expect(inboxLink(person)).toHaveAccessibleName('Inbox');
  // Reading it shows "Seen" to the manager, live.
  await expect(managerList.getByText('Seen')).toBeVisible();
  await expectNoAxeViolations(person);

  // The manager moves on; the answer (with a file) raises the manager's badge live.
  await manager.goto('/applications');
  await expect(inboxLink(manager)).toHaveAccessibleName('Inbox');
  await person.getByLabel('Your message').fill('Yes, Tuesday works. My references are attached.');
  await person.getByLabel('Attach a file (optional)').setInputFiles({
    name: 'references.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile(['References', 'Ada Lovelace']),
  });
  await person.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(personList.getByText('Yes, Tuesday works. My references are attached.')).toBeVisible();
  await expect(person.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();
  await expect(inboxLink(manager)).toHaveAccessibleName('Inbox 1 unread message');

  await inboxLink(manager).click();
  await expect(manager).toHaveURL(at('/inbox_messages$'));
  const conversation = manager.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(title) });
  await expect(conversation).toContainText('1 unread');
  await conversation.click();
  await expect(managerList.getByText('Yes, Tuesday works. My references are attached.')).toBeVisible();
  await expect(inboxLink(manager)).toHaveAccessibleName('Inbox');
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: /references\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('references.pdf');
  await expectNoAxeViolations(manager);

  // While the seeker keeps the thread open, a new message arrives in place and is read out.
  await manager.getByLabel('Your message').fill('Thank you, see you Tuesday.');
  await manager.keyboard.press('Control+Enter');
  await expect(personList.getByText('Thank you, see you Tuesday.')).toBeVisible();
  await expect(person.getByRole('status').filter({ hasText: /New message from/ })).toBeAttached();
  await manager.context().close();
  await person.context().close();
});

test('a file of another type is refused with a message on the field', async ({ browser, request }) => {
  const { seeker, applicationId } = await threadFor(request, `Messages Refusal ${Date.now()}`);
  const person = await pageOf(browser);
  await signInViaApi(person, seeker.email, 'Correct-Horse-42');
  await person.goto(`/inbox_messages?application=${applicationId}`);
  await person.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(person.getByText('Write a message or attach a file.')).toBeVisible();
  await expect(person.getByLabel('Your message')).toBeFocused();
  await person
    .getByLabel('Attach a file (optional)')
    .setInputFiles({ name: 'run.pdf', mimeType: 'application/pdf', buffer: Buffer.from('#!/bin/sh\n') });
  await person.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(person.getByText('Attach a PDF, a Word (.docx) document or an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
  await expect(person.getByLabel('Attach a file (optional)')).toBeFocused();
  await person.context().close();
});

const LIST_NAME: Record<string, string> = {
  'en-US': 'Messages, oldest first',
  'fr-FR': 'Messages, du plus ancien au plus récent',
  'es-ES': 'Mensajes, del más antiguo al más reciente',
};

for (const { locale, heading } of [
  { locale: 'en-US', heading: 'Messages' },
  { locale: 'fr-FR', heading: 'Messages' },
  { locale: 'es-ES', heading: 'Mensajes' },
]) {
  test(`/inbox_messages with a thread open has no WCAG 2.2 AA violations in ${locale}, at phone width too`, async ({
    browser,
    request,
  }) => {
    const { seeker, applicationId } = await threadFor(request, `Messages A11y ${locale} ${Date.now()}`);
    const token = await tokenOf(request, users.manager);
    const sent = await request.post(`/api/v1/recruiter/applicants/messages/${applicationId}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { client_id: crypto.randomUUID(), body: 'Welcome to the process.' },
    });
    expect(sent.status()).toBe(201);
    const person = await pageOf(browser, locale);
    await signInViaApi(person, seeker.email, 'Correct-Horse-42');
    await person.goto(`/inbox_messages?application=${applicationId}`);
    await expect(person.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(person.getByRole('list', { name: LIST_NAME[locale] }).getByText('Welcome to the process.')).toBeVisible();
    await expectNoAxeViolations(person);
    await person.setViewportSize({ width: 375, height: 740 });
    await expect(person.getByRole('list', { name: LIST_NAME[locale] }).getByText('Welcome to the process.')).toBeVisible();
    await expectNoAxeViolations(person);
    await person.context().close();
  });
}
