// Job seekers as staff see them (admin, recruiter, recruiter_member, concierge_member, program_manager):
// a searchable list and one job seeker's profile, résumé and applications, as far as the viewer's scope
// reaches (services/visibility.ts): program staff the tenant's, partner staff their linked job seekers.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, jobs, seekerProfiles, storedFiles, users } from '../db/schema.ts';
import { NotFound } from '../errors.ts';
import { DETAIL_LIST_CAP, containsPattern, fileRef, iso, jobRef, pageMeta, profileView, staffLike, type Paging } from './staff-views.ts';
import { fullName } from './tokens.ts';
import { seekersOfOrganisation, visibleApplications, visibleSeekers, type Viewing } from './visibility.ts';

export interface JobSeekerFilters {
  /** Text in the name, email, headline or the profile résumé's text. */
  q?: string | undefined;
  /** Comma-separated skills; a job seeker must have every one (any case). */
  skills?: string | undefined;
  /** Only the job seekers linked to this organisation or who applied to its jobs (program staff's filter). */
  organisation?: number | undefined;
}

export function parseSkills(raw: string | undefined): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== ''),
    ),
  ].slice(0, 20);
}

function condition(s: Viewing, f: JobSeekerFilters): SQL {
  const conditions: (SQL | undefined)[] = [visibleSeekers(s)];
  if (f.organisation !== undefined) conditions.push(seekersOfOrganisation(s, f.organisation));
  const q = f.q?.trim();
  if (q) conditions.push(jobSeekerTextCondition(s.tenantId, q));
  for (const skill of parseSkills(f.skills)) {
    conditions.push(sql`EXISTS (SELECT 1 FROM unnest(${seekerProfiles.skills}) AS s(name) WHERE lower(s.name) = ${skill})`);
  }
  return and(...conditions) as SQL;
}

const applicationsCount = sql<number>`(SELECT count(*)::int FROM ${applications} WHERE ${applications.tenantId} = ${users.tenantId} AND ${applications.userId} = ${users.id})`;

/**
 * `q` in the name, the email, the headline or the text of the profile résumé: the user ids of three
 * index-backed lookups (trigram indexes users_name_trgm, users_email_trgm, seeker_profiles_headline_trgm
 * and stored_files_text_trgm) rather than an OR across joined tables, which no index can serve.
 */
export function jobSeekerTextCondition(tenantId: number, q: string): SQL {
  const pattern = containsPattern(q);
  return sql`${users.id} IN (
    SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND ${staffLike.nameOrEmail(pattern)}
    UNION
    SELECT p.user_id FROM seeker_profiles p WHERE p.tenant_id = ${tenantId} AND ${staffLike.headline(pattern)}
    UNION
    SELECT p.user_id FROM stored_files f JOIN seeker_profiles p ON p.resume_file_id = f.id AND p.tenant_id = f.tenant_id
      WHERE f.tenant_id = ${tenantId} AND ${staffLike.resumeText(pattern)})`;
}

export async function listJobSeekers(db: Db, s: Viewing, f: JobSeekerFilters, p: Paging) {
  const where = condition(s, f);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(where);
  const rows = await db
    .select({ user: users, profile: seekerProfiles, applicationsCount })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return {
    results: rows.map(({ user, profile, applicationsCount: n }) => ({
      user_id: user.id,
      name: fullName(user),
      email: user.email,
      headline: profile?.headline ?? '',
      city: profile?.city ?? '',
      region: profile?.region ?? '',
      years_experience: profile?.yearsExperience ?? 0,
      skills: profile?.skills ?? [],
      education: profile?.education ?? 'none',
      management_level: profile?.managementLevel ?? 'individual',
      applications_count: Number(n),
      created_at: iso(user.createdAt),
    })),
    ...pageMeta(Number(total?.n ?? 0), p),
  };
}

async function findJobSeeker(db: Db, s: Viewing, userId: number) {
  const [row] = await db
    .select({ user: users, profile: seekerProfiles })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(eq(users.id, userId), visibleSeekers(s)));
  if (!row) throw new NotFound('Job seeker not found.');
  return row;
}

/** One page of the job seeker's applications the viewer sees, newest first. */
async function seekerApplicationsPage(db: Db, s: Viewing, userId: number, p: Paging) {
  const where = and(visibleApplications(s), eq(applications.userId, userId));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where),
    db
      .select({ app: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return {
    results: rows.map(({ app, job }) => ({
      id: app.id,
      job: jobRef(job),
      status: app.status,
      score_total: app.scoreTotal,
      created_at: iso(app.createdAt),
      updated_at: iso(app.updatedAt),
    })),
    ...pageMeta(Number(total?.n ?? 0), p),
  };
}

/** One job seeker: profile, profile résumé, and the first DETAIL_LIST_CAP of their applications. */
export async function getJobSeeker(db: Db, s: Viewing, userId: number) {
  const tenantId = s.tenantId;
  const { user, profile } = await findJobSeeker(db, s, userId);
  const [resume, apps] = await Promise.all([
    profile?.resumeFileId
      ? db
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.id, profile.resumeFileId), eq(storedFiles.tenantId, tenantId)))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    seekerApplicationsPage(db, s, userId, { page: 1, pageSize: DETAIL_LIST_CAP }),
  ]);
  return {
    user_id: user.id,
    name: fullName(user),
    email: user.email,
    created_at: iso(user.createdAt),
    profile: profileView(profile),
    resume: fileRef(resume),
    applications: apps.results,
    applications_count: apps.count,
  };
}

/** All of a job seeker's applications in this tenant, a page at a time (404 like getJobSeeker). */
export async function listJobSeekerApplications(db: Db, s: Viewing, userId: number, p: Paging) {
  await findJobSeeker(db, s, userId);
  return seekerApplicationsPage(db, s, userId, p);
}
