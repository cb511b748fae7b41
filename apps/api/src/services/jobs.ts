// Jobs on the staff side: validation, storage (with the full-text document kept in step), the status
// machine with its history, closing a job's open applications, and the staff list with status counts.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  JOB_STATUSES,
  applicationStatusHistory,
  applications,
  jobHiringTeam,
  jobStatusCounts,
  jobStatusHistory,
  jobs,
  organisations,
  users,
  type ApplicationStatus,
  type JobStatus,
  type MatchWeights,
} from '../db/schema.ts';
import { Forbidden, NotFound, ValidationError, nonFieldError } from '../errors.ts';
import { OPEN_STATUSES, previousAfter } from './application-status.ts';
import { coordinatesFor } from './job-coordinates.ts';
import { assessAd, detectLanguage } from './readability.ts';
import { cleanDescription } from './job-description.ts';
import { jobPostTerms, locationOf } from './job-post.ts';
import { recomputeScoresForJob } from './applications-score.ts';
import { WEIGHT_NAMES, weightsProblem } from './match-score.ts';
import { notify, type NewNotification } from './notifications.ts';
import { defaultHiringTeam } from './settings.ts';
import { DETAIL_LIST_CAP } from './staff-views.ts';
import { fullName } from './tokens.ts';
import { ownedJobs, visibleApplications, visibleJobs, visibleStaff, type Viewing } from './visibility.ts';
import { PERMISSIONS, roleIdsOf } from '../permissions.ts';

type JobRow = typeof jobs.$inferSelect;
type UserRow = typeof users.$inferSelect;
/** The database or a transaction on it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

// ---------------------------------------------------------------------------------------------------
// Who may do what (SPEC §6, the contract's createJob and changeJobStatus): every staff role reads; these edit
// and change statuses.
// ---------------------------------------------------------------------------------------------------

/** role_id of the roles that create and edit jobs (permission jobs.write of permissions.ts). */
export const JOB_EDITOR_ROLES: readonly (number | null)[] = roleIdsOf(PERMISSIONS['jobs.write']);

export function isStaff(user: Pick<UserRow, 'isUser'>): boolean {
  return !user.isUser;
}

export function canEditJobs(user: Pick<UserRow, 'isUser' | 'roleId'>): boolean {
  return !user.isUser && JOB_EDITOR_ROLES.includes(user.roleId);
}

// ---------------------------------------------------------------------------------------------------
// Status machine (written into the contract: changeJobStatus x-transitions).
// ---------------------------------------------------------------------------------------------------

export const JOB_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ['active', 'closed'],
  active: ['paused', 'closed', 'Offered'],
  paused: ['active', 'closed'],
  Offered: ['active', 'closed'],
  closed: [],
};

export function jobAllowedNext(status: JobStatus): JobStatus[] {
  return [...JOB_TRANSITIONS[status]];
}

/** null when `from` may move to `to`; otherwise the message of the 400, naming the allowed moves. */
export function jobTransitionProblem(from: JobStatus, to: JobStatus): string | null {
  if (from === to) return `The job is already "${from}".`;
  const allowed = JOB_TRANSITIONS[from];
  if (allowed.length === 0) return `A "${from}" job cannot change status any more.`;
  if (!allowed.includes(to)) return `A job cannot go from "${from}" to "${to}". From "${from}" it can go to: ${allowed.join(', ')}.`;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------

export interface JobLocationInput {
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

/** The wire body of createJob / updateJob (validated against the contract before it gets here). */
export interface JobInput {
  /** The last day applications are taken (YYYY-MM-DD); null clears it; left out, an edit keeps it. */
  closes_on?: string | null | undefined;
  title: string;
  description: string;
  company: string;
  location: JobLocationInput;
  remote: JobRow['remote'];
  employment_type: JobRow['employmentType'];
  experience_min: number;
  experience_max: number;
  salary: { min: number | null; max: number | null; currency: string };
  required_skills: string[];
  nice_skills: string[];
  certifications: string[];
  education: JobRow['education'];
  industry: string;
  management_level: JobRow['managementLevel'];
  hiring_team: number[];
  weights: MatchWeights;
  status?: 'draft' | 'active';
}

/** The columns a valid input is stored as. */
export type JobValues = Omit<
  typeof jobs.$inferInsert,
  'id' | 'tenantId' | 'status' | 'createdBy' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'search'
>;

/** Trimmed, blanks dropped, each term once (case-insensitively, first spelling kept). */
export function cleanTerms(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out;
}

const MAX_DESCRIPTION_TEXT = 20_000;

class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }
  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }
  throwIfAny(): void {
    if (this.any) throw new ValidationError(this.fields);
  }
}

