// Who may call the job seeker's own endpoints (/api/v1/me/...: profile, résumé, applications, saved jobs):
// one table of every operation, walked with every staff role, another tenant's token and no token (all
// refused, and nothing in the database changes), then with the job seeker (allowed), and with another
// tenant's job seeker on their own host against this tenant's ids (not found, nothing changes).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, operations } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  applicationStatusHistory,
  applications,
  notifications,
  organisations,
  putForwards,
  savedJobs,
  seekerPartnerLinks,
  seekerProfiles,
  storedFiles,
  tenants,
  users,
} from '../db/schema.ts';
import { existsSync } from 'node:fs';
import { simplePdf } from '../services/simple-pdf.ts';
import { ACME, request, signIn, startApp, type Response, type TestApp } from '../test/helpers.ts';
import { insertJobs } from '../test/job-fixtures.ts';
import { STAFF } from '../test/staff-fixtures.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};
const ids = { applied: 0, offered: 0, apply: 0, save: 0, saved: 0, forwardYes: 0, forwardNo: 0, link: 0 };
const PDF = simplePdf(['Walker Seeker', 'SQL, Excel']);

async function tenantId(slug: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  tokens.acmeSeeker = (await signIn(t, 'seeker@acme.test', ACME)).access;
  const reg = await request(t, {
    path: '/api/v1/register',
    multipart: {
      email: 'walker@example.com',
      password: 'Correct-Horse-42',
      first_name: 'Walker',
      last_name: 'Seeker',
      user_type: 'candidate',
    },
  });
  expect(reg.status).toBe(201);
  tokens.seeker = reg.json.data.access_token as string;
  const demo = await tenantId('demo');
  const base = { company: 'Walk Co', city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [first, second, apply, save, saved, forwardYes, forwardNo] = await insertJobs(db, demo, [
    { ...base, title: 'Walk One' },
    { ...base, title: 'Walk Two' },
    { ...base, title: 'Walk Apply' },
    { ...base, title: 'Walk Save' },
    { ...base, title: 'Walk Saved' },
    { ...base, title: 'Walk Forward Yes' },
    { ...base, title: 'Walk Forward No' },
  ]);
  Object.assign(ids, { apply, save, saved });
  // A partner link, and two requests of that partner to put the job seeker forward (issue 11 §1).
  const [walker] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'walker@example.com'));
  const [partner] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'Bridgeway Skills Academy'));
  const [link] = await db
    .insert(seekerPartnerLinks)
    .values({ tenantId: demo, userId: walker!.id, organisationId: partner!.id, origin: 'joined' })
    .returning({ id: seekerPartnerLinks.id });
  const asked = await db
    .insert(putForwards)
    .values([forwardYes!, forwardNo!].map((jobId) => ({ tenantId: demo, userId: walker!.id, jobId, organisationId: partner!.id })))
    .returning({ id: putForwards.id });
  Object.assign(ids, { forwardYes: asked[0]!.id, forwardNo: asked[1]!.id, link: link!.id });
  // A profile with a résumé, two applications (one offered) and a saved job.
  expect(
    (await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: { headline: 'Analyst', skills: ['SQL'] }, token: tokens.seeker }))
      .status,
  ).toBe(200);
  const mp = multipartBody({}, [{ name: 'walker.pdf', data: PDF }]);
  expect(
    (await request(t, { path: '/api/v1/me/resume', raw: { body: mp.body, contentType: mp.contentType }, token: tokens.seeker })).status,
  ).toBe(201);
  for (const job of [first, second]) {
    const form = multipartBody({ job_id: String(job) });
    expect(
      (await request(t, { path: '/api/v1/me/applications', raw: { body: form.body, contentType: form.contentType }, token: tokens.seeker }))
        .status,
    ).toBe(201);
  }
  const mine = await db.select().from(applications).where(eq(applications.tenantId, demo)).orderBy(asc(applications.id));
  ids.applied = mine.find((a) => a.jobId === first)!.id;
  ids.offered = mine.find((a) => a.jobId === second)!.id;
  await db.update(applications).set({ status: 'offered' }).where(eq(applications.id, ids.offered));
  expect((await request(t, { method: 'PUT', path: `/api/v1/me/saved-jobs/${saved}`, token: tokens.seeker })).status).toBe(200);
}, 300_000);
afterAll(async () => t?.close());

