// The job form's state (strings while typing, as people type them), its checks before sending, and the
// conversion to the wire body. The rules of each field (lengths, ranges, choices, place characters) come
// from the contract's createJob request (@tessera/forms); what depends on several fields is checked here.
// Error values are translation keys of the "jobs" namespace.
import { z } from '@tessera/forms/zod';
import { createJob } from '@tessera/contract/request-schemas';
import { contractShape, fromContract, numberText } from '@tessera/forms/contract-schema';
import { isKnownRegion } from '@tessera/places/place-names';
import {
  DEFAULT_WEIGHTS,
  WEIGHT_NAMES,
  type EducationLevel,
  type EmploymentType,
  type JobInput,
  type ManagementLevel,
  type MatchWeights,
  type RemoteOption,
  type StaffJob,
  type StaffUserRef,
} from '../api/types.ts';

export interface JobFormState {
  title: string;
  company: string;
  description: string;
  employment_type: EmploymentType;
  industry: string;
  /** The closing date, YYYY-MM-DD, or '' for none. */
  closes_on: string;
  management_level: ManagementLevel;
  education: EducationLevel;
  remote: RemoteOption;
  city: string;
  region: string;
  country: string;
  latitude: string;
  longitude: string;
  experience_min: string;
  experience_max: string;
  /** Digits only; shown with thousands separators. */
  salary_min: string;
  salary_max: string;
  currency: string;
  required_skills: string[];
  nice_skills: string[];
  certifications: string[];
  hiring_team: StaffUserRef[];
  weights: Record<keyof MatchWeights, string>;
}

const weightStrings = (w: MatchWeights): Record<keyof MatchWeights, string> =>
  Object.fromEntries(WEIGHT_NAMES.map((k) => [k, String(w[k])])) as Record<keyof MatchWeights, string>;

export function emptyJobForm(): JobFormState {
  return {
    title: '',
    company: '',
    description: '',
    employment_type: 'full_time',
    industry: '',
    closes_on: '',
    management_level: 'individual',
    education: 'none',
    remote: 'onsite',
    city: '',
    region: '',
    country: 'USA',
    latitude: '',
    longitude: '',
    experience_min: '0',
    experience_max: '5',
    salary_min: '',
    salary_max: '',
    currency: 'USD',
    required_skills: [],
    nice_skills: [],
    certifications: [],
    hiring_team: [],
    weights: weightStrings(DEFAULT_WEIGHTS),
  };
}

export function jobFormFromJob(job: StaffJob): JobFormState {
  return {
    title: job.title,
    company: job.company,
    description: job.description,
    employment_type: job.employment_type,
    industry: job.industry,
    closes_on: job.closes_on ?? '',
    management_level: job.management_level,
    education: job.education,
    remote: job.remote,
    city: job.location.city,
    region: job.location.region,
    country: job.location.country,
    latitude: job.location.latitude === null ? '' : String(job.location.latitude),
    longitude: job.location.longitude === null ? '' : String(job.location.longitude),
    experience_min: String(job.experience_min),
    experience_max: String(job.experience_max),
    salary_min: job.salary.min === null ? '' : String(job.salary.min),
    salary_max: job.salary.max === null ? '' : String(job.salary.max),
    currency: job.salary.currency,
    required_skills: [...job.required_skills],
    nice_skills: [...job.nice_skills],
    certifications: [...job.certifications],
    hiring_team: [...job.hiring_team],
    weights: weightStrings(job.weights),
  };
}

/** A whole number typed in a field, or null when the field is empty or not a whole number. */
function whole(value: string): number | null {
  const v = value.trim();
  return /^\d+$/.test(v) ? Number(v) : null;
}

/** A decimal typed in a field (a comma is read as the decimal point), or null. */
export function decimal(value: string): number | null {
  const v = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : null;
}

/** The six weights as numbers (anything not a whole number counts as 0). */
export function weightNumbers(state: Pick<JobFormState, 'weights'>): MatchWeights {
  return Object.fromEntries(WEIGHT_NAMES.map((k) => [k, whole(state.weights[k]) ?? 0])) as unknown as MatchWeights;
}

export function weightSum(state: Pick<JobFormState, 'weights'>): number {
  const w = weightNumbers(state);
  return WEIGHT_NAMES.reduce((sum, k) => sum + w[k], 0);
}

/** Plain text of the editor's HTML (to tell an empty description). */
export function htmlHasText(html: string): boolean {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim() !== '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent.trim() !== '';
}

export type FormField =
  | 'title'
  | 'company'
  | 'description'
  | 'region'
  | 'latitude'
  | 'longitude'
  | 'experience_min'
  | 'experience_max'
  | 'salary_max'
  | 'weights';

const rules = contractShape(createJob);
const place = contractShape(createJob.properties.location);
const salary = contractShape(createJob.properties.salary);
const weightsRule = fromContract(createJob.properties.weights);

/** Keys said instead of the generic message, for problems of these fields whatever their kind. */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  title: 'form.errors.blank',
  company: 'form.errors.blank',
  latitude: 'form.errors.latitudeRange',
  longitude: 'form.errors.longitudeRange',
  experience_min: 'form.errors.experienceRange',
  experience_max: 'form.errors.experienceRange',
};

