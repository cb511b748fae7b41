// Shared fixtures of the staff endpoint tests: two jobs and five applicants in the demo tenant (scores
// from computeMatch, résumés in the app's file store), and one acme application for cross-tenant checks.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applicationStatusHistory,
  applications,
  jobs,
  organisations,
  seekerPartnerLinks,
  seekerProfiles,
  storedFiles,
  users,
  type ApplicationStatus,
} from '../db/schema.ts';
import { localFileStore } from '../services/file-store.ts';
import { computeMatch, DEFAULT_WEIGHTS, matchJobOf, matchProfileOf } from '../services/match-score.ts';
import { afterAll, beforeAll } from 'vitest';
import { ACME, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from './helpers.ts';

export const STAFF = {
  admin: 'admin@demo.test',
  hiring_manager: 'manager@demo.test',
  recruiter: 'recruiter@demo.test',
  auditor: 'auditor@demo.test',
  hiring_member: 'member@demo.test',
  recruiter_member: 'recruiter.member@demo.test',
  concierge: 'concierge@demo.test',
  program_manager: 'programs@demo.test',
} as const;
export type Who = keyof typeof STAFF | 'seeker';
export const EVERYONE: Who[] = [...(Object.keys(STAFF) as (keyof typeof STAFF)[]), 'seeker'];
export const ALL_STAFF_ROLES: Who[] = Object.keys(STAFF) as Who[];

/** Signs in every staff role and the job seeker of the demo tenant, and acme's admin and job seeker: access tokens into `tokens` by role name, `seeker`, `acmeAdmin` and `acmeSeeker`. */
export async function signInEveryone(t: TestApp, tokens: Record<string, string>): Promise<void> {
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  tokens.acmeSeeker = (await signIn(t, 'seeker@acme.test', ACME)).access;
}

/**
 * For a test file: one app (started before its tests, closed after) with everyone `signInEveryone` signs
 * in, and requests as one of them (by name in `tokens`; `defaultWho` when `send` names no one), or as
 * nobody, on a host. `env.t` is the app once the tests run.
 */
export function appWithEveryone(defaultWho?: string) {
  const tokens: Record<string, string> = {};
  const as = (who: string | undefined, host: string | undefined) => ({ ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
  const env = {
    t: undefined as unknown as TestApp,
    tokens,
    get: (path: string, who?: string, host?: string) => request(env.t, { path, ...as(who, host) }),
    send: (method: string, path: string, body: unknown, who: string | undefined = defaultWho, host?: string) =>
      request(env.t, { method, path, body, ...as(who, host) }),
  };
  beforeAll(async () => {
    env.t = await startApp();
    await signInEveryone(env.t, tokens);
  }, 60_000);
  afterAll(async () => env.t?.close());
  return env;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export type AppName = 'seekerA' | 'strongA' | 'weakA' | 'tieA' | 'formulaA' | 'seekerB' | 'strongB';

export interface Fixture {
  tenantId: number;
  jobA: number;
  jobB: number;
  seekerId: number;
  others: number[];
  /** application ids by name */
  app: Record<AppName, number>;
  resumePath: string;
  profileResumePath: string;
  acme: { tenantId: number; app: number; job: number; seekerId: number; resumePath: string };
}

async function storeResume(
  db: Db,
  t: TestApp,
  tenant: number,
  slug: string,
  ownerId: number,
  name: string,
): Promise<{ id: string; path: string }> {
  const id = randomUUID();
  const path = `resume/${id}.pdf`;
  await localFileStore(join(t.dataDir, 'files')).put(slug, path, PDF);
  await db.insert(storedFiles).values({
    id,
    tenantId: tenant,
    ownerId,
    kind: 'resume',
    path,
    originalName: name,
    contentType: 'application/pdf',
    size: PDF.length,
    sha256: 'x',
  });
  return { id, path };
}

/** The employer of the fixture's demo jobs (manager@ and member@ belong to it) and the partner its job seekers are linked to (recruiter@, recruiter.member@). */
export const FIXTURE_EMPLOYER = 'Northstar Logistics';
export const FIXTURE_PARTNER = 'Bridgeway Skills Academy';

async function insertJob(
  db: Db,
  tenant: number,
  title: string,
  skills: string[],
  company = 'Peachtree Analytics',
): Promise<typeof jobs.$inferSelect> {
  const [job] = await db
    .insert(jobs)
    .values({
      tenantId: tenant,
      title,
      company,
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      requiredSkills: skills,
      niceSkills: ['Tableau'],
      certifications: [],
      education: 'bachelor',
      industry: 'Software',
      managementLevel: 'individual',
      weights: DEFAULT_WEIGHTS,
      status: 'active',
    })
    .returning();
  return job!;
}

async function insertSeeker(
  db: Db,
  tenant: number,
  email: string,
  first: string,
  last: string,
  profile: Partial<typeof seekerProfiles.$inferInsert>,
): Promise<number> {
  const [u] = await db
    .insert(users)
    .values({ tenantId: tenant, email, firstName: first, lastName: last, isUser: true, emailVerified: true })
    .returning({ id: users.id });
  await db.insert(seekerProfiles).values({ userId: u!.id, tenantId: tenant, ...profile });
  return u!.id;
}

async function apply(
  db: Db,
  tenant: number,
  job: typeof jobs.$inferSelect,
  seekerId: number,
  status: ApplicationStatus,
  createdAt: Date,
  resumeFileId?: string,
): Promise<number> {
  const [profile] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seekerId));
  const m = computeMatch(matchJobOf(job), matchProfileOf(profile));
  const [a] = await db
    .insert(applications)
    .values({
      tenantId: tenant,
      jobId: job.id,
      userId: seekerId,
      status,
      resumeFileId: resumeFileId ?? null,
      scoreTotal: m.total,
      scoreParts: m.parts,
      scoreDetail: { matched_skills: m.matched_skills, missing_skills: m.missing_skills },
      scoredAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: applications.id });
  await db
    .insert(applicationStatusHistory)
    .values({ tenantId: tenant, applicationId: a!.id, fromStatus: null, toStatus: 'applied', changedBy: seekerId, createdAt });
  return a!.id;
}

export async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const jobA = await insertJob(db, demo, 'Data Analyst', ['SQL', 'Python', 'Excel'], FIXTURE_EMPLOYER);
  const jobB = await insertJob(db, demo, 'Support Engineer', ['Linux', 'Networking'], FIXTURE_EMPLOYER);
  const seekerId = await userIdOf(db, demo, 'seeker@demo.test');
  // seeker@demo.test may already have a seeded profile: these tests set the parts they rely on.
  const mine = {
    headline: 'Data Analyst',
    city: 'Atlanta',
    skills: ['SQL', 'Python'],
    certifications: [],
    education: 'bachelor' as const,
    industry: 'Software',
    managementLevel: 'individual' as const,
    experience: [],
    preferences: {},
  };
  await db
    .insert(seekerProfiles)
    .values({ userId: seekerId, tenantId: demo, ...mine })
    .onConflictDoUpdate({ target: seekerProfiles.userId, set: mine });
  const strong = await insertSeeker(db, demo, 'strong@example.com', 'Stella', 'Strong', {
    headline: 'Senior Data Analyst',
    city: 'Decatur',
    skills: ['SQL', 'Python', 'Excel', 'Tableau'],
    education: 'master',
    industry: 'Software',
    yearsExperience: 7,
  });
  const weak = await insertSeeker(db, demo, 'weak@example.com', 'Wes', 'Weak', {
    headline: 'Barista',
    city: 'Marietta',
    skills: ['Coffee'],
    education: 'high_school',
    industry: 'Food',
  });
  const formula = await insertSeeker(db, demo, 'formula@example.com', '=HYPERLINK("http://x")', 'Cell', {
    headline: '+1 formula',
    skills: ['SQL'],
  });
  const tie = await insertSeeker(db, demo, 'tie@example.com', 'Tia', 'Tie', {
    headline: 'Barista',
    skills: ['Coffee'],
    education: 'high_school',
    industry: 'Food',
  });
  // The fixture's job seekers came through the demo skilling partner (seeker@demo.test is linked by the seed).
  const [partner] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, demo), eq(organisations.name, FIXTURE_PARTNER)));
  await db
    .insert(seekerPartnerLinks)
    .values(
      [strong, weak, formula, tie].map((userId) => ({ tenantId: demo, userId, organisationId: partner!.id, origin: 'joined' as const })),
    );
  const resume = await storeResume(db, t, demo, 'demo', seekerId, 'Sam Seeker résumé.pdf');
  const profileResume = await storeResume(db, t, demo, 'demo', strong, 'stella-cv.pdf');
  await db.update(seekerProfiles).set({ resumeFileId: profileResume.id }).where(eq(seekerProfiles.userId, strong));
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
  const app: Record<AppName, number> = {
    seekerA: await apply(db, demo, jobA, seekerId, 'applied', day(3), resume.id),
    strongA: await apply(db, demo, jobA, strong, 'screening', day(4)),
    weakA: await apply(db, demo, jobA, weak, 'applied', day(1)),
    tieA: await apply(db, demo, jobA, tie, 'applied', day(2)),
    formulaA: await apply(db, demo, jobA, formula, 'interview', day(5)),
    seekerB: await apply(db, demo, jobB, seekerId, 'offered', day(6)),
    strongB: await apply(db, demo, jobB, strong, 'hired', day(7)),
  };
  const acmeJob = await insertJob(db, acme, 'Acme Welder', ['Welding']);
  const acmeSeeker = await userIdOf(db, acme, 'seeker@acme.test');
  const acmeResume = await storeResume(db, t, acme, 'acme', acmeSeeker, 'acme.pdf');
  const acmeApp = await apply(db, acme, acmeJob, acmeSeeker, 'applied', day(2), acmeResume.id);
  return {
    tenantId: demo,
    jobA: jobA.id,
    jobB: jobB.id,
    seekerId,
    others: [strong, weak, formula, tie],
    app,
    resumePath: resume.path,
    profileResumePath: profileResume.path,
    acme: { tenantId: acme, app: acmeApp, job: acmeJob.id, seekerId: acmeSeeker, resumePath: acmeResume.path },
  };
}
