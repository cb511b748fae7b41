// Personal settings (/setting), the organisation's settings (/settingsV2), the first-run checklist
// (/onboarding) and the staff member's work for today (/homepage): issue 11 §4, DECISIONS 3, 26–28.
// Every query goes through the scoped helpers of visibility.ts (the viewer's own row, the organisation
// they run, the applications and jobs they see), so nobody reads another organisation's or tenant's rows.
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { User } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  APPLICATION_STATUSES,
  applications,
  jobs,
  NOTIFICATION_KINDS,
  organisations,
  seekerProfiles,
  users,
  type NotificationKind,
  type OrganisationRow,
} from '../db/schema.ts';
import { Forbidden, NotFound, ValidationError } from '../errors.ts';
import { setUnsubscribed, unsubscribedKinds, wantsMail } from './email-preferences.ts';
import { fullName } from './tokens.ts';
import { may, type Scope } from '../scope.ts';
import {
  ownedJobs,
  ownOrganisation,
  ownProfile,
  ownUser,
  visibleApplications,
  visibleJobs,
  visibleOrganisations,
  visibleStaff,
  type Viewing,
} from './visibility.ts';

type Language = 'en' | 'fr' | 'esp';

// ------------------------------------------------------------------------------- personal settings

/** The settings as shown; a person who unsubscribed from notification mail (a mail's link) gets none by email. */
export async function personalSettings(db: Db, user: User, tenantTimeZone: string) {
  const mailed = await wantsMail(db, user.tenantId, user.email, 'notifications');
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    user_image: user.userImage,
    language: user.language,
    time_zone: user.timeZone,
    tenant_time_zone: tenantTimeZone,
    email_notifications: mailed ? NOTIFICATION_KINDS.filter((k) => user.emailNotifications.includes(k)) : [],
    message_mail: mailed && user.messageMail,
  };
}

/** Is this an IANA time zone the server knows? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface PersonalSettingsInput {
  first_name?: string | undefined;
  last_name?: string | undefined;
  language?: Language | null | undefined;
  time_zone?: string | null | undefined;
  email_notifications?: NotificationKind[] | undefined;
  message_mail?: boolean | undefined;
}

export async function updatePersonalSettings(db: Db, s: Scope, input: PersonalSettingsInput): Promise<User> {
  const user = s.user;
  const problems: Record<string, string[]> = {};
  const firstName = input.first_name?.trim();
  const lastName = input.last_name?.trim();
  if (firstName === '') problems.first_name = ['Enter your first name.'];
  if (lastName === '') problems.last_name = ['Enter your last name.'];
  if (typeof input.time_zone === 'string' && !isTimeZone(input.time_zone)) problems.time_zone = ['Choose a time zone from the list.'];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const set: Partial<typeof users.$inferInsert> = {};
  if (firstName !== undefined) set.firstName = firstName;
  if (lastName !== undefined) set.lastName = lastName;
  if (input.language !== undefined) set.language = input.language;
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  if (input.message_mail !== undefined) set.messageMail = input.message_mail;
  if (input.email_notifications !== undefined)
    set.emailNotifications = NOTIFICATION_KINDS.filter((k) => input.email_notifications?.includes(k));
  const [row] = await db.update(users).set(set).where(ownUser(s)).returning();
  if (!row) throw new NotFound('Not found.');
  // Choosing kinds here again undoes an earlier one-click unsubscribe from notification mail.
  if ((input.email_notifications !== undefined && input.email_notifications.length > 0) || input.message_mail === true) {
    const off = await unsubscribedKinds(db, user.tenantId, user.email);
    if (off.includes('notifications'))
      await setUnsubscribed(
        db,
        user.tenantId,
        user.email,
        off.filter((k) => k !== 'notifications'),
      );
  }
  return row;
}

export async function setPhoto(db: Db, s: Scope, image: string | null): Promise<User> {
  const [row] = await db.update(users).set({ userImage: image }).where(ownUser(s)).returning();
  if (!row) throw new NotFound('Not found.');
  return row;
}

/** The users of these ids (of one tenant) who want a notification of this kind by email too. */
export async function wantsNotificationMail(db: Pick<Db, 'select'>, tenantId: number, userIds: number[], kind: NotificationKind) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.id, userIds),
        eq(users.isActive, true),
        sql`${kind} = ANY(${users.emailNotifications})`,
      ),
    );
}

