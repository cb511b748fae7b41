// Interviews end to end (issue 12, "Done when"), with two browsers: a hiring manager proposes three slots,
// the job seeker picks one, sees the card and asks for written questions, the team answers; two panel
// members score; the invite (.ics) is checked in the outbox. axe on the way, and on /interview in en, fr, esp.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  ORIGIN,
  PASSWORD,
  latestMail,
  sessionFor,
  seedSession,
  tabTo,
  users,
  type PersistedSession,
} from '../../fixtures';
import { WEIGHTS, applyAs, bearer, makeJob, makeSeeker, tag, tokenOf } from './hiring-data';

const expect = baseExpect.configure({ timeout: 30_000 });

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ui-spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function browserFor(browser: Browser, email: string, password: string, language: 'en' | 'fr' | 'esp' = 'en'): Promise<Page> {
  const locale = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' }[language];
  const context = await browser.newContext({ baseURL: ORIGIN, locale, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const session: PersistedSession = await sessionFor(page, email, password);
  session.state.languageName = language;
  await seedSession(page, session);
  return page;
}

async function userId(request: APIRequestContext, token: string): Promise<number> {
  return ((await (await request.get('/api/v1/user/session', { headers: bearer(token) })).json()) as { user_id: number }).user_id;
}

/** datetime-local text `days` from now at `hour`:00 in the browser's zone (America/New_York). */
function localSlot(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const ny = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    d,
  );
  return `${ny}T${String(hour).padStart(2, '0')}:00`;
}

/** The newest outbox mail to `to` whose subject matches, with its calendar part. */
function mailWithCalendar(to: string, subject: RegExp): { calendar?: { method: string; content: string } } | undefined {
  const dir = join(process.env.TESSERA_E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          created_at: string;
          calendar?: { method: string; content: string };
        },
    )
    .filter((m) => m.to === to && subject.test(m.subject))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .at(-1);
}

