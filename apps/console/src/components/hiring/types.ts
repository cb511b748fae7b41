// Wire types of the staff hiring calls, straight from the contract's generated schema (snake_case kept).
import type { components } from '@tessera/contract/schema';

type Schemas = components['schemas'];

export type ApplicationStatus = Schemas['ApplicationStatus'];
export type ApplicationStatusFilter = Schemas['ApplicationStatusFilter'];
export type ApplicationStatusCounts = Schemas['ApplicationStatusCounts'];
export type JobStatus = Schemas['JobStatus'];
export type MatchBreakdown = Schemas['MatchBreakdown'];
export type MatchParts = Schemas['MatchParts'];
export type MatchWeights = Schemas['MatchWeights'];
export type StatusChange = Schemas['StatusChange'];
export type StoredFileRef = Schemas['StoredFileRef'];
export type StaffApplication = Schemas['StaffApplication'];
export type StaffApplicationSummary = Schemas['StaffApplicationSummary'];
export type StaffApplicationList = Schemas['StaffApplicationList'];
export type StaffSeekerProfile = Schemas['StaffSeekerProfile'];
export type ApplicationNote = Schemas['ApplicationNote'];
export type JobApplicant = Schemas['JobApplicant'];
export type JobApplicantList = Schemas['JobApplicantList'];
export type ComparedApplication = Schemas['ComparedApplication'];
export type ApplicantComparison = Schemas['ApplicantComparison'];
export type JobSeekerSummary = Schemas['JobSeekerSummary'];
export type JobSeekerList = Schemas['JobSeekerList'];
export type JobSeeker = Schemas['JobSeeker'];
export type EducationLevel = Schemas['EducationLevel'];
export type ManagementLevel = Schemas['ManagementLevel'];

/** Every application status, in the order a hiring pipeline runs (SPEC §3). */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'screening',
  'interview',
  'offered',
  'hired',
  'on-hold',
  'rejected',
  'declined',
  'withdrawn',
];

export const STATUS_FILTERS: readonly ApplicationStatusFilter[] = ['all', ...APPLICATION_STATUSES];

export function isStatusFilter(value: string | null): value is ApplicationStatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value);
}

/** The match-score parts in display order, with the name of the job weight each one uses (SPEC §3). */
export const MATCH_PARTS = [
  { part: 'skills', weight: 'skills' },
  { part: 'certification', weight: 'certification' },
  { part: 'education', weight: 'education' },
  { part: 'job_title', weight: 'jobTitle' },
  { part: 'industry', weight: 'industry' },
  { part: 'management_level', weight: 'mgmtLevel' },
] as const satisfies readonly { part: keyof MatchParts; weight: keyof MatchWeights }[];

export type MatchPartName = (typeof MATCH_PARTS)[number]['part'];

/** How many applicants the comparison takes (compareApplicants: 2 to 4). */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
