// The match score (SPEC §3, §5): six parts, each 0..100, weighted by the job's percentages; the total is
// the sum of the weighted parts, rounded down. Pure functions: the same inputs always give the same score,
// so a stored score can be recomputed and explained.
import { EDUCATION_LEVELS, MANAGEMENT_LEVELS, type MatchParts, type MatchWeights, type jobs, type seekerProfiles } from '../db/schema.ts';

export const WEIGHT_NAMES = ['skills', 'certification', 'education', 'jobTitle', 'industry', 'mgmtLevel'] as const;
export const DEFAULT_WEIGHTS: MatchWeights = { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 };

/** Which weight scales which part. */
const PART_WEIGHT: Record<keyof MatchParts, keyof MatchWeights> = {
  skills: 'skills',
  certification: 'certification',
  education: 'education',
  job_title: 'jobTitle',
  industry: 'industry',
  management_level: 'mgmtLevel',
};

export interface MatchJob {
  title: string;
  requiredSkills: readonly string[];
  niceSkills: readonly string[];
  certifications: readonly string[];
  education: (typeof EDUCATION_LEVELS)[number];
  industry: string;
  managementLevel: (typeof MANAGEMENT_LEVELS)[number];
  weights: MatchWeights;
}

export interface MatchProfile {
  headline: string;
  experienceTitles: readonly string[];
  skills: readonly string[];
  certifications: readonly string[];
  education: (typeof EDUCATION_LEVELS)[number];
  industry: string;
  /** Industries the seeker says they want to work in count as a match too. */
  preferredIndustries?: readonly string[];
  managementLevel: (typeof MANAGEMENT_LEVELS)[number];
}

/** The parts of a job row the match score reads. The one mapping from a stored job to a MatchJob. */
export function matchJobOf(
  job: Pick<
    typeof jobs.$inferSelect,
    'title' | 'requiredSkills' | 'niceSkills' | 'certifications' | 'education' | 'industry' | 'managementLevel' | 'weights'
  >,
): MatchJob {
  return {
    title: job.title,
    requiredSkills: job.requiredSkills,
    niceSkills: job.niceSkills,
    certifications: job.certifications,
    education: job.education,
    industry: job.industry,
    managementLevel: job.managementLevel,
    weights: job.weights,
  };
}

/**
 * The parts of a profile row the match score reads; an absent profile is an empty one. The one mapping
 * from a stored profile to a MatchProfile (applying, re-scoring, staff views and the job page use it).
 */
export function matchProfileOf(
  profile:
    | Pick<
        typeof seekerProfiles.$inferSelect,
        'headline' | 'experience' | 'skills' | 'certifications' | 'education' | 'industry' | 'preferences' | 'managementLevel'
      >
    | null
    | undefined,
): MatchProfile {
  return {
    headline: profile?.headline ?? '',
    experienceTitles: (profile?.experience ?? []).map((e) => e.title).filter((t): t is string => typeof t === 'string' && t !== ''),
    skills: profile?.skills ?? [],
    certifications: profile?.certifications ?? [],
    education: profile?.education ?? 'none',
    industry: profile?.industry ?? '',
    preferredIndustries: profile?.preferences.industries ?? [],
    managementLevel: profile?.managementLevel ?? 'individual',
  };
}

export interface MatchResult {
  /** Each part 0..100, rounded, before weighting. */
  parts: MatchParts;
  /** Each part after weighting (part × weight / 100), unrounded. */
  weighted: MatchParts;
  /** Sum of the weighted parts, rounded down. */
  total: number;
  matched_skills: string[];
  missing_skills: string[];
}

/** null when the weights are valid; otherwise why not. */
export function weightsProblem(weights: object): string | null {
  let sum = 0;
  for (const name of WEIGHT_NAMES) {
    const v = (weights as Record<string, unknown>)[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100)
      return `The weight "${name}" must be a whole number from 0 to 100.`;
    sum += v;
  }
  return sum === 100 ? null : `The match weights must add up to 100 (they add up to ${sum}).`;
}

