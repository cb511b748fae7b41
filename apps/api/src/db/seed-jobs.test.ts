import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAllowedNext, JOB_TRANSITIONS } from '../services/jobs.ts';
import { weightsProblem } from '../services/match-score.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { jobHiringTeam, jobStatusHistory, jobs, tenants, type JobStatus } from './schema.ts';
import { ACME_JOBS, DEMO_JOBS, descriptionHtml, seedJobs } from './seed-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
}, 60_000);
afterAll(async () => t?.close());

/** Great-circle distance in miles. */
function miles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

async function tenantId(slug: string): Promise<number> {
  const [row] = await t.app.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

describe('demo jobs', () => {
  it('give the demo tenant at least 40 jobs in every status, around Atlanta and Houston, remote and far away', async () => {
    const db = t.app.database.db;
    const list = await db
      .select()
      .from(jobs)
      .where(eq(jobs.tenantId, await tenantId('demo')));
    expect(list.length).toBeGreaterThanOrEqual(40);
    const statuses = new Set(list.map((j) => j.status));
    expect([...statuses].sort()).toEqual(['Offered', 'active', 'closed', 'draft', 'paused']);
    const near = (lat: number, long: number) =>
      list.filter((j) => j.latitude !== null && j.longitude !== null && miles(lat, long, j.latitude, j.longitude) <= 80);
    expect(near(33.749, -84.388).filter((j) => j.status === 'active').length).toBeGreaterThanOrEqual(8);
    expect(near(29.7604, -95.3698).filter((j) => j.status === 'active').length).toBeGreaterThanOrEqual(6);
    expect(list.filter((j) => j.remote === 'remote' && j.status === 'active').length).toBeGreaterThanOrEqual(4);
    const far = list.filter(
      (j) =>
        j.latitude !== null &&
        miles(33.749, -84.388, j.latitude, j.longitude!) > 80 &&
        miles(29.7604, -95.3698, j.latitude, j.longitude!) > 80,
    );
    expect(far.length).toBeGreaterThanOrEqual(3);
    for (const j of list) {
      expect(weightsProblem(j.weights), j.title).toBeNull();
      expect(j.descriptionText, j.title).not.toBe('');
      expect(j.descriptionHtml).not.toMatch(/<script|on\w+=/i);
      if (j.salaryMin !== null && j.salaryMax !== null) expect(j.salaryMin).toBeLessThanOrEqual(j.salaryMax);
      expect(j.experienceMin).toBeLessThanOrEqual(j.experienceMax);
      expect(j.publishedAt === null, j.title).toBe(j.status === 'draft');
    }
  });

  it('read naturally: the skills listed as themselves, never put into a template (issue 17 §4)', () => {
    const [first] = DEMO_JOBS.filter((j) => j.required.includes('Attention to detail'));
    const html = descriptionHtml(first!, 0);
    expect(html).toContain('<h3>Skills we look for</h3>');
    expect(html).toContain('<li>Attention to detail</li>');
    for (const [i, job] of [...DEMO_JOBS, ...ACME_JOBS].entries()) {
      const ad = descriptionHtml(job, i);
      expect(ad, job.title).not.toMatch(/knowledge of/i);
      for (const skill of job.required) expect(ad, job.title).toContain(`<li>${skill}</li>`);
    }
  });

  it('have a history that follows the allowed moves and ends in the current status, and a hiring team', async () => {
    const db = t.app.database.db;
    const demo = await tenantId('demo');
    const list = await db.select().from(jobs).where(eq(jobs.tenantId, demo));
    const history = await db
      .select()
      .from(jobStatusHistory)
      .where(eq(jobStatusHistory.tenantId, demo))
      .orderBy(jobStatusHistory.createdAt, jobStatusHistory.id);
    const team = await db.select().from(jobHiringTeam).where(eq(jobHiringTeam.tenantId, demo));
    for (const job of list) {
      const steps = history.filter((h) => h.jobId === job.id);
      expect(steps[0]?.fromStatus, job.title).toBeNull();
      for (const s of steps.slice(1)) expect(JOB_TRANSITIONS[s.fromStatus as JobStatus]).toContain(s.toStatus);
      expect(steps.at(-1)?.toStatus).toBe(job.status);
      expect(steps.every((s) => s.changedBy !== null && s.createdAt.getTime() <= Date.now())).toBe(true);
      expect(team.filter((m) => m.jobId === job.id).length, job.title).toBeGreaterThan(0);
      expect(jobAllowedNext(job.status)).toEqual([...JOB_TRANSITIONS[job.status]]);
    }
  });

  it('are findable through the full-text document', async () => {
    const db = t.app.database.db;
    const hits = await db
      .select({ title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.tenantId, await tenantId('demo')), sql`${jobs.search} @@ plainto_tsquery('english', 'accessibility wcag')`));
    expect(hits.map((h) => h.title)).toEqual(expect.arrayContaining(['Accessibility Tester', 'Digital Accessibility Auditor']));
  });

  it('give acme its own few jobs, and seeding again adds nothing', async () => {
    const db = t.app.database.db;
    const acme = await db
      .select({ company: jobs.company })
      .from(jobs)
      .where(eq(jobs.tenantId, await tenantId('acme')));
    expect(acme.length).toBeGreaterThanOrEqual(3);
    expect(new Set(acme.map((j) => j.company))).toEqual(new Set(['Acme Manufacturing']));
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const started = Date.now();
    await seedJobs(db);
    expect(Date.now() - started).toBeLessThan(2000);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after?.n).toBe(before?.n);
  });
});
