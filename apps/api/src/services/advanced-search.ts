// The staff's advanced search over job seekers (issue 15, /advancedSearch): full text over the profile and
// the profile résumé (seeker_search.document, GIN; websearch syntax: "phrases", -exclusions, or), skills
// all-of / any-of (GIN on the lower-cased skills), experience bands (SPEC §9), education, a city with a
// radius (the gazetteer's cities within it, matched by the city each job seeker typed), work preferences,
// availability, partner (seeker_search.partners, GIN), and application status for a job; sorted by text rank, by the match score for a
// job (match-score.ts) or by newest change. Always within visibleSeekers (DECISIONS 19): program staff the
// tenant's, employer staff their applicants, partner staff their linked job seekers.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applications,
  EDUCATION_LEVELS,
  jobs,
  seekerProfiles,
  seekerSearch,
  users,
  type ApplicationStatus,
  type ExperienceEntry,
  type SeekerPreferences,
  type EMPLOYMENT_TYPES,
  type REMOTE_OPTIONS,
} from '../db/schema.ts';
import { fieldError, NotFound } from '../errors.ts';
import { findPlace, placeNamesWithin } from './gazetteer.ts';
import { computeMatch, matchJobOf, matchProfileOf } from './match-score.ts';
import { COUNT_CAP, DEFAULT_RADIUS_MILES } from './search.ts';
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

/** Match sort scores this many results, those sharing most of the job's skills. */
export const MATCH_SORT_CAP = 1000;
/** Relevance ranks this many matches, the newest (all of them when fewer match); above COUNT_CAP, as they are its count too. */
export const RANK_CAP = 2000;
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

/** Linked to this partner organisation now (an open seeker_partner_links row, as seeker_search.partners holds). */
const partnerOf = (organisationId: number): SQL => sql`${seekerSearch.partners} @> ARRAY[${organisationId}::int]`;

/** All the conditions of a search (scope first); `job` is the chosen job, already checked. */
function conditions(s: Viewing, f: AdvancedFilters, job: JobRow | null): SQL {
  const list: (SQL | undefined)[] = [visibleSeekers(s), eq(seekerSearch.tenantId, s.tenantId)];
  // A partner's pool again from seeker_search's own column (the same open links): its GIN index drives
  // the plan instead of a probe of every linked job seeker.
  if (s.reach === 'partner') list.push(partnerOf(s.organisation?.id ?? -1));
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
  if (f.partner !== undefined) list.push(partnerOf(f.partner));
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

/** A job seeker's row of one page: the user, the profile and the match score for the chosen job. */
interface Row {
  user: typeof users.$inferSelect;
  profile: typeof seekerProfiles.$inferSelect;
  score: number | null;
}

/** Limit and offset of a page, ending at the count cap (COUNT_CAP, as the job search). */
function pageWindow(offset: number, limit: number): { offset: number; limit: number } {
  return { offset, limit: Math.max(0, Math.min(limit, COUNT_CAP - offset)) };
}

/** The full rows of these job seekers (scope checked again), in the order of `ids`. */
async function rowsOf(db: Db, s: Viewing, ids: readonly number[]): Promise<Map<number, Omit<Row, 'score'>>> {
  const found = new Map<number, Omit<Row, 'score'>>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ user: users, profile: seekerProfiles })
    .from(users)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(visibleSeekers(s), inArray(users.id, [...ids])));
  for (const r of rows) found.set(r.user.id, r);
  return found;
}

/**
 * How many of the job's wanted skills the job seeker has: seeker_search.skills and the wanted list are
 * both distinct, so this sum of containment tests is the size of their intersection (no set operation
 * per row).
 */
function sharedSkills(wanted: readonly string[]): SQL {
  if (wanted.length === 0) return sql`0`;
  return sql.join(
    wanted.map((w) => sql`(${seekerSearch.skills} @> ARRAY[${w}]::text[])::int`),
    sql` + `,
  );
}

/** One page's ids in order, their match scores (match sort), and how many match counted up to COUNT_CAP + 1 when the same query told. */
interface Ordered {
  ids: { id: number; score: number | null }[];
  matched: number | undefined;
}

/** Rows a match sort reads: the MATCH_SORT_CAP it scores, and one past the count cap so they also count the matches. */
const MATCH_READ = Math.max(MATCH_SORT_CAP, COUNT_CAP + 1);

/**
 * The match sort: the MATCH_SORT_CAP results sharing most of the job's skills (then newest id), scored
 * here (the match score is not SQL) from the few columns it reads; only the page's rows are read whole.
 * The candidates are read one past the count cap, so they are the count too (no second scan).
 */
