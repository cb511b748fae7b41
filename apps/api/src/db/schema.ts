import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A confidential OpenID Connect client: the secret itself is never stored, only the name it is kept under. */
export interface OidcClientConfig {
  issuer: string;
  client_id: string;
  /** The name of the server's secret holding the client secret (an environment variable `TESSERA_SECRET_…`). */
  client_secret_ref: string;
}

export interface TenantAuthConfig {
  google?: { issuer: string; client_id?: string };
  /** Sign in with LinkedIn (OpenID Connect, authorization code flow). */
  linkedin?: OidcClientConfig;
  /** Sign in with Indeed (OpenID Connect, authorization code flow). */
  indeed?: OidcClientConfig;
}

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  authConfig: jsonb('auth_config').$type<TenantAuthConfig>().notNull().default({}),
  /** IANA zone for chat times (DECISIONS 10). */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  /** Issue 12: an offer needs a program manager's approval too, after the organisation's hiring manager's. */
  offersNeedProgramApproval: boolean('offers_need_program_approval').notNull().default(false),
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

/** What an organisation is in its program (DECISIONS 19). */
export const ORGANISATION_KINDS = ['employer', 'skilling_partner', 'nonprofit_partner', 'corporate_partner'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const ORGANISATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];
/** Text in the languages its people write it in: `{en?, fr?, esp?}`. */
export type LocalisedText = Partial<Record<'en' | 'fr' | 'esp', string>>;

