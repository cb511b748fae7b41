// Public job search (issue 3): full text over jobs.search (GIN), radius around a location with
// great-circle distance, experience bands, remote and employment type filters, paging; the public job
// page with the signed-in job seeker's match, application and saved state. Only active jobs of the
// request's tenant are ever read here.
//
// Search reads job_search, a narrow copy of the active jobs that a trigger keeps in step with jobs
// (migration 0004): its ~250-byte rows hold the filter columns, jobs.search (out of line, for the GIN
// index) and rank_doc (title A, company and skills B) for ordering. Reading whole job posts for every
// match was ten times the pages (see bench/run.ts --explain).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applications,
  EMPLOYMENT_TYPES,
  jobs,
  jobSearch,
  REMOTE_OPTIONS,
  savedJobs,
  seekerProfiles,
  type ApplicationStatus,
  type MatchParts,
  type MatchWeights,
} from '../db/schema.ts';
import { ValidationError } from '../errors.ts';
import { jobPostTerms } from './job-post.ts';
import { computeMatch, matchJobOf, matchProfileOf } from './match-score.ts';

export type RemoteOption = (typeof REMOTE_OPTIONS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------------
// Locations (SPEC §3, DECISIONS 9): fixed areas, radius in miles.
// ---------------------------------------------------------------------------------------------------

export interface Area {
  slug: 'atlanta' | 'houston';
  display_name: string;
  lat: number;
  long: number;
  radius: number;
}

export const LOCATIONS: readonly Area[] = [
  { slug: 'atlanta', display_name: 'Atlanta, GA', lat: 33.749, long: -84.388, radius: 80 },
  { slug: 'houston', display_name: 'Houston, TX', lat: 29.7604, long: -95.3698, radius: 80 },
];

export const DEFAULT_RADIUS_MILES = 80;

export function locationBySlug(slug: string): Area | undefined {
  return LOCATIONS.find((l) => l.slug === slug);
}

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;

export interface Centre {
  lat: number;
  long: number;
  radius: number;
}

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that holds the whole circle (a little larger, never smaller), so an index on
 * (tenant_id, latitude, longitude) narrows the rows before the exact distance is computed.
 */
export function boundingBox(c: Centre): { minLat: number; maxLat: number; minLong: number; maxLong: number } {
  const dLat = c.radius / MILES_PER_DEGREE_LAT + 0.01;
  const minLat = Math.max(-90, c.lat - dLat);
  const maxLat = Math.min(90, c.lat + dLat);
  // Longitude degrees shrink with latitude: use the latitude of the box edge nearest a pole.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  if (cos < 0.01 || widest >= 89) return { minLat, maxLat, minLong: -180, maxLong: 180 };
  const dLong = c.radius / (MILES_PER_DEGREE_LAT * cos) + 0.01;
  if (dLong >= 180) return { minLat, maxLat, minLong: -180, maxLong: 180 };
  return { minLat, maxLat, minLong: c.long - dLong, maxLong: c.long + dLong };
}

// ---------------------------------------------------------------------------------------------------
// Query parameters
// ---------------------------------------------------------------------------------------------------

/** Experience bands in years (SPEC §3); a job matches when its range overlaps the band, ends included. */
export const EXPERIENCE_BANDS = { '0-2': [0, 2], '2-5': [2, 5], '5-8': [5, 8], 'over-8': [8, 60] } as const;
export type ExperienceBand = keyof typeof EXPERIENCE_BANDS;
const BAND_NAMES = Object.keys(EXPERIENCE_BANDS) as ExperienceBand[];

export const DEFAULT_PAGE_SIZE = 20;
export const CARD_SKILLS = 5;

export interface SearchQuery {
  q?: string | undefined;
  location?: string | undefined;
  lat?: number | undefined;
  long?: number | undefined;
  radius?: number | undefined;
  experience?: string | undefined;
  remote?: string | undefined;
  employment_type?: string | undefined;
  clear?: boolean | undefined;
  sort?: 'relevance' | 'newest' | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

export interface SearchParams {
  q: string;
  centre: Centre | null;
  experience: ExperienceBand[];
  remote: RemoteOption[];
  employmentTypes: EmploymentType[];
  /** Only jobs with the "Clear job ad" mark (issue 17 §2). */
  clear: boolean;
  sort: 'relevance' | 'newest';
  page: number;
  pageSize: number;
}

function parseList<T extends string>(
  raw: string | undefined,
  allowed: readonly T[],
  what: string,
  errors: Record<string, string[]>,
  field: string,
): T[] {
  if (raw === undefined) return [];
  const out: T[] = [];
  for (const part of raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    if (!(allowed as readonly string[]).includes(part)) {
      (errors[field] ??= []).push(`Unknown ${what} "${part.slice(0, 40)}". Choose from ${allowed.join(', ')}.`);
      continue;
    }
    if (!out.includes(part as T)) out.push(part as T);
  }
  return out;
}

/** The contract checked types and ranges; this checks what belongs together. 400 with every problem. */
export function parseSearchQuery(query: SearchQuery): SearchParams {
  const errors: Record<string, string[]> = {};
  const hasPoint = query.lat !== undefined || query.long !== undefined;
  let centre: Centre | null = null;
  if (query.location !== undefined && hasPoint) {
    errors.location = ['Choose a location or a point (lat and long), not both.'];
  } else if (query.location !== undefined) {
    const area = locationBySlug(query.location);
    if (!area) errors.location = [`Unknown location. Choose from ${LOCATIONS.map((l) => l.slug).join(', ')}.`];
    else centre = { lat: area.lat, long: area.long, radius: query.radius ?? area.radius };
  } else if (hasPoint) {
    if (query.lat === undefined) errors.lat = ['Give lat together with long.'];
    if (query.long === undefined) errors.long = ['Give long together with lat.'];
    if (query.lat !== undefined && query.long !== undefined)
      centre = { lat: query.lat, long: query.long, radius: query.radius ?? DEFAULT_RADIUS_MILES };
  } else if (query.radius !== undefined) {
    errors.radius = ['A radius needs a location, or lat and long.'];
  }
  const experience = parseList(query.experience, BAND_NAMES, 'experience band', errors, 'experience');
  const remote = parseList(query.remote, REMOTE_OPTIONS, 'remote option', errors, 'remote');
  const employmentTypes = parseList(query.employment_type, EMPLOYMENT_TYPES, 'employment type', errors, 'employment_type');
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const q = (query.q ?? '').trim();
  return {
    q,
    centre,
    experience,
    remote,
    employmentTypes,
    clear: query.clear === true,
    sort: query.sort ?? (q ? 'relevance' : 'newest'),
    page: query.page ?? 1,
    pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------------

/** Distance in miles from the centre to the job's coordinates (null without coordinates). */
function distanceSql(c: Centre): SQL {
  return sql`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${jobSearch.latitude} - ${c.lat}::float8) / 2), 2) +
    cos(radians(${c.lat}::float8)) * cos(radians(${jobSearch.latitude})) * power(sin(radians(${jobSearch.longitude} - ${c.long}::float8) / 2), 2)
  ))))`;
}

/** Inside the circle: the bounding box first (so the (tenant_id, latitude, longitude) index narrows), then the exact distance. */
function withinSql(c: Centre): SQL {
  const box = boundingBox(c);
  return sql`(${jobSearch.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8
    and ${jobSearch.longitude} between ${box.minLong}::float8 and ${box.maxLong}::float8
    and ${distanceSql(c)} <= ${c.radius}::float8)`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The conditions over job_search (active jobs only, by construction); `query` is the tsquery SQL when
 * there is one.
 */
function filtersSql(tenantId: number, p: SearchParams, query: SQL | null): SQL {
  const where: SQL[] = [sql`${jobSearch.tenantId} = ${tenantId}`];
  if (query) where.push(sql`${jobSearch.search} @@ ${query}`);
  if (p.experience.length > 0) {
    where.push(
      sql`(${sql.join(
        p.experience.map(
          (b) => sql`(${jobSearch.experienceMin} <= ${EXPERIENCE_BANDS[b][1]} and ${jobSearch.experienceMax} >= ${EXPERIENCE_BANDS[b][0]})`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (p.remote.length > 0) where.push(sql`${jobSearch.remote} = any(${textArray(p.remote)})`);
  if (p.employmentTypes.length > 0) where.push(sql`${jobSearch.employmentType} = any(${textArray(p.employmentTypes)})`);
  // The mark lives on jobs (set on each write); jobs_tenant_clear_idx holds the tenant's marked jobs.
  if (p.clear)
    where.push(
      sql`${jobSearch.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.tenantId} = ${tenantId} and ${jobs.status} = 'active' and ${jobs.clearAd})`,
    );
  if (p.centre) {
    // Remote jobs anywhere join a location search only when the remote filter asks for them (contract).
    where.push(p.remote.includes('remote') ? sql`(${withinSql(p.centre)} or ${jobSearch.remote} = 'remote')` : withinSql(p.centre));
  }
  return sql.join(where, sql` and `);
}

interface Rows<T> {
  rows: T[];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The tsquery of q, or null when q is empty or only stop words (which would match nothing). */
async function textQuery(db: Db, q: string): Promise<SQL | null> {
  if (!q) return null;
  const [row] = await rows<{ n: number }>(db, sql`select numnode(websearch_to_tsquery('english', ${q})) as n`);
  return Number(row?.n ?? 0) > 0 ? sql`websearch_to_tsquery('english', ${q})` : null;
}

// ---------------------------------------------------------------------------------------------------
// Wire shapes
// ---------------------------------------------------------------------------------------------------

export interface Salary {
  min: number | null;
  max: number | null;
  currency: string;
}

export interface JobCard {
  id: number;
  title: string;
  company: string;
  city: string;
  region: string;
  country: string;
  remote: RemoteOption;
  employment_type: EmploymentType;
  experience_min: number;
  experience_max: number;
  salary: Salary;
  required_skills: string[];
  published_at: string | null;
  distance_miles: number | null;
  snippet: string;
  clear_ad: boolean;
}

export interface JobSearchPage {
  results: JobCard[];
  count: number;
  count_capped: boolean;
  page: number;
  page_size: number;
  total_pages: number;
}

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

const SNIPPET_CHARS = 220;

/** Plain text cut at a word near `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = SNIPPET_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

interface CardRow {
  id: number;
  title: string;
  company: string;
  city: string;
  region: string;
  country: string;
  remote: RemoteOption;
  employment_type: EmploymentType;
  experience_min: number;
  experience_max: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  skills: string[] | string;
  published_at: string | Date | null;
  distance: number | string | null;
  snippet: string | null;
  clear_ad: boolean;
  total: number | string | null;
}

/** node-postgres parses text[]; PGlite does too, but be safe with the '{a,b}' form. */
function textList(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v || v === '{}') return [];
  return (
    v
      .slice(1, -1)
      .match(/("([^"\\]|\\.)*"|[^,]+)/g)
      ?.map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s)) ?? []
  );
}

function toCard(r: CardRow): JobCard {
  const distance = r.distance === null ? null : Math.round(Number(r.distance) * 10) / 10;
  return {
    id: Number(r.id),
    title: r.title,
    company: r.company,
    city: r.city,
    region: r.region,
    country: r.country,
    remote: r.remote,
    employment_type: r.employment_type,
    experience_min: Number(r.experience_min),
    experience_max: Number(r.experience_max),
    salary: {
      min: r.salary_min === null ? null : Number(r.salary_min),
      max: r.salary_max === null ? null : Number(r.salary_max),
      currency: r.salary_currency,
    },
    required_skills: textList(r.skills).slice(0, CARD_SKILLS),
    published_at: iso(r.published_at),
    distance_miles: distance,
    snippet: shorten(r.snippet ?? ''),
    clear_ad: r.clear_ad,
  };
}

/**
 * Counts stop here: past it a search says "more than 1,000" (count_capped) and pages end at the cap.
 * Nobody pages through thousands of jobs, and counting every match of a broad search would cost far
 * more than finding the page.
 */
export const COUNT_CAP = 1000;

/**
 * The statements of one page of active jobs matching the parameters (exported for EXPLAIN in the bench).
 *
 * With keywords, every match is read once anyway (to rank it), so `page` also counts them (a window over
 * narrow rows: the rank is computed below the fence). Without keywords `page` walks job_search newest
 * first and stops after the page, and `count` counts separately, stopping at COUNT_CAP + 1. (A separate
 * count with keywords would test each row's document, which lives out of line: far slower.)
 * Either way only the page's 20 job posts are read from jobs, for their cards and snippets.
 */
export async function searchStatements(db: Db, tenantId: number, p: SearchParams): Promise<{ page: SQL; count: SQL | null }> {
  const query = await textQuery(db, p.q);
  const where = filtersSql(tenantId, p, query);
  const relevance = p.sort === 'relevance' && query !== null;
  const rank = relevance ? sql`ts_rank(${jobSearch.rankDoc}, ${query})` : sql`0::float4`;
  const distance = p.centre
    ? sql`case when ${jobSearch.latitude} is null or ${jobSearch.longitude} is null then null else ${distanceSql(p.centre)} end`
    : sql`null::float8`;
  const order = (prefix: string) =>
    relevance
      ? sql.raw(`${prefix}rank desc, ${prefix}published_at desc nulls last, ${prefix}job_id desc`)
      : sql.raw(`${prefix}published_at desc nulls last, ${prefix}job_id desc`);
  const offset = (p.page - 1) * p.pageSize;
  const limit = Math.max(0, Math.min(p.pageSize, COUNT_CAP - offset));
  // The opening of the description: ts_headline (the fragment around the match) cost a third of a
  // keyword search's time for 20 cards.
  const snippet = sql`left(j.description_text, ${SNIPPET_CHARS + 40})`;
  const columns = sql`${jobSearch.jobId} as job_id, ${rank} as rank, ${distance} as distance, ${jobSearch.publishedAt} as published_at`;
  const pick = query
    ? sql`select m.*, count(*) over () as total
        from (select ${columns} from ${jobSearch} where ${where} offset 0) as m
        order by ${order('m.')} limit ${limit} offset ${offset}`
    : sql`select ${columns}, null::bigint as total from ${jobSearch} where ${where} order by ${order('')} limit ${limit} offset ${offset}`;
  const page = sql`with page as (${pick})
    select j.id, j.title, j.company, j.city, j.region, j.country, j.remote, j.employment_type, j.experience_min, j.experience_max,
      j.salary_min, j.salary_max, j.salary_currency, j.required_skills[1:${CARD_SKILLS}] as skills, j.published_at, j.clear_ad,
      page.distance, page.total, ${snippet} as snippet
    from page join ${jobs} j on j.id = page.job_id
    order by ${order('page.')}`;
  const count = query ? null : sql`select count(*) as n from (select 1 from ${jobSearch} where ${where} limit ${COUNT_CAP + 1}) as capped`;
  return { page, count };
}

/** One page of active jobs matching the parameters, and how many there are (up to COUNT_CAP). */
export async function searchJobs(db: Db, tenantId: number, p: SearchParams): Promise<JobSearchPage> {
  const { page, count } = await searchStatements(db, tenantId, p);
  const [list, counted] = await Promise.all([
    rows<CardRow>(db, page),
    count ? rows<{ n: number | string }>(db, count) : Promise.resolve(null),
  ]);
  let n = counted ? Number(counted[0]?.n ?? 0) : Number(list[0]?.total ?? 0);
  if (!counted && list.length === 0 && p.page > 1) {
    // Past the last page of a keyword search: count without the page.
    const { page: firstPage } = await searchStatements(db, tenantId, { ...p, page: 1, pageSize: 1 });
    n = Number((await rows<CardRow>(db, firstPage))[0]?.total ?? 0);
  }
  const total = Math.min(n, COUNT_CAP);
  return {
    results: list.map(toCard),
    count: total,
    count_capped: n > COUNT_CAP,
    page: p.page,
    page_size: p.pageSize,
    total_pages: Math.ceil(total / p.pageSize),
  };
}

// ---------------------------------------------------------------------------------------------------
// Locations with counts
// ---------------------------------------------------------------------------------------------------

export interface LocationWithCount extends Area {
  job_count: number;
}

export interface LocationCounts {
  results: LocationWithCount[];
  remote_job_count: number;
  total_job_count: number;
}

/** Counts change slowly and are read on landing pages: each instance keeps them a minute per tenant. */
export const LOCATION_COUNTS_TTL_MS = 60_000;
const countsCache = new WeakMap<Db, Map<number, { at: number; value: Promise<LocationCounts> }>>();

async function countLocations(db: Db, tenantId: number): Promise<LocationCounts> {
  const counts = LOCATIONS.map(
    (l, i) => sql`count(*) filter (where ${withinSql({ lat: l.lat, long: l.long, radius: l.radius })}) as ${sql.raw(`l${i}`)}`,
  );
  const [row] = await rows<Record<string, number | string>>(
    db,
    sql`select count(*) as total, count(*) filter (where ${jobSearch.remote} = 'remote') as remote, ${sql.join(counts, sql`, `)}
      from ${jobSearch} where ${jobSearch.tenantId} = ${tenantId}`,
  );
  return {
    results: LOCATIONS.map((l, i) => ({ ...l, job_count: Number(row?.[`l${i}`] ?? 0) })),
    remote_job_count: Number(row?.remote ?? 0),
    total_job_count: Number(row?.total ?? 0),
  };
}

/** Every location with its active job count (jobs within the radius, any remote option); at most a minute old. */
export function listLocations(db: Db, tenantId: number, now = Date.now()): Promise<LocationCounts> {
  let byTenant = countsCache.get(db);
  if (!byTenant) countsCache.set(db, (byTenant = new Map<number, { at: number; value: Promise<LocationCounts> }>()));
  const hit = byTenant.get(tenantId);
  if (hit && now - hit.at < LOCATION_COUNTS_TTL_MS) return hit.value;
  const value = countLocations(db, tenantId);
  byTenant.set(tenantId, { at: now, value });
  // A failed count is not kept.
  value.catch(() => byTenant.delete(tenantId));
  return value;
}

export async function getLocation(db: Db, tenantId: number, slug: string): Promise<LocationWithCount | null> {
  if (!locationBySlug(slug)) return null;
  return (await listLocations(db, tenantId)).results.find((l) => l.slug === slug) ?? null;
}

// ---------------------------------------------------------------------------------------------------
// The public job page
// ---------------------------------------------------------------------------------------------------

export const RESUME_TYPES = ['pdf', 'docx'] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export interface MatchBreakdown {
  totalScore: number;
  parts: MatchParts;
  weighted: MatchParts;
  weights: MatchWeights;
  matched_skills: string[];
  missing_skills: string[];
}

export interface SeekerFacts {
  match: MatchBreakdown | null;
  match_reason: 'no_profile' | null;
  applied: boolean;
  application_id: number | null;
  applied_at: string | null;
  application_status: ApplicationStatus | null;
  saved: boolean;
}

type JobRow = typeof jobs.$inferSelect;

export async function findActiveJob(db: Db, tenantId: number, id: number): Promise<JobRow | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId), eq(jobs.status, 'active')));
  return job ?? null;
}