/**
 * Checks what the contract cannot (sums, orderings, blanks) and gives the columns to store. All problems
 * are reported at once as `{field: [messages]}`. `needsDescription`: the job is (or is becoming) public.
 */
export function validateJobInput(
  input: JobInput,
  needsDescription: boolean,
  previousClosesOn: string | null = null,
): { values: JobValues; team: number[]; problems: Problems } {
  const problems = new Problems();
  // A new closing date may not be over already: earlier than today anywhere on Earth (UTC−12). A date
  // kept from before may be (the job is then simply past its date).
  if (input.closes_on && input.closes_on !== previousClosesOn && input.closes_on < earliestToday())
    problems.add('closes_on', 'Choose today or a later day.');
  const title = input.title.replace(/\s+/g, ' ').trim();
  const company = input.company.replace(/\s+/g, ' ').trim();
  if (title === '') problems.add('title', 'This field may not be blank.');
  if (company === '') problems.add('company', 'This field may not be blank.');

  const description = cleanDescription(input.description);
  if (description.text.length > MAX_DESCRIPTION_TEXT)
    problems.add('description', `Ensure the description has no more than ${MAX_DESCRIPTION_TEXT} characters of text.`);
  if (needsDescription && description.text === '') problems.add('description', 'Add a description before the job is published.');

  if (input.experience_min > input.experience_max) {
    problems.add('experience_max', 'The most years of experience must be at least the fewest.');
  }
  const { min, max, currency } = input.salary;
  if (min !== null && max !== null && min > max) problems.add('salary', 'The highest salary must be at least the lowest.');

  const { latitude, longitude } = input.location;
  if ((latitude === null) !== (longitude === null)) problems.add('location', 'Give both latitude and longitude, or neither.');

  const weights = weightsProblem(input.weights);
  if (weights) problems.add('weights', weights);

  const requiredSkills = cleanTerms(input.required_skills);
  const niceSkills = cleanTerms(input.nice_skills);
  const required = new Set(requiredSkills.map((s) => s.toLowerCase()));
  const both = niceSkills.filter((s) => required.has(s.toLowerCase()));
  if (both.length > 0) problems.add('nice_skills', `Already a required skill: ${both.join(', ')}.`);

  const place = { city: input.location.city.trim(), region: input.location.region.trim(), country: input.location.country.trim() };
  // A city typed without a map position gets the gazetteer's, so radius searches find the job.
  const coordinates = coordinatesFor(place, { latitude, longitude });
  const values: JobValues = {
    title,
    descriptionHtml: description.html,
    descriptionText: description.text,
    clearAd: assessAd({
      language: detectLanguage(`${title}\n${description.text}`),
      title,
      text: description.text,
      requiredSkills,
      salaryMin: min,
      salaryMax: max,
    }).clear,
    company,
    ...place,
    ...coordinates,
    remote: input.remote,
    employmentType: input.employment_type,
    experienceMin: input.experience_min,
    experienceMax: input.experience_max,
    salaryMin: min,
    salaryMax: max,
    salaryCurrency: currency,
    requiredSkills,
    niceSkills,
    certifications: cleanTerms(input.certifications),
    education: input.education,
    industry: input.industry.replace(/\s+/g, ' ').trim(),
    managementLevel: input.management_level,
    weights: input.weights,
    ...(input.closes_on !== undefined ? { closesOn: input.closes_on } : {}),
  };
  return { values, team: [...new Set(input.hiring_team)], problems };
}

