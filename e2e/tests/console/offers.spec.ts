// Offers end to end (issue 12, "Done when", the offers half), with three browsers: a hiring member drafts
// an offer on an application in its interview stage and sends it for approval; the hiring manager
// approves it; the member sends it; the job seeker gets the mail, reads the letter on /application,
// downloads it as a PDF and accepts; the application is hired, and both histories show each step. axe
// runs on the way, and the offers pages pass axe in English, French and Spanish.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  latestMail,
  linkTo,
  ORIGIN,
  sessionFor,
  seedSession,
  signInViaApi,
  users,
  type PersistedSession,
} from '../../fixtures';
import { applyAs, bearer, makeJob, makeSeeker, tag, tokenOf } from './hiring-data';

const expect = baseExpect.configure({ timeout: 30_000 });

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ui-spinner')).toHaveCount(0);
}

async function axe(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page);
}

async function browserFor(browser: Browser, email: string, password?: string, language: 'en' | 'fr' | 'esp' = 'en'): Promise<Page> {
  const locale = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' }[language];
  const context = await browser.newContext({ baseURL: ORIGIN, locale, acceptDownloads: true });
  const page = await context.newPage();
  const session: PersistedSession = await sessionFor(page, email, password);
  session.state.languageName = language;
  await seedSession(page, session);
  return page;
}

const offerSection = (page: Page) => page.getByRole('region', { name: 'Offer', exact: true });

test.describe('offers', () => {
  test.describe.configure({ timeout: 300_000 });

  test('drafted, approved, sent, accepted: the application is hired, with the mail in the outbox', async ({ page, browser, request }) => {
    // An application of a new job seeker to a Northstar job, moved to its interview stage.
    const managerToken = await tokenOf(request, users.manager);
    const job = await makeJob(request, managerToken, `Offer Analyst ${tag()}${tag()}`);
    const seeker = await makeSeeker(request, 'Odette', { headline: 'Analyst', skills: ['SQL', 'Excel'] });
    const applicationId = await applyAs(request, seeker, job.id);
    for (const status of ['screening', 'interview']) {
      const moved = await request.post(`/api/v1/applications/${applicationId}/status`, { headers: bearer(managerToken), data: { status } });
      expect(moved.status()).toBe(200);
    }

    // --- The hiring member drafts the offer and sends it for approval.
    await signInViaApi(page, users.member);
    await page.goto(`/applications/${applicationId}`);
    await settled(page);
    const section = offerSection(page);
    await expect(section.getByText('No offer yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Draft an offer' }).click();
    await expect(section.getByLabel('Job title in the offer')).toHaveValue(job.title);
    await section.getByLabel('Pay', { exact: true }).fill('abc');
    await section.getByRole('button', { name: 'Save the draft' }).click();
    await expect(page.getByRole('alert').first()).toBeFocused();
    await section.getByLabel('Pay', { exact: true }).fill('52000');
    await section.getByLabel('Terms').fill('Full time, with a quiet desk and written instructions.');
    await section.getByRole('button', { name: 'Save the draft' }).click();
    await expect(section.getByText('The draft was saved.')).toBeVisible();
    await expect(section.locator('.hr-chip')).toHaveText('Draft');
    await expect(section.getByRole('button', { name: 'Send the offer to the job seeker' })).toHaveCount(0);
    await axe(page);
    await section.getByRole('button', { name: 'Send for approval' }).click();
    await expect(section.locator('.hr-chip')).toHaveText('Awaiting approval');
    // The member does not approve.
    await expect(section.getByRole('button', { name: 'Approve the offer' })).toHaveCount(0);

    // --- The hiring manager approves, in a browser of their own.
    const manager = await browserFor(browser, users.manager);
    await manager.goto(`/applications/${applicationId}`);
    await settled(manager);
    await offerSection(manager).getByRole('button', { name: 'Approve the offer' }).click();
    await expect(offerSection(manager).locator('.hr-chip')).toHaveText('Approved');
    await expect(offerSection(manager).getByText(/Hiring manager: approved by/)).toBeVisible();

    // --- The member sends it (the page reads the approval again).
    await page.reload();
    await settled(page);
    await offerSection(page).getByRole('button', { name: 'Send the offer to the job seeker' }).click();
    await expect(offerSection(page).locator('.hr-chip')).toHaveText('Sent');
    await expect(page.getByRole('region', { name: 'Status', exact: true }).locator('.hr-chip')).toHaveText('Offered');

    // --- The mail reaches the job seeker, with a link to /application.
    const mail = await latestMail(seeker.email, /Your job offer from Northstar Logistics/);
    expect(mail.text).toContain(job.title);
    expect(mail.text).toContain('$52,000 per year');

    // --- The job seeker reads the letter, downloads the PDF and accepts.
    const candidate = await browserFor(browser, seeker.email, 'Correct-Horse-42');
    await candidate.goto(linkTo(mail, '/application'));
    const card = candidate.getByRole('article', { name: job.title });
    const offer = card.getByRole('region', { name: `Your offer for ${job.title}` });
    await expect(offer.getByText(/You have an offer/)).toBeVisible();
    await offer.getByText('Read the offer letter').click();
    await expect(offer.getByText(`Dear Odette Tester`)).toBeVisible();
    await axe(candidate);
    const [download] = await Promise.all([
      candidate.waitForEvent('download'),
      offer.getByRole('button', { name: /Download the letter \(PDF\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^offer-northstar-logistics-offer-analyst-.+\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await offer.getByRole('button', { name: /^Accept the offer/ }).click();
    const dialog = candidate.getByRole('dialog', { name: `Accept the offer for ${job.title}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(candidate);
    await dialog.getByRole('button', { name: 'Yes, accept it' }).click();
    await expect(candidate.getByText(`You accepted the offer for ${job.title}. Congratulations!`)).toBeVisible();
    await expect(card.locator('.ap-chip')).toHaveText('Hired');
    await expect(offer.getByText('You accepted this offer.')).toBeVisible();
    await expect(offer.getByRole('button', { name: /^Accept the offer/ })).toHaveCount(0);

    // --- Staff see it accepted, by the job seeker, and the application hired.
    await manager.reload();
    await settled(manager);
    await expect(offerSection(manager).locator('.hr-chip')).toHaveText('Accepted');
    await expect(offerSection(manager).getByRole('listitem').filter({ hasText: 'Accepted' })).toContainText('by the job seeker');
    await expect(manager.getByRole('region', { name: 'Status', exact: true }).locator('.hr-chip')).toHaveText('Hired');
    await manager.goto('/offers?status=accepted');
    await settled(manager);
    await expect(manager.getByRole('link', { name: seeker.name })).toBeVisible();
    await manager.context().close();
    await candidate.context().close();
  });

  for (const language of ['en', 'fr', 'esp'] as const) {
    test(`the offers pages pass axe in ${language}`, async ({ browser }) => {
      const manager = await browserFor(browser, users.manager, undefined, language);
      await manager.goto('/offers');
      await axe(manager);
      await expect(manager.locator('table')).toBeVisible();
      // The hiring manager's letters: one per language, each its own save button.
      await expect(manager.getByRole('button', { name: /Save|Enregistrer|Guardar/ })).toHaveCount(3);
      const programs = await browserFor(browser, users.programs, undefined, language);
      for (const path of ['/newOffers', '/newApplications', '/newJobs']) {
        await programs.goto(path);
        await axe(programs);
      }
      await programs.setViewportSize({ width: 375, height: 800 });
      await programs.goto('/newOffers');
      await axe(programs);
      await manager.context().close();
      await programs.context().close();
    });
  }
});
