// A job seeker's own profile (GET/PUT /api/v1/me/profile): the wire view, the checks the contract
// cannot express (trimmed blanks, dates in order, duplicates), and saving with the re-scoring of the
// seeker's open applications in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { User } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  seekerProfiles,
  storedFiles,
  type EDUCATION_LEVELS,
  type EducationEntry,
  type EMPLOYMENT_TYPES,
  type ExperienceEntry,
  type MANAGEMENT_LEVELS,
  type REMOTE_OPTIONS,
  type SeekerPreferences,
} from '../db/schema.ts';
import { ValidationError } from '../errors.ts';
import { recomputeScoresForSeeker } from './applications-score.ts';
import { resumeMeta } from './resume-files.ts';
import { fullName } from './tokens.ts';

export type ProfileRow = typeof seekerProfiles.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Sections counted by `completeness` (certifications are optional and not counted). */
export const COUNTED_SECTIONS = ['about', 'skills', 'experience', 'education', 'preferences', 'resume'] as const;
export type CountedSection = (typeof COUNTED_SECTIONS)[number];

export interface ProfileInput {
  headline?: string;
  summary?: string;
  phone?: string;
  city?: string;
  region?: string;
  country?: string;
  years_experience?: number;
  skills?: string[];
  certifications?: string[];
  education?: (typeof EDUCATION_LEVELS)[number];
  education_entries?: { level?: (typeof EDUCATION_LEVELS)[number]; school?: string; field?: string; year?: number | null }[];
  experience?: { title?: string; company?: string; start?: string; end?: string | null; description?: string }[];
  industry?: string;
  management_level?: (typeof MANAGEMENT_LEVELS)[number];
  preferences?: {
    remote?: (typeof REMOTE_OPTIONS)[number][];
    employment_types?: (typeof EMPLOYMENT_TYPES)[number][];
    locations?: string[];
    salary_min?: number | null;
    industries?: string[];
  };
}

function preferencesView(p: SeekerPreferences | undefined) {
  return {
    remote: p?.remote ?? [],
    employment_types: p?.employment_types ?? [],
    locations: p?.locations ?? [],
    salary_min: p?.salary_min ?? null,
    industries: p?.industries ?? [],
  };
}

function filledSections(p: ProfileRow | undefined, hasResume: boolean): Record<CountedSection, boolean> {
  const prefs = preferencesView(p?.preferences);
  return {
    about: Boolean(p && p.headline.trim() !== '' && p.city.trim() !== ''),
    skills: (p?.skills.length ?? 0) > 0,
    experience: (p?.experience.length ?? 0) > 0,
    education: Boolean(p && (p.education !== 'none' || p.educationEntries.length > 0)),
    preferences:
      prefs.remote.length + prefs.employment_types.length + prefs.locations.length + prefs.industries.length > 0 ||
      prefs.salary_min !== null,
    resume: hasResume,
  };
}

/** The wire Profile of a job seeker (an empty one when they never saved it). */
export function profileView(
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>,
  p: ProfileRow | undefined,
  resume: typeof storedFiles.$inferSelect | null | undefined,
) {
  const filled = filledSections(p, Boolean(resume));
  const missing = COUNTED_SECTIONS.filter((s) => !filled[s]);
  return {
    user_id: user.id,
    name: fullName(user),
    email: user.email,
    headline: p?.headline ?? '',
    summary: p?.summary ?? '',
    phone: p?.phone ?? '',
    city: p?.city ?? '',
    region: p?.region ?? '',
    country: p?.country ?? '',
    years_experience: p?.yearsExperience ?? 0,
    skills: p?.skills ?? [],
    certifications: p?.certifications ?? [],
    education: p?.education ?? 'none',
    education_entries: (p?.educationEntries ?? []).map((e) => ({
      level: e.level,
      school: e.school,
      field: e.field ?? '',
      year: e.year ?? null,
    })),
    experience: (p?.experience ?? []).map((e) => ({
      title: e.title,
      company: e.company,
      start: e.start,
      end: e.end ?? null,
      description: e.description ?? '',
    })),
    industry: p?.industry ?? '',
    management_level: p?.managementLevel ?? 'individual',
    preferences: preferencesView(p?.preferences),
    resume: resume ? resumeMeta(resume) : null,
    completeness: Math.round((100 * (COUNTED_SECTIONS.length - missing.length)) / COUNTED_SECTIONS.length),
    missing,
    updated_at: p ? p.updatedAt.toISOString() : null,
  };
}

export async function loadProfile(
  db: Pick<Db, 'select'>,
  tenantId: number,
  userId: number,
): Promise<{ profile: ProfileRow | undefined; resume: typeof storedFiles.$inferSelect | null }> {
  const [row] = await db
    .select({ profile: seekerProfiles, resume: storedFiles })
    .from(seekerProfiles)
    .leftJoin(storedFiles, and(eq(storedFiles.id, seekerProfiles.resumeFileId), eq(storedFiles.tenantId, seekerProfiles.tenantId)))
    .where(and(eq(seekerProfiles.tenantId, tenantId), eq(seekerProfiles.userId, userId)));
  return { profile: row?.profile, resume: row?.resume ?? null };
}

