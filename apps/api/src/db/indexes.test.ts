// The indexes of migration 0007 serve the queries they were made for (on PGlite and on PostgreSQL), and
// job_status_counts, kept by triggers, always equals a real count of the jobs.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStatusCounts, jobs } from './schema.ts';
import { jobTextFilter, listJobs } from '../services/jobs.ts';
import { DEFAULT_WEIGHTS } from '../services/match-score.ts';
import { applicationsTextCondition } from '../services/staff-applications.ts';
import { jobSeekerTextCondition } from '../services/staff-job-seekers.ts';
import { staffLike } from '../services/staff-views.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let demo: number;

beforeAll(async () => {
  t = await startApp();
  demo = await tenantIdOf(t.app.database.db, 'demo');
}, 120_000);
afterAll(async () => t?.close());

/** The plan of `query` when the planner may not scan whole tables (as it would on tiny test tables). */
async function plan(query: SQL): Promise<string> {
  return t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

// Each ILIKE test of the staff searches, as the services write it, is one that its trigram index serves
// (an index on a different expression would silently never be used). The services add the tenant
// condition around them; on a large tenant the planner then reads these indexes.
describe('the staff searches match their trigram indexes', () => {
  it('jobs by title or company', async () => {
    const text = await plan(sql`SELECT id FROM jobs WHERE ${jobTextFilter('analyst')}`);
    expect(text, text).toContain('jobs_title_trgm');
    expect(text, text).toContain('jobs_company_trgm');
  });

  it('people by name or email, jobs by title, profiles by headline, résumés by text', async () => {
    const cases: [SQL, string[]][] = [
      [sql`SELECT u.id FROM users u WHERE ${staffLike.nameOrEmail('%stella%')}`, ['users_name_trgm', 'users_email_trgm']],
      [sql`SELECT j.id FROM jobs j WHERE ${staffLike.jobTitle('%analyst%')}`, ['jobs_title_trgm']],
      [sql`SELECT p.user_id FROM seeker_profiles p WHERE ${staffLike.headline('%analyst%')}`, ['seeker_profiles_headline_trgm']],
      [sql`SELECT f.id FROM stored_files f WHERE ${staffLike.resumeText('%kotlin%')}`, ['stored_files_text_trgm']],
    ];
    for (const [query, indexes] of cases) {
      const text = await plan(query);
      for (const index of indexes) expect(text, text).toContain(index);
    }
  });

  it('the applications and job-seeker searches are built from those tests', () => {
    const dialect = new PgDialect();
    const apps = dialect.sqlToQuery(applicationsTextCondition(1, 'x')).sql;
    expect(apps).toContain("(u.first_name || ' ' || u.last_name) ILIKE");
    expect(apps).toContain('j.title ILIKE');
    const seekers = dialect.sqlToQuery(jobSeekerTextCondition(1, 'x')).sql;
    for (const part of ["(u.first_name || ' ' || u.last_name) ILIKE", 'u.email ILIKE', 'p.headline ILIKE', 'f.extracted_text ILIKE'])
      expect(seekers).toContain(part);
  });

  it('the jobs list of one status, newest first, reads the index in order (no sort)', async () => {
    const text = await plan(
      sql`SELECT id FROM jobs WHERE tenant_id = ${demo} AND status = 'active' ORDER BY created_at DESC, id DESC LIMIT 20`,
    );
    expect(text, text).toContain('jobs_tenant_status_created_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});

describe('job_status_counts', () => {
  async function realCounts(): Promise<Record<string, number>> {
    const rows = await t.app.database.db
      .select({ status: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.tenantId, demo))
      .groupBy(jobs.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
  async function keptCounts(): Promise<Record<string, number>> {
    const rows = await t.app.database.db.select().from(jobStatusCounts).where(eq(jobStatusCounts.tenantId, demo));
    return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
  }

  it('starts equal to the seeded jobs and follows inserts, status changes, edits and deletes', async () => {
    const db = t.app.database.db;
    expect(await keptCounts()).toEqual(await realCounts());
    const values = (title: string, status: 'draft' | 'active' | 'paused') => ({
      tenantId: demo,
      title,
      company: 'Count Co',
      weights: DEFAULT_WEIGHTS,
      status,
    });
    const inserted = await db
      .insert(jobs)
      .values([values('Count A', 'draft'), values('Count B', 'active'), values('Count C', 'active'), values('Count D', 'paused')])
      .returning({ id: jobs.id });
    expect(await keptCounts()).toEqual(await realCounts());
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.company, 'Count Co'));
    expect(await keptCounts()).toEqual(await realCounts());
    // An edit that leaves the status alone changes no count.
    const before = await keptCounts();
    await db.update(jobs).set({ title: 'Count renamed' }).where(eq(jobs.id, inserted[0]!.id));
    expect(await keptCounts()).toEqual(before);
    await db.delete(jobs).where(eq(jobs.company, 'Count Co'));
    expect(await keptCounts()).toEqual(await realCounts());
  });

  it('gives the chips of the staff jobs list', async () => {
    const page = await listJobs(t.app.database.db, { tenantId: demo, reach: 'program', organisation: null }, {});
    const real = await realCounts();
    for (const status of ['draft', 'active', 'paused', 'closed', 'Offered'] as const) expect(page.counts[status]).toBe(real[status] ?? 0);
    expect(page.counts.all).toBe(Object.values(real).reduce((a, b) => a + b, 0));
  });
});