/** Terms already normalised (skills, titles and industries repeat across profiles): a match sort scores a thousand. */
const normalised = new Map<string, string>();
const NORMALISED_KEPT = 20_000;

export function normaliseTerm(term: string): string {
  const known = normalised.get(term);
  if (known !== undefined) return known;
  const value = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();
  if (normalised.size >= NORMALISED_KEPT) normalised.clear();
  normalised.set(term, value);
  return value;
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'in',
  'at',
  'to',
  'with',
  'i',
  'ii',
  'iii',
  'jr',
  'sr',
  'junior',
  'senior',
  '-',
]);

function titleWords(title: string): Set<string> {
  return new Set(
    normaliseTerm(title)
      .split(' ')
      .filter((w) => w.length > 0 && !STOP_WORDS.has(w)),
  );
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

function share(wanted: readonly string[], have: ReadonlySet<string>): { matched: string[]; missing: string[] } {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const w of wanted) (have.has(normaliseTerm(w)) ? matched : missing).push(w);
  return { matched, missing };
}

export function computeMatch(job: MatchJob, profile: MatchProfile): MatchResult {
  const skillSet = new Set(profile.skills.map(normaliseTerm));
  const required = share(job.requiredSkills, skillSet);
  const nice = share(job.niceSkills, skillSet);
  // Required skills count fully, nice-to-have ones half; a job that asks for none is a full match.
  const skillDenominator = job.requiredSkills.length + job.niceSkills.length / 2;
  const skills = skillDenominator === 0 ? 100 : (100 * (required.matched.length + nice.matched.length / 2)) / skillDenominator;

  const certSet = new Set(profile.certifications.map(normaliseTerm));
  const certs = share(job.certifications, certSet);
  const certification = job.certifications.length === 0 ? 100 : (100 * certs.matched.length) / job.certifications.length;

  // Meeting the level is a full match; each level short costs half.
  const eduGap = EDUCATION_LEVELS.indexOf(job.education) - EDUCATION_LEVELS.indexOf(profile.education);
  const education = eduGap <= 0 ? 100 : 100 - 50 * eduGap;

  // The share of the job title's words found in the seeker's headline or one of their past titles.
  const wanted = titleWords(job.title);
  let jobTitle = 100;
  if (wanted.size > 0) {
    jobTitle = 0;
    for (const candidate of [profile.headline, ...profile.experienceTitles]) {
      const words = titleWords(candidate);
      let hits = 0;
      for (const w of wanted) if (words.has(w)) hits += 1;
      jobTitle = Math.max(jobTitle, (100 * hits) / wanted.size);
    }
  }

  const jobIndustry = normaliseTerm(job.industry);
  const industries = [profile.industry, ...(profile.preferredIndustries ?? [])].map(normaliseTerm);
  const industry = jobIndustry === '' || industries.includes(jobIndustry) ? 100 : 0;

  const levelGap = Math.abs(MANAGEMENT_LEVELS.indexOf(job.managementLevel) - MANAGEMENT_LEVELS.indexOf(profile.managementLevel));
  const managementLevel = 100 - 50 * levelGap;

  const parts: MatchParts = {
    skills: clamp(skills),
    certification: clamp(certification),
    education: clamp(education),
    job_title: clamp(jobTitle),
    industry: clamp(industry),
    management_level: clamp(managementLevel),
  };
  const weighted = Object.fromEntries(
    (Object.keys(parts) as (keyof MatchParts)[]).map((k) => [k, (parts[k] * job.weights[PART_WEIGHT[k]]) / 100]),
  ) as unknown as MatchParts;
  const total = Math.floor((Object.keys(parts) as (keyof MatchParts)[]).reduce((a, k) => a + weighted[k], 0) + 1e-9);
  return { parts, weighted, total: Math.min(100, total), matched_skills: required.matched, missing_skills: required.missing };
}
