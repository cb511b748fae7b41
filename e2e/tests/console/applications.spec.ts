// Staff side of the hiring loop (issue 3): ranked applicants, one application (résumé, match, status with
// history, notes), the comparison and the job-seeker pages; role-aware, keyboard-usable, axe-clean.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, sessionFor, seedSession, signInViaApi, tabTo, users } from '../../fixtures';
import { jobWithApplicants, tokenOf } from './hiring-data';

interface Summary {
  id: number;
  job: { id: number; title: string };
  candidate: { user_id: number; name: string };
  status: string;
  score_total: number;
}

interface Detail extends Summary {
  resume: { file_name: string } | null;
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

interface OwnJob {
  id: number;
  title: string;
  /** Best match first, as the server ranks them. */
  applicants: { id: number; name: string }[];
}

/**
 * A job of this test's own with three seeded applicants (each with a résumé). Every test that changes a status
 * works on its own applications, so tests in parallel workers never move the same one.
 */
async function ownJob(request: APIRequestContext, title: string): Promise<OwnJob> {
  const token = await tokenOf(request, users.admin);
  const { job, applicants } = await jobWithApplicants(request, token, `${title} ${Date.now()}`);
  return { id: job.id, title: job.title, applicants: applicants.map((a) => ({ id: a.applicationId, name: a.seeker.name })) };
}

/** One application as staff read it. */
async function detailOf(request: APIRequestContext, id: number): Promise<Detail> {
  return getJson<Detail>(request, await tokenOf(request, users.admin), `/api/v1/applications/${id}`);
}

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** Page loads wait longer: two browsers, axe and the server share two cores. */
const patient = expect.configure({ timeout: 30_000 });
const statusSection = (page: Page) => page.getByRole('region', { name: 'Status', exact: true });
const historyItems = (page: Page) => page.getByRole('list', { name: 'History' }).getByRole('listitem');

/** Presses Tab until `target` has focus (at most `max` presses). */
/** Moves the open application to `to` through its confirm step, and checks the page says so. */
async function move(page: Page, action: string, confirm: string, label: string) {
  const before = await historyItems(page).count();
  await statusSection(page).getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeFocused();
  await page.getByRole('button', { name: confirm, exact: true }).click();
  await expect(statusSection(page).getByText(`Status changed to ${label}.`)).toBeVisible();
  await expect(statusSection(page).getByText(label, { exact: true }).first()).toBeVisible();
  await expect(historyItems(page)).toHaveCount(before + 1);
}

test.describe('applications (staff)', () => {
  // Whole flows on a 2-core machine running the server, two browsers and the demo database.
  test.describe.configure({ timeout: 90_000 });
  test('the hiring manager ranks applicants, opens one, downloads the résumé and moves it along, with reject and undo', async ({
    page,
  }) => {
    const job = await ownJob(page.request, 'Ranked Analyst');
    const target = await detailOf(page.request, job.applicants[0]!.id);
    // The job is Northstar Logistics': its hiring manager runs it (partners do not move applications).
    await signInViaApi(page, users.manager);
    await page.goto(`/jobs/${target.job.id}/applicantlist`);
    await patient(heading1(page)).toHaveText(`Ranked applicants: ${target.job.title}`);
    const table = page.getByRole('table', { name: 'Applicants ranked by match score' });
    const rows = table.getByRole('row');
    // Rank 1 first, each with a score, best first.
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('1');
    const scores = await table.locator('tbody .hr-score').allTextContents();
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.map(Number)).toEqual([...scores.map(Number)].sort((a, b) => b - a));
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: target.candidate.name }) });
    await expect(row).toContainText(String(target.score_total));

    await row.getByRole('link', { name: target.candidate.name }).click();
    await patient(heading1(page)).toHaveText(`Application of ${target.candidate.name}`);
    await expect(page).toHaveURL(new RegExp(`/applications/${target.id}$`));
    // The match breakdown in words and numbers.
    await expect(page.getByText(`${target.score_total} out of 100.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Match score, part by part' }).getByRole('row')).toHaveCount(8);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download résumé of ${target.candidate.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(target.resume?.file_name);

    await expect(historyItems(page)).toHaveCount(1);
    await move(page, 'Move to screening', 'Yes, move to Screening', 'Screening');
    await move(page, 'Move to interview', 'Yes, move to Interview', 'Interview');
    await move(page, 'Make an offer', 'Yes, move to Offered', 'Offered');
    await expect(historyItems(page).last()).toContainText('Interview → Offered');
    await expect(historyItems(page).last()).toContainText('By Maya Manager');

    // A rejection needs a reason.
    await statusSection(page).getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, move to Rejected' }).click();
    const reason = page.getByRole('textbox', { name: 'Reason for rejecting (required)' });
    await expect(page.getByText('Write why you are rejecting this application.')).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(historyItems(page)).toHaveCount(4);
    await reason.fill('The role needs more hands-on experience with the tools.');
    await page.getByRole('button', { name: 'Yes, move to Rejected' }).click();
    await expect(statusSection(page).getByText('Status changed to Rejected.')).toBeVisible();
    await expect(statusSection(page).getByText('Reason: The role needs more hands-on experience with the tools.')).toBeVisible();
    await expect(historyItems(page)).toHaveCount(5);

    // Undo goes back to where it was.
    await page.getByRole('button', { name: 'Undo: back to Offered' }).click();
    await page.getByRole('button', { name: 'Yes, go back to Offered' }).click();
    await expect(statusSection(page).getByText('Status changed to Offered.')).toBeVisible();
    await expect(historyItems(page)).toHaveCount(6);
    await expect(historyItems(page).last()).toContainText('Rejected → Offered');

    // A note for the team.
    await page.getByRole('textbox', { name: 'New note' }).fill('Strong portfolio; call back on Monday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Strong portfolio; call back on Monday.');

    // The list shows the new status too.
    await page.goto(`/jobs/${target.job.id}/applications?status=offered`);
    await expect(page.getByRole('link', { name: target.candidate.name })).toBeVisible();
  });

  test('the status changes with the keyboard alone', async ({ page }) => {
    const job = await ownJob(page.request, 'Keyboard Analyst');
    const target = await detailOf(page.request, job.applicants[1]!.id);
    await signInViaApi(page, users.manager);
    await page.goto(`/applications/${target.id}`);
    await patient(heading1(page)).toHaveText(`Application of ${target.candidate.name}`);
    const moveButton = statusSection(page).getByRole('button', { name: 'Move to screening' });
    await tabTo(page, moveButton);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Yes, move to Screening' }), 5);
    await page.keyboard.press('Enter');
    await expect(statusSection(page).getByText('Status changed to Screening.')).toBeVisible();
    // Focus lands on the new current status, so the next step is a few Tabs away.
    await expect(statusSection(page).getByText('Current status:')).toBeFocused();
    await tabTo(page, statusSection(page).getByRole('button', { name: 'Put on hold' }), 10);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'Reason (optional)' }), 5);
    await page.keyboard.type('Waiting for the budget.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Yes, move to On hold' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(statusSection(page).getByText('Status changed to On hold.')).toBeVisible();
    await expect(historyItems(page)).toHaveCount(3);
    // Cancel puts focus back on the button that opened the step.
    const undo = statusSection(page).getByRole('button', { name: 'Undo: back to Screening' });
    await tabTo(page, undo, 10);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }), 5);
    await page.keyboard.press('Enter');
    await expect(undo).toBeFocused();
  });

  test('the list filters by status and job, searches by name and sorts by score', async ({ page }) => {
    const job = await ownJob(page.request, 'Listed Analyst');
    await signInViaApi(page, users.member);
    await page.goto('/applications');
    await patient(heading1(page)).toHaveText('Applications');
    await page.getByRole('combobox', { name: 'Job' }).selectOption(String(job.id));
    await expect(page).toHaveURL(new RegExp(`job=${job.id}`));
    await page.getByRole('combobox', { name: 'Order' }).selectOption('score');
    const table = page.getByRole('table', { name: 'Applications' });
    await expect(table.getByRole('link').first()).toHaveText(job.applicants[0]?.name ?? '');
    const chip = page.getByRole('button', { name: /^Applied ?: \d+$/ });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/status=applied/);
    for (const cell of await table.getByRole('row').locator('.hr-chip').allTextContents()) expect(cell).toBe('Applied');
    await page.getByRole('button', { name: /^All ?: \d+$/ }).click();
    const someone = job.applicants[1]?.name ?? '';
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(someone);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(table.getByRole('link', { name: someone })).toBeVisible();
  });

  test('on a 390 px phone the ranked applicants stack as cards: no sideways scroll, every score on screen', async ({ page }) => {
    const job = await ownJob(page.request, 'Phone Ranked Analyst');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, users.manager);
    await page.goto(`/jobs/${job.id}/applicantlist`);
    const table = page.getByRole('table', { name: 'Applicants ranked by match score' });
    await patient(table.getByRole('link', { name: job.applicants[0]?.name ?? '' })).toBeVisible();
    const width = await table.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each card's score is inside the screen's width, named by its column.
    const scores = table.locator('.hr-score');
    await expect(scores).toHaveCount(job.applicants.length);
    for (const box of await scores.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('two applicants are compared side by side, the choice kept in the address', async ({ page }) => {
    const job = await ownJob(page.request, 'Compared Analyst');
    const [first, second, third] = job.applicants;
    await signInViaApi(page, users.manager);
    await page.goto(`/jobs/${job.id}/applicantlist`);
    // With fewer than two chosen the button says why instead of going anywhere.
    const compare = page.getByRole('button', { name: 'Compare chosen applicants' });
    await expect(compare).toHaveAttribute('aria-disabled', 'true');
    await compare.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Choose at least two applicants to compare.');
    await page.getByRole('checkbox', { name: `Choose ${first?.name} to compare` }).check();
    await page.getByRole('checkbox', { name: `Choose ${second?.name} to compare` }).check();
    await expect(page.getByText('Chosen: 2 of 4.')).toBeVisible();
    await page.getByRole('button', { name: 'Compare chosen applicants' }).click();
    await expect(page).toHaveURL(new RegExp(`/compareApplicants\\?ids=${first?.id}(%2C|,)${second?.id}$`));
    await patient(heading1(page)).toHaveText('Compare applicants');
    const table = page.getByRole('table', { name: '2 applicants side by side' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: 'Score part: Skills' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Required skills they are missing' })).toBeVisible();
    await expect(page.getByText(`All applied to ${job.title}`)).toBeVisible();

    // The address can be shared: opening it elsewhere shows the same comparison; a third can be added.
    await page.goto(`/compareApplicants?ids=${first?.id},${second?.id},${third?.id}`);
    await expect(page.getByRole('table', { name: '3 applicants side by side' }).getByRole('columnheader')).toHaveCount(3);
    await page.getByRole('button', { name: `Remove ${third?.name}` }).click();
    await expect(page.getByText(`${third?.name} was removed from the comparison.`)).toBeVisible();
    await expect(page.getByRole('table', { name: '2 applicants side by side' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${second?.name}` }).click();
    await expect(page.getByText('Only one applicant is chosen. Choose at least two to compare them.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`ids=${first?.id}$`));
    await page.goto('/compareApplicants');
    await expect(page.getByText('No applicants are chosen yet. Choose at least two to compare them.')).toBeVisible();
  });

  test('the auditor reads an application but sees no status actions or note form', async ({ page }) => {
    const job = await ownJob(page.request, 'Audited Analyst');
    await signInViaApi(page, users.auditor);
    await page.goto(`/applications/${job.applicants[0]?.id}`);
    await patient(heading1(page)).toHaveText(`Application of ${job.applicants[0]?.name}`);
    await expect(page.getByText('You can read this application. Your role cannot change its status or add notes.')).toBeVisible();
    await expect(statusSection(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'New note' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    // Job seekers are not for the auditor (SPEC §6).
    await page.goto('/jobSeekers');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('job seekers (staff)', () => {
  test.describe.configure({ timeout: 60_000 });
  test('a recruiter finds a job seeker by skill and opens their profile and applications', async ({ page }) => {
    await signInViaApi(page, users.recruiter);
    await page.goto('/jobSeekers');
    await patient(heading1(page)).toHaveText('Job seekers');
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ job seekers\.$/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Skills' }).fill('sql, tableau');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/skills=sql(%2C|,)tableau/);
    const table = page.getByRole('table', { name: 'Job seekers' });
    await expect(table.getByRole('link', { name: 'Aisha Bello' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marcus Johnson' })).toHaveCount(0);
    await table.getByRole('link', { name: 'Aisha Bello' }).click();
    await patient(heading1(page)).toHaveText('Aisha Bello');
    await expect(page.getByRole('link', { name: 'aisha.bello@demo.test' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download résumé of Aisha Bello' })).toBeVisible();
    const apps = page.getByRole('table', { name: 'Applications of Aisha Bello' });
    await expect(apps.getByRole('row').nth(1)).toBeVisible();
    await apps.getByRole('link').first().click();
    await patient(heading1(page)).toHaveText('Application of Aisha Bello');
  });

  test('the card view, the staff variant and all candidates show the same people', async ({ page }) => {
    await signInViaApi(page, users.recruiterMember);
    for (const [path, title] of [
      ['/jobSeekersv2', 'Job seekers at a glance'],
      ['/jobSeeker', 'Job seekers'],
      ['/new_all_candidates', 'All candidates'],
    ] as const) {
      await page.goto(`${path}?q=aisha`);
      await patient(heading1(page)).toHaveText(title);
      await expect(page.getByRole('link', { name: 'Aisha Bello' })).toHaveAttribute('href', /\/jobSeekers\/\d+$/);
    }
  });
});

test.describe('accessibility of the staff hiring pages', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`axe finds nothing on every page (${language})`, async ({ page }) => {
      test.setTimeout(180_000);
      const job = await ownJob(page.request, `Accessible Analyst ${language}`);
      const token = await tokenOf(page.request, users.admin);
      const seekers = await getJson<{ results: { user_id: number }[] }>(page.request, token, '/api/v1/jobseekers?q=aisha');
      const session = await sessionFor(page, users.admin);
      session.state.languageName = language;
      await seedSession(page, session);
      const [a, b] = job.applicants;
      const paths = [
        '/applications',
        `/applications/${a?.id}`,
        `/jobs/${job.id}/applications`,
        `/jobs/${job.id}/applicantlist`,
        `/compareApplicants?ids=${a?.id},${b?.id}`,
        '/compareApplicants',
        '/jobSeekers',
        `/jobSeekers/${seekers.results[0]?.user_id}`,
        '/jobSeekersv2',
        '/jobSeeker',
        '/new_all_candidates',
      ];
      for (const path of paths) {
        await page.goto(path);
        await patient(heading1(page)).toBeVisible();
        await patient(page.locator('.ui-spinner')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoAxeViolations(page);
      }
      // The confirm step of a rejection, with its reason error showing.
      let open: number | undefined;
      for (const applicant of job.applicants) {
        const detail = await getJson<{ allowed_next: string[] }>(page.request, token, `/api/v1/applications/${applicant.id}`);
        if (detail.allowed_next.includes('rejected')) {
          open = applicant.id;
          break;
        }
      }
      expect(open, 'an open application to reject').toBeDefined();
      await page.goto(`/applications/${open}`);
      await page.locator('button[data-action="rejected"]').click();
      await page.locator('.hr-confirm button[type="submit"]').click();
      await expect(page.locator('.ui-field-error')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
