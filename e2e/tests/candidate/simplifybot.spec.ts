// /simplifybot (DECISIONS 23, issue 17 §2): a signed-in job seeker picks a job and reads it restated in
// fixed plain sections, with hard words explained, and, for a job they have an interview for, a checklist
// to prepare it from the interview card. Keyboard alone, axe-clean, in en, fr and esp.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, seedSession, sessionFor, users } from '../../fixtures';
import { makeJob, tokenOf } from '../console/hiring-data';

type Language = 'en' | 'fr' | 'esp';

async function signInAs(page: Page, language: Language): Promise<string> {
  const session = await sessionFor(page, users.seeker);
  session.state.languageName = language;
  await seedSession(page, session);
  return session.state.userToken as string;
}

const WORDS = {
  en: {
    title: 'Job explained simply',
    search: 'Search jobs',
    work: 'What you will do',
    prepare: 'Prepare for your interview',
    steps: /of \d+ done/,
  },
  fr: {
    title: 'L’offre expliquée simplement',
    search: 'Chercher des offres',
    work: 'Ce que vous ferez',
    prepare: 'Préparer votre entretien',
    steps: /sur \d+ fait/,
  },
  esp: {
    title: 'La oferta explicada con sencillez',
    search: 'Buscar ofertas',
    work: 'Lo que hará',
    prepare: 'Prepare su entrevista',
    steps: /de \d+ hecho/,
  },
} as const;

/** The job of the demo job seeker's application in the interview stage (the seed gives it a card). */
async function interviewJobId(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/v1/me/applications?page_size=50', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { status: string; job: { id: number } }[] };
  const app = results.find((a) => a.status === 'interview');
  expect(app, 'the demo job seeker has an application in the interview stage').toBeDefined();
  return app!.job.id;
}

for (const language of ['en', 'fr', 'esp'] as const) {
  test(`a job seeker picks a job and reads it in plain sections (${language})`, async ({ page }) => {
    const w = WORDS[language];
    await signInAs(page, language);
    await page.goto('/simplifybot');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('.sb-results a').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard alone: type a search, send it, open the first result.
    await page.getByRole('searchbox').focus();
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    const first = page.locator('.sb-results a').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/simplifybot\?job=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: w.work })).toBeVisible();
    for (const id of ['sb-where', 'sb-pay', 'sb-asks', 'sb-apply', 'sb-interview', 'sb-words', 'sb-prepare'])
      await expect(page.locator(`section[aria-labelledby="${id}"]`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`a job seeker with an interview gets a checklist from its card (${language})`, async ({ page }) => {
    const w = WORDS[language];
    const token = await signInAs(page, language);
    const jobId = await interviewJobId(page, token);
    await page.goto(`/simplifybot?job=${jobId}`);
    const prepare = page.getByRole('region', { name: w.prepare });
    await expect(prepare).toBeVisible();
    const boxes = prepare.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(2);
    await expect(prepare.getByRole('status')).toHaveText(new RegExp(`^0 ${w.steps.source}`));
    await boxes.first().focus();
    await page.keyboard.press('Space');
    await expect(boxes.first()).toBeChecked();
    await expect(prepare.getByRole('status')).toHaveText(new RegExp(`^1 ${w.steps.source}`));
    await expectNoAxeViolations(page);
  });
}

test('the jargon of an ad is explained from the glossary', async ({ page, request }) => {
  // A published job of the demo employer with two glossary terms, written through the API.
  const token = await tokenOf(request, users.manager);
  const { id } = await makeJob(request, token, `Stock clerk ${Date.now()}`, ['Counting'], {
    description: '<p>You count stock and leverage our scanners. You report to the stakeholders each week.</p>',
    salary: { min: null, max: null, currency: 'USD' },
  });
  await signInAs(page, 'en');
  // From the job's own page.
  await page.goto(`/jobs/${id}`);
  await page.getByRole('link', { name: 'Read this job explained simply' }).click();
  await expect(page).toHaveURL(new RegExp(`/simplifybot\\?job=${id}$`));
  const words = page.getByRole('region', { name: 'Words explained' });
  await expect(words.getByRole('term')).toHaveText(['leverage', 'stakeholders']);
  await expect(words.getByRole('definition').first()).toHaveText('means: use');
  await expect(page.getByRole('region', { name: 'Pay' })).toContainText('does not give the pay');
  await expect(page.getByRole('region', { name: 'Prepare for your interview' })).toContainText('When you have an interview');
});
