// The access passport is never used in scoring, ranking, search or reports (issue 17 §1): with the
// staff fixture's seven applications, every match score and every list order — the staff application
// lists (newest and by score, for program and employer staff), each job's ranked applicants, the job
// seekers list, the comparison, the CSV export, each application's breakdown, the public search and the
// job seeker's own view of a job and of their applications — is the same before and after every
// applicant fills a passport and shares all of it, and after the scores are computed again. A word that
// appears only in the passports finds nothing in any search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { recomputeScoresForJob, recomputeScoresForSeeker } from '../services/applications-score.ts';
import { passportLockedFor, savePassport, setApplicationShare } from '../services/passport.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { buildFixture, type Fixture } from '../test/staff-fixtures.ts';
import { PASSPORT_ITEMS } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let db: Db;
let f: Fixture;
const tokens: Record<string, string> = {};
const WORD = 'Quixotryx';

/** Drops the timestamps (a re-score stamps scored_at), keeping every value and every order. */
function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !k.endsWith('_at'))
        .map(([k, v]) => [k, withoutTimes(v)]),
    );
  return value;
}

async function everything(): Promise<Record<string, unknown>> {
  const get = async (who: string | null, path: string) => {
    const res = await request(t, { path, ...(who ? { token: tokens[who] } : {}) });
    expect(res.status, `${who} ${path}`).toBe(200);
    return res.json ?? res.text;
  };
  const ids = Object.values(f.app);
  const out: Record<string, unknown> = {
    newest: await get('admin', '/api/v1/applications?sort=newest&page_size=50'),
    byScore: await get('admin', '/api/v1/applications?sort=score&page_size=50'),
    employerByScore: await get('manager', '/api/v1/applications?sort=score&page_size=50'),
    rankedA: await get('admin', `/api/v1/jobs/${f.jobA}/applicants?page_size=50`),
    rankedB: await get('manager', `/api/v1/jobs/${f.jobB}/applicants?page_size=50`),
    seekers: await get('admin', '/api/v1/jobseekers?page_size=50'),
    compare: await get('admin', `/api/v1/applications/compare?ids=${ids.slice(0, 4).join(',')}`),
    export: (await request(t, { path: '/api/v1/applications/export', token: tokens.admin })).text.split('\r\n').sort().join('\n'),
    search: await get(null, '/api/v1/search/jobs?page_size=50'),
    searchAnalyst: await get(null, '/api/v1/search/jobs?q=analyst'),
    seekerJob: await get('seeker', `/api/v1/search/jobs/${f.jobA}`),
    seekerApplications: await get('seeker', '/api/v1/me/applications?page_size=50'),
  };
  for (const id of ids) out[`application ${id}`] = await get('admin', `/api/v1/applications/${id}`);
  return withoutTimes(out) as Record<string, unknown>;
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  f = await buildFixture(t);
  tokens.admin = (await signIn(t, 'admin@demo.test')).access;
  tokens.manager = (await signIn(t, 'manager@demo.test')).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
}, 120_000);
afterAll(async () => t?.close());

describe('the passport changes no score and no order', () => {
  it('gives identical scores and list orders with and without passports', async () => {
    const rows = await db
      .select({ id: applications.id, userId: applications.userId, status: applications.status })
      .from(applications)
      .where(eq(applications.tenantId, f.tenantId));
    const seekers = [...new Set(rows.map((r) => r.userId))];
    const rescore = () =>
      db.transaction(async (tx) => {
        for (const job of [f.jobA, f.jobB]) await recomputeScoresForJob(tx, f.tenantId, job);
        for (const userId of seekers) await recomputeScoresForSeeker(tx, f.tenantId, userId);
      });
    // The fixture stores its own scores; the service's computation is the baseline.
    await rescore();
    const before = await everything();
    // Every applicant states everything, with a word found nowhere else, and shares all of it everywhere.
    for (const userId of seekers)
      await savePassport(db, f.tenantId, userId, {
        items: PASSPORT_ITEMS.map((key) => ({ key, note: `${WORD} analyst SQL` })),
        own_words: `${WORD} Data Analyst SQL Python Excel`,
      });
    for (const r of rows) {
      // Applications at interview or beyond are locked (their sharing is frozen).
      if (passportLockedFor(r.status)) continue;
      await setApplicationShare(db, f.tenantId, r.userId, r.id, { share: 'all' });
    }
    const withPassports = await everything();
    expect(withPassports).toEqual(before);
    // Scores computed again, with the passports in place, are the same too.
    await rescore();
    expect(await everything()).toEqual(before);
  }, 120_000);

  it('finds nothing by a word that is only in the passports', async () => {
    for (const path of [`/api/v1/applications?q=${WORD}`, `/api/v1/jobseekers?q=${WORD}`]) {
      const res = await request(t, { path, token: tokens.admin });
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(0);
    }
    const search = await request(t, { path: `/api/v1/search/jobs?q=${WORD}` });
    expect(search.json.count).toBe(0);
  });
});
