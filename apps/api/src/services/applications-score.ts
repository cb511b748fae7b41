// Stored match scores (applications.score_total, score_parts, score_detail) kept in step with their
// inputs: the one recompute path, used when a job seeker's profile changes (saveProfile) and when a job's
// scoring fields change (updateJob).
// Only open applications are re-scored: an application that ended keeps the score it was decided on.
// Pass a transaction to make the recomputation part of the change that caused it.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, jobs, seekerProfiles } from '../db/schema.ts';
import { OPEN_STATUSES } from './application-status.ts';
import { computeMatch, matchJobOf, matchProfileOf, type MatchResult } from './match-score.ts';

type Executor = Pick<Db, 'select' | 'execute'>;

/** The columns to store for a computed match. */
export function storedScore(result: MatchResult, at = new Date()) {
  return {
    scoreTotal: result.total,
    scoreParts: result.parts,
    scoreDetail: { matched_skills: result.matched_skills, missing_skills: result.missing_skills },
    scoredAt: at,
  };
}

const BATCH = 500;

/** One UPDATE per batch: applications.id -> its new score. */
async function writeScores(db: Executor, tenantId: number, scores: { id: number; result: MatchResult }[]): Promise<void> {
  const now = new Date();
  for (let i = 0; i < scores.length; i += BATCH) {
    const rows = scores
      .slice(i, i + BATCH)
      .map(
        ({ id, result }) =>
          sql`(${id}::int, ${result.total}::int, ${JSON.stringify(result.parts)}::jsonb, ${JSON.stringify({ matched_skills: result.matched_skills, missing_skills: result.missing_skills })}::jsonb)`,
      );
    await db.execute(sql`
      UPDATE ${applications} AS a
      SET score_total = v.total, score_parts = v.parts, score_detail = v.detail, scored_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, total, parts, detail)
      WHERE a.id = v.id AND a.tenant_id = ${tenantId}`);
  }
}

/**
 * Re-scores a set of applications a batch at a time, by id (keyset): `next(after)` reads and scores up to
 * BATCH open applications with ids above `after`, ordered by id; one UPDATE stores each batch. Returns how many.
 */
async function rescoreInBatches(
  db: Executor,
  tenantId: number,
  next: (after: number) => Promise<{ id: number; result: MatchResult }[]>,
): Promise<number> {
  let done = 0;
  for (let after = 0; ;) {
    const scores = await next(after);
    const last = scores.at(-1);
    if (!last) break;
    await writeScores(db, tenantId, scores);
    done += scores.length;
    after = last.id;
    if (scores.length < BATCH) break;
  }
  return done;
}

/** Re-scores the open applications of one job seeker from their current profile. Returns how many. */
export async function recomputeScoresForSeeker(db: Executor, tenantId: number, userId: number): Promise<number> {
  const [profile] = await db
    .select()
    .from(seekerProfiles)
    .where(and(eq(seekerProfiles.tenantId, tenantId), eq(seekerProfiles.userId, userId)));
  const seeker = matchProfileOf(profile);
  return rescoreInBatches(db, tenantId, async (after) => {
    const rows = await db
      .select({ id: applications.id, job: jobs })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.userId, userId),
          inArray(applications.status, [...OPEN_STATUSES]),
          gt(applications.id, after),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(BATCH);
    return rows.map((r) => ({ id: r.id, result: computeMatch(matchJobOf(r.job), seeker) }));
  });
}

/**
 * Re-scores the open applications of one job from its current fields, a batch at a time (one read and one
 * UPDATE per 500 applications). updateJob calls it in its transaction when the job's scoring fields change.
 * Returns how many.
 */
export async function recomputeScoresForJob(db: Executor, tenantId: number, jobId: number): Promise<number> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
  if (!job) return 0;
  const wanted = matchJobOf(job);
  return rescoreInBatches(db, tenantId, async (after) => {
    const rows = await db
      .select({ id: applications.id, profile: seekerProfiles })
      .from(applications)
      .leftJoin(seekerProfiles, and(eq(seekerProfiles.userId, applications.userId), eq(seekerProfiles.tenantId, applications.tenantId)))
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.jobId, jobId),
          inArray(applications.status, [...OPEN_STATUSES]),
          gt(applications.id, after),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(BATCH);
    return rows.map((r) => ({ id: r.id, result: computeMatch(wanted, matchProfileOf(r.profile)) }));
  });
}
