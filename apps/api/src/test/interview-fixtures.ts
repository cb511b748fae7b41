// Test fixtures for interviews (issue 12): a job of an employer with its hiring team, and applications to
// it in the interview stage by new job seekers (password demo-Password-1).
import type { Db } from '../db/client.ts';
import { applications, jobHiringTeam } from '../db/schema.ts';
import { createSeeker, insertJobs } from './job-fixtures.ts';

/** A job of `company` (the employer's name) with `team` (user ids) as its hiring team; returns its id. */
export async function jobWithTeam(
  db: Db,
  tenantId: number,
  company: string,
  title: string,
  team: number[],
  skills = ['Forklift', 'Safety'],
) {
  const [jobId] = await insertJobs(db, tenantId, [
    { title, company, city: 'Atlanta', region: 'GA', country: 'US', requiredSkills: skills },
  ]);
  if (jobId === undefined) throw new Error('job not created');
  if (team.length) await db.insert(jobHiringTeam).values(team.map((userId) => ({ tenantId, jobId, userId })));
  return jobId;
}

/** A new job seeker's application to `jobId` in the interview stage; returns both ids. */
export async function interviewStageApplication(db: Db, tenantId: number, jobId: number, email: string) {
  const userId = await createSeeker(db, tenantId, email);
  const [row] = await db.insert(applications).values({ tenantId, jobId, userId, status: 'interview' }).returning({ id: applications.id });
  if (!row) throw new Error('application not created');
  return { applicationId: row.id, userId };
}

/** `n` proposed slot times on separate days, from tomorrow at 14:00 UTC. */
export function slotTimes(n: number, dayOffset = 2): { starts_at: string }[] {
  const base = new Date();
  base.setUTCHours(14, 0, 0, 0);
  return Array.from({ length: n }, (_, i) => ({ starts_at: new Date(base.getTime() + (dayOffset + i) * 86_400_000).toISOString() }));
}
