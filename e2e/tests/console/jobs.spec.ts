// Staff jobs in the console (issue 3): an employer posts, publishes, edits, pauses and closes a job; the
// list filters by status chip; moves the server does not allow are never offered; axe finds nothing on
// the three pages (in English and in French); a job can be created with the keyboard alone.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACME, at, expectNoAxeViolations, onOrigin, sessionFor, seedSession, signInViaApi, tabTo, users, PASSWORD } from '../../fixtures';
import { jobWithApplicants } from './hiring-data';

// Long flows on a shared two-core machine: more time than the defaults, per test and per wait.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const main = (page: Page) => page.getByRole('main');
const statusPanel = (page: Page) => page.getByRole('region', { name: 'Status', exact: true });
const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true });

/** Presses Tab until `target` has focus (fails after `max` presses): proves it is reachable by keyboard. */
async function apiToken(page: Page, email: string): Promise<string> {
  const t = onOrigin(undefined, '/api/v1/token');
  const res = await page.request.post(t.url, { data: { username: email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** Creates a draft job through the API (for tests that are not about the form). */
async function draftJob(page: Page, title: string): Promise<number> {
  const token = await apiToken(page, users.manager);
  const res = await page.request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: '<p>Check shipments against orders.</p>',
      company: 'Northstar Logistics',
      location: { city: 'Atlanta', region: 'GA', country: 'USA', latitude: 33.749, longitude: -84.388 },
      remote: 'onsite',
      employment_type: 'full_time',
      experience_min: 0,
      experience_max: 2,
      salary: { min: 40000, max: 46000, currency: 'USD' },
      required_skills: ['Shipping'],
      nice_skills: [],
      certifications: [],
      education: 'high_school',
      industry: 'Logistics',
      management_level: 'individual',
      hiring_team: [],
      weights: { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The status buttons on offer in the status panel, by their text. */
async function offeredMoves(page: Page): Promise<string[]> {
  return (await statusPanel(page).locator('.jb-status-actions button').allTextContents()).map((s) => s.trim());
}

test.describe('jobs (staff)', () => {
  test('an employer posts a draft, publishes it, edits it, pauses it and closes it after confirming', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.getByRole('link', { name: 'Post a job' }).click();
    await expect(page).toHaveURL(at('/jobs/create$'));
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

    const title = `Inventory Data Analyst ${Date.now()}`;
    await page.getByLabel('Job title (required)').fill(title);
    await page.getByLabel('Company (required)').fill('Northstar Logistics');
    await page.getByLabel('Employment type').selectOption('full_time');
    await page.getByRole('textbox', { name: 'Industry' }).fill('Logistics');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.click();
    await page.keyboard.type('Keep our stock data accurate and easy to read.');
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Run daily counts');
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await page.getByLabel('City').fill('Atlanta');
    await page.getByLabel('State or region').fill('GA');
    await page.getByLabel('Latitude').fill('33.749');
    await page.getByLabel('Longitude').fill('-84.388');
    await page.getByLabel('Lowest yearly salary').fill('52000');
    await expect(page.getByLabel('Lowest yearly salary')).toHaveValue('52,000');
    await page.getByLabel('Highest yearly salary').fill('61500');
    await expect(page.getByLabel('Highest yearly salary')).toHaveValue('61,500');
    const skills = page.getByRole('textbox', { name: 'Required skills' });
    await skills.fill('Excel');
    await skills.press('Enter');
    await skills.fill('Inventory management');
    await page.getByRole('button', { name: 'Add to Required skills' }).click();
    await expect(page.getByRole('list', { name: 'Required skills: 2 added' })).toBeVisible();

    // Weights: live sum, an error until they make 100.
    const sum = page.locator('#job-weights-sum');
    await expect(sum).toHaveText('The weights add up to 100 of 100.');
    await page.getByRole('spinbutton', { name: 'Skills' }).fill('55');
    await expect(sum).toContainText('115 of 100');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix these problems before saving' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: /How applicants are matched: The match weights must add up to exactly 100/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use the recommended weights' }).click();
    await expect(sum).toHaveText('The weights add up to 100 of 100.');

    // Hiring team from the tenant's staff.
    await page.getByLabel('Find a colleague by name or email').fill('member');
    await page.getByRole('button', { name: /^Add Mel Member/ }).click();
    await expect(page.getByRole('list', { name: 'Members of the hiring team' })).toContainText('Mel Member');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(at('/jobs/edit/\\d+$'));
    await expect(page.getByRole('heading', { level: 1, name: `Edit job: ${title}` })).toBeVisible();
    await expect(main(page).getByText(`The job “${title}” was saved as a draft.`).first()).toBeVisible();
    await expect(statusPanel(page).getByText('Draft', { exact: true })).toBeVisible();
    // Only the server's allowed moves are offered: from draft, publish or close; never pause or offer.
    expect(await offeredMoves(page)).toEqual(['Publish', 'Close the job']);
    await expect(history(page).getByRole('listitem')).toHaveText([/Created as Draft by Maya Manager/]);

    await statusPanel(page).getByRole('button', { name: 'Publish' }).click();
    await expect(statusPanel(page).getByText('Active', { exact: true })).toBeVisible();
    expect(await offeredMoves(page)).toEqual(['Pause', 'Close the job', 'Mark as offered']);
    await expect(statusPanel(page).getByText(/^First published on/)).toBeVisible();

    // Edit and save; the change is kept.
    await page.getByLabel('Job title (required)').fill(`${title} II`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(main(page).getByText('Your changes were saved.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Job title (required)')).toHaveValue(`${title} II`);
    await expect(page.getByLabel('Highest yearly salary')).toHaveValue('61,500');
    await expect(page.getByRole('textbox', { name: 'Job description' })).toContainText('Run daily counts');

    await page.getByLabel('Reason (optional)').fill('Reviewing the first applicants.');
    await statusPanel(page).getByRole('button', { name: 'Pause' }).click();
    await expect(statusPanel(page).getByText('Paused', { exact: true })).toBeVisible();
    expect(await offeredMoves(page)).toEqual(['Make active again', 'Close the job']);

    // Closing asks first; "No" changes nothing.
    await statusPanel(page).getByRole('button', { name: 'Close the job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Closing is final');
    await expect(dialog).toContainText('It has no open applications.');
    await dialog.getByRole('button', { name: 'No, keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusPanel(page).getByRole('button', { name: 'Close the job' })).toBeFocused();
    await expect(statusPanel(page).getByText('Paused', { exact: true })).toBeVisible();

    await statusPanel(page).getByRole('button', { name: 'Close the job' }).click();
    await dialog.getByRole('button', { name: 'Yes, close the job' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusPanel(page).getByText('Closed', { exact: true })).toBeVisible();
    await expect(statusPanel(page)).toContainText('A closed job cannot change status any more.');
    expect(await offeredMoves(page)).toEqual([]);
    await expect(main(page).getByText('This job is closed. Closed jobs can no longer be edited.')).toBeVisible();
    await expect(page.getByLabel('Job title (required)')).toBeDisabled();
    await expect(history(page).getByRole('listitem')).toHaveText([
      /Created as Draft by Maya Manager/,
      /Draft → Active by Maya Manager/,
      /Active → Paused by Maya Manager.*Reason: Reviewing the first applicants\./,
      /Paused → Closed by Maya Manager/,
    ]);
  });

  test('closing a job with open applications says how many will be closed, and closes them', async ({ page }) => {
    // A job of this test's own with two applicants: closing a seeded job would pull applications out from
    // under the tests that move them.
    const token = await apiToken(page, users.admin);
    const { job } = await jobWithApplicants(page.request, token, `Closing Analyst ${Date.now()}`, 2);
    await signInViaApi(page, users.admin);
    await page.goto(`/jobs/edit/${job.id}`);
    await expect(statusPanel(page)).toContainText('Applications: 2 open of 2.');
    await page.getByLabel('Reason (optional)').fill('The role was filled internally.');
    await statusPanel(page).getByRole('button', { name: 'Close the job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await expect(dialog).toContainText('Its 2 open applications will be closed too, and each job seeker will be told why.');
    await expect(dialog).toContainText('Reason given to job seekers: “The role was filled internally.”');
    await dialog.getByRole('button', { name: 'Yes, close the job' }).click();
    await expect(statusPanel(page).getByText('Closed', { exact: true })).toBeVisible();
    await expect(statusPanel(page)).toContainText('Applications: 0 open of 2.');
    await expect(statusPanel(page).getByRole('heading', { name: 'Status' })).toBeFocused();
  });

  test('the list filters by status chip, searches and links to each job', async ({ page }) => {
    await signInViaApi(page, users.recruiter);
    await page.goto('/jobs');
    const filter = page.getByRole('navigation', { name: 'Show jobs by status' });
    await expect(filter.getByRole('link', { name: /^All\s*:?\s*\d+$/ })).toHaveAttribute('aria-current', 'true');
    const paused = filter.getByRole('link', { name: /^Paused\s*:?\s*\d+$/ });
    expect(Number((await paused.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await paused.click();
    await expect(page).toHaveURL(at('/jobs\\?status=paused$'));
    await expect(filter.getByRole('link', { name: /Paused\s*:?\s*\d+$/ })).toHaveAttribute('aria-current', 'true');
    const cells = page.getByRole('table').locator('tbody td:nth-child(3)');
    await expect(cells.first()).toHaveText('Paused');
    for (const cell of await page.getByRole('table').locator('tbody td:nth-child(3)').allTextContents()) expect(cell).toBe('Paused');
    // The paused chip is drawn in the theme's "paused" colour.
    const colours = await filter
      .getByRole('link', { name: /Paused\s*:?\s*\d+$/ })
      .evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(document.documentElement).getPropertyValue('--status-paused').trim(),
      ]);
    expect(colours[1]?.toLowerCase()).toBe('#fff1d5');
    expect(colours[0]).toBe('rgb(255, 241, 213)');

    await filter.getByRole('link', { name: /^Active\s*:?\s*\d+$/ }).click();
    await page.getByRole('searchbox', { name: 'Search by job title or company' }).fill('analyst');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(at('/jobs\\?status=active&q=analyst$'));
    await expect(page.getByRole('status').filter({ hasText: /for “analyst”/ })).toBeVisible();
    const titles = await page.getByRole('table').locator('tbody th').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.toLowerCase()).toContain('analyst');
    const first = page.getByRole('table').locator('tbody tr').first();
    await expect(first.getByRole('link', { name: /^Applications: / })).toHaveAttribute('href', /\/jobs\/\d+\/applications$/);
    await expect(first.getByRole('link', { name: /^Ranked applicants: / })).toHaveAttribute('href', /\/jobs\/\d+\/applicantlist$/);
    // A partner recruiter reads jobs; posting and editing them is the employer's.
    await first.getByRole('link', { name: /^View: / }).click();
    await expect(page).toHaveURL(at('/jobs/edit/\\d+$'));
    await expect(page.getByRole('heading', { level: 1, name: /^Job: .*analyst/i })).toBeVisible();
  });

  test('roles that only read see no way to post or change a job', async ({ page }) => {
    const id = await draftJob(page, `Read-only check ${Date.now()}`);
    await signInViaApi(page, users.auditor);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a job' })).toHaveCount(0);
    await page.goto(`/jobs/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Job: Read-only check/ })).toBeVisible();
    await expect(main(page).getByText('Your role can read this job but not change it.')).toBeVisible();
    expect(await offeredMoves(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await page.goto('/jobs/create');
    await expect(page).toHaveURL(at('/unauthorized$'));
  });

  test("another tenant's job is not found", async ({ page }) => {
    const acme = await sessionFor(page, users.acmeAdmin, PASSWORD, ACME);
    const call = onOrigin(ACME, '/api/v1/jobs', { authorization: `Bearer ${acme.state.userToken as string}` });
    const created = await page.request.post(call.url, {
      headers: call.headers,
      data: {
        title: 'Acme secret role',
        description: '<p>x</p>',
        company: 'Acme',
        location: { city: '', region: '', country: '', latitude: null, longitude: null },
        remote: 'remote',
        employment_type: 'full_time',
        experience_min: 0,
        experience_max: 1,
        salary: { min: null, max: null, currency: 'USD' },
        required_skills: [],
        nice_skills: [],
        certifications: [],
        education: 'none',
        industry: '',
        management_level: 'individual',
        hiring_team: [],
        weights: { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await seedSession(page, await sessionFor(page, users.admin));
    await page.goto(`/jobs/edit/${id}`);
    await expect(page.getByRole('alert')).toHaveText('This job does not exist, or it belongs to another organisation.');
    await expect(page.getByText('Acme secret role')).toHaveCount(0);
  });

  test('a job can be posted with the keyboard alone', async ({ page }) => {
    await signInViaApi(page, users.member);
    await page.goto('/jobs/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    const title = `Keyboard QA Tester ${Date.now()}`;
    await tabTo(page, page.getByLabel('Job title (required)'));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Company (required)')).toBeFocused();
    await page.keyboard.type('Clearview QA Labs');

    // The description: through the toolbar (one Tab stop, arrows between buttons) into the text.
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await tabTo(page, toolbar.getByRole('button', { name: 'Bold' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await expect(editor).toBeFocused();
    await page.keyboard.type('Test our apps with care. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Calm team.');
    await page.keyboard.press('Control+b');
    // Tab leaves the editor (no keyboard trap), even inside a list.
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Write test cases');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expect(editor.locator('strong')).toHaveText('Calm team.');
    await expect(editor.locator('li')).toHaveText('Write test cases');

    const skills = page.getByRole('textbox', { name: 'Required skills' });
    await tabTo(page, skills);
    await page.keyboard.type('Manual testing');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Required skills: 1 added' })).toContainText('Manual testing');
    await expect(skills).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Save and publish' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/jobs/edit/\\d+$'));
    await expect(page.getByRole('heading', { level: 1, name: `Edit job: ${title}` })).toBeFocused();
    await expect(statusPanel(page).getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job description' }).locator('strong')).toHaveText('Calm team.');
  });
});

for (const [locale, lang, heading] of [
  ['en-US', 'en', 'Jobs'],
  ['fr-FR', 'fr', 'Offres d’emploi'],
] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.use({ locale });
    test(`axe finds nothing on /jobs, /jobs/create and /jobs/edit/:id (${lang})`, async ({ page }) => {
      const id = await draftJob(page, `Axe check ${lang} ${Date.now()}`);
      await signInViaApi(page, users.manager);
      await page.goto('/jobs');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/jobs/create');
      await expect(page.getByRole('toolbar')).toBeVisible();
      await expectNoAxeViolations(page);
      // With the error summary and field errors showing.
      await page.locator('button[type="submit"]').first().click();
      await expect(page.locator('.jb-error-summary')).toBeFocused();
      await expectNoAxeViolations(page);

      await page.goto(`/jobs/edit/${id}`);
      await expect(page.getByRole('toolbar')).toBeVisible();
      await expect(
        page
          .getByRole('list')
          .filter({ hasText: /Maya Manager/ })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      // With the close confirmation open.
      await page.locator('.jb-status-actions button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