/**
 * An employer or a partner inside one tenant (a hiring program). Staff of roles 1 and 4 belong to an
 * employer or corporate partner, roles 2 and 5 to a skilling or non-profit partner; program staff to none.
 * `(tenant_id, id)` is unique so rows pointing at an organisation carry their tenant in the foreign key.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORGANISATION_KINDS }).notNull(),
    status: text('status', { enum: ORGANISATION_STATUSES }).notNull().default('pending'),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    logo: text('logo'),
    description: jsonb('description').$type<LocalisedText>().notNull().default({}),
    industry: text('industry').notNull().default(''),
    size: text('size').notNull().default(''),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** Why it was rejected or suspended, shown to its people. */
    statusReason: text('status_reason'),
    /** Members (roles 1 and 4) put on a new job's hiring team when it is posted with none (/settingsV2). */
    defaultHiringTeam: integer('default_hiring_team')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('organisations_tenant_id_id_uq').on(t.tenantId, t.id),
    uniqueIndex('organisations_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    index('organisations_tenant_kind_status_idx').on(t.tenantId, t.kind, t.status),
    check('organisations_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);
export type OrganisationRow = typeof organisations.$inferSelect;

/** Kinds of notification (SPEC §3 Notification model_type); each can also arrive by email (/setting). */
export const NOTIFICATION_KINDS = ['feedback', 'change_password', 'uploaded_files', 'offer'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
    /**
     * Created by a partner's résumé import (issue 13) and not yet agreed to: no employer sees the person or
     * their applications until they claim the account and consent (is_consent), which clears it.
     */
    awaitingConsent: boolean('awaiting_consent').notNull().default(false),
    userImage: text('user_image'),
    isCananda: boolean('is_cananda').notNull().default(false),
    billing: boolean('billing'),
    /** The employer or partner a staff member of roles 1, 2, 4 or 5 belongs to; null for program staff and job seekers. */
    organisationId: integer('organisation_id'),
    /** Personal settings (/setting): the interface language chosen (null: the browser's) and time zone (null: the tenant's). */
    language: text('language', { enum: ['en', 'fr', 'esp'] }),
    timeZone: text('time_zone'),
    /** Which notification kinds also arrive by email (SPEC §3 Notification model_type). */
    emailNotifications: text('email_notifications', { enum: NOTIFICATION_KINDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Issue 15: one email when a message has stayed unread for 30 minutes (turned off in /setting). */
    messageMail: boolean('message_mail').notNull().default(true),
    /** When the person dismissed their first-run checklist (/onboarding); null while it shows. */
    onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
    /** The staff member's last look at /dashboard: its "new applicants" count from there. */
    dashboardSeenAt: timestamp('dashboard_seen_at', { withTimezone: true }),
    /**
     * Issue 17 §3: the reading profile (font, text size, spacing, line length, colour scheme, motion, "Keep
     * messages on screen", plain-text email) as the person chose it; what is missing keeps the default
     * (services/reading-profile.ts).
     */
    readingProfile: jsonb('reading_profile').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_tenant_id_id_uq').on(t.tenantId, t.id),
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
    index('users_organisation_idx').on(t.tenantId, t.organisationId),
    foreignKey({
      name: 'users_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }),
    check('users_organisation_only_org_roles', sql`${t.organisationId} IS NULL OR ${t.roleId} IN (1, 2, 4, 5)`),
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
    /**
     * Impersonation (issue 15, DECISIONS 30): the administrator (user id 1) viewing as `user_id`, the
     * administrator's own session it returns to, and its hard end (30 minutes after the start). Null for
     * a person's own sessions.
     */
    impersonatedBy: integer('impersonated_by').references(() => users.id, { onDelete: 'cascade' }),
    impersonatorSid: uuid('impersonator_sid'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.tenantId, t.userId),
    index('auth_sessions_impersonated_idx')
      .on(t.tenantId, t.userId, t.createdAt)
      .where(sql`${t.impersonatedBy} is not null`),
  ],
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

/**
 * Enterprise single sign-on (issue 11 §5, DECISIONS 17): an organisation's (or, without one, the whole
 * tenant's) OpenID Connect provider. The client secret is a reference to a server secret, never the value.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Null: the tenant's own provider (program-wide); else the organisation whose people it signs in. */
    organisationId: integer('organisation_id'),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretRef: text('client_secret_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sso_providers_tenant_id_uq').on(t.tenantId, t.id),
    index('sso_providers_organisation_idx').on(t.tenantId, t.organisationId),
    foreignKey({
      name: 'sso_providers_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
    check('sso_providers_issuer_url', sql`${t.issuer} ~ '^https?://'`),
  ],
);
export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/** The email domains a single sign-on provider answers for: one provider per domain in a tenant. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    tenantId: integer('tenant_id').notNull(),
    /** Lower-case, without "@". */
    domain: text('domain').notNull(),
    providerId: integer('provider_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.domain] }),
    index('sso_domains_provider_idx').on(t.tenantId, t.providerId),
    foreignKey({
      name: 'sso_domains_tenant_provider_fk',
      columns: [t.tenantId, t.providerId],
      foreignColumns: [ssoProviders.tenantId, ssoProviders.id],
    }).onDelete('cascade'),
    check('sso_domains_lower', sql`${t.domain} = lower(${t.domain}) AND ${t.domain} <> ''`),
  ],
);

export const SIGN_IN_METHODS = ['sso', 'linkedin', 'indeed'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * A sign-in started with a provider (authorization code flow with PKCE): found by the hash of its state,
 * used once, for 10 minutes. It keeps the nonce the ID token must carry and the PKCE verifier.
 */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    providerId: integer('provider_id'),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_flows_expires_idx').on(t.expiresAt),
    foreignKey({
      name: 'sign_in_flows_tenant_provider_fk',
      columns: [t.tenantId, t.providerId],
      foreignColumns: [ssoProviders.tenantId, ssoProviders.id],
    }).onDelete('cascade'),
  ],
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
    /** review_organisation: a program staff member's link to /approval1; organisation_status: an applicant's link to /approval, /rejected. */
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'review_organisation', 'organisation_status'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.tenantId, t.userId, t.purpose)],
);

/**
 * Invitations to a team (issue 11 §3): an employer's or a partner's staff, or the program's. The mailed link
 * carries a random token whose hash is kept here; it works once (`accepted_at`), until `expires_at`, and
 * not after `revoked_at`. Resending replaces the token (the old link stops working). At most one open
 * invitation per address and tenant; accepting creates the user with the invited role and organisation.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The employer or partner the invited person joins; null for program staff. */
    organisationId: integer('organisation_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roleId: integer('role_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_uq').on(t.tokenHash),
    uniqueIndex('team_invitations_open_email_uq')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    index('team_invitations_org_idx').on(t.tenantId, t.organisationId),
    foreignKey({
      name: 'team_invitations_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
    check(
      'team_invitations_role_fits',
      sql`(${t.organisationId} IS NULL AND ${t.roleId} IN (3, 6, 7)) OR (${t.organisationId} IS NOT NULL AND ${t.roleId} IN (1, 2, 4, 5))`,
    ),
  ],
);

/**
 * Rate limits (failed sign-ins, email checks, mails, chat messages): one row per tenant, bucket and key,
 * counting the attempts of the window that began at `window_start`. Taken in one upsert, so parallel
 * attempts on any API instance count exactly (services/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
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
    /** The ad passes the plain-language checks (issue 17 §2, services/readability.ts): the "Clear job ad" mark. Set on every write. */
    clearAd: boolean('clear_ad').notNull().default(false),
    /**
     * The employer organisation; `company` is a copy of its name, kept by the trigger jobs_organisation
     * (0012). Written without one (null), the trigger gives the job the tenant's employer of `company`.
     */
    organisationId: integer('organisation_id')
      .notNull()
      .$defaultFn(() => sql`NULL`),
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
    /** The last day applications are taken (in the tenant's time zone), or null: open until closed. /homepage lists the jobs closing soon. */
    closesOn: date('closes_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted full-text document: title (A), skills and company (B), description (C). Kept by the service. */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // Rows pointing at a job carry their tenant in the foreign key (migration 0014).
    unique('jobs_tenant_id_id_uq').on(t.tenantId, t.id),
    index('jobs_tenant_status_idx').on(t.tenantId, t.status, t.publishedAt),
    index('jobs_tenant_organisation_idx').on(t.tenantId, t.organisationId, t.createdAt),
    index('jobs_tenant_closes_idx')
      .on(t.tenantId, t.closesOn)
      .where(sql`${t.closesOn} IS NOT NULL AND ${t.status} = 'active'`),
    foreignKey({
      name: 'jobs_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }),
    index('jobs_search_gin').using('gin', t.search),
    index('jobs_tenant_geo_idx').on(t.tenantId, t.latitude, t.longitude),
    // The public search's "Clear job ad" filter.
    index('jobs_tenant_clear_idx')
      .on(t.tenantId, t.status, t.publishedAt)
      .where(sql`${t.clearAd}`),
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
    /** resume: a résumé (resume/…); message: a message's attachment (message/…, issue 15). */
    kind: text('kind', { enum: ['resume', 'message'] }).notNull(),
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
    // Bulk résumé imports find a file imported or uploaded before by its content (issue 13).
    index('stored_files_tenant_sha_idx').on(t.tenantId, t.sha256),
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

/** How a job seeker came to a partner. */
export const PARTNER_LINK_ORIGINS = ['joined', 'invited', 'imported'] as const;

/**
 * A job seeker linked to a skilling, non-profit or corporate partner; the job seeker can see it and end it
 * (`ended_at`). One open link per job seeker and partner.
 */
export const seekerPartnerLinks = pgTable(
  'seeker_partner_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull(),
    origin: text('origin', { enum: PARTNER_LINK_ORIGINS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'seeker_partner_links_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
    uniqueIndex('seeker_partner_links_open_uq')
      .on(t.userId, t.organisationId)
      .where(sql`${t.endedAt} IS NULL`),
    index('seeker_partner_links_org_idx').on(t.tenantId, t.organisationId),
    foreignKey({
      name: 'seeker_partner_links_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
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
    /** The partner organisation that put the job seeker forward (source 'partner'); null when they applied themselves. */
    sourceOrganisationId: integer('source_organisation_id'),
    scoreTotal: integer('score_total').notNull().default(0),
    scoreParts: jsonb('score_parts').$type<MatchParts>(),
    /** Which required skills matched and which are missing, for the explanation. */
    scoreDetail: jsonb('score_detail').$type<{ matched_skills: string[]; missing_skills: string[] }>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('applications_tenant_id_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'applications_tenant_job_fk', columns: [t.tenantId, t.jobId], foreignColumns: [jobs.tenantId, jobs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'applications_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_tenant_source_organisation_fk',
      columns: [t.tenantId, t.sourceOrganisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }),
    uniqueIndex('applications_job_user_uq').on(t.tenantId, t.jobId, t.userId),
    index('applications_tenant_status_idx').on(t.tenantId, t.status, t.updatedAt),
    index('applications_job_score_idx').on(t.tenantId, t.jobId, t.scoreTotal),
    // Per-status counts of one job's applicants (the ranked list's chips): an index-only count.
    index('applications_job_status_idx').on(t.tenantId, t.jobId, t.status),
    index('applications_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/**
 * Every status change of every application, append-only (issue 14): the first row is the application
 * itself (from null to applied), each later row one move. Written by each service that changes a status,
 * in the transaction of the change; the reports derive every figure from it. The trigger
 * application_status_history_append_only (migration 0020) refuses updates, and deletes other than the
 * cascade of a deleted application or tenant.
 */
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
  (t) => [
    index('application_status_history_app_idx').on(t.tenantId, t.applicationId, t.createdAt),
    // The reports (issue 14): moves of one kind in a period (hires per week, time to hire).
    index('application_status_history_to_status_idx').on(t.tenantId, t.toStatus, t.createdAt),
    foreignKey({
      name: 'application_status_history_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per application with status history (issue 14): what the reports read instead of walking the
 * history at every request. Kept current by the statement-level trigger on application_status_history
 * inserts (it recomputes the rows of the applications an insert touched, from their whole history) and by
 * the trigger on updates of an application's job, job seeker or source; backfilled by migration 0031.
 * Every column follows from the history exactly as the report definitions in apps/api/README.md read it.
 */
export const applicationReportFacts = pgTable(
  'application_report_facts',
  {
    applicationId: integer('application_id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    userId: integer('user_id').notNull(),
    source: text('source').notNull(),
    /** The first history row (the application itself). */
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    /** The latest history row's status (by time, then id). */
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    /** The most recent move to hired. */
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** Seconds on hold or rejected before hired_at (time to hire leaves them out); 0 without a hire. */
    pausedSeconds: numeric('paused_seconds').notNull().default('0'),
    /** The furthest stage ever reached (0 applied … 4 hired), null when none of the stages. */
    furthest: integer('furthest'),
    reachedApplied: boolean('reached_applied').notNull().default(false),
    reachedScreening: boolean('reached_screening').notNull().default(false),
    reachedInterview: boolean('reached_interview').notNull().default(false),
    reachedOffered: boolean('reached_offered').notNull().default(false),
    reachedHired: boolean('reached_hired').notNull().default(false),
    /** Days of each finished stay in the stage (one per stay, Recruitee's time in stage). */
    appliedDays: doublePrecision('applied_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    screeningDays: doublePrecision('screening_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    interviewDays: doublePrecision('interview_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    offeredDays: doublePrecision('offered_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hiredDays: doublePrecision('hired_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('application_report_facts_applied_idx').on(t.tenantId, t.appliedAt),
    index('application_report_facts_hired_idx')
      .on(t.tenantId, t.hiredAt)
      .where(sql`${t.status} = 'hired'`),
    index('application_report_facts_job_idx').on(t.tenantId, t.jobId, t.appliedAt),
    index('application_report_facts_user_idx').on(t.tenantId, t.userId),
    foreignKey({
      name: 'application_report_facts_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The historic pipeline's stays as a histogram (issue 14): per tenant, day the application was made (its
 * applied_at's UTC day), stage (0 applied … 4 hired) and exact length in days (the float8 of
 * application_report_facts' stay arrays), how many finished stays there are. An exact median walks these
 * counts instead of every stay. Kept by the statement-level triggers on application_report_facts (each
 * insert, update and delete adds its new stays and takes away its old ones); backfilled by migration 0033.
 */
export const applicationStayCounts = pgTable(
  'application_stay_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    appliedOn: date('applied_on').notNull(),
    stage: smallint('stage').notNull(),
    days: doublePrecision('days').notNull(),
    stays: integer('stays').notNull(),
  },
  (t) => [primaryKey({ name: 'application_stay_counts_pk', columns: [t.tenantId, t.appliedOn, t.stage, t.days] })],
);

/**
 * The historic pipeline's counts (issue 14): per tenant, UTC day the application was made, current status,
 * furthest stage (-1 for none) and the stages reached (bit i for stage i), how many applications. Kept with
 * application_stay_counts by the same triggers; backfilled by migration 0033.
 */
export const applicationStageCounts = pgTable(
  'application_stage_counts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    appliedOn: date('applied_on').notNull(),
    status: text('status').notNull(),
    furthest: smallint('furthest').notNull(),
    reached: smallint('reached').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [primaryKey({ name: 'application_stage_counts_pk', columns: [t.tenantId, t.appliedOn, t.status, t.furthest, t.reached] })],
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
  (t) => [
    index('application_notes_app_idx').on(t.tenantId, t.applicationId, t.createdAt),
    foreignKey({
      name: 'application_notes_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

export const PUT_FORWARD_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type PutForwardStatus = (typeof PUT_FORWARD_STATUSES)[number];

/**
 * A partner putting a linked job seeker forward for a job (issue 11 §1): the job seeker is asked, and
 * accepting applies them with the partner recorded as the application's source. One open request per job
 * seeker and job. Every reference carries the tenant in its foreign key.
 */
export const putForwards = pgTable(
  'put_forwards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    jobId: integer('job_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    /** The partner staff member who put them forward. */
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: PUT_FORWARD_STATUSES }).notNull().default('pending'),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'put_forwards_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'put_forwards_tenant_job_fk', columns: [t.tenantId, t.jobId], foreignColumns: [jobs.tenantId, jobs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'put_forwards_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
    uniqueIndex('put_forwards_open_uq')
      .on(t.tenantId, t.userId, t.jobId)
      .where(sql`${t.status} = 'pending'`),
    index('put_forwards_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('put_forwards_org_idx').on(t.tenantId, t.organisationId, t.createdAt),
  ],
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
    modelType: text('model_type', {
      enum: ['uploaded_files', 'feedback', 'change_password', 'organisation_signup', 'offer', 'saved_search'],
    }).notNull(),
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

/** The tenant-written public pages (issue 16): the page part of the address, without the slash. */
export const SITE_PAGES = ['about', 'pricing', 'privacy-policy', 'privacy-policy-ep', 'privacy-policy-npp', 'terms-of-service'] as const;
export type SitePage = (typeof SITE_PAGES)[number];
export const SITE_LANGUAGES = ['en', 'fr', 'esp'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The admin's unpublished Markdown of one page in one language (one draft at a time). */
export const sitePageDrafts = pgTable(
  'site_page_drafts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    page: text('page', { enum: SITE_PAGES }).notNull(),
    language: text('language', { enum: SITE_LANGUAGES }).notNull(),
    markdown: text('markdown').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.page, t.language] })],
);

/**
 * Every published version of a page, kept: `version` counts the page's publications in any language
 * (1, 2, 3…), so a legal page's version is what a job seeker accepts. `html` is the sanitised rendering.
 */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    page: text('page', { enum: SITE_PAGES }).notNull(),
    language: text('language', { enum: SITE_LANGUAGES }).notNull(),
    version: integer('version').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_page_versions_uq').on(t.tenantId, t.page, t.version),
    index('site_page_versions_lang_idx').on(t.tenantId, t.page, t.language, t.version),
  ],
);

/** A job seeker's acceptance of one version of the terms or the privacy policy (version 0: the default text). */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page', { enum: ['privacy-policy', 'terms-of-service'] }).notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.page, t.version] }), index('legal_acceptances_tenant_idx').on(t.tenantId)],
);

export const NEWS_KINDS = ['news', 'pressrelease'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** A news post or press release written by the tenant's admin; public once published_at is set. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NEWS_KINDS }).notNull(),
    language: text('language', { enum: SITE_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_posts_list_idx').on(t.tenantId, t.kind, t.publishedAt)],
);

/** Kinds of email a person can turn off from a one-click unsubscribe link (account and security mail always goes). */
export const EMAIL_KINDS = ['notifications', 'feedback_answers', 'contact_answers', 'news', 'surveys'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kinds of email an address of a tenant no longer wants. */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    unsubscribed: jsonb('unsubscribed').$type<EmailKind[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] })],
);

export const CONTACT_TOPICS = ['job_seeker', 'employer', 'partner', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * A message sent with the /contact-us form: it opens a helpdesk conversation (chat_sessions, as a guest
 * with this email) and the helpdesk's answers in it are emailed to the sender in their language.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    language: text('language', { enum: SITE_LANGUAGES }).notNull(),
    /** The site the message was sent from: the answer's unsubscribe link points there. */
    origin: text('origin').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_messages_session_uq').on(t.sessionId), index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * The audit log (issue 11 §2): who did what to what, when and from which address. Approvals, rejections,
 * suspensions, restores, invitations and role changes are written here by services/audit.ts in the
 * transaction of the change itself, so an entry exists exactly when the change does. The actor is null for
 * an action taken through a signed link from an email, where `details` names the link's recipient.
 * Append-only (migration 0026): no entry is ever changed or deleted, except by its tenant's deletion and the
 * actor's id going null when that user is deleted. Status changes are written by a trigger on
 * application_status_history in the same migration.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A dotted verb, `organisation.approve`, `member.invite`, `member.role_change`… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** The organisation the change concerns, for the organisation filter of the audit report. */
    organisationId: integer('organisation_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_log_organisation_idx').on(t.tenantId, t.organisationId, t.at),
    index('audit_log_actor_idx').on(t.tenantId, t.actorUserId, t.at),
    index('audit_log_target_idx').on(t.tenantId, t.targetType, t.targetId),
    // The audit report's kind filter (issue 14).
    index('audit_log_action_idx').on(t.tenantId, t.action, t.at),
    foreignKey({
      name: 'audit_log_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Messages about one application (issue 15, DECISIONS 31): one thread per application, between the job
 * seeker and the employer's hiring team (and the partner staff linked to the job seeker). The row exists
 * once the first message is written; `last_seq` numbers the thread's messages 1, 2, 3… (taken with one
 * upsert, so two writers never get the same number).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'message_threads_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    index('message_threads_recent_idx').on(t.tenantId, t.lastMessageAt),
  ],
);

/** One message of a thread: text (stored and shown as text) and at most one attachment. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => messageThreads.applicationId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Chosen by the sender's client: a resend of the same message is answered with the stored one. */
    clientId: uuid('client_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_seq_uq').on(t.applicationId, t.seq),
    uniqueIndex('messages_client_uq').on(t.applicationId, t.clientId),
    index('messages_author_idx').on(t.applicationId, t.authorId, t.seq),
    check('messages_body_chk', sql`char_length(${t.body}) <= 4000`),
  ],
);

/**
 * How far each person has read a thread (`last_read_seq`), and up to which message they were mailed about
 * unread messages (`mailed_seq`): one mail per stretch of unread messages.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => messageThreads.applicationId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    mailedSeq: integer('mailed_seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] }), index('message_reads_user_idx').on(t.tenantId, t.userId)],
);

// ---------------------------------------------------------------- offers (issue 12)

/** An offer's life: drafted, approved, sent, then answered, expired or withdrawn. */
export const OFFER_STATUSES = ['draft', 'awaiting_approval', 'approved', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Offers still open: at most one per application (offers_open_application_uq). */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'awaiting_approval', 'approved', 'sent'];
export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const OFFER_LANGUAGES = ['en', 'fr', 'esp'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];
/** What happened to an offer, in its history. */
export const OFFER_ACTIONS = [
  'created',
  'updated',
  'submitted',
  'returned',
  'manager_approved',
  'program_approved',
  'sent',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** An organisation's offer-letter template in one language (placeholders in {{double braces}}). */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull(),
    language: text('language', { enum: OFFER_LANGUAGES }).notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_templates_org_language_uq').on(t.tenantId, t.organisationId, t.language),
    foreignKey({
      name: 'offer_templates_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').notNull(),
    /** The employer organisation of the application's job (copied: lists filter and page by it). */
    organisationId: integer('organisation_id').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    /** Whole units of `pay_currency` per `pay_period`. */
    payAmount: integer('pay_amount').notNull(),
    payCurrency: text('pay_currency').notNull(),
    payPeriod: text('pay_period', { enum: PAY_PERIODS }).notNull(),
    /** YYYY-MM-DD */
    startDate: text('start_date').notNull(),
    terms: text('terms').notNull().default(''),
    /** The last day the job seeker can accept (YYYY-MM-DD); the offer expires at the end of that day (UTC). */
    expiresOn: text('expires_on').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The letter, written from the organisation's template in `language` (the job seeker's). */
    language: text('language', { enum: OFFER_LANGUAGES }).notNull(),
    letter: text('letter').notNull(),
    needsProgramApproval: boolean('needs_program_approval').notNull().default(false),
    managerApprovedBy: integer('manager_approved_by').references(() => users.id, { onDelete: 'set null' }),
    managerApprovedAt: timestamp('manager_approved_at', { withTimezone: true }),
    programApprovedBy: integer('program_approved_by').references(() => users.id, { onDelete: 'set null' }),
    programApprovedAt: timestamp('program_approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('offers_tenant_id_id_uq').on(t.tenantId, t.id),
    foreignKey({
      name: 'offers_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offers_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }),
    // One open offer per application, whatever requests race.
    uniqueIndex('offers_open_application_uq')
      .on(t.tenantId, t.applicationId)
      .where(sql`${t.status} IN ('draft', 'awaiting_approval', 'approved', 'sent')`),
    index('offers_application_idx').on(t.tenantId, t.applicationId, t.createdAt),
    // The offers lists, newest change first (id breaks ties), for the tenant or one organisation: all of
    // them, or one status chip; the page is read from the index, then joined (services/offers.ts).
    index('offers_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('offers_organisation_updated_idx').on(t.tenantId, t.organisationId, t.updatedAt, t.id),
    index('offers_tenant_status_idx').on(t.tenantId, t.status, t.updatedAt, t.id),
    index('offers_organisation_status_idx').on(t.tenantId, t.organisationId, t.status, t.updatedAt, t.id),
    check('offers_pay_amount_positive', sql`${t.payAmount} > 0`),
  ],
);
export type OfferRow = typeof offers.$inferSelect;

export const offerEvents = pgTable(
  'offer_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').notNull(),
    action: text('action', { enum: OFFER_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: OFFER_STATUSES }),
    toStatus: text('to_status', { enum: OFFER_STATUSES }).notNull(),
    /** null: the system (expiry). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_events_offer_idx').on(t.tenantId, t.offerId, t.createdAt),
    foreignKey({
      name: 'offer_events_tenant_offer_fk',
      columns: [t.tenantId, t.offerId],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
  ],
);

// Interviews (issue 12): scheduled from an application in the interview stage, with a panel from the
// job's hiring team, a fixed time or proposed slots the job seeker chooses from, the card's details, the
// job seeker's adjustment requests and the panel's scorecards.
export const INTERVIEW_KINDS = ['video', 'phone', 'on_site', 'work_sample', 'trial_task'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const ADJUSTMENT_KINDS = [
  'extra_time',
  'written_questions',
  'camera_off',
  'breaks',
  'quiet_room',
  'support_person',
  'other',
] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const ADJUSTMENT_STATUSES = ['requested', 'agreed', 'declined'] as const;
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** What the interview card shows the job seeker (kept as one document: it is read and written whole). */
export interface InterviewDetails {
  agenda: { title: string; minutes: number }[];
  /** Questions; `shared: false` are held back (the card says how many). */
  questions: { text: string; shared: boolean }[];
  /** Video link or phone number, or the address for on-site interviews. */
  location: string;
  /** On-site: the room, light and noise, where to wait, how to get there, who meets them at the door. */
  room: string;
  sensory: string;
  waiting: string;
  directions: string;
  greeter: string;
  bring: string;
  /** The adjustments the team offers up front. */
  adjustments_offered: AdjustmentKind[];
}

export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').notNull(),
    /** Copied from the application (and its job's organisation) for the scoped lists' indexes. */
    jobId: integer('job_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    kind: text('kind', { enum: INTERVIEW_KINDS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull(),
    /** Null while proposed (the job seeker has not chosen a slot yet). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The organiser's IANA zone: the invite's VTIMEZONE and the default for readers without one. */
    timeZone: text('time_zone').notNull(),
    details: jsonb('details').$type<InterviewDetails>().notNull(),
    /** The iCalendar UID (the same across changes) and SEQUENCE (one more at each change). */
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** The job seeker's open request to move the interview. */
    rescheduleRequest: text('reschedule_request'),
    rescheduleRequestedAt: timestamp('reschedule_requested_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('interviews_tenant_id_id_uq').on(t.tenantId, t.id),
    foreignKey({
      name: 'interviews_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'interviews_tenant_job_fk', columns: [t.tenantId, t.jobId], foreignColumns: [jobs.tenantId, jobs.id] }).onDelete(
      'cascade',
    ),
    index('interviews_application_idx').on(t.tenantId, t.applicationId, t.createdAt),
    // The calendar and list: an organisation's (or the tenant's) interviews by time.
    index('interviews_org_starts_idx').on(t.tenantId, t.organisationId, t.startsAt, t.id),
    index('interviews_tenant_starts_idx').on(t.tenantId, t.startsAt, t.id),
    // The list with a status filter (and its count), for one organisation or the tenant.
    index('interviews_org_status_starts_idx').on(t.tenantId, t.organisationId, t.status, t.startsAt, t.id),
    index('interviews_tenant_status_starts_idx').on(t.tenantId, t.status, t.startsAt, t.id),
    index('interviews_job_idx').on(t.tenantId, t.jobId, t.startsAt),
    check('interviews_duration', sql`${t.durationMinutes} BETWEEN 5 AND 480`),
    check(
      'interviews_times',
      sql`(${t.startsAt} IS NULL) = (${t.endsAt} IS NULL) AND (${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);
export type InterviewRow = typeof interviews.$inferSelect;

/** Proposed times (self-scheduling): the job seeker picks one; they hold the panel's time until then. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'interview_slots_tenant_interview_fk',
      columns: [t.tenantId, t.interviewId],
      foreignColumns: [interviews.tenantId, interviews.id],
    }).onDelete('cascade'),
    index('interview_slots_interview_idx').on(t.tenantId, t.interviewId, t.startsAt),
  ],
);

/** Who the job seeker meets: members of the job's hiring team. */
export const interviewPanel = pgTable(
  'interview_panel',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    foreignKey({
      name: 'interview_panel_tenant_interview_fk',
      columns: [t.tenantId, t.interviewId],
      foreignColumns: [interviews.tenantId, interviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'interview_panel_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    // The clash check and the interviewer filter: a member's interviews.
    index('interview_panel_user_idx').on(t.tenantId, t.userId, t.interviewId),
  ],
);

/** What happened to an interview, by whom and when (scheduled, slot chosen, rescheduled, cancelled…). */
export const interviewEvents = pgTable(
  'interview_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').notNull(),
    kind: text('kind', {
      enum: [
        'proposed',
        'scheduled',
        'slot_chosen',
        'rescheduled',
        'cancelled',
        'reschedule_requested',
        'completed',
        'details_changed',
        'panel_changed',
      ],
    }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'interview_events_tenant_interview_fk',
      columns: [t.tenantId, t.interviewId],
      foreignColumns: [interviews.tenantId, interviews.id],
    }).onDelete('cascade'),
    index('interview_events_interview_idx').on(t.tenantId, t.interviewId, t.createdAt),
  ],
);

/** The job seeker's requests for adjustments (a choice list and free text) and the team's answer to each. */
export const interviewAdjustments = pgTable(
  'interview_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').notNull(),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('requested'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'interview_adjustments_tenant_interview_fk',
      columns: [t.tenantId, t.interviewId],
      foreignColumns: [interviews.tenantId, interviews.id],
    }).onDelete('cascade'),
    index('interview_adjustments_interview_idx').on(t.tenantId, t.interviewId, t.createdAt),
  ],
);

/** The criteria a job's interviews are scored on: its skills until the team edits them. */
export const jobInterviewCriteria = pgTable(
  'job_interview_criteria',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    criteria: text('criteria').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jobId] }),
    foreignKey({
      name: 'job_interview_criteria_tenant_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [jobs.tenantId, jobs.id],
    }).onDelete('cascade'),
  ],
);

/** One panel member's scorecard of one interview: each criterion 1–4 with a note, notes, a recommendation. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id').notNull(),
    userId: integer('user_id').notNull(),
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number; note: string }[]>().notNull(),
    notes: text('notes').notNull().default(''),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_interview_user_uq').on(t.tenantId, t.interviewId, t.userId),
    foreignKey({
      name: 'scorecards_tenant_interview_fk',
      columns: [t.tenantId, t.interviewId],
      foreignColumns: [interviews.tenantId, interviews.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'scorecards_tenant_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

// ---------------------------------------------------------------- bulk imports (issue 13)

/** What a batch brings: job files of an employer, or résumés of a partner. */
export const IMPORT_KINDS = ['jobs', 'resumes'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATES = ['queued', 'running', 'done', 'cancelled'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** Jobs: success or failed; résumés: newly_created, already_existing or skipped (SPEC §3 summaries). */
export const IMPORT_OUTCOMES = ['success', 'failed', 'newly_created', 'already_existing', 'skipped'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * One upload: its id is the `token` of the status call and of the uploaded_files notification. Processed by
 * the `import` queue's worker; `state` moves queued → running → done, or to cancelled.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    state: text('state', { enum: IMPORT_STATES }).notNull().default('queued'),
    /** The language of the uploader when uploading: the invitations of imported people are written in it. */
    language: text('language', { enum: ['en', 'fr', 'esp'] })
      .notNull()
      .default('en'),
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('import_batches_tenant_id_id_uq').on(t.tenantId, t.id),
    index('import_batches_user_idx').on(t.tenantId, t.userId, t.kind, t.createdAt),
    index('import_batches_organisation_idx').on(t.tenantId, t.organisationId, t.kind, t.createdAt),
    foreignKey({
      name: 'import_batches_tenant_organisation_fk',
      columns: [t.tenantId, t.organisationId],
      foreignColumns: [organisations.tenantId, organisations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'import_batches_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
export type ImportBatchRow = typeof importBatches.$inferSelect;

/**
 * One file of a batch (a spreadsheet row, a PDF or DOCX, a ZIP entry). `outcome` null: not processed yet;
 * the worker sets it in the same transaction as the file's effect (the job or the person it creates), so a
 * retried batch never does a file twice. `path`: the waiting bytes in the file store, removed once read.
 */
export const importFiles = pgTable(
  'import_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    path: text('path'),
    /** A spreadsheet row's cells by column name. */
    row: jsonb('row').$type<Record<string, string>>(),
    sha256: text('sha256').notNull().default(''),
    outcome: text('outcome', { enum: IMPORT_OUTCOMES }),
    reason: text('reason').notNull().default(''),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    seekerId: integer('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'import_files_tenant_batch_fk',
      columns: [t.tenantId, t.batchId],
      foreignColumns: [importBatches.tenantId, importBatches.id],
    }).onDelete('cascade'),
    uniqueIndex('import_files_batch_position_uq').on(t.batchId, t.position),
    // "Content imported before": a résumé whose bytes made someone already.
    index('import_files_tenant_sha_idx')
      .on(t.tenantId, t.sha256)
      .where(sql`${t.outcome} = 'newly_created'`),
  ],
);
export type ImportFileRow = typeof importFiles.$inferSelect;

/**
 * The access passport's items (issue 17 §1): what helps a job seeker, in four groups. None needs a
 * diagnosis and none is required. `own_words` is the free text, shareable like an item.
 */
export const PASSPORT_ITEMS = [
  // communication
  'written_communication',
  'response_time',
  'plain_language',
  // interviews
  'questions_in_advance',
  'extra_time',
  'camera_off',
  'breaks',
  'support_person',
  'quiet_room',
  'work_sample',
  // workplace
  'lighting',
  'noise',
  'flexible_schedule',
  'remote_work',
] as const;
export type PassportItemKey = (typeof PASSPORT_ITEMS)[number];
/** What a job seeker may share with one application: the items and their own words. */
export const PASSPORT_SHARE_KEYS = [...PASSPORT_ITEMS, 'own_words'] as const;
export type PassportShareKey = (typeof PASSPORT_SHARE_KEYS)[number];
export const PASSPORT_SHARES = ['none', 'some', 'all'] as const;
export type PassportShare = (typeof PASSPORT_SHARES)[number];

export interface PassportItem {
  key: PassportItemKey;
  /** The person's own detail ("I reply within two working days"); may be empty. */
  note: string;
}

/**
 * A job seeker's access passport, one row per job seeker. Kept apart from seeker_profiles on purpose:
 * nothing that scores, ranks, searches or reports reads this table (issue 17 §1).
 */
export const accessPassports = pgTable(
  'access_passports',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<PassportItem[]>().notNull().default([]),
    ownWords: text('own_words').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'access_passports_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** What the job seeker shares of their passport with one application (none until they choose). */
export const passportShares = pgTable(
  'passport_shares',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    share: text('share', { enum: PASSPORT_SHARES }).notNull().default('none'),
    /** The shared keys when `share` is some; empty otherwise. */
    keys: text('keys')
      .array()
      .$type<PassportShareKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'passport_shares_tenant_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** Who viewed what a job seeker shared, on which application, and when: the job seeker reads this list. */
export const passportViews = pgTable(
  'passport_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The job seeker whose passport it is (the list's index). */
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('passport_views_seeker_idx').on(t.tenantId, t.seekerId, t.viewedAt),
    index('passport_views_application_idx').on(t.tenantId, t.applicationId, t.viewerId, t.viewedAt),
  ],
);

// ------------------------------------------------------------------ advanced search (issue 15, helper "search")

/**
 * The advanced search's narrow copy of each job seeker's profile and profile résumé, kept in step by the
 * triggers seeker_search_sync (seeker_profiles) and seeker_search_resume (stored_files.extracted_text)
 * of migration 0027 and seeker_search_partners (seeker_partner_links) of migration 0034. `document`:
 * headline (A), skills and certifications (B), summary, industry and experience (C), résumé text (D).
 * `skills` lower-cased; `place` the city lower-cased and trimmed; `partners` the organisations of the
 * open partner links.
 */
export const seekerSearch = pgTable(
  'seeker_search',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer('years_experience').notNull().default(0),
    education: text('education', { enum: EDUCATION_LEVELS }).notNull().default('none'),
    place: text('place').notNull().default(''),
    remote: text('remote')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    employmentTypes: text('employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partners: integer('partners')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** When the profile last changed: a saved search's notification looks at the rows changed since its last look. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seeker_search_document_gin').using('gin', t.document),
    index('seeker_search_skills_gin').using('gin', t.skills),
    index('seeker_search_partners_gin').using('gin', t.partners),
    index('seeker_search_tenant_years_idx').on(t.tenantId, t.yearsExperience),
    index('seeker_search_tenant_place_idx').on(t.tenantId, t.place),
    index('seeker_search_tenant_changed_idx').on(t.tenantId, t.changedAt),
  ],
);

/** A staff member's saved advanced search (/advancedSearch): its filters as the address holds them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's organisation when saved (null for program staff): "shared" shows it to that team. */
    organisationId: integer('organisation_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    shared: boolean('shared').notNull().default(false),
    notify: boolean('notify').notNull().default(false),
    /** The notification's last look: people whose search row changed after it are checked next time. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_owner_idx').on(t.tenantId, t.ownerId), index('saved_searches_org_idx').on(t.tenantId, t.organisationId)],
);

/** The people a saved search has already told its owner about (each is announced once). */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.userId] })],
);

/** Surveys (issue 14, DECISIONS 29): the kinds of question program staff can ask. */
export const SURVEY_QUESTION_KINDS = ['rating', 'single', 'multiple', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
/** Who a survey goes to: job seekers hired in a period, a partner's pool, or every job seeker of the tenant. */
export const SURVEY_AUDIENCES = ['hired', 'partner', 'everyone'] as const;
export type SurveyAudienceKind = (typeof SURVEY_AUDIENCES)[number];

/** A text written in each language of the product. */
export interface LocalText {
  en: string;
  fr: string;
  esp: string;
}

export interface SurveyQuestion {
  /** Stable within the survey (1, 2, …): answers name it. */
  id: number;
  kind: SurveyQuestionKind;
  prompt: LocalText;
  /** The choices of a single or multiple choice question; empty for the others. */
  options: LocalText[];
  required: boolean;
}

export interface SurveyAudience {
  kind: SurveyAudienceKind;
  from?: string;
  to?: string;
  organisation_id?: number;
}

/** One answer: a rating (1–5), the index of a choice, the indexes of choices, or a text. */
export type SurveyAnswerValue = number | number[] | string;

/** A survey written by program staff; sent once (sent_at), then answered through signed links. */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalText>().notNull(),
    intro: jsonb('intro').$type<LocalText>().notNull(),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    audience: jsonb('audience').$type<SurveyAudience>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [unique('surveys_tenant_id_id_uq').on(t.tenantId, t.id), index('surveys_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** Who a survey was sent to, and when they answered (their link works once). Answers are kept apart, unnamed. */
export const surveyRecipients = pgTable(
  'survey_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    userId: integer('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_recipients_survey_user_uq').on(t.surveyId, t.userId),
    index('survey_recipients_tenant_survey_idx').on(t.tenantId, t.surveyId),
    foreignKey({
      name: 'survey_recipients_tenant_survey_fk',
      columns: [t.tenantId, t.surveyId],
      foreignColumns: [surveys.tenantId, surveys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_recipients_tenant_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One person's answers to a survey, without who gave them (the recipient row only records that they
 * answered): the country (ISO code from their profile, null when unknown) splits the summaries.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    country: text('country'),
    /** Answers by question id (as text keys). */
    answers: jsonb('answers').$type<Record<string, SurveyAnswerValue>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_responses_survey_country_idx').on(t.tenantId, t.surveyId, t.country),
    foreignKey({
      name: 'survey_responses_tenant_survey_fk',
      columns: [t.tenantId, t.surveyId],
      foreignColumns: [surveys.tenantId, surveys.id],
    }).onDelete('cascade'),
  ],
);