// ----------------------------------------------------------------------------- organisation admin

const EMPLOYER_KINDS = new Set(['employer', 'corporate_partner']);

/**
 * The organisation this viewer runs: the hiring manager (1) of an employer or corporate partner, the
 * recruiter (2) of a skilling or non-profit partner; read through the scope (their own organisation only).
 */
export async function administeredOrganisation(db: Db, s: Scope): Promise<OrganisationRow | null> {
  if (!s.organisation || (s.role !== 'hiring_manager' && s.role !== 'recruiter')) return null;
  const [org] = await db.select().from(organisations).where(ownOrganisation(s));
  if (!org || org.status !== 'approved') return null;
  const employer = EMPLOYER_KINDS.has(org.kind);
  if ((employer && s.role !== 'hiring_manager') || (!employer && s.role !== 'recruiter')) return null;
  return org;
}

export async function requireOrganisationAdmin(db: Db, s: Scope): Promise<OrganisationRow> {
  const org = await administeredOrganisation(db, s);
  if (!org)
    throw new Forbidden(s.role === 'job_seeker' ? 'This is for staff only.' : 'Only your organisation admin can change its settings.');
  return org;
}

/** How the organisation's own people see it (a scope for queries about one organisation, without a request). */
function organisationViewing(org: Pick<OrganisationRow, 'id' | 'tenantId' | 'kind' | 'status' | 'name'>): Viewing {
  const employer = EMPLOYER_KINDS.has(org.kind);
  return {
    tenantId: org.tenantId,
    reach: employer ? 'employer' : 'partner',
    organisation: { id: org.id, kind: org.kind, status: org.status, name: org.name },
  };
}

/** Active hiring managers and members of an employer: who can be on its hiring teams. */
async function teamMembers(db: Db, org: OrganisationRow) {
  if (!EMPLOYER_KINDS.has(org.kind)) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId, email: users.email })
    .from(users)
    .where(
      and(
        visibleStaff(organisationViewing(org)),
        eq(users.isActive, true),
        eq(users.approvalStatus, 'approved'),
        inArray(users.roleId, [1, 4]),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: fullName(u) || u.email, role_id: u.roleId ?? 0 }));
}

/** An employer's default hiring team (/settingsV2), its members who are still active; for a new job posted with none. */
export async function defaultHiringTeam(db: Db, tenantId: number, organisationId: number): Promise<number[]> {
  const [org] = await db
    .select()
    .from(organisations)
    .where(and(visibleOrganisations({ tenantId, reach: 'program', organisation: null }), eq(organisations.id, organisationId)));
  if (!org || org.defaultHiringTeam.length === 0) return [];
  const members = new Set((await teamMembers(db, org)).map((m) => m.id));
  return org.defaultHiringTeam.filter((id) => members.has(id));
}

export async function organisationSettings(db: Db, org: OrganisationRow) {
  const members = await teamMembers(db, org);
  const memberIds = new Set(members.map((m) => m.id));
  const description: { en?: string; fr?: string; esp?: string } = {};
  for (const lang of ['en', 'fr', 'esp'] as const) {
    const text = (org.description as Record<string, string | undefined>)[lang];
    if (text) description[lang] = text;
  }
  return {
    id: org.id,
    name: org.name,
    kind: org.kind,
    website: org.website,
    logo: org.logo,
    description,
    industry: org.industry,
    size: org.size,
    locations: org.locations,
    // A member who left since stays out of what is shown and applied.
    default_hiring_team: org.defaultHiringTeam.filter((id) => memberIds.has(id)),
    members,
  };
}

export interface OrganisationSettingsInput {
  name?: string | undefined;
  website?: string | undefined;
  description?: { en?: string | undefined; fr?: string | undefined; esp?: string | undefined } | undefined;
  industry?: string | undefined;
  size?: string | undefined;
  locations?: string[] | undefined;
  default_hiring_team?: number[] | undefined;
}

