// Demo applications (issue 3 "Demo data"): applications in every status across the demo jobs, each
// with a history that follows the rules of application-status.ts (who moved it and when), scores from
// computeMatch and a few staff notes (seed-notifications.ts, run later, tells the job seekers from these
// histories). seeker@demo.test gets several applications in different statuses. Runs after the jobs and
// seekers seeds; deterministic (a seeded generator); inserts in batches; idempotent (a tenant that already has
// applications is left alone).
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { allowedNext } from '../services/application-status.ts';
import { computeMatch, matchJobOf, matchProfileOf } from '../services/match-score.ts';
import type { Db } from './client.ts';
import {
  applicationNotes,
  applicationStatusHistory,
  applications,
  jobHiringTeam,
  jobs,
  seekerProfiles,
  tenants,
  users,
  type ApplicationStatus,
  type ReasonCode,
} from './schema.ts';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
/** What a closed job gives its open applications (the jobs service uses the same words). */

/** A small seeded generator (mulberry32), so every run seeds the same data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    weighted: <T>(entries: readonly [T, number][]): T => {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of entries) {
        r -= w;
        if (r < 0) return v;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('a weighted pick needs at least one entry');
      return last[0];
    },
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
type Random = ReturnType<typeof generator>;

/** The statuses an application passes through to reach `final`, all legal moves (checked below). */
const PATHS: Record<ApplicationStatus, ApplicationStatus[][]> = {
  applied: [['applied']],
  screening: [['applied', 'screening']],
  interview: [
    ['applied', 'screening', 'interview'],
    ['applied', 'interview'],
  ],
  offered: [['applied', 'screening', 'interview', 'offered']],
  hired: [['applied', 'screening', 'interview', 'offered', 'hired']],
  declined: [['applied', 'screening', 'interview', 'offered', 'declined']],
  withdrawn: [
    ['applied', 'withdrawn'],
    ['applied', 'screening', 'withdrawn'],
    ['applied', 'screening', 'interview', 'withdrawn'],
  ],
  'on-hold': [
    ['applied', 'screening', 'on-hold'],
    ['applied', 'screening', 'interview', 'on-hold'],
  ],
  rejected: [
    ['applied', 'rejected'],
    ['applied', 'screening', 'rejected'],
    ['applied', 'screening', 'interview', 'rejected'],
  ],
};

/** Moves the job seeker makes themselves; every other move is a staff member's. */
const SEEKER_MOVES: ReadonlySet<ApplicationStatus> = new Set(['withdrawn', 'declined']);

const REJECTION_REASONS = [
  'Another candidate had more hands-on experience with the required tools.',
  'The role needs someone on site in the Atlanta office every day.',
  'We are looking for the certification listed as required.',
  'Salary expectations are above the range for this role.',
  'Another candidate was a closer match for the team’s current needs.',
  'The role needs more experience leading a team.',
];
const HOLD_REASONS = [
  'Hiring paused until the new budget is approved.',
  'Waiting for the hiring manager to return from leave.',
  'Keeping this application while the team reviews the role.',
];
const NOTES = [
  'Clear, well-organised résumé. Worth a phone screen.',
  'Phone screen went well: calm, precise answers, and asked good questions about the team.',
  'Prefers written instructions and a quiet workspace; both are easy for us to offer.',
  'Asked for interview questions in advance as an accommodation. Sent them on Monday.',
  'Strong portfolio; follow up about start date and notice period.',
  'References checked: both very positive about reliability and attention to detail.',
  'Would also be a good fit for the analyst opening next quarter.',
  'Prefers video interviews with captions on; booked accordingly.',
];
const COVER_LETTERS = [
  'I enjoy work where accuracy matters, and I would bring steady focus and careful documentation to your team.',
  'Your job post explained the role clearly, which I appreciated. My experience matches most of the required skills.',
  'I am looking for a team that values clear communication. I work best with written goals and regular feedback.',
  '',
  '',
];
const SOURCES: [string, number][] = [
  ['direct', 6],
  ['referral', 2],
  ['career_fair', 1],
  ['partner', 2],
];

