// The staff's advanced search over job seekers (issue 15, /advancedSearch): full text over the profile and
// the profile résumé (seeker_search.document, GIN; websearch syntax: "phrases", -exclusions, or), skills
// all-of / any-of (GIN on the lower-cased skills), experience bands (SPEC §9), education, a city with a
// radius (the gazetteer's cities within it, matched by the city each job seeker typed), work preferences,
// availability, partner, and application status for a job; sorted by text rank, by the match score for a
// job (match-score.ts) or by newest change. Always within visibleSeekers (DECISIONS 19): program staff the
// tenant's, employer staff their applicants, partner staff their linked job seekers.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applications,
  EDUCATION_LEVELS,
  jobs,
  seekerPartnerLinks,
  seekerProfiles,
  seekerSearch,
  users,
  type ApplicationStatus,
  type EMPLOYMENT_TYPES,
  type REMOTE_OPTIONS,
} from '../db/schema.ts';
import { fieldError, NotFound } from '../errors.ts';
import { findPlace, placeNamesWithin } from './gazetteer.ts';
import { computeMatch, matchJobOf, matchProfileOf } from './match-score.ts';
import { DEFAULT_RADIUS_MILES } from './search.ts';
import { csvLine } from './staff-applications.ts';
import { pageMeta, type Paging } from './staff-views.ts';
import { parseSkills } from './staff-job-seekers.ts';
import { fullName } from './tokens.ts';
import { visibleApplications, visibleJobs, visibleSeekers, type Viewing } from './visibility.ts';

export const EXPERIENCE_BANDS = { '0-2': [0, 2], '2-5': [2, 5], '5-8': [5, 8], '8-60': [8, 61] } as const;
export type ExperienceBand = keyof typeof EXPERIENCE_BANDS;
export type AdvancedSort = 'relevance' | 'match' | 'recent';

export interface AdvancedFilters {
  q?: string | undefined;
  skills_all?: string | undefined;
  skills_any?: string | undefined;
  experience?: ExperienceBand | undefined;
  education?: (typeof EDUCATION_LEVELS)[number] | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
  radius?: number | undefined;
  remote?: (typeof REMOTE_OPTIONS)[number] | undefined;
  employment_type?: (typeof EMPLOYMENT_TYPES)[number] | undefined;
  available?: boolean | undefined;
  partner?: number | undefined;
  job_id?: number | undefined;
  status?: ApplicationStatus | undefined;
  sort?: AdvancedSort | undefined;
}

/** The filter names a saved search may hold (the search's parameters). */
export const FILTER_KEYS = [
  'q',
  'skills_all',
  'skills_any',
  'experience',
  'education',
  'city',
  'region',
  'country',
  'radius',
  'remote',
  'employment_type',
  'available',
  'partner',
  'job_id',
  'status',
  'sort',
] as const satisfies readonly (keyof AdvancedFilters)[];

/** Match sort scores this many results, those sharing most of the job's skills. */
export const MATCH_SORT_CAP = 1000;
/** Rows in a CSV export at most. */
export const EXPORT_CAP = 5000;

type JobRow = typeof jobs.$inferSelect;
/** The database or a transaction of it. */
type Reader = Pick<Db, 'select'>;

/** The job of `job_id`, when the viewer sees it (else 404). */
async function chosenJob(db: Reader, s: Viewing, jobId: number | undefined): Promise<JobRow | null> {
  if (jobId === undefined) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(visibleJobs(s), eq(jobs.id, jobId)));
  if (!job) throw new NotFound('Job not found.');
  return job;
}

function locationCondition(f: AdvancedFilters): SQL | undefined {
  const city = f.city?.trim();
  if (!city) return undefined;
  const typed = city.toLowerCase();
  const place = findPlace({ city, region: f.region ?? '', country: f.country ?? '' });
  const radius = f.radius ?? DEFAULT_RADIUS_MILES;
  const names = place && radius > 0 ? placeNamesWithin(place, radius) : [];
  return sql`${seekerSearch.place} = ANY(${textList([...new Set([typed, ...names])])})`;
}

/** A text[] from one parameter (a list of any length binds as one value, on PostgreSQL and PGlite alike). */
const textList = (values: readonly string[]): SQL => sql`string_to_array(${values.join('\u001f')}, chr(31))`;

const tsQuery = (q: string): SQL => sql`websearch_to_tsquery('english', ${q})`;