export async function updateOrganisationSettings(db: Db, org: OrganisationRow, input: OrganisationSettingsInput): Promise<OrganisationRow> {
  const problems: Record<string, string[]> = {};
  const name = input.name?.trim();
  if (name === '') problems.name = ['Enter the organisation’s name.'];
  if (name !== undefined && name !== '' && name.toLowerCase() !== org.name.toLowerCase()) {
    // The name is unique in the program: checked across the tenant's organisations (only the answer is used).
    const [taken] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(
        and(
          visibleOrganisations({ tenantId: org.tenantId, reach: 'program', organisation: null }),
          ne(organisations.id, org.id),
          sql`lower(${organisations.name}) = lower(${name})`,
        ),
      );
    if (taken) problems.name = ['Another organisation of this program has this name.'];
  }
  if (input.default_hiring_team !== undefined && input.default_hiring_team.length > 0) {
    const members = new Set((await teamMembers(db, org)).map((m) => m.id));
    const unknown = input.default_hiring_team.filter((id) => !members.has(id));
    if (!EMPLOYER_KINDS.has(org.kind)) problems.default_hiring_team = ['Partners do not post jobs, so they have no hiring team.'];
    else if (unknown.length > 0) problems.default_hiring_team = [`Not an active member of this organisation: ${unknown.join(', ')}.`];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const set: Partial<typeof organisations.$inferInsert> = { updatedAt: new Date() };
  if (name !== undefined) set.name = name;
  if (input.website !== undefined) set.website = input.website.trim();
  if (input.industry !== undefined) set.industry = input.industry.trim();
  if (input.size !== undefined) set.size = input.size;
  if (input.locations !== undefined) set.locations = [...new Set(input.locations.map((l) => l.trim()).filter(Boolean))];
  if (input.default_hiring_team !== undefined) set.defaultHiringTeam = input.default_hiring_team;
  if (input.description !== undefined) {
    const before = org.description as Record<string, string>;
    // A language left out keeps its text; an empty text removes that language.
    const entries = (['en', 'fr', 'esp'] as const)
      .map((lang) => [lang, (input.description?.[lang] ?? before[lang] ?? '').trim()] as const)
      .filter(([, text]) => text !== '');
    set.description = Object.fromEntries(entries);
  }
  return db.transaction(async (tx) => {
    const own = organisationViewing(org);
    const [row] = await tx.update(organisations).set(set).where(ownOrganisation(own)).returning();
    if (!row) throw new NotFound('Not found.');
    // Jobs carry a copy of their employer's name (trigger jobs_organisation reads it on write).
    if (name !== undefined && name !== org.name) await tx.update(jobs).set({ company: name }).where(ownedJobs(own));
    return row;
  });
}

export async function setLogo(db: Db, org: OrganisationRow, logo: string | null): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ logo, updatedAt: new Date() })
    .where(ownOrganisation(organisationViewing(org)))
    .returning();
  if (!row) throw new NotFound('Not found.');
  return row;
}

// ------------------------------------------------------------------------------------- onboarding

type StepId = 'seeker_profile' | 'seeker_preferences' | 'organisation_profile' | 'invite_team' | 'first_job';

export async function onboarding(db: Db, s: Scope) {
  const user = s.user;
  const dismissed = user.onboardingDismissedAt !== null;
  if (user.isUser) {
    const [profile] = await db.select().from(seekerProfiles).where(ownProfile(s));
    const about = !!profile && (profile.headline.trim() !== '' || profile.summary.trim() !== '');
    const evidence = !!profile && (profile.skills.length > 0 || profile.resumeFileId !== null);
    const prefs = profile?.preferences ?? {};
    const hasPreferences = Object.values(prefs).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined));
    return {
      kind: 'job_seeker' as const,
      dismissed,
      steps: [
        { id: 'seeker_profile' as StepId, done: about && evidence, path: '/profile' },
        { id: 'seeker_preferences' as StepId, done: hasPreferences, path: '/profile#pf-preferences' },
      ],
    };
  }
  const org = await administeredOrganisation(db, s);
  if (!org) return { kind: null, dismissed, steps: [] };
  const employer = EMPLOYER_KINDS.has(org.kind);
  const description = Object.values(org.description as Record<string, string>).some((t) => t.trim() !== '');
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(visibleStaff(s), ne(users.id, user.id)));
  const steps: { id: StepId; done: boolean; path: string }[] = [
    { id: 'organisation_profile', done: description && org.industry.trim() !== '' && org.locations.length > 0, path: '/settingsV2' },
    { id: 'invite_team', done: (others?.n ?? 0) > 0, path: employer ? '/hiringTeam' : '/team' },
  ];
  if (employer) {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(ownedJobs(s)).limit(1);
    steps.push({ id: 'first_job', done: !!job, path: '/jobs/create' });
  }
  return { kind: 'organisation_admin' as const, dismissed, steps };
}