/** Everything a /me call could change, in a stable order. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all([
    db.select().from(seekerProfiles).orderBy(asc(seekerProfiles.userId)),
    db.select().from(storedFiles).orderBy(asc(storedFiles.id)),
    db.select().from(applications).orderBy(asc(applications.id)),
    db.select().from(applicationStatusHistory).orderBy(asc(applicationStatusHistory.id)),
    db.select().from(savedJobs).orderBy(asc(savedJobs.userId), asc(savedJobs.jobId)),
    db.select().from(notifications).orderBy(asc(notifications.id)),
    db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)),
    db.select().from(putForwards).orderBy(asc(putForwards.id)),
    db.select().from(seekerPartnerLinks).orderBy(asc(seekerPartnerLinks.id)),
  ]);
  return JSON.stringify(parts);
}

/** The /me operations whose job seeker's own calls are made by their area's tests, and the file of each. */
const OWN_AREA: Record<string, string> = {
  listMyInterviews: 'interviews.test.ts',
  chooseInterviewSlot: 'interviews.test.ts',
  requestInterviewAdjustments: 'interviews.test.ts',
  requestInterviewReschedule: 'interviews.test.ts',
  downloadMyInterviewInvite: 'interviews.test.ts',
  listMyOffers: 'offers.test.ts',
  downloadMyOfferLetter: 'offers.test.ts',
  acceptMyOffer: 'offers.test.ts',
  declineMyOfferById: 'offers.test.ts',
  getMyPassport: 'passport.test.ts',
  updateMyPassport: 'passport.test.ts',
  listMyPassportViews: 'passport.test.ts',
  getMyApplicationPassport: 'passport.test.ts',
  shareMyPassport: 'passport.test.ts',
};

interface Case {
  operationId: string;
  /** Makes the call as `who` (a token name; undefined for none) on `host`. */
  call: (who: string | undefined, host?: string) => Promise<Response>;
  /** The job seeker's answer. */
  ok: number;
}

const call =
  (method: string, path: string, extra: { body?: unknown; file?: boolean; fields?: Record<string, string> } = {}) =>
  (who: string | undefined, host?: string) => {
    const auth = who ? { token: tokens[who] } : {};
    const at = host ? { host } : {};
    if (extra.file || extra.fields) {
      const mp = multipartBody(extra.fields ?? {}, extra.file ? [{ name: 'cv.pdf', data: PDF }] : []);
      return request(t, { method, path, raw: { body: mp.body, contentType: mp.contentType }, ...auth, ...at });
    }
    return request(t, { method, path, ...(extra.body !== undefined ? { body: extra.body } : {}), ...auth, ...at });
  };

// The order is the job seeker's walk: reads first, then changes (the résumé is deleted last).
const cases: Case[] = [
  { operationId: 'getMyProfile', call: call('GET', '/api/v1/me/profile'), ok: 200 },
  { operationId: 'updateMyProfile', call: call('PUT', '/api/v1/me/profile', { body: { headline: 'Senior Analyst' } }), ok: 200 },
  { operationId: 'getMyResume', call: call('GET', '/api/v1/me/resume'), ok: 200 },
  { operationId: 'uploadMyResume', call: call('POST', '/api/v1/me/resume', { file: true }), ok: 201 },
  { operationId: 'listMyApplications', call: call('GET', '/api/v1/me/applications'), ok: 200 },
  {
    operationId: 'applyToJob',
    call: (w, h) => call('POST', '/api/v1/me/applications', { fields: { job_id: String(ids.apply) }, file: true })(w, h),
    ok: 201,
  },
  { operationId: 'getMyApplication', call: (w, h) => call('GET', `/api/v1/me/applications/${ids.applied}`)(w, h), ok: 200 },
  {
    operationId: 'withdrawMyApplication',
    call: (w, h) => call('POST', `/api/v1/me/applications/${ids.applied}/withdraw`, { body: { reason: 'Moving away' } })(w, h),
    ok: 200,
  },
  { operationId: 'declineMyOffer', call: (w, h) => call('POST', `/api/v1/me/applications/${ids.offered}/decline`)(w, h), ok: 200 },
  { operationId: 'simplifyJob', call: (w, h) => call('GET', `/api/v1/me/jobs/${ids.apply}/simplified`)(w, h), ok: 200 },
  { operationId: 'listMySavedJobs', call: call('GET', '/api/v1/me/saved-jobs'), ok: 200 },
  { operationId: 'saveJob', call: (w, h) => call('PUT', `/api/v1/me/saved-jobs/${ids.save}`)(w, h), ok: 200 },
  { operationId: 'unsaveJob', call: (w, h) => call('DELETE', `/api/v1/me/saved-jobs/${ids.saved}`)(w, h), ok: 204 },
  { operationId: 'getMyLegalStatus', call: call('GET', '/api/v1/me/legal'), ok: 200 },
  { operationId: 'acceptLegalTexts', call: call('POST', '/api/v1/me/legal', { body: { 'terms-of-service': 0 } }), ok: 200 },
  { operationId: 'listMyPutForwards', call: call('GET', '/api/v1/me/put-forwards'), ok: 200 },
  { operationId: 'listMyPartnerLinks', call: call('GET', '/api/v1/me/partner-links'), ok: 200 },
  { operationId: 'acceptMyPutForward', call: (w, h) => call('POST', `/api/v1/me/put-forwards/${ids.forwardYes}/accept`)(w, h), ok: 200 },
  { operationId: 'declineMyPutForward', call: (w, h) => call('POST', `/api/v1/me/put-forwards/${ids.forwardNo}/decline`)(w, h), ok: 200 },
  { operationId: 'endMyPartnerLink', call: (w, h) => call('DELETE', `/api/v1/me/partner-links/${ids.link}`)(w, h), ok: 204 },
  { operationId: 'consentToShare', call: call('POST', '/api/v1/me/consent'), ok: 204 },
  { operationId: 'deleteMyResume', call: call('DELETE', '/api/v1/me/resume'), ok: 204 },
];

