// Surveys (issue 14, DECISIONS 29): role 3 writes a survey in en, fr and esp and sends it to the job
// seekers hired today (this test hires its own, in the United States and in Canada); a job seeker opens the link from the mail outbox signed out, answers once by keyboard and lands
// on /thankYouFeedback; opened again, the link says it was answered. Four more people of the United
// States and one of Canada answer; the response rate shows on /surveyReports, and /surveySummary and
// /surveySummary/ca show each country's answers (free text only from five answers on). Every page is
// checked by axe in en, fr and esp.
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, latestMail, linkTo, ORIGIN, seedSession, sessionFor, users } from '../../fixtures';
import { applyAs, bearer, makeJob, makeSeeker, tag, tokenOf } from './hiring-data';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const TITLE = `Settling in ${tag()}${tag()}`;
const RATING = 'How are you settling in?';
const PLACE = 'Where do you work?';
const WORDS = 'Anything else to tell us?';

interface Seeker {
  email: string;
  link: string;
}
const seekers: Record<'us' | 'ca', Seeker[]> = { us: [], ca: [] };
let surveyId = 0;

/** A job seeker whose profile is in `country`, hired today on `jobId`; their email. */
async function hiredSeeker(
  request: APIRequestContext,
  managerToken: string,
  jobId: number,
  first: string,
  country: string,
): Promise<string> {
  const seeker = await makeSeeker(request, first, { headline: 'Analyst', skills: ['SQL', 'Excel'] });
  const saved = await request.put('/api/v1/me/profile', { headers: bearer(seeker.token), data: { country } });
  expect(saved.status()).toBe(200);
  const applicationId = await applyAs(request, seeker, jobId);
  for (const status of ['interview', 'offered', 'hired']) {
    const moved = await request.post(`/api/v1/applications/${applicationId}/status`, { headers: bearer(managerToken), data: { status } });
    expect(moved.status(), `${first} to ${status}`).toBe(200);
  }
  return seeker.email;
}