type JobRow = typeof jobs.$inferSelect;
type ProfileRow = typeof seekerProfiles.$inferSelect;
interface Seeker {
  id: number;
  email: string;
  profile: ProfileRow | null;
}

interface Plan {
  job: JobRow;
  seeker: Seeker;
  path: ApplicationStatus[];
  /** The staff member's reason, or null with reasonCode job_closed when closing the job rejected it. */
  reason: string | null;
  reasonCode: ReasonCode | null;
}

/** The final status of each applicant of a job, by the job's status. */
function statusesFor(job: JobRow, count: number, r: Random): ApplicationStatus[] {
  const out: ApplicationStatus[] = [];
  for (let i = 0; i < count; i += 1) {
    switch (job.status) {
      case 'Offered':
        // The job was filled: one hire, the others ended.
        out.push(
          i === 0
            ? 'hired'
            : i === 1
              ? 'declined'
              : r.weighted([
                  ['rejected', 5],
                  ['withdrawn', 1],
                ]),
        );
        break;
      case 'closed':
        out.push(
          i === 0
            ? 'hired'
            : r.weighted([
                ['rejected', 6],
                ['withdrawn', 1],
              ]),
        );
        break;
      case 'paused':
        out.push(
          r.weighted([
            ['applied', 3],
            ['screening', 2],
            ['on-hold', 3],
            ['rejected', 1],
            ['withdrawn', 1],
          ]),
        );
        break;
      default:
        out.push(
          r.weighted([
            ['applied', 6],
            ['screening', 4],
            ['interview', 3],
            ['offered', 1],
            ['on-hold', 1],
            ['rejected', 3],
            ['withdrawn', 1],
          ]),
        );
    }
  }
  return out;
}

function reasonFor(job: JobRow, status: ApplicationStatus, r: Random): { reason: string | null; reasonCode: ReasonCode | null } {
  if (status === 'rejected') {
    return job.status === 'closed' && r.next() < 0.6
      ? { reason: null, reasonCode: 'job_closed' }
      : { reason: r.pick(REJECTION_REASONS), reasonCode: null };
  }
  if (status === 'on-hold') return { reason: r.pick(HOLD_REASONS), reasonCode: null };
  return { reason: null, reasonCode: null };
}

/** Throws when a seeded path breaks the transition rules (so the seed can never drift from them). */
function checkPath(path: ApplicationStatus[], reason: { reason: string | null; reasonCode: ReasonCode | null }): void {
  for (let i = 1; i < path.length; i += 1) {
    const from = path[i - 1] as ApplicationStatus;
    const to = path[i] as ApplicationStatus;
    const actor = SEEKER_MOVES.has(to) ? 'seeker' : 'staff';
    if (!allowedNext({ status: from, previousStatus: null }, actor).includes(to))
      throw new Error(`seed path ${path.join(' > ')} breaks the rules at ${to}`);
  }
  if (path.at(-1) === 'rejected' && !reason.reason && !reason.reasonCode) throw new Error('a seeded rejection needs a reason');
}

