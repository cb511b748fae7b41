// Partners put linked job seekers forward (issue 11 §1): the partner asks, the job seeker agrees or
// declines, agreeing applies them with the partner as the source the employer sees; the job seeker sees
// their partner links and ends one, after which the partner no longer sees them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, notifications, putForwards } from '../db/schema.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';
import { insertJobs } from '../test/job-fixtures.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};
const ids = { seeker: 0, otherSeeker: 0, yes: 0, no: 0, draft: 0, ledgerline: 0 };

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  for (const [who, email] of Object.entries({
    recruiter: 'recruiter@demo.test',
    recruiter2: 'recruiter2@demo.test',
    manager: 'manager@demo.test',
    manager2: 'manager2@demo.test',
    admin: 'admin@demo.test',
    seeker: 'seeker@demo.test',
    diego: 'diego.ramirez@demo.test',
  }))
    tokens[who] = (await signIn(t, email)).access;
  ids.seeker = await userIdOf(db, demo, 'seeker@demo.test');
  ids.otherSeeker = await userIdOf(db, demo, 'diego.ramirez@demo.test');
  const base = { company: 'Northstar Logistics', city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const made = await insertJobs(db, demo, [
    { ...base, title: 'Forward Yes' },
    { ...base, title: 'Forward No' },
    { ...base, title: 'Forward Draft', status: 'draft' },
    { ...base, title: 'Forward Elsewhere', company: 'Ledgerline Finance' },
  ]);
  [ids.yes, ids.no, ids.draft, ids.ledgerline] = made as [number, number, number, number];
  // The job seeker's profile résumé, which agreeing applies with.
  const mp = multipartBody({}, [{ name: 'cv.pdf', data: simplePdf(['Sam Seeker', 'SQL']) }]);
  expect(
    (await request(t, { path: '/api/v1/me/resume', raw: { body: mp.body, contentType: mp.contentType }, token: tokens.seeker })).status,
  ).toBe(201);
}, 120_000);
afterAll(async () => t?.close());

const forward = (who: string, seeker: number, job: number, message?: string) =>
  request(t, {
    path: `/api/v1/jobseekers/${seeker}/put-forwards`,
    token: tokens[who],
    body: { job_id: job, ...(message ? { message } : {}) },
  });