/** Today in the demo tenant's time zone (America/New_York), as YYYY-MM-DD. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function staffPage(browser: Browser, email: string, language: 'en' | 'fr' | 'esp' = 'en'): Promise<Page> {
  const locale = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' }[language];
  const context = await browser.newContext({ baseURL: ORIGIN, locale });
  const page = await context.newPage();
  const session = await sessionFor(page, email);
  session.state.languageName = language;
  await seedSession(page, session);
  return page;
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a survey goes from writing to sending to answers to the summaries', async ({ browser, request }) => {
  const managerToken = await tokenOf(request, users.manager);
  const job = await makeJob(request, managerToken, `Survey Analyst ${tag()}${tag()}`);
  for (let i = 1; i <= 6; i += 1)
    seekers.us.push({ email: await hiredSeeker(request, managerToken, job.id, `Usa${i}`, 'United States'), link: '' });
  seekers.ca.push({ email: await hiredSeeker(request, managerToken, job.id, 'Cana', 'Canada'), link: '' });

  // Role 3 writes the survey.
  const page = await staffPage(browser, users.auditor);
  await page.goto('/surveyReports');
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Write a survey' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a survey' })).toBeVisible();
  await expect(page).toHaveURL(/\/surveyReports\/new$/);
  await page.getByLabel('Title in English').fill(TITLE);
  await page.getByLabel('Title in French').fill(`${TITLE} (fr)`);
  await page.getByLabel('Title in Spanish').fill(`${TITLE} (es)`);
  await page.getByLabel('Question 1 in English', { exact: true }).fill(RATING);
  await page.getByLabel('Question 1 in French', { exact: true }).fill('Comment vous installez-vous ?');
  await page.getByLabel('Question 1 in Spanish', { exact: true }).fill('¿Cómo se está adaptando?');
  await page.getByLabel('Question 1 must be answered').press('Space');
  await page.getByRole('button', { name: 'Add a question' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Question 2 added.' })).toBeAttached();
  await page.getByLabel('Kind of question 2').selectOption('single');
  await page.getByLabel('Question 2 in English', { exact: true }).fill(PLACE);
  await page.getByLabel('Question 2 in French', { exact: true }).fill('Où travaillez-vous ?');
  await page.getByLabel('Question 2 in Spanish', { exact: true }).fill('¿Dónde trabaja?');
  await page.getByLabel('Options of question 2 in English').fill('On site\nRemote');
  await page.getByLabel('Options of question 2 in French').fill('Sur place\nÀ distance');
  await page.getByLabel('Options of question 2 in Spanish').fill('Presencial\nA distancia');
  await page.getByRole('button', { name: 'Add a question' }).press('Enter');
  await page.getByLabel('Kind of question 3').selectOption('text');
  await page.getByLabel('Question 3 in English', { exact: true }).fill(WORDS);
  await page.getByLabel('Question 3 in French', { exact: true }).fill('Autre chose ?');
  await page.getByLabel('Question 3 in Spanish', { exact: true }).fill('¿Algo más?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and choose who receives it' }).press('Enter');

  // … and sends it to the job seekers hired today.
  await expect(page.getByRole('heading', { level: 1, name: 'Send the survey' })).toBeVisible();
  surveyId = Number(new URL(page.url()).searchParams.get('survey'));
  expect(surveyId).toBeGreaterThan(0);
  await expect(page.getByLabel('Send to')).toHaveValue('hired');
  await page.getByLabel('Hired from (first day)').fill(today());
  await page.getByLabel('Hired until (last day)').fill(today());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Send ${TITLE}` }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Sent to \d+ people\./ })).toBeVisible();

  // A job seeker opens the link from the mail, signed out, and answers by keyboard.
  for (const s of [...seekers.us, ...seekers.ca]) s.link = linkTo(await latestMail(s.email, new RegExp(TITLE)), '/survey');
  const visitor = await (await browser.newContext({ baseURL: ORIGIN, locale: 'en-US' })).newPage();
  await visitor.goto(seekers.us[0]!.link);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expectNoAxeViolations(visitor);
  // Sending without the required rating: the error summary takes focus and names the question.
  await visitor.getByRole('button', { name: 'Send my answers' }).press('Enter');
  await expect(visitor.getByRole('link', { name: 'Answer this question.' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('radio', { name: '4 out of 5' }).press('Space');
  await visitor.getByRole('radio', { name: 'Remote' }).press('Space');
  await visitor.getByLabel(WORDS).fill('Quiet mornings help.');
  await visitor.getByRole('button', { name: 'Send my answers' }).press('Enter');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you for your answers' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/thankYouFeedback$/);
  await expectNoAxeViolations(visitor);
  // Opened again: calmly answered.
  await visitor.goto(seekers.us[0]!.link);
  await expect(visitor.getByRole('status').filter({ hasText: 'You have already answered this survey.' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Send my answers' })).toHaveCount(0);

  // Four more in the United States and one in Canada answer (through the same links' API).
  const answer = async (link: string, rating: number, text: string) => {
    const token = new URL(link, ORIGIN).searchParams.get('token');
    const res = await request.post('/api/v1/survey', {
      data: {
        token,
        answers: [
          { question_id: 1, rating },
          { question_id: 2, choice: 0 },
          { question_id: 3, text },
        ],
      },
    });
    expect(res.status()).toBe(200);
  };
  for (let i = 1; i <= 4; i += 1) await answer(seekers.us[i]!.link, 5, `Words ${i}`);
  await answer(seekers.ca[0]!.link, 3, 'Canadian words');

  // The response rate and the summaries.
  await page.goto('/surveyReports');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TITLE }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('6');
  await row.getByRole('link', { name: `United States results of ${TITLE}` }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey results: United States' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/surveySummary\\?survey=${surveyId}$`));
  await settled(page);
  await expect(page.getByRole('definition').first()).toHaveText('5');
  const ratings = page.getByRole('table', { name: `Figures: ${RATING}` });
  await expect(ratings.getByRole('row', { name: '5 4' })).toBeVisible();
  await expect(ratings.getByRole('row', { name: '4 1' })).toBeVisible();
  await expect(page.getByText('Average rating: 4.8 out of 5.')).toBeVisible();
  await expect(page.getByRole('table', { name: `Figures: ${PLACE}` }).getByRole('row', { name: 'On site 4' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Quiet mornings help.' })).toBeVisible();
  await expect(page.getByText('Canadian words')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'See the Canada results' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey results: Canada' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('definition').first()).toHaveText('1');
  await expect(page.getByText('Fewer than five people wrote an answer, so the texts are not shown.')).toBeVisible();
  await expect(page.getByText('Canadian words')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const language of ['fr', 'esp'] as const) {
  test(`the survey pages in ${language}: axe finds nothing`, async ({ browser }) => {
    expect(surveyId, 'the survey the first test sent (serial)').toBeGreaterThan(0);
    const page = await staffPage(browser, users.auditor, language);
    for (const path of [
      '/surveyReports',
      '/surveyReports/new',
      `/surveySummary?survey=${surveyId}`,
      `/surveySummary/ca?survey=${surveyId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'esp' ? 'es' : 'fr');
      await expectNoAxeViolations(page);
      // 375 px wide: nothing scrolls sideways but the tables inside their own frame.
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    // The link not yet answered, signed out, in the visitor's language; and the thank-you page.
    const visitor = await (await browser.newContext({ baseURL: ORIGIN, locale: language === 'fr' ? 'fr-FR' : 'es-ES' })).newPage();
    await visitor.goto(seekers.us[5]!.link);
    await expect(visitor.getByRole('heading', { level: 1, name: language === 'fr' ? `${TITLE} (fr)` : `${TITLE} (es)` })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.goto('/thankYouFeedback');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(visitor);
  });
}