async function matchOrder(db: Db, where: SQL, job: JobRow, offset: number, limit: number): Promise<Ordered> {
  const wanted = [...new Set([...job.requiredSkills, ...job.niceSkills].map((x) => x.trim().toLowerCase()))];
  const overlap = sharedSkills(wanted);
  const candidates = db
    .select({ id: seekerSearch.userId, overlap: sql<number>`${overlap}`.as('overlap') })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .where(where)
    .orderBy(desc(overlap), desc(seekerSearch.userId))
    .limit(MATCH_READ)
    .as('candidates');
  // Of the experience and preferences, only what the score reads: the titles and the wanted industries.
  const read = await db
    .select({
      id: seekerProfiles.userId,
      headline: seekerProfiles.headline,
      experience: sql<ExperienceEntry[]>`(SELECT coalesce(jsonb_agg(jsonb_build_object('title', e->'title')), '[]'::jsonb)
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${seekerProfiles.experience}) = 'array' THEN ${seekerProfiles.experience} ELSE '[]'::jsonb END) e)`,
      skills: seekerProfiles.skills,
      certifications: seekerProfiles.certifications,
      education: seekerProfiles.education,
      industry: seekerProfiles.industry,
      preferences: sql<SeekerPreferences>`jsonb_strip_nulls(jsonb_build_object('industries', ${seekerProfiles.preferences}->'industries'))`,
      managementLevel: seekerProfiles.managementLevel,
    })
    .from(candidates)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, candidates.id))
    .orderBy(desc(candidates.overlap), desc(candidates.id));
  const scored = read.slice(0, MATCH_SORT_CAP).map((p) => ({ id: p.id, score: computeMatch(matchJobOf(job), matchProfileOf(p)).total }));
  scored.sort((a, b) => b.score - a.score || b.id - a.id);
  return { ids: scored.slice(offset, offset + limit), matched: Math.min(read.length, COUNT_CAP + 1) };
}

/**
 * The ordered ids of one page (or of the export), their match scores (match sort), and the capped count
 * when the query that ordered them also counted them (relevance and match sorts).
 */
async function orderedIds(db: Db, s: Viewing, f: AdvancedFilters, job: JobRow | null, offset: number, limit: number): Promise<Ordered> {
  const where = conditions(s, f, job);
  const sort = sortOf(f);
  if (sort === 'match' && job) return matchOrder(db, where, job, offset, limit);
  const q = f.q?.trim();
  if (sort === 'relevance' && q) {
    // The RANK_CAP newest matches (all of them when fewer match), ranked by the text: a broad word need not
    // rank tens of thousands of documents. Each is ranked as it is read (no second read of the documents by
    // key; the sorts carry the rank, not the document), and counted by a window over them: RANK_CAP is
    // above the count cap, so their number is the capped count.
    const newest = db
      .select({ id: seekerSearch.userId, rank: sql<number>`ts_rank_cd(${seekerSearch.document}, ${tsQuery(q)})`.as('rank') })
      .from(seekerSearch)
      .innerJoin(users, eq(users.id, seekerSearch.userId))
      .where(where)
      .orderBy(desc(seekerSearch.changedAt), desc(seekerSearch.userId))
      .limit(RANK_CAP)
      .as('newest');
    const rows = await db
      .select({ id: newest.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(newest)
      .orderBy(desc(newest.rank), desc(newest.id))
      .limit(limit)
      .offset(offset);
    // Past the last page nothing comes back, and the count with it: the caller counts separately.
    const matched = rows[0] ? Math.min(rows[0].n, COUNT_CAP + 1) : undefined;
    return { ids: rows.map((r) => ({ id: r.id, score: null })), matched };
  }
  // Newest first: the page alone, in order, and the count apart (measured: reading up to the count cap in
  // order, to count as it reads, costs more than the page and an unordered count).
  const rows = await db
    .select({ id: seekerSearch.userId })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .where(where)
    .orderBy(desc(seekerSearch.changedAt), desc(seekerSearch.userId))
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((r) => ({ id: r.id, score: null as number | null })), matched: undefined };
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
  const { ids, matched } = await orderedIds(db, s, f, job, offset, limit);
  const full = await rowsOf(
    db,
    s,
    ids.map((r) => r.id),
  );
  const rows: Row[] = [];
  for (const { id, score } of ids) {
    const row = full.get(id);
    if (!row) continue;
    rows.push({ ...row, score: job ? (score ?? computeMatch(matchJobOf(job), matchProfileOf(row.profile)).total) : null });
  }
  const apps = await applicationsTo(
    db,
    s,
    job,
    rows.map((r) => r.user.id),
  );
  const page = rows.map(({ user, profile, score }) => ({
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
  return { page, matched };
}

/** How many job seekers match, counting up to COUNT_CAP + 1 (a broad search need not be counted through). */
async function cappedCount(db: Db, s: Viewing, f: AdvancedFilters, job: JobRow | null): Promise<number> {
  const some = db
    .select({ one: sql`1`.as('one') })
    .from(seekerSearch)
    .innerJoin(users, eq(users.id, seekerSearch.userId))
    .where(conditions(s, f, job))
    .limit(COUNT_CAP + 1)
    .as('some');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(some);
  return Number(row?.n ?? 0);
}

export async function searchJobSeekers(db: Db, s: Viewing, given: AdvancedFilters, p: Paging) {
  checkCombination(given);
  const f = await withSearchableText(db, given);
  const job = await chosenJob(db, s, f.job_id);
  const { offset, limit } = pageWindow((p.page - 1) * p.pageSize, p.pageSize);
  const { page, matched } = await results(db, s, f, job, offset, limit);
  const n = matched ?? (await cappedCount(db, s, f, job));
  const count = Math.min(n, COUNT_CAP);
  return { results: page, ...pageMeta(count, p), count_capped: n > COUNT_CAP };
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
  const { page: rows } = await results(db, s, f, job, 0, EXPORT_CAP);
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