/** All the conditions of a search (scope first); `job` is the chosen job, already checked. */
function conditions(s: Viewing, f: AdvancedFilters, job: JobRow | null): SQL {
  const list: (SQL | undefined)[] = [visibleSeekers(s), eq(seekerSearch.tenantId, s.tenantId)];
  const q = f.q?.trim();
  if (q) list.push(sql`${seekerSearch.document} @@ ${tsQuery(q)}`);
  const all = parseSkills(f.skills_all);
  if (all.length > 0) list.push(sql`${seekerSearch.skills} @> ${textList(all)}`);
  const any = parseSkills(f.skills_any);
  if (any.length > 0) list.push(sql`${seekerSearch.skills} && ${textList(any)}`);
  if (f.experience) {
    const [min, max] = EXPERIENCE_BANDS[f.experience];
    list.push(sql`${seekerSearch.yearsExperience} >= ${min} AND ${seekerSearch.yearsExperience} < ${max}`);
  }
  if (f.education) list.push(inArray(seekerSearch.education, EDUCATION_LEVELS.slice(EDUCATION_LEVELS.indexOf(f.education))));
  list.push(locationCondition(f));
  if (f.remote) list.push(sql`${seekerSearch.remote} @> ARRAY[${f.remote}]::text[]`);
  if (f.employment_type) list.push(sql`${seekerSearch.employmentTypes} @> ARRAY[${f.employment_type}]::text[]`);
  if (f.available) {
    list.push(sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.tenant_id = ${s.tenantId} AND a.user_id = ${users.id}
      AND (a.status = 'hired' OR EXISTS (SELECT 1 FROM offers o WHERE o.application_id = a.id AND o.status = 'accepted')))`);
  }
  if (f.partner !== undefined) {
    list.push(sql`${users.id} IN (SELECT ${seekerPartnerLinks.userId} FROM ${seekerPartnerLinks}
      WHERE ${seekerPartnerLinks.tenantId} = ${s.tenantId} AND ${seekerPartnerLinks.organisationId} = ${f.partner}
        AND ${seekerPartnerLinks.endedAt} IS NULL)`);
  }
  if (job && f.status) {
    list.push(sql`${users.id} IN (SELECT ${applications.userId} FROM ${applications}
      WHERE ${visibleApplications(s)} AND ${applications.jobId} = ${job.id} AND ${applications.status} = ${f.status})`);
  }
  return and(...list) as SQL;
}

/**
 * The filters with `q` dropped when it holds no searchable word (only stop words or signs): decided here,
 * once, so the query's text condition is a plain `@@` the GIN index serves (an OR with the emptiness test
 * in SQL would read every document).
 */
async function withSearchableText(db: Reader, f: AdvancedFilters): Promise<AdvancedFilters> {
  const q = f.q?.trim();
  if (!q) return { ...f, q: undefined };
  const [row] = await db.select({ n: sql<number>`numnode(${tsQuery(q)})::int` }).from(sql`(SELECT 1) AS one`);
  return Number(row?.n ?? 0) === 0 ? { ...f, q: undefined } : { ...f, q };
}

function checkCombination(f: AdvancedFilters): void {
  if (f.status && f.job_id === undefined) throw fieldError('status', 'Choose a job to filter by application status.');
  if (f.sort === 'match' && f.job_id === undefined) throw fieldError('sort', 'Choose a job to sort by match score.');
}

function sortOf(f: AdvancedFilters): AdvancedSort {
  if (f.sort) return f.sort === 'relevance' && !f.q?.trim() ? 'recent' : f.sort;
  return f.q?.trim() ? 'relevance' : 'recent';
}

interface Row {
  user: typeof users.$inferSelect;
  profile: typeof seekerProfiles.$inferSelect;
}

function baseQuery(db: Db) {
  return db
    .select({ user: users, profile: seekerProfiles })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, seekerSearch.userId));
}

/** The ordered rows of one page (or of the export), and the match score of each when there is a job. */
async function orderedRows(db: Db, s: Viewing, f: AdvancedFilters, job: JobRow | null, offset: number, limit: number) {
  const where = conditions(s, f, job);
  const sort = sortOf(f);
  const score = (r: Row) => (job ? computeMatch(matchJobOf(job), matchProfileOf(r.profile)).total : null);
  if (sort === 'match' && job) {
    // The candidates sharing most of the job's skills, scored exactly here (the match score is not SQL).
    const wanted = [...new Set([...job.requiredSkills, ...job.niceSkills].map((x) => x.trim().toLowerCase()))];
    const overlap = sql`cardinality(ARRAY(SELECT unnest(${seekerSearch.skills}) INTERSECT SELECT unnest(${textList(wanted)})))`;
    const candidates = await baseQuery(db).where(where).orderBy(desc(overlap), desc(seekerSearch.userId)).limit(MATCH_SORT_CAP);
    const scored = candidates.map((r) => ({ ...r, score: score(r) ?? 0 }));
    scored.sort((a, b) => b.score - a.score || b.user.id - a.user.id);
    return scored.slice(offset, offset + limit);
  }
  const order =
    sort === 'relevance' && f.q?.trim()
      ? [sql`ts_rank_cd(${seekerSearch.document}, ${tsQuery(f.q.trim())}) DESC`, desc(seekerSearch.userId)]
      : [desc(seekerSearch.changedAt), desc(seekerSearch.userId)];
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, score: score(r) }));
}

/** Their applications to the job that the viewer sees, by job seeker. */
async function applicationsTo(db: Db, s: Viewing, job: JobRow | null, userIds: number[]) {
  const found = new Map<number, { id: number; status: ApplicationStatus }>();
  if (!job || userIds.length === 0) return found;
  const rows = await db
    .select({ id: applications.id, userId: applications.userId, status: applications.status })
    .from(applications)
    .where(and(visibleApplications(s), eq(applications.jobId, job.id), inArray(applications.userId, userIds)));
  for (const r of rows) found.set(r.userId, { id: r.id, status: r.status });
  return found;
}

async function results(db: Db, s: Viewing, f: AdvancedFilters, job: JobRow | null, offset: number, limit: number) {
  const rows = await orderedRows(db, s, f, job, offset, limit);
  const apps = await applicationsTo(
    db,
    s,
    job,
    rows.map((r) => r.user.id),
  );
  return rows.map(({ user, profile, score }) => ({
    user_id: user.id,
    name: fullName(user),
    email: user.email,
    headline: profile.headline,
    city: profile.city,
    region: profile.region,
    years_experience: profile.yearsExperience,
    education: profile.education,
    skills: profile.skills,
    match_score: score,
    application_id: apps.get(user.id)?.id ?? null,
    application_status: apps.get(user.id)?.status ?? null,
  }));
}

export async function searchJobSeekers(db: Db, s: Viewing, given: AdvancedFilters, p: Paging) {
  checkCombination(given);
  const f = await withSearchableText(db, given);
  const job = await chosenJob(db, s, f.job_id);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .where(conditions(s, f, job));
  const page = await results(db, s, f, job, (p.page - 1) * p.pageSize, p.pageSize);
  return { results: page, ...pageMeta(Number(total?.n ?? 0), p) };
}

export const EXPORT_COLUMNS = [
  'user_id',
  'name',
  'email',
  'headline',
  'city',
  'region',
  'years_experience',
  'education',
  'skills',
  'match_score',
  'application_status',
] as const;

/** The search as CSV text (header first), at most EXPORT_CAP rows in the search's order. */
export async function exportSearchCsv(db: Db, s: Viewing, given: AdvancedFilters): Promise<string> {
  checkCombination(given);
  const f = await withSearchableText(db, given);
  const job = await chosenJob(db, s, f.job_id);
  const rows = await results(db, s, f, job, 0, EXPORT_CAP);
  return (
    csvLine([...EXPORT_COLUMNS]) +
    rows
      .map((r) =>
        csvLine([
          r.user_id,
          r.name,
          r.email,
          r.headline,
          r.city,
          r.region,
          r.years_experience,
          r.education,
          r.skills.join('; '),
          r.match_score,
          r.application_status,
        ]),
      )
      .join('')
  );
}

/**
 * The job seekers who match `f` now among those whose search row changed after `since` (a saved search's
 * notification), at most `limit`.
 */
export async function matchingChangedSince(db: Reader, s: Viewing, given: AdvancedFilters, since: Date, limit = 500): Promise<number[]> {
  const f = await withSearchableText(db, given);
  const job = f.job_id === undefined ? null : await chosenJob(db, s, f.job_id).catch(() => undefined);
  if (job === undefined) return [];
  if (f.status && !job) return [];
  const rows = await db
    .select({ id: seekerSearch.userId })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .where(and(conditions(s, f, job), sql`${seekerSearch.changedAt} > ${since.toISOString()}::timestamptz`))
    .limit(limit);
  return rows.map((r) => r.id);
}
