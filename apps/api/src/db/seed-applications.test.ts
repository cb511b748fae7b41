// The demo applications: every status, legal histories with who and when, stored scores equal to
// computeMatch, notes, seeker@demo.test's own set, idempotent and quick.
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionProblem } from '../services/application-status.ts';
import { computeMatch, matchJobOf, matchProfileOf } from '../services/match-score.ts';
import { startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import {
  APPLICATION_STATUSES,
  applicationNotes,
  applicationStatusHistory,
  applications,
  jobs,
  seekerProfiles,
  users,
  type ApplicationStatus,
} from './schema.ts';
import { seedApplications } from './seed-applications.ts';

let t: TestApp;
let demo: number;
beforeAll(async () => {
  t = await startApp();
  demo = await tenantIdOf(t.app.database.db, 'demo');
}, 60_000);
afterAll(async () => t?.close());

describe('demo applications', () => {
  it('cover every status across several jobs, with a reason (or the job-closed code) on each rejection', async () => {
    const db = t.app.database.db;
    const rows = await db.select().from(applications).where(eq(applications.tenantId, demo));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(rows.map((r) => r.jobId)).size).toBeGreaterThanOrEqual(10);
    for (const r of rows.filter((x) => x.status === 'rejected')) expect(r.reason ?? r.reasonCode, `application ${r.id}`).toBeTruthy();
    // Closing a job gives a code, translated where it is read; no English default is stored.
    expect(rows.some((x) => x.reasonCode === 'job_closed' && x.reason === null)).toBe(true);
    expect(rows.filter((x) => x.reason === 'The job was closed.')).toEqual([]);
    for (const r of rows.filter((x) => x.status === 'on-hold' || x.status === 'rejected'))
      expect(r.previousStatus, `application ${r.id}`).toBeTruthy();
  });

  it('have histories that follow the transition rules, by whom they should, in time order', async () => {
    const db = t.app.database.db;
    const rows = await db
      .select({ h: applicationStatusHistory, app: applications, actor: users })
      .from(applicationStatusHistory)
      .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
      .innerJoin(users, eq(users.id, applicationStatusHistory.changedBy))
      .where(eq(applicationStatusHistory.tenantId, demo))
      .orderBy(asc(applicationStatusHistory.applicationId), asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
    const byApp = new Map<number, typeof rows>();
    for (const r of rows) byApp.set(r.app.id, [...(byApp.get(r.app.id) ?? []), r]);
    const [total] = await db.select({ n: count() }).from(applications).where(eq(applications.tenantId, demo));
    expect(byApp.size).toBe(total!.n);
    for (const [id, steps] of byApp) {
      const first = steps[0]!;
      expect(first.h).toMatchObject({ fromStatus: null, toStatus: 'applied' });
      expect(first.actor.id, `application ${id} is applied for by its job seeker`).toBe(first.app.userId);
      expect(first.h.createdAt.getTime()).toBe(first.app.createdAt.getTime());
      let current: { status: ApplicationStatus; previousStatus: ApplicationStatus | null } = { status: 'applied', previousStatus: null };
      for (const step of steps.slice(1)) {
        const seekerMove = step.h.toStatus === 'withdrawn' || step.h.toStatus === 'declined';
        const problem = transitionProblem(current, step.h.toStatus, seekerMove ? 'seeker' : 'staff', step.h.reason ?? step.h.reasonCode);
        expect(problem, `application ${id}: ${current.status} > ${step.h.toStatus}`).toBeNull();
        expect(step.h.fromStatus).toBe(current.status);
        if (seekerMove) expect(step.actor.id).toBe(step.app.userId);
        else expect(step.actor.isUser, `application ${id}: staff moved it to ${step.h.toStatus}`).toBe(false);
        current = { status: step.h.toStatus, previousStatus: null };
      }
      expect(current.status).toBe(first.app.status);
      const last = steps.at(-1)!.h.createdAt.getTime();
      expect(last).toBe(first.app.updatedAt.getTime());
      expect(last).toBeLessThanOrEqual(Date.now());
    }
  });

  it('store the score computeMatch gives for the job and the profile', async () => {
    const db = t.app.database.db;
    const rows = await db
      .select({ app: applications, job: jobs, profile: seekerProfiles })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, applications.userId))
      .where(eq(applications.tenantId, demo));
    for (const { app, job, profile } of rows) {
      const m = computeMatch(matchJobOf(job), matchProfileOf(profile));
      expect(app.scoreTotal, `application ${app.id}`).toBe(m.total);
      expect(app.scoreParts).toEqual(m.parts);
      expect(app.scoreDetail).toEqual({ matched_skills: m.matched_skills, missing_skills: m.missing_skills });
    }
    expect(new Set(rows.map((r) => r.app.scoreTotal)).size).toBeGreaterThan(5);
  });

  it('give seeker@demo.test several applications in different statuses, and staff some notes', async () => {
    const db = t.app.database.db;
    const [seeker] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, 'seeker@demo.test')));
    const mine = await db.select().from(applications).where(eq(applications.userId, seeker!.id));
    const statuses = new Set(mine.map((a) => a.status));
    for (const s of ['applied', 'interview', 'offered', 'rejected'] as const) expect(statuses.has(s), s).toBe(true);
    const rejected = mine.find((a) => a.status === 'rejected');
    expect(rejected?.reason ?? rejected?.reasonCode).toBeTruthy();
    const [notes] = await db.select({ n: count() }).from(applicationNotes).where(eq(applicationNotes.tenantId, demo));
    expect(notes!.n).toBeGreaterThan(3);
  });

  it('is idempotent, deterministic and quick', async () => {
    const db = t.app.database.db;
    const [before] = await db.select({ n: count() }).from(applications).where(eq(applications.tenantId, demo));
    await seedApplications(db);
    const [again] = await db.select({ n: count() }).from(applications).where(eq(applications.tenantId, demo));
    expect(again!.n).toBe(before!.n);
    // From scratch: the same applications again, in well under a second or two.
    await db.delete(applications).where(eq(applications.tenantId, demo));
    const started = performance.now();
    await seedApplications(db);
    expect(performance.now() - started).toBeLessThan(3000);
    const [after] = await db.select({ n: count() }).from(applications).where(eq(applications.tenantId, demo));
    expect(after!.n).toBe(before!.n);
  });
});