describe('putting a job seeker forward', () => {
  it('only partner staff of a linked organisation put forward, for a published job', async () => {
    expect((await forward('manager', ids.seeker, ids.yes)).status).toBe(403);
    expect((await forward('admin', ids.seeker, ids.yes)).status).toBe(403);
    expect((await forward('seeker', ids.seeker, ids.yes)).status).toBe(403);
    // Open Doors (recruiter2) is not linked to seeker@demo.test; Bridgeway (recruiter) is not linked to Diego.
    expect((await forward('recruiter2', ids.seeker, ids.yes)).status).toBe(404);
    expect((await forward('recruiter', ids.otherSeeker, ids.yes)).status).toBe(404);
    const draft = await forward('recruiter', ids.seeker, ids.draft);
    expect(draft.status).toBe(400);
    expect(draft.json.job_id).toEqual(['Job not found.']);
    expect(await db.select().from(putForwards)).toEqual([]);
  });

  it('asks the job seeker, who agrees: an application with the partner as its source, which the employer sees', async () => {
    const made = await forward('recruiter', ids.seeker, ids.yes, 'You would do well in this team.');
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      job: { id: ids.yes, title: 'Forward Yes', company: 'Northstar Logistics' },
      partner: { name: 'Bridgeway Skills Academy' },
      proposed_by: 'Rafael Recruiter',
      message: 'You would do well in this team.',
      status: 'pending',
      application_id: null,
    });
    expect((await forward('recruiter', ids.seeker, ids.yes)).status).toBe(409);
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.seeker), eq(notifications.messageKey, 'put_forward_requested')));
    expect(told?.params).toEqual({ partner: 'Bridgeway Skills Academy', job_title: 'Forward Yes', company: 'Northstar Logistics' });

    const mine = await request(t, { path: '/api/v1/me/put-forwards', token: tokens.seeker });
    expect(mine.json.results.map((p: { id: number }) => p.id)).toEqual([made.json.id]);
    // Someone else's request is not found.
    expect((await request(t, { method: 'POST', path: `/api/v1/me/put-forwards/${made.json.id}/accept`, token: tokens.diego })).status).toBe(
      404,
    );

    const yes = await request(t, { method: 'POST', path: `/api/v1/me/put-forwards/${made.json.id}/accept`, token: tokens.seeker });
    expect(yes.status).toBe(200);
    expect(yes.json).toMatchObject({ status: 'accepted', application_id: expect.any(Number) });
    expect(
      (await request(t, { method: 'POST', path: `/api/v1/me/put-forwards/${made.json.id}/accept`, token: tokens.seeker })).status,
    ).toBe(409);
    const [app] = await db.select().from(applications).where(eq(applications.id, yes.json.application_id));
    expect(app).toMatchObject({ userId: ids.seeker, jobId: ids.yes, source: 'partner', status: 'applied' });

    const employer = await request(t, { path: `/api/v1/applications/${app!.id}`, token: tokens.manager });
    expect(employer.status).toBe(200);
    expect(employer.json).toMatchObject({ source: 'partner', referred_by: { name: 'Bridgeway Skills Academy' } });
    // Another employer does not see it; the partner does (its linked job seeker's application).
    expect((await request(t, { path: `/api/v1/applications/${app!.id}`, token: tokens.manager2 })).status).toBe(404);
    expect((await request(t, { path: `/api/v1/applications/${app!.id}`, token: tokens.recruiter })).status).toBe(200);
    expect((await request(t, { path: `/api/v1/applications/${app!.id}`, token: tokens.recruiter2 })).status).toBe(404);
    // Applying again is refused.
    expect((await forward('recruiter', ids.seeker, ids.yes)).status).toBe(409);
  });

  it('the job seeker may decline; nothing is applied', async () => {
    const made = await forward('recruiter', ids.seeker, ids.no);
    const no = await request(t, { method: 'POST', path: `/api/v1/me/put-forwards/${made.json.id}/decline`, token: tokens.seeker });
    expect(no.status).toBe(200);
    expect(no.json).toMatchObject({ status: 'declined', application_id: null });
    const apps = await db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, ids.seeker), eq(applications.jobId, ids.no)));
    expect(apps).toEqual([]);
    const listed = await request(t, { path: `/api/v1/jobseekers/${ids.seeker}/put-forwards`, token: tokens.recruiter });
    expect(listed.json.results.map((p: { status: string }) => p.status)).toEqual(['declined', 'accepted']);
    // Another partner's staff do not see this job seeker at all.
    expect((await request(t, { path: `/api/v1/jobseekers/${ids.seeker}/put-forwards`, token: tokens.recruiter2 })).status).toBe(404);
  });
});

describe("the job seeker's partner links", () => {
  it('lists them and ends one; the partner then no longer sees the job seeker', async () => {
    const links = await request(t, { path: '/api/v1/me/partner-links', token: tokens.seeker });
    expect(links.status).toBe(200);
    expect(links.json.results).toEqual([
      expect.objectContaining({ organisation: expect.objectContaining({ name: 'Bridgeway Skills Academy', kind: 'skilling_partner' }) }),
    ]);
    const link = links.json.results[0].id as number;
    expect((await request(t, { method: 'DELETE', path: `/api/v1/me/partner-links/${link}`, token: tokens.diego })).status).toBe(404);
    const pending = await forward('recruiter', ids.seeker, ids.ledgerline);
    expect(pending.status).toBe(201);
    expect((await request(t, { method: 'DELETE', path: `/api/v1/me/partner-links/${link}`, token: tokens.seeker })).status).toBe(204);
    expect((await request(t, { path: '/api/v1/me/partner-links', token: tokens.seeker })).json.results).toEqual([]);
    expect((await request(t, { method: 'DELETE', path: `/api/v1/me/partner-links/${link}`, token: tokens.seeker })).status).toBe(404);
    expect((await request(t, { path: `/api/v1/jobseekers/${ids.seeker}`, token: tokens.recruiter })).status).toBe(404);
    // The unanswered request lapsed with the link.
    const mine = await request(t, { path: '/api/v1/me/put-forwards', token: tokens.seeker });
    expect(mine.json.results.find((p: { id: number }) => p.id === pending.json.id)).toMatchObject({ status: 'declined' });
    expect(
      (await request(t, { method: 'POST', path: `/api/v1/me/put-forwards/${pending.json.id}/accept`, token: tokens.seeker })).status,
    ).toBe(409);
  });
});