export async function setOnboardingDismissed(db: Db, s: Scope, dismissed: boolean): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ onboardingDismissedAt: dismissed ? new Date() : null })
    .where(ownUser(s))
    .returning();
  if (!row) throw new NotFound('Not found.');
  return row;
}

// ------------------------------------------------------------------------------- work for today

const DAY_LIMIT = 10;
/** "Closing soon": today and the next 7 days. */
const CLOSING_SOON_DAYS = 7;

/** Today's date in a time zone, YYYY-MM-DD. */
export function dateIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A YYYY-MM-DD date `days` later. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function staffDay(db: Db, s: Scope) {
  const applicant = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;
  const where = and(
    visibleApplications(s),
    eq(jobs.tenantId, s.tenantId),
    eq(users.tenantId, s.tenantId),
    eq(applications.status, 'applied'),
  );
  const waiting = await db
    .select({
      id: applications.id,
      jobId: jobs.id,
      title: jobs.title,
      name: applicant,
      email: users.email,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where)
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(DAY_LIMIT);
  const [waitingCount] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where);
  // Jobs closing soon: active, visible to the viewer, closing today or within CLOSING_SOON_DAYS days (the tenant's today).
  const today = dateIn(s.tenant.timeZone);
  const closing = and(
    visibleJobs(s),
    eq(jobs.status, 'active'),
    isNotNull(jobs.closesOn),
    gte(jobs.closesOn, today),
    lte(jobs.closesOn, addDays(today, CLOSING_SOON_DAYS)),
  );
  const closingRows = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, closesOn: jobs.closesOn })
    .from(jobs)
    .where(closing)
    .orderBy(asc(jobs.closesOn), asc(jobs.id))
    .limit(DAY_LIMIT);
  const [closingCount] = await db.select({ n: count() }).from(jobs).where(closing);
  let approvals: { id: number; name: string; kind: OrganisationRow['kind']; created_at: string }[] | null = null;
  let approvalsCount: number | null = null;
  if (s.reach === 'program' && may(s, 'organisations.approve')) {
    const pending = and(visibleOrganisations(s), eq(organisations.status, 'pending'));
    const rows = await db
      .select()
      .from(organisations)
      .where(pending)
      .orderBy(asc(organisations.createdAt), asc(organisations.id))
      .limit(DAY_LIMIT);
    approvals = rows.map((o) => ({ id: o.id, name: o.name, kind: o.kind, created_at: o.createdAt.toISOString() }));
    const [n] = await db.select({ n: count() }).from(organisations).where(pending);
    approvalsCount = n?.n ?? 0;
  }
  return {
    applications_waiting: waiting.map((a) => ({
      id: a.id,
      job_id: a.jobId,
      job_title: a.title,
      applicant_name: a.name || a.email,
      created_at: a.createdAt.toISOString(),
    })),
    applications_waiting_count: waitingCount?.n ?? 0,
    jobs_closing_soon: closingRows.map((j) => ({ id: j.id, title: j.title, company: j.company, closes_on: j.closesOn as string })),
    jobs_closing_soon_count: closingCount?.n ?? 0,
    approvals_pending: approvals,
    approvals_pending_count: approvalsCount,
  };
}

// ------------------------------------------------------------------------------------------ dashboard

/** /dashboard's figures over what the staff member can see (see visibleApplications). */
export async function dashboardFigures(db: Db, s: Scope) {
  const user = s.user;
  const since = user.dashboardSeenAt ?? user.createdAt;
  const visible = visibleApplications(s);
  const byStatus = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(visible)
    .groupBy(applications.status);
  const [fresh] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(visible, gt(applications.createdAt, since)));
  const [open] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(visibleJobs(s), eq(jobs.status, 'active')));
  const counts = new Map(byStatus.map((r) => [r.status, r.n]));
  return {
    open_jobs: open?.n ?? 0,
    new_applicants: fresh?.n ?? 0,
    since: since.toISOString(),
    stages: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
  };
}

export async function markDashboardSeen(db: Db, s: Scope): Promise<void> {
  await db.update(users).set({ dashboardSeenAt: new Date() }).where(ownUser(s));
}
