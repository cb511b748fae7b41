// Wire types of the staff job calls, straight from the contract's generated schema (snake_case kept).
import type { components } from '@tessera/contract/schema';

type Schemas = components['schemas'];

export type JobStatus = Schemas['JobStatus'];
/** `sourced`: jobs with a sourced applicant, whatever their status (SPEC §3 filter value). */
export type JobFilter = 'all' | JobStatus | 'sourced';
export type StaffJob = Schemas['StaffJob'];
export type StaffJobSummary = Schemas['StaffJobSummary'];
export type StaffJobList = Schemas['StaffJobList'];
export type JobStatusCounts = Schemas['JobStatusCounts'];
export type JobInput = Schemas['JobInput'];
export type JobCreateInput = Schemas['JobCreateInput'];
export type StaffUserRef = Schemas['StaffUserRef'];
export type StaffUserList = Schemas['StaffUserList'];
export type StatusChange = Schemas['StatusChange'];
export type MatchWeights = Schemas['MatchWeights'];
export type RemoteOption = Schemas['RemoteOption'];
export type EmploymentType = Schemas['EmploymentType'];
export type EducationLevel = Schemas['EducationLevel'];
export type ManagementLevel = Schemas['ManagementLevel'];

export const JOB_STATUSES: readonly JobStatus[] = ['draft', 'active', 'paused', 'Offered', 'closed'];
export const JOB_FILTERS: readonly JobFilter[] = ['all', 'active', 'draft', 'paused', 'Offered', 'closed', 'sourced'];
export const REMOTE_OPTIONS: readonly RemoteOption[] = ['onsite', 'hybrid', 'remote'];
export const EMPLOYMENT_TYPES: readonly EmploymentType[] = ['full_time', 'part_time', 'contract', 'temporary', 'internship'];
export const EDUCATION_LEVELS: readonly EducationLevel[] = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'];
export const MANAGEMENT_LEVELS: readonly ManagementLevel[] = ['individual', 'lead', 'manager', 'director', 'executive'];
export const WEIGHT_NAMES: readonly (keyof MatchWeights)[] = ['skills', 'certification', 'education', 'jobTitle', 'industry', 'mgmtLevel'];
/** The API's recommended weights (services/match-score.ts DEFAULT_WEIGHTS). */
export const DEFAULT_WEIGHTS: MatchWeights = { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 };
export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'MXN'] as const;
