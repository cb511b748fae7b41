// Wire views shared by the staff endpoints (applications, applicants, comparison, job seekers): the
// candidate, the profile, a stored file and the explainable match score, built from database rows.
import type { EducationEntry, ExperienceEntry, MatchParts, MatchWeights, jobs, seekerProfiles, storedFiles, users } from '../db/schema.ts';
import { sql, type SQL } from 'drizzle-orm';
import { computeMatch, matchJobOf, matchProfileOf } from './match-score.ts';
import { fullName } from './tokens.ts';

type JobRow = typeof jobs.$inferSelect;
type ProfileRow = typeof seekerProfiles.$inferSelect;
type FileRow = typeof storedFiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export interface StoredScore {
  scoreTotal: number;
  scoreParts: MatchParts | null;
  scoreDetail: { matched_skills: string[]; missing_skills: string[] } | null;
}

const PART_WEIGHT: Record<keyof MatchParts, keyof MatchWeights> = {
  skills: 'skills',
  certification: 'certification',
  education: 'education',
  job_title: 'jobTitle',
  industry: 'industry',
  management_level: 'mgmtLevel',
};

/**
 * The MatchBreakdown of an application: its stored score when it has one (what the ranking used),
 * otherwise computed now from the job and the profile.
 */
export function matchBreakdown(job: JobRow, profile: ProfileRow | null | undefined, stored: StoredScore) {
  if (stored.scoreParts) {
    const parts = stored.scoreParts;
    const weighted = Object.fromEntries(
      (Object.keys(PART_WEIGHT) as (keyof MatchParts)[]).map((k) => [k, (parts[k] * job.weights[PART_WEIGHT[k]]) / 100]),
    ) as unknown as MatchParts;
    return {
      totalScore: stored.scoreTotal,
      parts,
      weighted,
      weights: job.weights,
      matched_skills: stored.scoreDetail?.matched_skills ?? [],
      missing_skills: stored.scoreDetail?.missing_skills ?? [],
    };
  }
  const result = computeMatch(matchJobOf(job), matchProfileOf(profile));
  return {
    totalScore: result.total,
    parts: result.parts,
    weighted: result.weighted,
    weights: job.weights,
    matched_skills: result.matched_skills,
    missing_skills: result.missing_skills,
  };
}

export function jobRef(job: Pick<JobRow, 'id' | 'title' | 'company' | 'status'>) {
  return { id: job.id, title: job.title, company: job.company, status: job.status };
}

export function candidateOf(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
  profile: Pick<ProfileRow, 'headline' | 'city'> | null | undefined,
) {
  return { user_id: user.id, name: fullName(user), email: user.email, headline: profile?.headline ?? '', city: profile?.city ?? '' };
}

function experienceItem(e: ExperienceEntry) {
  return { title: e.title, company: e.company, start: e.start, end: e.end ?? null, description: e.description ?? '' };
}

function educationItem(e: EducationEntry) {
  return { level: e.level, school: e.school, field: e.field ?? '', year: e.year ?? null };
}

export function profileView(profile: ProfileRow | null | undefined) {
  return {
    headline: profile?.headline ?? '',
    summary: profile?.summary ?? '',
    phone: profile?.phone ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    country: profile?.country ?? '',
    years_experience: profile?.yearsExperience ?? 0,
    skills: profile?.skills ?? [],
    certifications: profile?.certifications ?? [],
    education: profile?.education ?? 'none',
    industry: profile?.industry ?? '',
    management_level: profile?.managementLevel ?? 'individual',
    experience: (profile?.experience ?? []).map(experienceItem),
    education_entries: (profile?.educationEntries ?? []).map(educationItem),
  };
}

export function fileRef(file: FileRow | null | undefined) {
  return file ? { file_name: file.originalName, file_path: file.path, size: file.size, content_type: file.contentType } : null;
}

/** `{user_id, name}` of a person, or null when the account is gone. */
export function personRef(id: number | null, first: string | null, last: string | null) {
  return id === null ? null : { user_id: id, name: `${first ?? ''} ${last ?? ''}`.trim() };
}

/**
 * The ILIKE tests of the staff searches, each written exactly as its trigram index (migration 0007) is,
 * on fixed aliases: u = users, j = jobs, p = seeker_profiles, f = stored_files.
 */
export const staffLike = {
  /** users_name_trgm and users_email_trgm */
  nameOrEmail: (pattern: string): SQL => sql`((u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR u.email ILIKE ${pattern})`,
  /** jobs_title_trgm */
  jobTitle: (pattern: string): SQL => sql`j.title ILIKE ${pattern}`,
  /** seeker_profiles_headline_trgm */
  headline: (pattern: string): SQL => sql`p.headline ILIKE ${pattern}`,
  /** stored_files_text_trgm */
  resumeText: (pattern: string): SQL => sql`f.extracted_text ILIKE ${pattern}`,
};

/** A LIKE pattern matching `text` anywhere, with the wildcard characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * Lists inside a detail answer (a job seeker's applications, an application's notes, a job's history) hold
 * at most this many entries, the first page of their own paged list; the detail says how many there are.
 */
export const DETAIL_LIST_CAP = 20;

export function paging(query: { page?: number; page_size?: number }): Paging {
  return { page: query.page ?? 1, pageSize: query.page_size ?? 20 };
}

export function pageMeta(count: number, p: Paging) {
  return { count, page: p.page, page_size: p.pageSize, total_pages: Math.ceil(count / p.pageSize) };
}
