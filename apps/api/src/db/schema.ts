import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface TenantAuthConfig {
  google?: { issuer: string; client_id?: string };
}

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  authConfig: jsonb('auth_config').$type<TenantAuthConfig>().notNull().default({}),
  /** IANA zone for chat times (DECISIONS 10). */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantDomains = pgTable(
  'tenant_domains',
  {
    host: text('host').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [index('tenant_domains_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isUser: boolean('is_user').notNull().default(false),
    roleId: integer('role_id'),
    isActive: boolean('is_active').notNull().default(true),
    approvalStatus: text('approval_status', { enum: ['approved', 'pending', 'rejected'] })
      .notNull()
      .default('approved'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isConsent: boolean('is_consent').notNull().default(false),
    userImage: text('user_image'),
    isCananda: boolean('is_cananda').notNull().default(false),
    billing: boolean('billing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
    // Staff searches (applications and job seekers, `q`): ILIKE '%…%' on the full name and the email.
    index('users_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.tenantId, t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jtiHash: text('jti_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.tenantId, t.userId, t.purpose)],
);

/** Counted events for throttling (failed sign-ins, email checks, mails); shared by all API instances. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.tenantId, t.bucket, t.key, t.createdAt)],
);

export const tenantTranslations = pgTable(
  'tenant_translations',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'fr', 'esp'] }).notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('tenant_translations_uq').on(t.tenantId, t.language, t.key)],
);

export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------
// The hiring loop (issue 3): jobs, job seekers' profiles and résumés, applications, notifications.
// ---------------------------------------------------------------------------------------------------

export const JOB_STATUSES = ['draft', 'active', 'paused', 'closed', 'Offered'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Reasons the system gives for a status change (shown translated): job_closed, closing the job closed it. */
export const REASON_CODES = ['job_closed'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];
export const APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interview',
  'offered',
  'withdrawn',
  'hired',
  'declined',
  'on-hold',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const REMOTE_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export const MANAGEMENT_LEVELS = ['individual', 'lead', 'manager', 'director', 'executive'] as const;

/** Match weights, percentages summing to 100 (SPEC §3 names). */
export interface MatchWeights {
  skills: number;
  certification: number;
  education: number;
  jobTitle: number;
  industry: number;
  mgmtLevel: number;
}
/** Stored match score parts (SPEC §3 names), each 0..100 before weighting. */
export interface MatchParts {
  skills: number;
  certification: number;
  education: number;
  job_title: number;
  industry: number;
  management_level: number;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    descriptionHtml: text('description_html').notNull().default(''),
    /** Plain text of the description, for search and previews. */
    descriptionText: text('description_text').notNull().default(''),
    company: text('company').notNull(),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    remote: text('remote', { enum: REMOTE_OPTIONS }).notNull().default('onsite'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('full_time'),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max').notNull().default(60),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    niceSkills: text('nice_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    education: text('education', { enum: EDUCATION_LEVELS }).notNull().default('none'),
    industry: text('industry').notNull().default(''),
    managementLevel: text('management_level', { enum: MANAGEMENT_LEVELS }).notNull().default('individual'),
    weights: jsonb('weights').$type<MatchWeights>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted full-text document: title (A), skills and company (B), description (C). Kept by the service. */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index('jobs_tenant_status_idx').on(t.tenantId, t.status, t.publishedAt),
    index('jobs_search_gin').using('gin', t.search),
    index('jobs_tenant_geo_idx').on(t.tenantId, t.latitude, t.longitude),
    index('jobs_tenant_created_idx').on(t.tenantId, t.createdAt),
    // The staff list filtered by status, newest first (read backwards).
    index('jobs_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    // Staff searches on title or company (ILIKE '%…%'), in the jobs list and the applications list.
    index('jobs_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('jobs_company_trgm').using('gin', t.company.op('gin_trgm_ops')),
  ],
);

/**
 * How many jobs each tenant has in each status, kept by statement triggers on jobs (migration 0007), so
 * the status chips of the staff jobs list read a handful of rows instead of counting every job.
 */
export const jobStatusCounts = pgTable(
  'job_status_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

/**
 * Search helper: a narrow copy of the ACTIVE jobs, kept by the trigger `jobs_search_sync` (migration
 * 0004) on every insert, update and delete of jobs, so public search reads ~250-byte rows instead of whole
 * job posts. `search` is jobs.search (matching, stored out of line); `rank_doc` is title (A) plus company
 * and skills (B), inline, for ordering by ts_rank.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    remote: text('remote', { enum: REMOTE_OPTIONS }).notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    experienceMin: integer('experience_min').notNull(),
    experienceMax: integer('experience_max').notNull(),
    rankDoc: tsvector('rank_doc').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [
    index('job_search_gin').using('gin', t.search),
    index('job_search_geo_idx').on(t.tenantId, t.latitude, t.longitude),
    index('job_search_newest_idx').on(t.tenantId, t.publishedAt.desc(), t.jobId.desc()),
  ],
);

export const jobStatusHistory = pgTable(
  'job_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: JOB_STATUSES }),
    toStatus: text('to_status', { enum: JOB_STATUSES }).notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_status_history_job_idx').on(t.tenantId, t.jobId, t.createdAt)],
);

export const jobHiringTeam = pgTable(
  'job_hiring_team',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_hiring_team_user_idx').on(t.tenantId, t.userId)],
);

/** Files kept by the file store (résumés); `path` is relative to the store, e.g. `resume/<uuid>.pdf`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume'] }).notNull(),
    path: text('path').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    extractedText: text('extracted_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_tenant_path_uq').on(t.tenantId, t.path),
    index('stored_files_owner_idx').on(t.tenantId, t.ownerId),
    // Staff job-seeker search `q` in résumé text.
    index('stored_files_text_trgm').using('gin', t.extractedText.op('gin_trgm_ops')),
  ],
);

export interface ExperienceEntry {
  title: string;
  company: string;
  start: string;
  end?: string | null;
  description?: string;
}
export interface EducationEntry {
  level: (typeof EDUCATION_LEVELS)[number];
  school: string;
  field?: string;
  year?: number | null;
}
export interface SeekerPreferences {
  remote?: (typeof REMOTE_OPTIONS)[number][];
  employment_types?: (typeof EMPLOYMENT_TYPES)[number][];
  locations?: string[];
  salary_min?: number | null;
  industries?: string[];
}

/** A job seeker's profile: what feeds the match score. One row per job seeker. */
export const seekerProfiles = pgTable(
  'seeker_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    summary: text('summary').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    yearsExperience: integer('years_experience').notNull().default(0),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    education: text('education', { enum: EDUCATION_LEVELS }).notNull().default('none'),
    industry: text('industry').notNull().default(''),
    managementLevel: text('management_level', { enum: MANAGEMENT_LEVELS }).notNull().default('individual'),
    experience: jsonb('experience').$type<ExperienceEntry[]>().notNull().default([]),
    educationEntries: jsonb('education_entries').$type<EducationEntry[]>().notNull().default([]),
    preferences: jsonb('preferences').$type<SeekerPreferences>().notNull().default({}),
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seeker_profiles_tenant_idx').on(t.tenantId, t.updatedAt),
    index('seeker_profiles_headline_trgm').using('gin', t.headline.op('gin_trgm_ops')),
    index('seeker_profiles_resume_idx').on(t.resumeFileId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    /** The status before on-hold or rejected, so either can be undone. */
    previousStatus: text('previous_status', { enum: APPLICATION_STATUSES }),
    /** Why it was rejected or put on hold, in the words of the staff member who did it. */
    reason: text('reason'),
    /** A reason the system gave, translated where it is shown: job_closed when closing its job rejected it. */
    reasonCode: text('reason_code', { enum: REASON_CODES }),
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter').notNull().default(''),
    source: text('source').notNull().default('direct'),
    scoreTotal: integer('score_total').notNull().default(0),
    scoreParts: jsonb('score_parts').$type<MatchParts>(),
    /** Which required skills matched and which are missing, for the explanation. */
    scoreDetail: jsonb('score_detail').$type<{ matched_skills: string[]; missing_skills: string[] }>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_user_uq').on(t.tenantId, t.jobId, t.userId),
    index('applications_tenant_status_idx').on(t.tenantId, t.status, t.updatedAt),
    index('applications_job_score_idx').on(t.tenantId, t.jobId, t.scoreTotal),
    // Per-status counts of one job's applicants (the ranked list's chips): an index-only count.
    index('applications_job_status_idx').on(t.tenantId, t.jobId, t.status),
    index('applications_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    reason: text('reason'),
    reasonCode: text('reason_code', { enum: REASON_CODES }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_history_app_idx').on(t.tenantId, t.applicationId, t.createdAt)],
);

export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_app_idx').on(t.tenantId, t.applicationId, t.createdAt)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * SPEC §3 Notification. Text is rendered in the reader's language when read: `message_key` names a
 * translation in the API's notification catalogue and `params` fills it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelType: text('model_type', { enum: ['uploaded_files', 'feedback', 'change_password'] }).notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    token: text('token'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

// ---------------------------------------------------------------- feedback (issue 4, helper "feedback")

/** The floating widget's rating (SPEC §3 "Feedback submission"): -1 dislike, 0 neutral, 1 like. */
export const NSAT_RATINGS = [-1, 0, 1] as const;
export const CAREER_FEEDBACK_TYPES = ['Complaints', 'Suggestions', 'Questions', 'Others'] as const;
export type CareerFeedbackType = (typeof CAREER_FEEDBACK_TYPES)[number];
/** How an answer reached the sender: a notification (signed-in sender), an email (guest), or nobody (account gone). */
export const FEEDBACK_ANSWER_DELIVERIES = ['notification', 'email', 'none'] as const;
export type FeedbackAnswerDelivery = (typeof FEEDBACK_ANSWER_DELIVERIES)[number];

/** Widget feedback from signed-in users (user_id) or guests (email). */
export const nsatFeedback = pgTable(
  'nsat_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    rating: integer('rating').notNull(),
    feed: text('feed').notNull().default(''),
    page: text('page').notNull().default(''),
    /** The sender's interface language when they sent it: a guest's answer is emailed in it. */
    language: text('language', { enum: ['en', 'fr', 'esp'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's answer (once; see services/feedback.ts answerFeedback), who gave it, when, and how it was sent. */
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerDelivery: text('answer_delivery', { enum: FEEDBACK_ANSWER_DELIVERIES }),
  },
  (t) => [
    check('nsat_feedback_rating_chk', sql`${t.rating} between -1 and 1`),
    check('nsat_feedback_language_chk', sql`${t.language} in ('en', 'fr', 'esp')`),
    check(
      'nsat_feedback_answer_chk',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null) = (${t.answerDelivery} is null)`,
    ),
    check('nsat_feedback_answer_delivery_chk', sql`${t.answerDelivery} in ('notification', 'email', 'none')`),
    index('nsat_feedback_tenant_idx').on(t.tenantId, t.createdAt),
    index('nsat_feedback_rating_idx').on(t.tenantId, t.rating, t.createdAt),
  ],
);

/** Career-connector feedback (SPEC §3): always from a signed-in user. */
export const careerFeedback = pgTable(
  'career_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackType: text('feedback_type', { enum: CAREER_FEEDBACK_TYPES }).notNull(),
    description: text('description').notNull(),
    page: text('page').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's answer, as on nsat_feedback. */
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerDelivery: text('answer_delivery', { enum: FEEDBACK_ANSWER_DELIVERIES }),
  },
  (t) => [
    check(
      'career_feedback_answer_chk',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null) = (${t.answerDelivery} is null)`,
    ),
    check('career_feedback_answer_delivery_chk', sql`${t.answerDelivery} in ('notification', 'email', 'none')`),
    index('career_feedback_tenant_idx').on(t.tenantId, t.createdAt),
    index('career_feedback_type_idx').on(t.tenantId, t.feedbackType, t.createdAt),
  ],
);

// ---------------------------------------------------------------- help chat (issue 4, helper "chat-server")

export const CHAT_STATUSES = ['new', 'ongoing', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SIDES = ['user', 'help_desk'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/**
 * A help-chat conversation (the contract's chat tag, ChatSocketMessage; packages/chat/README.md). Guests
 * (user_id null) join with the secret of the `room` cookie, stored here only as its sha256. Counters and the last message are kept with every message (in the
 * same transaction) so lists and unread counts never scan messages.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    guestSecretHash: text('guest_secret_hash'),
    status: text('status', { enum: CHAT_STATUSES }).notNull().default('new'),
    nextSeq: integer('next_seq').notNull().default(1),
    userMessageCount: integer('user_message_count').notNull().default(0),
    helpdeskMessageCount: integer('helpdesk_message_count').notNull().default(0),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastHelpdeskMessageAt: timestamp('last_helpdesk_message_at', { withTimezone: true }),
    lastHelpdeskAuthorId: integer('last_helpdesk_author_id').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_sessions_room_uq').on(t.tenantId, t.roomName),
    index('chat_sessions_user_idx').on(t.tenantId, t.userId, t.lastActivityAt),
    index('chat_sessions_queue_idx').on(t.tenantId, t.status, t.lastActivityAt),
    // The helpdesk's unread total (on every new message it is told about) reads only open conversations a user wrote in.
    index('chat_sessions_unread_idx')
      .on(t.tenantId)
      .where(sql`${t.status} <> 'closed' and ${t.userMessageCount} > 0`),
    check('chat_sessions_owner_chk', sql`${t.userId} is not null or (${t.guestEmail} is not null and ${t.guestSecretHash} is not null)`),
  ],
);

/** One message or event of a conversation; `seq` is 1, 2, 3… per conversation. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
    messageFrom: text('message_from', { enum: CHAT_SIDES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    messageType: text('message_type', { enum: ['text', 'event'] })
      .notNull()
      .default('text'),
    eventType: text('event_type', { enum: ['closed', 'reopened'] }),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_uq').on(t.sessionId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.sessionId, t.clientId),
    index('chat_messages_side_idx').on(t.sessionId, t.messageFrom, t.seq),
    check('chat_messages_body_chk', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** How far each side has read: last_read_seq, and read_count = the other side's text messages up to it. */
export const chatReads = pgTable(
  'chat_reads',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    side: text('side', { enum: CHAT_SIDES }).notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.side] })],
);

/** Helpdesk sockets open per API instance and tenant (presence: Online when a fresh row has connections). */
export const chatPresence = pgTable(
  'chat_presence',
  {
    instanceId: text('instance_id').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.tenantId] }), index('chat_presence_tenant_idx').on(t.tenantId, t.seenAt)],
);