async function seedTenantApplications(
  db: Db,
  slug: string,
  r: Random,
  now: number,
  special?: { email: string; statuses: ApplicationStatus[] },
): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) return;
  const tenantId = tenant.id;
  const [existing] = await db.select({ id: applications.id }).from(applications).where(eq(applications.tenantId, tenantId)).limit(1);
  if (existing) return;

  const jobRows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), ne(jobs.status, 'draft')))
    .orderBy(asc(jobs.id));
  if (jobRows.length === 0) return;
  const seekerRows = await db
    .select({ id: users.id, email: users.email, profile: seekerProfiles })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.isUser, true), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const seekers: Seeker[] = seekerRows.map((s) => ({ id: s.id, email: s.email, profile: s.profile }));
  if (seekers.length === 0) return;
  const staff = await db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isUser, false), eq(users.isActive, true), eq(users.approvalStatus, 'approved')));
  // Those who move applications: admin and roles 1, 2, 4, 5.
  const movers = staff.filter((s) => s.roleId === null || [1, 2, 4, 5].includes(s.roleId)).map((s) => s.id);
  if (movers.length === 0) return;
  const team = await db
    .select({ jobId: jobHiringTeam.jobId, userId: jobHiringTeam.userId })
    .from(jobHiringTeam)
    .where(
      and(
        eq(jobHiringTeam.tenantId, tenantId),
        inArray(
          jobHiringTeam.jobId,
          jobRows.map((j) => j.id),
        ),
      ),
    );
  const moverSet = new Set(movers);
  const teamOf = new Map<number, number[]>();
  for (const m of team) if (moverSet.has(m.userId)) teamOf.set(m.jobId, [...(teamOf.get(m.jobId) ?? []), m.userId]);

  const plans: Plan[] = [];
  const taken = new Set<string>();
  const add = (job: JobRow, seeker: Seeker, status: ApplicationStatus) => {
    const key = `${job.id}:${seeker.id}`;
    if (taken.has(key)) return false;
    taken.add(key);
    const reason = reasonFor(job, status, r);
    const path = r.pick(PATHS[status]);
    checkPath(path, reason);
    plans.push({ job, seeker, path, ...reason });
    return true;
  };

  // The featured job seeker: one application per wanted status, on live jobs (the last ones, so the
  // first jobs of the list stay open to apply to in a demo).
  const featured = special ? seekers.find((s) => s.email === special.email) : undefined;
  if (featured && special) {
    const live = jobRows.filter((j) => j.status === 'active' || j.status === 'paused');
    const pool = (live.length >= special.statuses.length ? live : jobRows).slice().reverse();
    special.statuses.forEach((status, i) => {
      const job = pool[i % pool.length];
      if (job) add(job, featured, status);
    });
  }

  const others = seekers.filter((s) => s !== featured);
  for (const job of jobRows) {
    const count = job.status === 'active' ? r.int(3, 7) : r.int(2, 4);
    const applicants = r.shuffle(others).slice(0, Math.min(count, others.length));
    statusesFor(job, applicants.length, r).forEach((status, i) => add(job, applicants[i] as Seeker, status));
  }

  // Every status at least once: turn a plain "applied" on an active job into any missing one.
  const present = new Set(plans.map((p) => p.path.at(-1)));
  for (const status of Object.keys(PATHS) as ApplicationStatus[]) {
    if (present.has(status)) continue;
    const plan = plans.find((p) => p.path.length === 1 && p.job.status === 'active' && p.seeker !== featured);
    if (!plan) break;
    Object.assign(plan, reasonFor(plan.job, status, r));
    plan.path = r.pick(PATHS[status]);
    checkPath(plan.path, plan);
    present.add(status);
  }

  // Dates: an application comes after the job went live; each move 1 to 4 days after the one before,
  // all in the past.
  const timed = plans.map((plan) => {
    const opened = (plan.job.publishedAt ?? plan.job.createdAt).getTime();
    const earliest = Math.max(opened + DAY, now - 75 * DAY);
    const span = plan.path.length * 4 * DAY;
    const latestStart = Math.max(earliest, now - span - DAY);
    const start = earliest + r.next() * Math.max(0, latestStart - earliest) + r.int(8, 18) * HOUR;
    const steps = [Math.min(start, now - 2 * HOUR)];
    for (let i = 1; i < plan.path.length; i += 1) {
      const prev = steps[i - 1] as number;
      const gap = (r.int(1, 4) * DAY + r.int(1, 8) * HOUR) * Math.min(1, (now - HOUR - prev) / (4 * DAY * (plan.path.length - i)));
      steps.push(Math.min(prev + Math.max(gap, 10 * 60_000), now - HOUR));
    }
    return { plan, steps: steps.map((ms) => new Date(ms)) };
  });

  const rows = timed.map(({ plan, steps }) => {
    const match = computeMatch(matchJobOf(plan.job), matchProfileOf(plan.seeker.profile));
    const final = plan.path.at(-1) as ApplicationStatus;
    const beforeFinal = plan.path.at(-2) ?? null;
    return {
      tenantId,
      jobId: plan.job.id,
      userId: plan.seeker.id,
      status: final,
      previousStatus: final === 'on-hold' || final === 'rejected' ? beforeFinal : null,
      reason: plan.reason,
      reasonCode: plan.reasonCode,
      resumeFileId: plan.seeker.profile?.resumeFileId ?? null,
      coverLetter: r.pick(COVER_LETTERS),
      source: r.weighted(SOURCES),
      scoreTotal: match.total,
      scoreParts: match.parts,
      scoreDetail: { matched_skills: match.matched_skills, missing_skills: match.missing_skills },
      scoredAt: steps[0] as Date,
      createdAt: steps[0] as Date,
      updatedAt: steps.at(-1) as Date,
    };
  });
  // Ids by job and job seeker (unique per tenant), not by the order rows come back in.
  const idOf = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 200) {
    const back = await db
      .insert(applications)
      .values(rows.slice(i, i + 200))
      .returning({ id: applications.id, jobId: applications.jobId, userId: applications.userId });
    for (const b of back) idOf.set(`${b.jobId}:${b.userId}`, b.id);
  }

  const history: (typeof applicationStatusHistory.$inferInsert)[] = [];
  const notes: (typeof applicationNotes.$inferInsert)[] = [];
  timed.forEach(({ plan, steps }) => {
    const applicationId = idOf.get(`${plan.job.id}:${plan.seeker.id}`) as number;
    const handlers = teamOf.get(plan.job.id) ?? movers;
    const handler = r.pick(handlers);
    plan.path.forEach((status, step) => {
      const at = steps[step] as Date;
      const byStaff = step > 0 && !SEEKER_MOVES.has(status);
      history.push({
        tenantId,
        applicationId,
        fromStatus: step === 0 ? null : plan.path[step - 1],
        toStatus: status,
        reason: step === plan.path.length - 1 ? plan.reason : null,
        reasonCode: step === plan.path.length - 1 ? plan.reasonCode : null,
        changedBy: byStaff ? (plan.reasonCode === 'job_closed' ? handler : r.next() < 0.8 ? handler : r.pick(movers)) : plan.seeker.id,
        createdAt: at,
      });
    });
    // Notes on about a quarter of the applications that got past "applied".
    if (plan.path.length > 1 && r.next() < 0.25) {
      const count = r.int(1, 2);
      for (let n = 0; n < count; n += 1) {
        const at = new Date(Math.min((steps[Math.min(n + 1, steps.length - 1)] as Date).getTime() + r.int(1, 6) * HOUR, now - 30 * 60_000));
        notes.push({ tenantId, applicationId, authorId: r.next() < 0.7 ? handler : r.pick(movers), body: r.pick(NOTES), createdAt: at });
      }
    }
  });

  for (let i = 0; i < history.length; i += 500) await db.insert(applicationStatusHistory).values(history.slice(i, i + 500));
  if (notes.length > 0) await db.insert(applicationNotes).values(notes);
}

/** Seeds the demo tenants' applications (see the top of this file). */
export async function seedApplications(db: Db, now = Date.now()): Promise<void> {
  await seedTenantApplications(db, 'demo', generator(20_250_301), now, {
    email: 'seeker@demo.test',
    statuses: ['applied', 'screening', 'interview', 'offered', 'on-hold', 'rejected', 'withdrawn'],
  });
  await seedTenantApplications(db, 'acme', generator(7_130_555), now, { email: 'seeker@acme.test', statuses: ['applied', 'interview'] });
}
