// The hiring loop end to end (issue 3, "Done when"), in Chromium with two browser contexts: an employer
// posts and publishes a job in the console; a new job seeker finds it by keyword and by location, applies
// with a PDF résumé and sees "Applied"; staff see the applicant ranked with a score, compare two
// applicants and move one to screening, interview and offered; the job seeker sees each change on
// /application and its notification in the bell. axe runs on every page on the way, dialogs open
// included, and again in French and Spanish.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, ORIGIN, sessionFor, seedSession, signInViaApi, users, type PersistedSession } from '../../fixtures';
import { pdfFile } from '../candidate/seeker-helpers';
import { SEEDED_APPLICANTS, applyAs, bearer, makeJob, makeSeeker, seededSeeker, tag, tokenOf, type MadeSeeker } from './hiring-data';

// Page loads wait longer: two browsers, axe and the server share two cores.
const expect = baseExpect.configure({ timeout: 30_000 });
const SEEKER_PASSWORD = 'Correct-Horse-42';

/** The page is drawn: its heading is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ui-spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function axe(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page);
}

/** A second browser (its own storage) signed in as `email`, in `language`. */
async function browserFor(browser: Browser, email: string, password: string, language: 'en' | 'fr' | 'esp' = 'en'): Promise<Page> {
  const locale = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' }[language];
  const context = await browser.newContext({ baseURL: ORIGIN, locale });
  const page = await context.newPage();
  const session: PersistedSession = await sessionFor(page, email, password);
  session.state.languageName = language;
  await seedSession(page, session);
  return page;
}

const statusSection = (page: Page) => page.getByRole('region', { name: 'Status', exact: true });
const historyItems = (page: Page) => page.getByRole('list', { name: 'History' }).getByRole('listitem');

/** Staff: moves the open application to the next status through its confirm step. */
async function move(page: Page, action: string, label: string) {
  const before = await historyItems(page).count();
  await statusSection(page).getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeFocused();
  await page.getByRole('button', { name: `Yes, move to ${label}`, exact: true }).click();
  await expect(statusSection(page).getByText(`Status changed to ${label}.`)).toBeVisible();
  await expect(historyItems(page)).toHaveCount(before + 1);
}