/** Today's date where it is earliest (UTC−12), YYYY-MM-DD. */
function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Full-text document (the search helper ranks on it; GIN index jobs_search_gin).
// ---------------------------------------------------------------------------------------------------

export interface SearchFields {
  title: string;
  company: string;
  industry?: string | null;
  requiredSkills?: readonly string[] | null;
  niceSkills?: readonly string[] | null;
  certifications?: readonly string[] | null;
  descriptionText?: string | null;
}

/** The words weighted B: company, industry, skills and certifications. */
export function searchBText(f: SearchFields): string {
  return [f.company, f.industry ?? '', ...(f.requiredSkills ?? []), ...(f.niceSkills ?? []), ...(f.certifications ?? [])]
    .filter(Boolean)
    .join(' ');
}

/** title (A) || company, industry and skills (B) || description text (C), for an insert or update. */
export function searchVector(f: SearchFields): SQL {
  return sql`setweight(to_tsvector('english', ${f.title}), 'A') || setweight(to_tsvector('english', ${searchBText(f)}), 'B') || setweight(to_tsvector('english', ${f.descriptionText ?? ''}), 'C')`;
}

/**
 * The same document computed from a row's own columns, for bulk loads that write rows first:
 * `UPDATE jobs SET search = ${JOB_SEARCH_DOCUMENT} WHERE ...`.
 */
export const JOB_SEARCH_DOCUMENT: SQL = sql.raw(
  `setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', concat_ws(' ', nullif("company", ''), nullif("industry", ''), nullif(array_to_string("required_skills", ' '), ''), nullif(array_to_string("nice_skills", ' '), ''), nullif(array_to_string("certifications", ' '), ''))), 'B') || setweight(to_tsvector('english', "description_text"), 'C')`,
);

// ---------------------------------------------------------------------------------------------------
// Wire views
// ---------------------------------------------------------------------------------------------------

const iso = (d: Date | string | null): string | null => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

export interface StaffUserRef {
  user_id: number;
  name: string;
  role_id: number | null;
}

function userRef(u: { id: number; firstName: string; lastName: string; roleId: number | null }): StaffUserRef {
  return { user_id: u.id, name: fullName(u), role_id: u.roleId };
}

export interface ApplicationCounts {
  total: number;
  open: number;
}