export function publicView(job: JobRow) {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    description_html: job.descriptionHtml,
    clear_ad: job.clearAd,
    ...jobPostTerms(job),
    published_at: iso(job.publishedAt),
    updated_at: iso(job.updatedAt) as string,
    how_to_apply: {
      method: 'in_app' as const,
      accepting: job.status === 'active',
      sign_in_required: true,
      resume_types: [...RESUME_TYPES],
      resume_max_bytes: RESUME_MAX_BYTES,
    },
  };
}

type ProfileRow = typeof seekerProfiles.$inferSelect;

export function matchBreakdown(job: JobRow, profile: ProfileRow): MatchBreakdown {
  const m = computeMatch(matchJobOf(job), matchProfileOf(profile));
  return {
    totalScore: m.total,
    parts: m.parts,
    weighted: m.weighted,
    weights: job.weights,
    matched_skills: m.matched_skills,
    missing_skills: m.missing_skills,
  };
}

/** What the job page adds for a signed-in job seeker: their match, their application, saved or not. */
export async function seekerFacts(db: Db, tenantId: number, job: JobRow, userId: number): Promise<SeekerFacts> {
  const [[profile], [application], [saved]] = await Promise.all([
    db
      .select()
      .from(seekerProfiles)
      .where(and(eq(seekerProfiles.userId, userId), eq(seekerProfiles.tenantId, tenantId))),
    db
      .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.jobId, job.id), eq(applications.userId, userId))),
    db
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.tenantId, tenantId), eq(savedJobs.userId, userId), eq(savedJobs.jobId, job.id))),
  ]);
  return {
    match: profile ? matchBreakdown(job, profile) : null,
    match_reason: profile ? null : 'no_profile',
    applied: Boolean(application),
    application_id: application?.id ?? null,
    applied_at: application ? iso(application.createdAt) : null,
    application_status: application?.status ?? null,
    saved: Boolean(saved),
  };
}