describe('the job seeker’s own endpoints', () => {
  it('the table covers every /api/v1/me operation of the contract that its area does not walk', () => {
    // The contract walk walks every /me operation with every principal. The job seeker's own calls of
    // interviews, offers and the access passport need their area's fixtures (an interview, a sent offer, a
    // passport): those areas' tests make them. listMyAccountViews is anyone's own (staff accounts too).
    for (const file of new Set(Object.values(OWN_AREA))) expect(existsSync(new URL(`./${file}`, import.meta.url)), file).toBe(true);
    const elsewhere = (id: string) => id === 'listMyAccountViews' || OWN_AREA[id] !== undefined;
    const mine = operations(loadDocument())
      .filter((op) => op.path.startsWith('/api/v1/me/') && !elsewhere(op.operationId))
      .map((op) => op.operationId)
      .sort();
    expect(cases.map((c) => c.operationId).sort()).toEqual(mine);
  });

  for (const c of cases) {
    it(`${c.operationId}: every staff role 403, another tenant's token and no token 401, nothing changes`, async () => {
      const before = await snapshot();
      for (const role of Object.keys(STAFF)) {
        const res = await c.call(role);
        expect(res.status, `${c.operationId} as ${role}`).toBe(403);
        expect(res.json).toEqual({ detail: 'This is for job seekers only.' });
      }
      for (const who of ['acmeSeeker', 'acmeAdmin', undefined]) {
        const res = await c.call(who);
        expect(res.status, `${c.operationId} as ${who ?? 'nobody'}`).toBe(401);
      }
      expect(await snapshot(), `${c.operationId}: nothing changed`).toBe(before);
    });
  }

  it("another tenant's job seeker on their own host never reaches this tenant's ids, and nothing changes", async () => {
    const before = await snapshot();
    // The calls that name an id of this tenant (a job, an application).
    const withIds = [
      'applyToJob',
      'simplifyJob',
      'getMyApplication',
      'withdrawMyApplication',
      'declineMyOffer',
      'saveJob',
      'unsaveJob',
      'acceptMyPutForward',
      'declineMyPutForward',
      'endMyPartnerLink',
    ];
    for (const c of cases.filter((x) => withIds.includes(x.operationId))) {
      const res = await c.call('acmeSeeker', ACME);
      // unsaveJob answers 204 whatever the id (removing what is not there changes nothing).
      expect(res.status, `${c.operationId} by the acme job seeker`).toBe(c.operationId === 'unsaveJob' ? 204 : 404);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the job seeker may make every call, in turn', async () => {
    for (const c of cases) {
      const res = await c.call('seeker');
      expect(res.status, `${c.operationId} as the job seeker: ${res.text.slice(0, 200)}`).toBe(c.ok);
    }
    const [withdrawn] = await db.select().from(applications).where(eq(applications.id, ids.applied));
    expect(withdrawn!.status).toBe('withdrawn');
    const [declined] = await db.select().from(applications).where(eq(applications.id, ids.offered));
    expect(declined!.status).toBe('declined');
  });
});
