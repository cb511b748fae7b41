import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, ORIGIN, signInViaApi, users } from '../../fixtures';

// The demo seed's active jobs include "Reconciliation Analyst" and "Software Test Engineer" in Marietta
// (inside Atlanta's 80 miles), "Manual QA Tester" in Katy (inside Houston's) and "Game Tester" in Austin
// (outside both).

const results = (page: Page) => page.getByRole('region', { name: /results|résultats|resultados|open jobs near/i });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /found|trouvée|encontrada|No jobs|Aucune/ });

async function jobIdByTitle(page: Page, title: string): Promise<number> {
  const res = await page.request.get(`/api/v1/search/jobs?q=${encodeURIComponent(`"${title}"`)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { results: { id: number; title: string }[] };
  const job = body.results.find((r) => r.title === title);
  expect(job, `the demo job "${title}"`).toBeTruthy();
  return (job as { id: number }).id;
}

test.describe('job search', () => {
  test('finds a job by keyword', async ({ page }) => {
    await page.goto('/searchJobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a job' })).toBeVisible();
    await page.getByLabel('Keywords').fill('reconciliation');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/searchJobs\?q=reconciliation$/);
    // The job with the word in its title ranks first; skills and descriptions that mention it follow.
    await expect(cardTitles(page).first()).toHaveText('Reconciliation Analyst');
    await expect(status(page)).toHaveText(/^\d+ jobs? found\./);

    await page.getByLabel('Keywords').fill('Ledgerline');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=Ledgerline$/);
    // The company's seeded job (other tests may post more for it on the shared server).
    await expect(status(page)).toHaveText(/^\d+ jobs? found\./);
    await expect(cardTitles(page)).toContainText(['Reconciliation Analyst']);
  });

  test('finds jobs within 80 miles of Atlanta, and keeps Austin out of Houston', async ({ page }) => {
    await page.goto('/searchJobs');
    await page.getByLabel('Location').selectOption('atlanta');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/searchJobs\?location=atlanta$/);
    const marietta = results(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Software Test Engineer' }) });
    await expect(marietta).toBeVisible();
    await expect(marietta).toContainText(/Marietta/);
    await expect(marietta).toContainText(/miles away/);
    await expect(cardTitles(page).filter({ hasText: 'Game Tester' })).toHaveCount(0);

    await page.goto('/searchJobs?q=tester&location=houston');
    await expect(cardTitles(page).filter({ hasText: 'Manual QA Tester' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Game Tester' })).toHaveCount(0);
    await page.goto('/searchJobs?q=tester');
    await expect(cardTitles(page).filter({ hasText: 'Game Tester' })).toBeVisible();
  });

  test('keeps every filter in the address: reload, share and the back button', async ({ page, browser }) => {
    await page.goto('/searchJobs');
    await page.getByLabel('Keywords').fill('analyst');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=analyst$/);
    await expect(status(page)).toBeVisible();

    await page.getByLabel('2 to 5 years').check();
    await page.getByLabel('Hybrid').check();
    await page.getByLabel('Full time').check();
    await page.getByLabel('Location').selectOption('atlanta');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const shared = /\/searchJobs\?q=analyst&location=atlanta&experience=2-5&remote=hybrid&employment_type=full_time$/;
    await expect(page).toHaveURL(shared);
    // The page's filters are named as the API's query: what the API finds for them is what the page must show
    // (read from the API, not from the page, which may still show the keyword-only results for a moment).
    const answer = await page.request.get(`/api/v1/search/jobs${new URL(page.url()).search}`);
    expect(answer.status()).toBe(200);
    const found = ((await answer.json()) as { results: { title: string }[] }).results.map((r) => r.title);
    expect(found).toContain('Data Analyst');
    await expect.poll(() => cardTitles(page).allTextContents()).toEqual(found);

    await page.reload();
    await expect(page.getByLabel('Keywords')).toHaveValue('analyst');
    await expect(page.getByLabel('Location')).toHaveValue('atlanta');
    await expect(page.getByLabel('2 to 5 years')).toBeChecked();
    await expect(page.getByLabel('Hybrid')).toBeChecked();
    await expect(page.getByLabel('Full time')).toBeChecked();
    await expect(page.getByLabel('On site')).not.toBeChecked();
    await expect.poll(() => cardTitles(page).allTextContents()).toEqual(found);

    // Someone else opens the shared address.
    const other = await browser.newContext({ baseURL: ORIGIN });
    const otherPage = await other.newPage();
    await otherPage.goto(page.url());
    await expect(otherPage.getByLabel('2 to 5 years')).toBeChecked();
    await expect.poll(() => cardTitles(otherPage).allTextContents()).toEqual(found);
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(/\?q=analyst$/);
    await expect(page.getByLabel('Keywords')).toHaveValue('analyst');
    await expect(page.getByLabel('2 to 5 years')).not.toBeChecked();
    await expect(page.getByLabel('Location')).toHaveValue('');
  });

  test('pages through the results', async ({ page }) => {
    await page.goto('/searchJobs');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const first = await cardTitles(page).allTextContents();
    expect(first).toHaveLength(20);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/searchJobs\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
    await expect(status(page)).toHaveText(/Showing 21 to/);
    await expect(cardTitles(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/searchJobs$/);
    // Each page is its own history entry: Back returns to page 2 and shows it again.
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('shows a calm empty state with ways out', async ({ page }) => {
    await page.goto('/searchJobs?q=zebrafish&location=houston');
    await expect(page.getByRole('heading', { level: 3, name: 'No jobs match this search yet.' })).toBeVisible();
    await page.getByRole('link', { name: /search anywhere/ }).click();
    await expect(page).toHaveURL(/\/searchJobs\?q=zebrafish$/);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a job' })).toBeVisible();
    const keywords = page.getByLabel('Keywords');
    for (let i = 0; i < 40 && !(await keywords.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(keywords).toBeFocused();
    await page.keyboard.type('reconciliation');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Location')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('0 to 2 years')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('2 to 5 years')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('2 to 5 years')).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(keywords).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=reconciliation&experience=2-5$/);
    const link = results(page).getByRole('link', { name: 'Reconciliation Analyst' });
    await expect(link).toBeVisible();
    for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation Analyst' })).toBeFocused();
  });

  test('/ca/searchJobs is the same search', async ({ page }) => {
    await page.goto('/ca/searchJobs?q=reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a job' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Reconciliation Analyst' })).toBeVisible();
  });
});

test.describe('locations', () => {
  test("the Atlanta and Houston pages list their area's jobs", async ({ page }) => {
    await page.goto('/location/atlanta');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs in the Atlanta, GA area' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Software Test Engineer' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Game Tester' })).toHaveCount(0);
    await page.goto('/location/houston');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs in the Houston, TX area' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: 'Manual QA Tester' })).toBeVisible();
    await page.getByRole('link', { name: 'Search these jobs with more filters' }).click();
    await expect(page).toHaveURL(/\/searchJobs\?location=houston$/);
    await expect(page.getByLabel('Location')).toHaveValue('houston');
  });

  test('/globallocations shows every area with its count, remote jobs and all jobs', async ({ page }) => {
    const remote = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Remote jobs' }) });
    // Tests in other workers publish jobs meanwhile: the page and the API are compared as one step, again
    // until they were read at the same moment.
    await expect(async () => {
      const counts = (await (await page.request.get('/api/v1/locations')).json()) as {
        results: { display_name: string; job_count: number }[];
        remote_job_count: number;
      };
      await page.goto('/globallocations');
      await expect(page.getByRole('heading', { level: 1, name: 'Job locations' })).toBeVisible();
      for (const l of counts.results) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: l.display_name }) });
        await expect(card).toContainText(`${l.job_count} open job`, { timeout: 5_000 });
      }
      await expect(remote).toContainText(`${counts.remote_job_count} open job`, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await remote.getByRole('link', { name: 'See remote jobs' }).click();
    await expect(page).toHaveURL(/\/searchJobs\?remote=remote$/);
    await expect(page.getByRole('checkbox', { name: 'Remote', exact: true })).toBeChecked();
  });
});

test.describe('job page', () => {
  test('shows the job, its facts and how to apply; Apply asks a visitor to sign in and comes back', async ({ page }) => {
    await page.goto('/searchJobs?q=reconciliation');
    await results(page).getByRole('link', { name: 'Reconciliation Analyst' }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation Analyst' })).toBeVisible();
    await expect(page.getByText('Ledgerline Finance').first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'Job facts' });
    await expect(facts).toContainText('Marietta');
    await expect(facts).toContainText('$58,000 to $68,000');
    await expect(page.getByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How well you match' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    await page.getByLabel('Email address').fill(users.seeker);
    await page.getByLabel('Password').fill('demo-Password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'How well you match' })).toBeVisible();
  });

  test('/jobs_view/:id shows the same job', async ({ page }) => {
    const id = await jobIdByTitle(page, 'Reconciliation Analyst');
    await page.goto(`/jobs_view/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation Analyst' })).toBeVisible();
  });

  test('a signed-in job seeker sees the match breakdown, explained', async ({ page }) => {
    const id = await jobIdByTitle(page, 'Software Test Engineer');
    await signInViaApi(page, users.seeker);
    await page.goto(`/jobs/${id}`);
    const match = page.getByRole('region', { name: 'How well you match' });
    await expect(match).toBeVisible();
    await expect(match.getByText(/^Your match score: \d+ out of 100$/)).toBeVisible();
    const table = match.getByRole('table', { name: 'Your match, part by part' });
    for (const part of ['Skills', 'Certifications', 'Education', 'Job title', 'Industry', 'Level']) {
      await expect(table.getByRole('rowheader', { name: part, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('columnheader', { name: 'Weight' })).toBeVisible();
    await expect(match.getByRole('heading', { name: 'Required skills you have' })).toBeVisible();
    await expect(match.getByRole('heading', { name: 'Required skills to add' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Save job|Saved/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown or closed job is calmly not found', async ({ page }) => {
    await page.goto('/jobs/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'This job is not open' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  const pages = ['/search', '/searchJobs', '/searchJobs?q=zebrafish', '/location/atlanta', '/location/houston', '/globallocations'];
  for (const locale of ['en-US', 'fr-FR', 'es-ES'] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`axe finds nothing on the search pages and a job page (${locale})`, async ({ page }) => {
        // Seven pages, each loaded and checked by axe: more than the default 30 s on a busy 2-core machine.
        test.slow();
        const id = await jobIdByTitle(page, 'Reconciliation Analyst');
        for (const path of [...pages, `/jobs/${id}`]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.ui-spinner')).toHaveCount(0);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectNoAxeViolations(page);
        }
      });
    });
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters wait behind a "Filters" button that says how many are set; the first job comes soon after', async ({ page }) => {
    await page.goto('/searchJobs?remote=remote&experience=2-5');
    const toggle = page.getByRole('button', { name: 'Filters (2 set)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: /remote/i }).first()).toBeHidden();
    const first = cardTitles(page).first();
    await expect(first).toBeVisible();
    // Below the top bar, the heading and the keywords: within 1.2 screens (it was past two screens of filters).
    expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(844 * 1.2);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Years of experience' }).getByRole('checkbox').first()).toBeVisible();
    await page.goto('/searchJobs');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
});

test('on a desktop the filters are shown beside the results, with no "Filters" button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/searchJobs');
  await expect(cardTitles(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Years of experience' }).getByRole('checkbox').first()).toBeVisible();
});
