// Test fixtures for job search: a tenant of its own, jobs inserted with jobs.search set by the jobs
// service's own document (JOB_SEARCH_DOCUMENT), job seekers with or without a profile.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, seekerProfiles, tenantDomains, tenants, users } from '../db/schema.ts';
import { DEFAULT_WEIGHTS } from '../services/match-score.ts';
import { hashPassword } from '../services/passwords.ts';
import { JOB_SEARCH_DOCUMENT } from '../services/jobs.ts';

export type NewJob = Partial<typeof jobs.$inferInsert> & { title: string };

/** A tenant answering on `host` (e.g. `search.localhost`); returns its id. */
export async function createTenant(db: Db, slug: string, host: string): Promise<number> {
  const [row] = await db
    .insert(tenants)
    .values({ slug, name: `Tenant ${slug}` })
    .returning({ id: tenants.id });
  if (!row) throw new Error('tenant not created');
  await db.insert(tenantDomains).values({ host, tenantId: row.id });
  return row.id;
}

/** Inserts jobs (active by default, published now minus their index in minutes) and fills jobs.search. */
export async function insertJobs(db: Db, tenantId: number, list: NewJob[]): Promise<number[]> {
  const now = Date.now();
  const rows = await db
    .insert(jobs)
    .values(
      list.map((j, i) => ({
        company: 'Fixture Co',
        weights: DEFAULT_WEIGHTS,
        status: 'active' as const,
        publishedAt: new Date(now - i * 60_000),
        ...j,
        tenantId,
      })),
    )
    .returning({ id: jobs.id });
  const ids = rows.map((r) => r.id);
  await db.update(jobs).set({ search: JOB_SEARCH_DOCUMENT }).where(inArray(jobs.id, ids));
  return ids;
}

let hash: Promise<string> | undefined;

/** A job seeker (password demo-Password-1) of the tenant, "Test Seeker" unless named; returns the user id. */
export async function createSeeker(db: Db, tenantId: number, email: string, lastName = 'Seeker'): Promise<number> {
  hash ??= hashPassword('demo-Password-1');
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: await hash,
      firstName: 'Test',
      lastName,
      isUser: true,
      emailVerified: true,
      isConsent: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

/** A staff user (admin when roleId is null). */
export async function createStaff(db: Db, tenantId: number, email: string, roleId: number | null = null): Promise<number> {
  hash ??= hashPassword('demo-Password-1');
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: await hash,
      firstName: 'Test',
      lastName: 'Staff',
      isUser: false,
      roleId,
      emailVerified: true,
      isConsent: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export async function createProfile(
  db: Db,
  tenantId: number,
  userId: number,
  profile: Partial<typeof seekerProfiles.$inferInsert> = {},
): Promise<void> {
  await db.insert(seekerProfiles).values({ ...profile, userId, tenantId });
}

/** A valid createJob / updateJob body (JobInput), with `over` laid on top. */
export function jobBody(over: Record<string, unknown> = {}) {
  return {
    title: 'QA Test Analyst',
    description: '<p>Plan and run <strong>careful</strong> tests.</p><ul><li>Write test cases</li></ul>',
    company: 'Clearpath Software',
    location: { city: 'Atlanta', region: 'GA', country: 'USA', latitude: 33.749, longitude: -84.388 },
    remote: 'hybrid',
    employment_type: 'full_time',
    experience_min: 1,
    experience_max: 5,
    salary: { min: 55000, max: 72000, currency: 'USD' },
    required_skills: ['Manual testing', 'SQL'],
    nice_skills: ['Playwright'],
    certifications: ['ISTQB Foundation'],
    education: 'associate',
    industry: 'Software',
    management_level: 'individual',
    hiring_team: [] as number[],
    weights: { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 },
    ...over,
  };
}