test.describe('interviews', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a manager proposes three slots, the job seeker picks one and asks for written questions, the team answers, two panel members score', async ({
    browser,
    request,
  }) => {
    const managerToken = await tokenOf(request, users.manager);
    const memberToken = await tokenOf(request, users.member);
    const [managerId, memberId] = [await userId(request, managerToken), await userId(request, memberToken)];
    const title = `Stock Controller ${tag()}${tag()}`;
    const posted = await request.post('/api/v1/jobs', {
      headers: bearer(managerToken),
      data: {
        title,
        description: '<p>Keep the shelves right.</p>',
        company: 'Northstar Logistics',
        location: { city: 'Chicago', region: 'IL', country: 'USA', latitude: 41.878, longitude: -87.63 },
        remote: 'onsite',
        employment_type: 'full_time',
        experience_min: 0,
        experience_max: 5,
        salary: { min: 40000, max: 50000, currency: 'USD' },
        required_skills: ['Inventory', 'Accuracy'],
        nice_skills: [],
        certifications: [],
        education: 'none',
        industry: 'Logistics',
        management_level: 'individual',
        hiring_team: [managerId, memberId],
        weights: WEIGHTS,
        status: 'active',
      },
    });
    expect(posted.status()).toBe(201);
    const jobId = ((await posted.json()) as { id: number }).id;
    const seeker = await makeSeeker(request, 'Ivy', { headline: 'Stock controller', skills: ['Inventory'] });
    const applicationId = await applyAs(request, seeker, jobId);
    for (const status of ['screening', 'interview']) {
      const moved = await request.post(`/api/v1/applications/${applicationId}/status`, { headers: bearer(managerToken), data: { status } });
      expect(moved.status()).toBe(200);
    }

    // --- The manager proposes three slots with the card's details.
    const manager = await browserFor(browser, users.manager, PASSWORD);
    await manager.goto(`/applications/${applicationId}`);
    await settled(manager);
    const section = manager.getByRole('region', { name: 'Interviews', exact: true });
    await section.getByText('Schedule an interview').click();
    const team = section.getByRole('group', { name: 'Panel (from the job’s hiring team)' }).getByRole('checkbox');
    for (let i = 0; i < (await team.count()); i++) await team.nth(i).check();
    await section.getByLabel('Proposed time 1').fill(localSlot(20, 8));
    await section.getByLabel('Proposed time 2').fill(localSlot(21, 8));
    await section.getByLabel('Proposed time 3').fill(localSlot(22, 8));
    await section.getByText('What the candidate sees on their interview card').click();
    await section.getByLabel('Questions shared in advance').fill('Tell us how you keep counts accurate.');
    await section.getByLabel(/Questions held back/).fill('A short counting exercise.');
    await section.getByRole('button', { name: 'Send the proposed times' }).click();
    await expect(section.getByText('The proposed times are sent to the candidate.')).toBeVisible();
    await expect(section.getByText('Proposed times, waiting for the candidate’s choice:')).toBeVisible();
    await expectNoAxeViolations(manager);

    // --- The job seeker picks the second slot, sees the card and asks for written questions.
    const candidate = await browserFor(browser, seeker.email, 'Correct-Horse-42');
    await candidate.goto('/application');
    const cards = candidate.getByRole('region', { name: 'Your interviews' });
    await expect(cards.getByRole('group', { name: /Choose a time \(times in your time zone, America\/New_York\)/ })).toBeVisible();
    await cards.getByRole('radio').nth(1).check();
    await cards.getByRole('button', { name: 'Confirm this time' }).click();
    await expect(cards.getByText('Your interview time is confirmed. The invitation is in your email.')).toBeVisible();
    await expect(cards.getByText(/When: .*\(America\/New_York\)/)).toBeVisible();
    await expect(cards.getByText('Tell us how you keep counts accurate.')).toBeVisible();
    await expect(cards.getByText('The team keeps 1 question for the interview itself.')).toBeVisible();
    await expect(cards.getByText('A short counting exercise.')).toHaveCount(0);
    await expect(cards.getByRole('button', { name: 'Add to my calendar (.ics)' })).toBeVisible();
    await cards.getByText('Ask for adjustments').click();
    await cards.getByRole('checkbox', { name: 'Questions in writing' }).check();
    await cards.getByLabel('Tell the team more (optional)').fill('Reading helps me answer well.');
    await cards.getByRole('button', { name: 'Send my request' }).click();
    await expect(cards.getByText('Your request was sent. The team answers each one here.')).toBeVisible();
    await expectNoAxeViolations(candidate);

    // The invite reached the job seeker's mailbox: METHOD REQUEST with a UID, a SEQUENCE and the zone.
    await latestMail(seeker.email, /^Interview set/);
    const invite = mailWithCalendar(seeker.email, /^Interview set/);
    expect(invite?.calendar?.method).toBe('REQUEST');
    expect(invite?.calendar?.content).toMatch(/BEGIN:VTIMEZONE/);
    expect(invite?.calendar?.content).toMatch(/^UID:.+@interviews\.demo/m);
    expect(invite?.calendar?.content).toMatch(/^SEQUENCE:1/m);

    // --- The team answers the request.
    await manager.reload();
    await settled(manager);
    const answer = section.getByRole('form', { name: 'Answer: Questions in writing' });
    await answer.getByLabel('Answer to the candidate').fill('Yes: the questions will be on paper in front of you.');
    await answer.getByRole('button', { name: /Send the answer/ }).click();
    await expect(section.getByText('Your answer was sent to the candidate.')).toBeVisible();
    await candidate.reload();
    await expect(cards.getByText(/Questions in writing.*agreed.*the questions will be on paper/)).toBeVisible();

    // --- The manager changes the card's practical details (updateInterview); the job seeker reads them.
    await section.getByText('Change the place and practical details').click();
    const detailsForm = section.getByRole('form', { name: 'The interview’s place and practical details' });
    await detailsForm.getByLabel('Video link, phone number or address').fill('https://meet.example.test/stock-controller');
    await detailsForm.getByLabel('What to bring').fill('Nothing but yourself; we lend safety shoes.');
    await detailsForm.getByRole('button', { name: 'Save the details' }).click();
    await expect(section.getByText('The interview card is updated.')).toBeVisible();
    await expectNoAxeViolations(manager);
    await candidate.reload();
    await expect(cards.getByText('https://meet.example.test/stock-controller')).toBeVisible();
    await expect(cards.getByText('Nothing but yourself; we lend safety shoes.')).toBeVisible();

    // --- Two panel members score: each sees the other's only after their own is in.
    const score = async (page: Page, rating: string, recommendation: string) => {
      const panel = page.getByRole('region', { name: 'Interviews', exact: true }).getByRole('region', { name: 'Scorecards' });
      for (const criterion of ['Inventory', 'Accuracy'])
        await panel.getByRole('group', { name: criterion }).getByRole('radio', { name: rating }).check();
      await panel.getByLabel('Recommendation').selectOption({ label: recommendation });
      await panel.getByRole('button', { name: 'Submit my scorecard' }).click();
      await expect(page.getByText('Your scorecard is in. You can now read the others’.')).toBeVisible();
      return panel;
    };
    await score(manager, '3 · Good evidence', 'Yes');
    const member = await browserFor(browser, users.member, PASSWORD, 'en');
    await member.goto(`/applications/${applicationId}`);
    await settled(member);
    await expect(member.getByText('1 scorecard from the panel shows once yours is in.')).toBeVisible();
    const memberPanel = await score(member, '4 · Strong evidence', 'Strong yes');
    await expect(memberPanel.getByText('Summary of 2 scorecards')).toBeVisible();
    await expect(memberPanel.getByText('Inventory: average 3.5 of 4')).toBeVisible();
    await expectNoAxeViolations(member);
  });

  test('the panel changes with the keyboard alone, and the change stays after a reload', async ({ browser, request }) => {
    const managerToken = await tokenOf(request, users.manager);
    const memberToken = await tokenOf(request, users.member);
    const [managerId, memberId] = [await userId(request, managerToken), await userId(request, memberToken)];
    const job = await makeJob(request, managerToken, `Panel Analyst ${tag()}`, ['Inventory'], { hiring_team: [managerId, memberId] });
    const seeker = await makeSeeker(request, 'Pia', { headline: 'Analyst', skills: ['Inventory'] });
    const applicationId = await applyAs(request, seeker, job.id);
    for (const status of ['screening', 'interview']) {
      const moved = await request.post(`/api/v1/applications/${applicationId}/status`, { headers: bearer(managerToken), data: { status } });
      expect(moved.status()).toBe(200);
    }
    // A fixed time far ahead, at a minute no other test uses, with the manager alone on the panel.
    const startsAt = new Date(Date.now() + (60 + Math.floor(Math.random() * 200)) * 86_400_000);
    startsAt.setUTCHours(5, 5 + Math.floor(Math.random() * 50), 0, 0);
    const created = await request.post(`/api/v1/applications/${applicationId}/interviews`, {
      headers: bearer(managerToken),
      data: { kind: 'phone', duration_minutes: 30, panel: [managerId], time_zone: 'America/New_York', starts_at: startsAt.toISOString() },
    });
    expect(created.status()).toBe(201);
    const interviewId = ((await created.json()) as { id: number }).id;

    const manager = await browserFor(browser, users.manager, PASSWORD);
    await manager.goto(`/applications/${applicationId}`);
    await settled(manager);
    const section = manager.getByRole('region', { name: 'Interviews', exact: true });
    await tabTo(manager, section.getByText('Change the panel', { exact: true }), 200);
    await manager.keyboard.press('Enter');
    const form = section.getByRole('form', { name: 'The interview’s panel' });
    const group = form.getByRole('group', { name: 'Panel (from the job’s hiring team)' });
    await expect(group.getByRole('checkbox')).toHaveCount(2);
    await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await tabTo(manager, group.getByRole('checkbox', { checked: false }), 10);
    await manager.keyboard.press('Space');
    await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await tabTo(manager, form.getByRole('button', { name: 'Save the panel' }), 10);
    await manager.keyboard.press('Enter');
    await expect(section.getByText('The panel is changed and everyone is told.')).toBeVisible();

    // The server has both; the page shows both after a reload.
    const read = await request.get(`/api/v1/interviews/${interviewId}`, { headers: bearer(managerToken) });
    const panel = ((await read.json()) as { panel: { user_id: number; name: string }[] }).panel;
    expect(panel.map((p) => p.user_id).sort((a, b) => a - b)).toEqual([managerId, memberId].sort((a, b) => a - b));
    await manager.reload();
    await settled(manager);
    await expect(section.getByText(`Panel: ${panel.map((p) => p.name).join(', ')}`)).toBeVisible();
    await expectNoAxeViolations(manager);
  });

  for (const language of ['en', 'fr', 'esp'] as const) {
    test(`the interviews list and week calendar pass axe in ${language}`, async ({ browser }) => {
      const page = await browserFor(browser, users.manager, PASSWORD, language);
      await page.goto('/interview');
      await settled(page);
      await expectNoAxeViolations(page);
      await page.goto('/interview?view=week');
      await settled(page);
      await expect(page.locator('.iv-day')).toHaveCount(7);
      await expectNoAxeViolations(page);
      const programs = await browserFor(browser, users.programs, PASSWORD, language);
      await programs.goto('/newInterview?view=week');
      await settled(programs);
      await expectNoAxeViolations(programs);
    });
  }
});