/** Collects per-field problems; throws them all as one 400. */
class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new ValidationError(this.fields);
  }
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Trimmed, blank-checked, de-duplicated (case-insensitively, first spelling kept) terms. */
function terms(list: string[], field: string, what: string, problems: Problems): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    const term = squash(raw);
    if (term === '') {
      problems.add(field, `${what} may not be blank.`);
      continue;
    }
    const key = term.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(term);
    }
  }
  return out;
}

function currentMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The database values for the fields present in `input`; every problem found is thrown as one 400. */
export function profileValues(input: ProfileInput, now = new Date()): Partial<typeof seekerProfiles.$inferInsert> {
  const problems = new Problems();
  const values: Partial<typeof seekerProfiles.$inferInsert> = {};
  for (const field of ['headline', 'city', 'region', 'country', 'industry'] as const) {
    if (input[field] !== undefined) values[field] = squash(input[field]);
  }
  if (input.summary !== undefined) values.summary = input.summary.trim();
  if (input.phone !== undefined) {
    const phone = squash(input.phone);
    const digits = phone.replace(/\D/g, '').length;
    if (phone !== '' && (digits < 7 || digits > 15)) problems.add('phone', 'Enter a phone number with 7 to 15 digits, or leave it empty.');
    values.phone = phone;
  }
  if (input.years_experience !== undefined) values.yearsExperience = input.years_experience;
  if (input.skills !== undefined) values.skills = terms(input.skills, 'skills', 'A skill', problems);
  if (input.certifications !== undefined)
    values.certifications = terms(input.certifications, 'certifications', 'A certification', problems);
  if (input.education !== undefined) values.education = input.education;
  if (input.management_level !== undefined) values.managementLevel = input.management_level;
  if (input.experience !== undefined) {
    const month = currentMonth(now);
    values.experience = input.experience.map((e, i): ExperienceEntry => {
      const n = i + 1;
      const title = squash(e.title ?? '');
      const company = squash(e.company ?? '');
      const start = e.start ?? '';
      if (title === '') problems.add('experience', `Position ${n}: add the job title.`);
      if (company === '') problems.add('experience', `Position ${n}: add the employer.`);
      if (start === '') problems.add('experience', `Position ${n}: add the month you started.`);
      else if (start > month) problems.add('experience', `Position ${n}: the start month cannot be in the future.`);
      const end = e.end ?? null;
      if (end !== null && start !== '' && end < start)
        problems.add('experience', `Position ${n}: the end month cannot come before the start month.`);
      return { title, company, start, end, description: (e.description ?? '').trim() };
    });
  }
  if (input.education_entries !== undefined) {
    values.educationEntries = input.education_entries.map((e, i): EducationEntry => {
      const school = squash(e.school ?? '');
      if (!e.level) problems.add('education_entries', `School ${i + 1}: choose the level of this education.`);
      if (school === '') problems.add('education_entries', `School ${i + 1}: add the name of the school.`);
      return { level: e.level ?? 'none', school, field: squash(e.field ?? ''), year: e.year ?? null };
    });
  }
  if (input.preferences !== undefined) {
    const p = input.preferences;
    values.preferences = {
      remote: p.remote ?? [],
      employment_types: p.employment_types ?? [],
      locations: terms(p.locations ?? [], 'preferences', 'A location', problems),
      salary_min: p.salary_min ?? null,
      industries: terms(p.industries ?? [], 'preferences', 'An industry', problems),
    };
  }
  problems.throwIfAny();
  return values;
}

/**
 * Saves the fields of `input` (creating the profile on first save) and re-scores the seeker's open
 * applications, in one transaction.
 */
export async function saveProfile(db: Db, tenantId: number, userId: number, input: ProfileInput): Promise<void> {
  const values = profileValues(input);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(seekerProfiles)
      .values({ ...values, userId, tenantId, updatedAt: now })
      .onConflictDoUpdate({
        target: seekerProfiles.userId,
        set: { ...values, updatedAt: now },
        setWhere: eq(seekerProfiles.tenantId, tenantId),
      });
    await recomputeScoresForSeeker(tx, tenantId, userId);
  });
}

/** Points the profile at `fileId` (creating the profile if needed); returns the file it replaced. */
export async function setProfileResume(db: Executor, tenantId: number, userId: number, fileId: string | null): Promise<string | null> {
  const [before] = await db
    .select({ resumeFileId: seekerProfiles.resumeFileId })
    .from(seekerProfiles)
    .where(and(eq(seekerProfiles.tenantId, tenantId), eq(seekerProfiles.userId, userId)));
  if (!before && fileId === null) return null;
  const now = new Date();
  await db
    .insert(seekerProfiles)
    .values({ userId, tenantId, resumeFileId: fileId, updatedAt: now })
    .onConflictDoUpdate({
      target: seekerProfiles.userId,
      set: { resumeFileId: fileId, updatedAt: now },
      setWhere: eq(seekerProfiles.tenantId, tenantId),
    });
  return before?.resumeFileId && before.resumeFileId !== fileId ? before.resumeFileId : null;
}