/** The job seeker: the application's card on /application shows `label`, and the bell has the news. */
async function seekerSees(page: Page, title: string, label: string, notification: string) {
  await page.goto('/application');
  const card = page.getByRole('article', { name: title });
  await expect(card.locator('.ap-chip')).toHaveText(label);
  await expect(card.getByRole('list', { name: 'History' })).toContainText(`Status changed to: ${label}`);
  await axe(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.locator('li').filter({ hasText: notification }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test.describe('the hiring loop', () => {
  test.describe.configure({ timeout: 360_000 });

  test('an employer posts a job, a job seeker finds it and applies, staff rank, compare and move it; the job seeker follows every step', async ({
    page,
    browser,
  }) => {
    // --- The employer posts and publishes the job in the console.
    const word = `loop${tag()}${tag()}`;
    const title = `Inventory Analyst ${word}`;
    await signInViaApi(page, users.manager);
    await page.goto('/jobs/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    await axe(page);
    await page.getByLabel('Job title (required)').fill(title);
    await page.getByLabel('Company (required)').fill('Northstar Logistics');
    await page.getByRole('textbox', { name: 'Industry' }).fill('Logistics');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.click();
    await page.keyboard.type('Keep our stock data accurate and easy to read.');
    await page.getByLabel('City').fill('Atlanta');
    await page.getByLabel('State or region').fill('GA');
    await page.getByLabel('Latitude').fill('33.749');
    await page.getByLabel('Longitude').fill('-84.388');
    const skills = page.getByRole('textbox', { name: 'Required skills' });
    for (const skill of ['SQL', 'Excel']) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Required skills: 2 added' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page).toHaveURL(/\/jobs\/edit\/\d+$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('region', { name: 'Status', exact: true }).getByText('Active', { exact: true })).toBeVisible();
    await axe(page);

    // --- A new job seeker (profile with both skills) finds it by keyword and by location.
    const seeker = await makeSeeker(page.request, `Jordan${tag()}`, { headline: 'Inventory Analyst', skills: ['SQL', 'Excel'] });
    const candidate = await browserFor(browser, seeker.email, SEEKER_PASSWORD);
    await candidate.goto('/searchJobs');
    await candidate.getByLabel('Keywords').fill(word);
    await candidate.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(candidate).toHaveURL(new RegExp(`/searchJobs\\?q=${word}$`));
    const results = candidate.getByRole('region', { name: /results/i });
    await expect(results.getByRole('link', { name: title })).toBeVisible();
    await axe(candidate);
    await candidate.goto('/searchJobs?location=atlanta&sort=newest');
    await expect(candidate.getByLabel('Location')).toHaveValue('atlanta');
    const card = results.getByRole('article').filter({ has: candidate.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Atlanta');
    await expect(card).toContainText(/miles away/);
    await axe(candidate);

    // The job page, with the match breakdown for this job seeker.
    await card.getByRole('link', { name: title }).click();
    await expect(candidate).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const match = candidate.getByRole('region', { name: 'How well you match' });
    await expect(match.getByText(/^Your match score: \d+ out of 100$/)).toBeVisible();
    await expect(match.getByRole('heading', { name: 'Required skills you have' })).toBeVisible();
    await axe(candidate);
    await candidate.goto(`/jobs_view/${jobId}`);
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await axe(candidate);

    // Applies with a PDF résumé through the dialog.
    await candidate.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = candidate.getByRole('dialog', { name: `Apply for ${title}` });
    await expect(dialog.getByLabel('Résumé file')).toBeVisible();
    await expectNoAxeViolations(candidate);
    await dialog.getByLabel('Résumé file').setInputFiles({
      name: 'jordan-resume.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(['Jordan Tester', 'Inventory Analyst', 'Skills: SQL, Excel']),
    });
    await expect(dialog.getByText(/jordan-resume\.pdf/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Cover letter (optional)' }).fill('I keep stock data tidy.');
    await expectNoAxeViolations(candidate);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(candidate).toHaveURL(/\/thankYou$/);
    await expect(candidate.getByRole('heading', { level: 1, name: `Thank you for applying for ${title}` })).toBeVisible();
    await axe(candidate);
    await candidate.getByRole('link', { name: 'See your applications' }).click();
    await expect(candidate).toHaveURL(/\/application$/);
    const mine = candidate.getByRole('article', { name: title });
    await expect(mine.locator('.ap-chip')).toHaveText('Applied');
    await axe(candidate);
    // The withdraw confirmation, checked and left alone.
    await mine.getByRole('button', { name: `Withdraw for ${title}` }).click();
    const confirm = candidate.getByRole('dialog', { name: `Withdraw your application for ${title}?` });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(candidate);
    await confirm.getByRole('button', { name: 'Keep my application' }).click();
    await expect(confirm).toBeHidden();

    // --- A second applicant (through the API), with one of the two skills.
    const other = await seededSeeker(page.request, SEEDED_APPLICANTS[1]);
    await applyAs(page.request, other, jobId);

    // --- Staff: the applicants ranked with their scores.
    await page.goto(`/jobs/${jobId}/applicantlist`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ranked applicants: ${title}`);
    const table = page.getByRole('table', { name: 'Applicants ranked by match score' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(1)).toHaveText('1');
    await expect(first.getByRole('link', { name: seeker.name })).toBeVisible();
    const scores = (await table.locator('tbody .hr-score').allTextContents()).map(Number);
    expect(scores).toHaveLength(2);
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
    await axe(page);

    // Compare the two.
    await page.getByRole('checkbox', { name: `Choose ${seeker.name} to compare` }).check();
    await page.getByRole('checkbox', { name: `Choose ${other.name} to compare` }).check();
    await page.getByRole('button', { name: 'Compare chosen applicants' }).click();
    await expect(page).toHaveURL(/\/compareApplicants\?ids=/);
    await expect(page.getByRole('table', { name: '2 applicants side by side' })).toBeVisible();
    await expect(page.getByText(`All applied to ${title}`)).toBeVisible();
    await axe(page);

    // Open the job seeker's application and move it along; the job seeker sees each step.
    const staffToken = await tokenOf(page.request, users.manager);
    const list = await page.request.get(`/api/v1/jobs/${jobId}/applicants`, { headers: bearer(staffToken) });
    const applicationId = ((await list.json()) as { results: { id: number; candidate: { user_id: number } }[] }).results.find(
      (r) => r.candidate.user_id === seeker.userId,
    )?.id;
    expect(applicationId).toBeTruthy();
    await page.goto(`/applications/${applicationId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Application of ${seeker.name}` })).toBeVisible();
    await axe(page);
    const steps: [string, string, string, string][] = [
      ['Move to screening', 'Screening', 'Being reviewed', 'is now: being reviewed.'],
      ['Move to interview', 'Interview', 'Invited to interview', 'is now: invited to interview.'],
      ['Make an offer', 'Offered', 'Offer made', 'is now: offer made.'],
    ];
    for (const [action, staffLabel, seekerLabel, note] of steps) {
      await move(page, action, staffLabel);
      await seekerSees(candidate, title, seekerLabel, `Your application for ${title} at Northstar Logistics ${note}`);
    }
    await axe(page);

    // The decline confirmation on the offer, checked and left alone.
    const offer = candidate.getByRole('article', { name: title });
    await offer.getByRole('button', { name: `Decline the offer for ${title}` }).click();
    const decline = candidate.getByRole('dialog', { name: `Decline the offer for ${title}?` });
    await expect(decline).toBeVisible();
    await expectNoAxeViolations(candidate);
    await decline.getByRole('button', { name: 'Keep the offer' }).click();
    await expect(offer.locator('.ap-chip')).toHaveText('Offer made');
    await candidate.context().close();
  });
});

test.describe('the hiring loop’s pages in French and Spanish', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const language of ['fr', 'esp'] as const) {
    test(`axe finds nothing on each page of the loop, dialogs open (${language})`, async ({ page, browser }) => {
      const words = {
        fr: {
          apply: 'Postuler',
          file: 'Fichier du CV',
          withdraw: /^Retirer/,
          keep: 'Garder ma candidature',
          decline: /^Refuser l’offre/,
          keepOffer: 'Garder l’offre',
        },
        esp: {
          apply: 'Postularse',
          file: 'Archivo del currículum',
          withdraw: /^Retirar/,
          keep: 'Mantener mi solicitud',
          decline: /^Rechazar la oferta/,
          keepOffer: 'Mantener la oferta',
        },
      }[language];
      const staffToken = await tokenOf(page.request, users.manager);
      const job = await makeJob(page.request, staffToken, `Stock Analyst ${tag()}${tag()}`);
      // Seeded job seekers: registering new ones for every test would run into the registration throttle.
      const applying: MadeSeeker = await seededSeeker(page.request, SEEDED_APPLICANTS[3]);
      const applied: MadeSeeker = await seededSeeker(page.request, SEEDED_APPLICANTS[0]);
      const appliedId = await applyAs(page.request, applied, job.id);
      const other = await seededSeeker(page.request, SEEDED_APPLICANTS[1]);
      const otherId = await applyAs(page.request, other, job.id);

      // The job seeker who has not applied yet: search, the job page with the match and the Apply dialog.
      const seekerPage = await browserFor(browser, applying.email, 'demo-Password-1', language);
      for (const path of [
        `/searchJobs?q=${encodeURIComponent(job.title.split(' ').pop() ?? '')}`,
        '/searchJobs?location=atlanta',
        `/jobs_view/${job.id}`,
        `/jobs/${job.id}`,
      ]) {
        await seekerPage.goto(path);
        await axe(seekerPage);
      }
      await expect(seekerPage.locator('html')).toHaveAttribute('lang', language === 'esp' ? 'es' : 'fr');
      await seekerPage.getByRole('button', { name: words.apply, exact: true }).click();
      // This job seeker's profile has a résumé: the dialog offers it, or another file.
      const applyDialog = seekerPage.getByRole('dialog');
      await expect(applyDialog.getByRole('radio').first()).toBeChecked();
      await applyDialog.getByRole('radio').nth(1).check();
      await expect(applyDialog.getByLabel(words.file)).toBeVisible();
      await expectNoAxeViolations(seekerPage);
      await seekerPage.goto('/thankYou');
      await axe(seekerPage);
      await seekerPage.context().close();

      // The job seeker who applied, with an offer: /application and its two confirmations.
      for (const status of ['screening', 'interview', 'offered']) {
        const res = await page.request.post(`/api/v1/applications/${appliedId}/status`, { headers: bearer(staffToken), data: { status } });
        expect(res.status()).toBe(200);
      }
      const appliedPage = await browserFor(browser, applied.email, 'demo-Password-1', language);
      await appliedPage.goto('/application');
      await axe(appliedPage);
      const card = appliedPage.getByRole('article', { name: job.title });
      await card.getByRole('button', { name: words.withdraw }).click();
      await expect(appliedPage.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(appliedPage);
      await appliedPage.getByRole('button', { name: words.keep }).click();
      await card.getByRole('button', { name: words.decline }).click();
      await expect(appliedPage.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(appliedPage);
      await appliedPage.getByRole('button', { name: words.keepOffer }).click();
      await appliedPage.context().close();

      // Staff pages of the loop.
      const staffPage = await browserFor(browser, users.manager, 'demo-Password-1', language);
      for (const path of [
        '/jobs/create',
        `/jobs/edit/${job.id}`,
        `/jobs/${job.id}/applicantlist`,
        `/compareApplicants?ids=${appliedId},${otherId}`,
        `/applications/${appliedId}`,
      ]) {
        await staffPage.goto(path);
        await axe(staffPage);
      }
      await staffPage.context().close();
    });
  }
});
