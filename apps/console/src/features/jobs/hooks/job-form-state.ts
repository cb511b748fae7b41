// The job form's state (strings while typing, as people type them), its checks before sending, and the
// conversion to the wire body. Error values are translation keys of the "jobs" namespace.
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
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim() !== '';
}

export type FormField =
  'title' | 'company' | 'description' | 'latitude' | 'longitude' | 'experience_min' | 'experience_max' | 'salary_max' | 'weights';

/** Checks a person can fix before sending; `publishing`: the job is or becomes public. */
export function validateJobForm(state: JobFormState, publishing: boolean): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  if (state.title.trim() === '') errors.title = 'form.errors.blank';
  if (state.company.trim() === '') errors.company = 'form.errors.blank';
  if (publishing && !htmlHasText(state.description)) errors.description = 'form.errors.descriptionNeeded';
  const lat = state.latitude.trim();
  const long = state.longitude.trim();
  const latN = decimal(lat);
  const longN = decimal(long);
  if (lat !== '' && (latN === null || latN < -90 || latN > 90)) errors.latitude = 'form.errors.latitudeRange';
  if (long !== '' && (longN === null || longN < -180 || longN > 180)) errors.longitude = 'form.errors.longitudeRange';
  if (!errors.latitude && !errors.longitude && (lat === '') !== (long === ''))
    errors[lat === '' ? 'latitude' : 'longitude'] = 'form.errors.coordinatesPair';
  const min = whole(state.experience_min);
  const max = whole(state.experience_max);
  if (min === null || min > 60) errors.experience_min = 'form.errors.experienceRange';
  if (max === null || max > 60) errors.experience_max = 'form.errors.experienceRange';
  else if (min !== null && min <= 60 && max < min) errors.experience_max = 'form.errors.experienceOrder';
  const sMin = whole(state.salary_min);
  const sMax = whole(state.salary_max);
  if (sMin !== null && sMax !== null && sMax < sMin) errors.salary_max = 'form.errors.salaryOrder';
  if (weightSum(state) !== 100 || WEIGHT_NAMES.some((k) => whole(state.weights[k]) === null)) errors.weights = 'form.errors.weightsSum';
  return errors;
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
    management_level: state.management_level,
    hiring_team: state.hiring_team.map((m) => m.user_id),
    weights: weightNumbers(state),
  };
}

/** Where each field's error points (the id of the control to focus), server field names included. */
export const FIELD_TARGETS: Readonly<Record<string, string>> = {
  title: 'job-title',
  company: 'job-company',
  description: 'job-description',
  employment_type: 'job-employment-type',
  industry: 'job-industry',
  management_level: 'job-management-level',
  education: 'job-education',
  remote: 'job-remote-onsite',
  location: 'job-city',
  latitude: 'job-latitude',
  longitude: 'job-longitude',
  experience_min: 'job-experience-min',
  experience_max: 'job-experience-max',
  salary: 'job-salary-max',
  salary_max: 'job-salary-max',
  required_skills: 'job-required-skills',
  nice_skills: 'job-nice-skills',
  certifications: 'job-certifications',
  hiring_team: 'job-team-search',
  weights: 'job-weight-skills',
  status: 'job-title',
};
