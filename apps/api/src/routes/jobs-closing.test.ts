// A job's closing date (issue 11 §4: /homepage lists "jobs closing soon"): staff set it on the job
// (createJob, updateJob; never a new date in the past), it is shown with the job, and the staff member's
// day lists the active jobs they can see that close today or within 7 days, soonest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '../services/settings.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = dateIn('America/New_York');
const inDays = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await startApp();
  for (const [who, email] of [
    ['manager', 'manager@demo.test'],
    ['manager2', 'manager2@demo.test'],
    ['admin', 'admin@demo.test'],
    ['recruiter', 'recruiter@demo.test'],
  ] as const)
    tokens[who] = (await signIn(t, email)).access;
}, 120_000);
afterAll(async () => t?.close());

async function post(who: string, body: Record<string, unknown>) {
  return request(t, { path: '/api/v1/jobs', token: tokens[who]!, body: jobBody({ status: 'active', ...body }) });
}

async function day(who: string) {
  const res = await request(t, { path: '/api/v1/staff/today', token: tokens[who]! });
  expect(res.status).toBe(200);
  return res.json as { jobs_closing_soon: { id: number; title: string; closes_on: string }[]; jobs_closing_soon_count: number };
}

describe('a job’s closing date', () => {
  let soon = 0;
  let later = 0;
  let sooner = 0;

  it('is set when the job is posted, shown with it, and a date in the past is refused', async () => {
    const a = await post('manager', { title: 'Closing In Three', closes_on: inDays(3) });
    expect(a.status).toBe(201);
    soon = a.json.id;
    const b = await post('manager', { title: 'Closing In Thirty', closes_on: inDays(30) });
    later = b.json.id;
    const c = await post('manager', { title: 'Closing Today', closes_on: today });
    sooner = c.json.id;
    const job = await request(t, { path: `/api/v1/jobs/${soon}`, token: tokens.manager! });
    expect(job.json.closes_on).toBe(inDays(3));
    const list = await request(t, { path: '/api/v1/jobs?q=closing', token: tokens.manager! });
    expect((list.json.results as { id: number; closes_on: string | null }[]).find((j) => j.id === later)?.closes_on).toBe(inDays(30));
    const past = await post('manager', { title: 'Closed Already', closes_on: inDays(-3) });
    expect(past.status).toBe(400);
    expect(past.json.closes_on).toEqual(['Choose today or a later day.']);
    const bad = await post('manager', { title: 'Not A Date', closes_on: '31/12/2030' });
    expect(bad.status).toBe(400);
  });

  it('the day lists the jobs closing within 7 days, soonest first, to those who see them', async () => {
    for (const who of ['manager', 'admin', 'recruiter']) {
      const mine = (await day(who)).jobs_closing_soon.filter((j) => [soon, later, sooner].includes(j.id));
      expect(mine.map((j) => j.id)).toEqual([sooner, soon]);
      expect(mine[1]!.closes_on).toBe(inDays(3));
    }
    // Another employer does not see Northstar's jobs.
    expect((await day('manager2')).jobs_closing_soon.some((j) => [soon, sooner].includes(j.id))).toBe(false);
  });

  it('an edit that leaves the date out keeps it; null clears it; a paused job is not "closing soon"', async () => {
    const put = (id: number, body: Record<string, unknown>) =>
      request(t, { method: 'PUT', path: `/api/v1/jobs/${id}`, token: tokens.manager!, body: jobBody(body) });
    expect((await put(soon, { title: 'Closing In Three' })).status).toBe(200);
    expect((await request(t, { path: `/api/v1/jobs/${soon}`, token: tokens.manager! })).json.closes_on).toBe(inDays(3));
    expect((await put(soon, { title: 'Closing In Three', closes_on: null })).status).toBe(200);
    expect((await request(t, { path: `/api/v1/jobs/${soon}`, token: tokens.manager! })).json.closes_on).toBeNull();
    expect((await day('manager')).jobs_closing_soon.some((j) => j.id === soon)).toBe(false);
    await request(t, { path: `/api/v1/jobs/${sooner}/status`, token: tokens.manager!, body: { status: 'paused' } });
    expect((await day('manager')).jobs_closing_soon.some((j) => j.id === sooner)).toBe(false);
  });
});