const text = (rule: z.ZodType<string, string>) => z.string().trim().pipe(rule);

/**
 * The form's schema: each field by the contract's rule, then what depends on several fields (custom
 * issues whose message is a key, given to `say`). The description needed to publish depends on the
 * button pressed and is checked apart (validateJobForm, the form's submit).
 */
export function jobFormSchema(say: (key: string) => string = (key) => key) {
  return z
    .object({
      title: z.string().trim().min(1).pipe(rules.title),
      company: z.string().trim().min(1).pipe(rules.company),
      description: rules.description,
      employment_type: rules.employment_type,
      industry: text(rules.industry),
      closes_on: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, say('form.errors.closesOn'))]),
      management_level: rules.management_level,
      education: rules.education,
      remote: rules.remote,
      city: text(place.city),
      region: text(place.region),
      country: text(place.country),
      latitude: numberText(place.latitude),
      longitude: numberText(place.longitude),
      experience_min: numberText(rules.experience_min),
      experience_max: numberText(rules.experience_max),
      salary_min: numberText(salary.min),
      salary_max: numberText(salary.max),
      currency: salary.currency,
      required_skills: rules.required_skills,
      nice_skills: rules.nice_skills,
      certifications: rules.certifications,
      hiring_team: z.array(z.custom<StaffUserRef>()),
      weights: z.record(z.string(), z.string()),
    })
    .superRefine(
      (v, ctx) => {
        const problem = (path: FormField, key: string) => ctx.addIssue({ code: 'custom', path: [path], message: say(key) });
        // A number counts here only when its own rule passed (else its own problem is said).
        const ok = (rule: z.ZodType<number | null, number | null>, x: unknown) =>
          rule.safeParse(x).success ? (x as number | null) : undefined;
        const lat = ok(place.latitude, v.latitude);
        const long = ok(place.longitude, v.longitude);
        if (lat !== undefined && long !== undefined && (lat === null) !== (long === null))
          problem(lat === null ? 'latitude' : 'longitude', 'form.errors.coordinatesPair');
        const min = ok(rules.experience_min, v.experience_min);
        const max = ok(rules.experience_max, v.experience_max);
        if (typeof min === 'number' && typeof max === 'number' && max < min) problem('experience_max', 'form.errors.experienceOrder');
        const sMin = ok(salary.min, v.salary_min);
        const sMax = ok(salary.max, v.salary_max);
        if (typeof sMin === 'number' && typeof sMax === 'number' && sMax < sMin) problem('salary_max', 'form.errors.salaryOrder');
        // In the United States and Canada the state or province is one of the reference list's.
        if (typeof v.region === 'string' && typeof v.country === 'string' && !isKnownRegion(v.country, v.region))
          ctx.addIssue({ code: 'custom', path: ['region'], message: say('form.errors.regionUnknown') });
        const weights = v.weights as Record<string, string> | undefined;
        const parsed = weightsRule.safeParse(
          Object.fromEntries(WEIGHT_NAMES.map((k) => [k, /^\d+$/.test((weights?.[k] ?? '').trim()) ? Number(weights?.[k]) : NaN])),
        );
        if (!parsed.success || weightSum({ weights: weights ?? {} }) !== 100) problem('weights', 'form.errors.weightsSum');
      },
      { when: () => true },
    );
}

/** Checks a person can fix before sending; `publishing`: the job is or becomes public. */
export function validateJobForm(state: JobFormState, publishing: boolean): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  const result = jobFormSchema().safeParse(state);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as FormField;
      if (errors[field]) continue;
      errors[field] = issue.code === 'custom' ? issue.message : (FIELD_MESSAGES[field] ?? 'forms:errors.format');
    }
  }
  if (publishing && !htmlHasText(state.description) && !errors.description) errors.description = 'form.errors.descriptionNeeded';
  // One problem per field, in the order people read them.
  const order: FormField[] = [
    'title',
    'company',
    'description',
    'region',
    'latitude',
    'longitude',
    'experience_min',
    'experience_max',
    'salary_max',
    'weights',
  ];
  return Object.fromEntries(order.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** The wire body (validateJobForm passed). */
export function toJobInput(state: JobFormState): JobInput {
  return {
    title: state.title.trim(),
    description: state.description,
    company: state.company.trim(),
    location: {
      city: state.city.trim(),
      region: state.region.trim(),
      country: state.country.trim(),
      latitude: decimal(state.latitude),
      longitude: decimal(state.longitude),
    },
    remote: state.remote,
    employment_type: state.employment_type,
    experience_min: whole(state.experience_min) ?? 0,
    experience_max: whole(state.experience_max) ?? 0,
    salary: { min: whole(state.salary_min), max: whole(state.salary_max), currency: state.currency },
    required_skills: state.required_skills,
    nice_skills: state.nice_skills,
    certifications: state.certifications,
    education: state.education,
    industry: state.industry.trim(),
    closes_on: state.closes_on === '' ? null : state.closes_on,
    management_level: state.management_level,
    hiring_team: state.hiring_team.map((m) => m.user_id),
    weights: weightNumbers(state),
  };
}