async function applicationCounts(db: Conn, s: Viewing, jobIds: number[]): Promise<Map<number, ApplicationCounts>> {
  const out = new Map<number, ApplicationCounts>();
  if (jobIds.length === 0) return out;
  const rows = await db
    .select({
      jobId: applications.jobId,
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${inArray(applications.status, [...OPEN_STATUSES])}))::int`,
    })
    .from(applications)
    .where(and(visibleApplications(s), inArray(applications.jobId, jobIds)))
    .groupBy(applications.jobId);
  for (const r of rows) out.set(r.jobId, { total: Number(r.total), open: Number(r.open) });
  return out;
}

export function jobSummary(job: JobRow, counts: ApplicationCounts | undefined) {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    organisation_id: job.organisationId,
    location: locationOf(job),
    remote: job.remote,
    employment_type: job.employmentType,
    status: job.status,
    applications: counts ?? { total: 0, open: 0 },
    published_at: iso(job.publishedAt),
    closes_on: job.closesOn,
    created_at: iso(job.createdAt) as string,
    updated_at: iso(job.updatedAt) as string,
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

/** `sourced` (SPEC §3 filter value): jobs with an applicant who was sourced, not applying (source ≠ direct). */
export type JobFilter = 'all' | JobStatus | 'sourced';

/** The job has at least one application that was sourced rather than applied for. */
const hasSourcedApplicant = sql`exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.source} <> 'direct')`;

export interface ListJobsQuery {
  status?: JobFilter | undefined;
  q?: string | undefined;
  /** Only this employer organisation's jobs. */
  organisation?: number | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** `%word%` with LIKE's wildcards escaped. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every word of q must appear in the title or the company (trigram indexes jobs_title_trgm, jobs_company_trgm). */
export function jobTextFilter(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => or(ilike(jobs.title, likePattern(w)), ilike(jobs.company, likePattern(w)))));
}

export async function listJobs(db: Db, s: Viewing, query: ListJobsQuery) {
  const tenantId = s.tenantId;
  const status = query.status ?? 'all';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const text = jobTextFilter(query.q);
  const organisation = query.organisation === undefined ? undefined : eq(jobs.organisationId, query.organisation);
  const base = and(visibleJobs(s), text, organisation);

  // The chips: without a filter, the counts the triggers keep (job_status_counts, a row per status);
  // with one, or for a viewer who sees part of the tenant, a grouped count of the jobs the trigram indexes
  // (or jobs_tenant_organisation_idx) find.
  const grouped =
    text || organisation || s.reach !== 'program'
      ? await db
          .select({ status: jobs.status, n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(base)
          .groupBy(jobs.status)
      : await db
          .select({ status: jobStatusCounts.status, n: jobStatusCounts.n })
          .from(jobStatusCounts)
          .where(eq(jobStatusCounts.tenantId, tenantId));
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const g of grouped) counts[g.status] = Number(g.n);
  const all = JOB_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const [sourcedRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(base, hasSourcedApplicant));
  const sourced = Number(sourcedRow?.n ?? 0);
  const count = status === 'all' ? all : status === 'sourced' ? sourced : counts[status];

  const rows = await db
    .select()
    .from(jobs)
    .where(status === 'all' ? base : status === 'sourced' ? and(base, hasSourcedApplicant) : and(base, eq(jobs.status, status)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const apps = await applicationCounts(
    db,
    s,
    rows.map((r) => r.id),
  );
  return {
    results: rows.map((r) => jobSummary(r, apps.get(r.id))),
    counts: { all, ...counts, sourced },
    count,
    page,
    page_size: pageSize,
    total_pages: Math.ceil(count / pageSize),
  };
}

/** The job the viewer sees, or 404 (another tenant's or organisation's job is never revealed). */
async function findJob(db: Conn, s: Viewing, id: number, lock = false): Promise<JobRow> {
  const q = db
    .select()
    .from(jobs)
    .where(and(visibleJobs(s), eq(jobs.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFound('Job not found.');
  return row;
}

/** The job the viewer changes: 404 when they do not see it, 403 when they see it but do not run it. */
async function findOwnedJob(db: Conn, s: Viewing, id: number): Promise<JobRow> {
  await findJob(db, s, id);
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(ownedJobs(s), eq(jobs.id, id)))
    .for('update');
  if (!row) throw new Forbidden('Only the employer of this job, or program staff, change it.');
  return row;
}

/** Whether the viewer runs `job` (program staff any job, employer staff their organisation's). */
function runs(s: Viewing, job: JobRow): boolean {
  return s.reach === 'program' || (s.reach === 'employer' && s.organisation?.id === job.organisationId);
}

export async function getJob(db: Conn, s: Viewing, id: number, mayEdit: boolean) {
  const tenantId = s.tenantId;
  const job = await findJob(db, s, id);
  const [team, history, counts, creator] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId })
      .from(jobHiringTeam)
      .innerJoin(users, eq(users.id, jobHiringTeam.userId))
      .where(and(eq(jobHiringTeam.tenantId, tenantId), eq(jobHiringTeam.jobId, id)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    historyPage(db, tenantId, id, { page: 1, pageSize: DETAIL_LIST_CAP }),
    applicationCounts(db, s, [id]),
    job.createdBy === null
      ? Promise.resolve([])
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId })
          .from(users)
          .where(and(eq(users.id, job.createdBy), eq(users.tenantId, tenantId))),
  ]);
  const editable = mayEdit && runs(s, job);
  return {
    id: job.id,
    title: job.title,
    description: job.descriptionHtml,
    description_text: job.descriptionText,
    company: job.company,
    organisation_id: job.organisationId,
    ...jobPostTerms(job),
    weights: job.weights,
    status: job.status,
    hiring_team: team.map(userRef),
    // The newest changes, shown oldest first; listJobHistory has them all.
    history: [...history.results].reverse(),
    history_count: history.count,
    allowed_next: editable ? jobAllowedNext(job.status) : [],
    applications: counts.get(id) ?? { total: 0, open: 0 },
    can_edit: editable,
    created_by: creator[0] ? userRef(creator[0]) : null,
    published_at: iso(job.publishedAt),
    closes_on: job.closesOn,
    created_at: iso(job.createdAt) as string,
    updated_at: iso(job.updatedAt) as string,
  };
}

/** One page of a job's status changes, newest first. */
async function historyPage(db: Conn, tenantId: number, jobId: number, p: { page: number; pageSize: number }) {
  const where = and(eq(jobStatusHistory.tenantId, tenantId), eq(jobStatusHistory.jobId, jobId));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobStatusHistory)
      .where(where),
    db
      .select({ h: jobStatusHistory, by: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
      .from(jobStatusHistory)
      .leftJoin(users, eq(users.id, jobStatusHistory.changedBy))
      .where(where)
      .orderBy(desc(jobStatusHistory.createdAt), desc(jobStatusHistory.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  const count = Number(total?.n ?? 0);
  return {
    results: rows.map(({ h, by }) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      reason: h.reason,
      changed_by: by ? { user_id: by.id, name: fullName(by) } : null,
      created_at: iso(h.createdAt) as string,
    })),
    count,
    page: p.page,
    page_size: p.pageSize,
    total_pages: Math.ceil(count / p.pageSize),
  };
}

/** All status changes of a job of this tenant, newest first, a page at a time (404 otherwise). */
export async function listJobHistory(db: Db, s: Viewing, id: number, query: { page?: number | undefined; page_size?: number | undefined }) {
  await findJob(db, s, id);
  return historyPage(db, s.tenantId, id, { page: query.page ?? 1, pageSize: query.page_size ?? 20 });
}

export interface ListStaffQuery {
  /** The job's employer (program staff picking for one job); employer staff always get their own. */
  organisation_id?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** A job's hiring team is made of its employer's hiring managers and hiring members (issue 11 §3, §4). */
export const HIRING_TEAM_ROLES = [1, 4] as const;

/** Active, approved members of an employer by name, for the hiring-team picker: the viewer's own employer, else the one asked for, else every employer's. */
export async function listStaffUsers(db: Db, s: Viewing, query: ListStaffQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const organisationId = s.organisation?.id ?? query.organisation_id;
  const where = and(
    visibleStaff(s),
    eq(users.isActive, true),
    eq(users.approvalStatus, 'approved'),
    inArray(users.roleId, [...HIRING_TEAM_ROLES]),
    organisationId === undefined ? sql`${users.organisationId} IS NOT NULL` : eq(users.organisationId, organisationId),
    ...words.map((w) =>
      or(ilike(users.firstName, likePattern(w)), ilike(users.lastName, likePattern(w)), ilike(users.email, likePattern(w))),
    ),
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId })
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const count = Number(total?.n ?? 0);
  return { results: rows.map(userRef), count, page, page_size: pageSize, total_pages: Math.ceil(count / pageSize) };
}

// ---------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------

/** Ids in a hiring team that are not active hiring managers or members of the job's employer (`organisationId`). */
async function checkTeam(db: Conn, s: Viewing, organisationId: number | null, team: number[], problems: Problems): Promise<void> {
  if (team.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        visibleStaff(s),
        inArray(users.id, team),
        eq(users.isActive, true),
        eq(users.approvalStatus, 'approved'),
        inArray(users.roleId, [...HIRING_TEAM_ROLES]),
        eq(users.organisationId, organisationId ?? -1),
      ),
    );
  const ok = new Set(found.map((f) => f.id));
  const unknown = team.filter((id) => !ok.has(id));
  if (unknown.length > 0) problems.add('hiring_team', `Not an active staff member of this organisation: ${unknown.join(', ')}.`);
}

async function writeTeam(db: Conn, tenantId: number, jobId: number, team: number[]): Promise<void> {
  await db.delete(jobHiringTeam).where(and(eq(jobHiringTeam.tenantId, tenantId), eq(jobHiringTeam.jobId, jobId)));
  if (team.length > 0) await db.insert(jobHiringTeam).values(team.map((userId) => ({ tenantId, jobId, userId })));
}

export async function createJob(db: Db, s: Viewing, actor: UserRow, input: JobInput): Promise<number> {
  const tenantId = s.tenantId;
  if (s.reach !== 'program' && s.reach !== 'employer') throw new Forbidden('Only employers and program staff post jobs.');
  const status = input.status ?? 'draft';
  const { values, team, problems } = validateJobInput(input, status !== 'draft');
  const employer = await employerOf(db, tenantId, actor);
  await checkTeam(db, s, employer?.id ?? (await employerNamed(db, tenantId, values.company)), team, problems);
  problems.throwIfAny();
  if (employer) values.company = employer.name;
  // Posted with no hiring team: the employer's default one (/settingsV2).
  const hiringTeam = team.length === 0 && employer ? await defaultHiringTeam(db, tenantId, employer.id) : team;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(jobs)
      .values({
        ...values,
        ...(employer ? { organisationId: employer.id } : {}),
        tenantId,
        status,
        createdBy: actor.id,
        publishedAt: status === 'active' ? now : null,
        createdAt: now,
        updatedAt: now,
        search: searchVector(values),
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no job');
    await writeTeam(tx, tenantId, row.id, hiringTeam);
    await tx
      .insert(jobStatusHistory)
      .values({ tenantId, jobId: row.id, fromStatus: null, toStatus: status, reason: null, changedBy: actor.id, createdAt: now });
    return row.id;
  });
}

/**
 * The employer organisation whose jobs `actor` writes: their own when they belong to an employer or a
 * corporate partner. Program staff (none) name the company, and the job goes to the tenant's employer of
 * that name (trigger jobs_organisation, migration 0012).
 */
async function employerOf(db: Conn, tenantId: number, actor: UserRow): Promise<{ id: number; name: string } | null> {
  if (actor.organisationId === null) return null;
  const [org] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, tenantId),
        eq(organisations.id, actor.organisationId),
        inArray(organisations.kind, ['employer', 'corporate_partner']),
      ),
    );
  return org ?? null;
}

/** The employer a company name stands for (program staff write jobs by company name), or null when new. */
async function employerNamed(db: Conn, tenantId: number, company: string | undefined): Promise<number | null> {
  const name = (company ?? '').trim();
  if (name === '') return null;
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), sql`lower(${organisations.name}) = lower(${name})`));
  return org?.id ?? null;
}

/** The columns the match score reads: a change to any of them re-scores the job's open applications. */
function scoringChanged(before: JobRow, after: JobValues): boolean {
  const same = (a: readonly string[], b: readonly string[] | undefined) => JSON.stringify(a) === JSON.stringify(b ?? []);
  return (
    before.title !== after.title ||
    !same(before.requiredSkills, after.requiredSkills) ||
    !same(before.niceSkills, after.niceSkills) ||
    !same(before.certifications, after.certifications) ||
    before.education !== after.education ||
    before.industry !== after.industry ||
    before.managementLevel !== after.managementLevel ||
    // Key by key: jsonb does not keep the order the keys were written in.
    WEIGHT_NAMES.some((k) => before.weights[k] !== after.weights[k])
  );
}

export async function updateJob(db: Db, s: Viewing, actor: UserRow, id: number, input: JobInput): Promise<void> {
  const tenantId = s.tenantId;
  await db.transaction(async (tx) => {
    const current = await findOwnedJob(tx, s, id);
    if (current.status === 'closed') throw nonFieldError('A closed job can no longer be edited.');
    const { values, team, problems } = validateJobInput(input, current.status !== 'draft', current.closesOn);
    // An employer's staff keep the job on their employer, whatever company was sent.
    const employer = await employerOf(tx, tenantId, actor);
    await checkTeam(tx, s, employer?.id ?? (await employerNamed(tx, tenantId, values.company)), team, problems);
    problems.throwIfAny();
    if (employer) values.company = employer.name;
    await tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date(), search: searchVector(values) })
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, id)));
    await writeTeam(tx, tenantId, id, team);
    if (scoringChanged(current, values)) await recomputeScoresForJob(tx, tenantId, id);
  });
}

export async function changeJobStatus(
  db: Db,
  s: Viewing,
  actor: UserRow,
  id: number,
  to: JobStatus,
  reasonInput: string | undefined,
): Promise<void> {
  const reason = reasonInput?.replace(/\s+/g, ' ').trim() || null;
  const tenantId = s.tenantId;
  await db.transaction(async (tx) => {
    const job = await findOwnedJob(tx, s, id);
    const problem = jobTransitionProblem(job.status, to);
    if (problem) throw new ValidationError({ status: [problem] });
    if (to === 'active' && job.descriptionText === '')
      throw new ValidationError({ status: ['Add a description before the job is published.'] });
    const now = new Date();
    await tx
      .update(jobs)
      .set({ status: to, updatedAt: now, ...(to === 'active' && job.publishedAt === null ? { publishedAt: now } : {}) })
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, id)));
    await tx
      .insert(jobStatusHistory)
      .values({ tenantId, jobId: id, fromStatus: job.status, toStatus: to, reason, changedBy: actor.id, createdAt: now });
    if (to === 'closed') await closeOpenApplications(tx, tenantId, actor, job, reason, now);
  });
}

/**
 * A closed job's open applications become "rejected", keeping the status they had (so the history reads
 * true), each with a history row and a notification to its job seeker. They carry the reason code
 * job_closed, which every reader sees in their own language, and the employer's reason when one was given
 * (it is addressed to the job seekers); without one, nothing is stored in any one language.
 */
async function closeOpenApplications(
  tx: Tx,
  tenantId: number,
  actor: UserRow,
  job: JobRow,
  reason: string | null,
  now: Date,
): Promise<void> {
  const open = await tx
    .select({ id: applications.id, userId: applications.userId, status: applications.status, previousStatus: applications.previousStatus })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.jobId, job.id), inArray(applications.status, [...OPEN_STATUSES])))
    .for('update');
  if (open.length === 0) return;
  const to: ApplicationStatus = 'rejected';
  const reasonCode = 'job_closed' as const;
  for (const app of open) {
    await tx
      .update(applications)
      .set({
        status: to,
        previousStatus: previousAfter({ status: app.status, previousStatus: app.previousStatus }, to),
        reason,
        reasonCode,
        updatedAt: now,
      })
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, app.id)));
  }
  await tx.insert(applicationStatusHistory).values(
    open.map((app) => ({
      tenantId,
      applicationId: app.id,
      fromStatus: app.status,
      toStatus: to,
      reason,
      reasonCode,
      changedBy: actor.id,
      createdAt: now,
    })),
  );
  const message: Pick<NewNotification, 'messageKey' | 'params'> = reason
    ? { messageKey: 'application_closed_job_closed', params: { job_title: job.title, company: job.company, reason } }
    : { messageKey: 'application_closed_job_closed_plain', params: { job_title: job.title, company: job.company } };
  await notify(
    tx,
    open.map((app) => ({ tenantId, userId: app.userId, modelType: 'feedback' as const, ...message, applicationId: app.id })),
  );
}
