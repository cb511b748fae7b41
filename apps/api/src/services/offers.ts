// Offers (issue 12): drafted by the hiring team from an application after its interview stage, approved
// by the organisation's hiring manager (and a program manager when the program says so), sent, then
// accepted (the application is hired) or declined (declined) by the job seeker, expired by a queued job at
// the end of their last day, or withdrawn. Every transition locks the offer's row, checks the state it
// finds, writes the change and its history entry (who, when) in one transaction: a second accept, a
// second send, a send racing an edit, each find the state the first left and are refused (400).
// Staff reach offers only through visibleOffers (services/visibility.ts); the job seeker only their own
// sent offers.
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { User } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  OFFER_STATUSES,
  OPEN_OFFER_STATUSES,
  applicationStatusHistory,
  applications,
  jobs,
  offerEvents,
  offerTemplates,
  offers,
  organisations,
  tenants,
  users,
  type ApplicationStatus,
  type OfferAction,
  type OfferLanguage,
  type OfferRow,
  type OfferStatus,
  type PayPeriod,
} from '../db/schema.ts';
import { sendMail } from '../jobs/mail.ts';
import { offerSentMail } from '../mail/messages.ts';
import type { JobQueue, Tx } from '../jobs/queue.ts';
import { Forbidden, NotFound, ValidationError, nonFieldError } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { DEFAULT_TEMPLATES, formatDay, formatPay, writeLetter } from './offer-letters.ts';
import { notify, type NewNotification } from './notifications.ts';
import { endOfDayIn, todayIn } from './zoned-days.ts';
import { containsPattern, iso, pageMeta, personRef, staffLike, type Paging } from './staff-views.ts';
import { visibleApplications, visibleOffers, type Viewing } from './visibility.ts';

export const OFFER_EXPIRY_QUEUE = 'offer-expiry';

/** Who acts: the scope's viewer (their role decides which approval they give). */
export type Actor = Pick<Scope, 'tenantId' | 'reach' | 'organisation' | 'role'> & { userId: number };

export interface OfferInput {
  title: string;
  pay_amount: number;
  pay_currency: string;
  pay_period: PayPeriod;
  start_date: string;
  terms?: string | undefined;
  expires_on: string;
}

export type OfferStatusFilter = OfferStatus | 'all';

const offerNotFound = () => new NotFound('Offer not found.');
const appNotFound = () => new NotFound('Application not found.');

const STATUS_WORDS: Record<OfferStatus, string> = {
  draft: 'a draft',
  awaiting_approval: 'awaiting approval',
  approved: 'approved',
  sent: 'sent',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

const isOpen = (s: OfferStatus) => OPEN_OFFER_STATUSES.includes(s);

/** The tenant's time zone: an offer's last day ends at midnight there (zoned-days.ts). */
async function tenantZone(db: Pick<Db, 'select'>, tenantId: number): Promise<string> {
  const [t] = await db.select({ zone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return t?.zone ?? 'UTC';
}

function validDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** ISO 4217 codes the runtime formats. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The input's problems, per field (400); none when it can be saved. */
function checkInput(input: OfferInput, now: Date, zone: string): void {
  const errors: Record<string, string[]> = {};
  if (!input.title.trim()) errors.title = ['This field may not be blank.'];
  if (!Number.isInteger(input.pay_amount) || input.pay_amount < 1) errors.pay_amount = ['Give the pay as a whole number above 0.'];
  if (!CURRENCIES.has(input.pay_currency.toUpperCase()))
    errors.pay_currency = ['Give a currency as its three-letter code (USD, EUR, CAD...).'];
  if (!validDay(input.start_date)) errors.start_date = ['Give a date as YYYY-MM-DD.'];
  if (!validDay(input.expires_on)) errors.expires_on = ['Give a date as YYYY-MM-DD.'];
  else if (input.expires_on < todayIn(zone, now)) errors.expires_on = ['The offer must stay open until today or later.'];
  if (!errors.start_date && !errors.expires_on && input.start_date < input.expires_on)
    errors.start_date = ['The start date comes on or after the last day to answer.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

// ---------------------------------------------------------------- letters and templates

async function templateOf(db: Pick<Db, 'select'>, tenantId: number, organisationId: number, lang: OfferLanguage): Promise<string> {
  const [row] = await db
    .select({ body: offerTemplates.body })
    .from(offerTemplates)
    .where(
      and(eq(offerTemplates.tenantId, tenantId), eq(offerTemplates.organisationId, organisationId), eq(offerTemplates.language, lang)),
    );
  return row?.body ?? DEFAULT_TEMPLATES[lang];
}

/** The organisation's templates in each language (the built-in one where it wrote none). */
export async function listTemplates(db: Db, s: Viewing) {
  if (s.reach !== 'employer' || !s.organisation) throw new Forbidden('Offer letters are written by an employer’s hiring team.');
  const rows = await db
    .select()
    .from(offerTemplates)
    .where(and(eq(offerTemplates.tenantId, s.tenantId), eq(offerTemplates.organisationId, s.organisation.id)));
  return {
    results: (['en', 'fr', 'esp'] as const).map((language) => {
      const row = rows.find((r) => r.language === language);
      return { language, body: row?.body ?? DEFAULT_TEMPLATES[language], is_default: !row, updated_at: row ? iso(row.updatedAt) : null };
    }),
  };
}

/** Writes the organisation's template in `language` (its hiring manager). An empty body goes back to the built-in one. */
export async function saveTemplate(db: Db, s: Viewing, actorId: number, language: OfferLanguage, body: string) {
  if (s.reach !== 'employer' || !s.organisation) throw new Forbidden('Offer letters are written by an employer’s hiring team.');
  const organisationId = s.organisation.id;
  const text = body.trim();
  if (!text) {
    await db
      .delete(offerTemplates)
      .where(
        and(
          eq(offerTemplates.tenantId, s.tenantId),
          eq(offerTemplates.organisationId, organisationId),
          eq(offerTemplates.language, language),
        ),
      );
  } else {
    if (!/\{\{\s*candidate_name\s*\}\}/.test(text))
      throw new ValidationError({ body: ['The letter must name the job seeker: keep {{candidate_name}} in it.'] });
    const now = new Date();
    await db
      .insert(offerTemplates)
      .values({ tenantId: s.tenantId, organisationId, language, body: text, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({
        target: [offerTemplates.tenantId, offerTemplates.organisationId, offerTemplates.language],
        set: { body: text, updatedBy: actorId, updatedAt: now },
      });
  }
  return listTemplates(db, s);
}

// ---------------------------------------------------------------- program setting

export async function offerSettings(db: Db, tenantId: number) {
  const [t] = await db.select({ v: tenants.offersNeedProgramApproval }).from(tenants).where(eq(tenants.id, tenantId));
  return { program_approval: t?.v ?? false };
}

export async function saveOfferSettings(db: Db, tenantId: number, programApproval: boolean) {
  await db.update(tenants).set({ offersNeedProgramApproval: programApproval }).where(eq(tenants.id, tenantId));
  return offerSettings(db, tenantId);
}

// ---------------------------------------------------------------- reading

/** The job, job seeker, organisation and application status beside an offer (summaryColumns, listColumns). */
const besideColumns = {
  jobId: jobs.id,
  jobTitle: jobs.title,
  company: jobs.company,
  seekerId: users.id,
  seekerFirst: users.firstName,
  seekerLast: users.lastName,
  organisationName: organisations.name,
  applicationStatus: applications.status,
};

const summaryColumns = { offer: offers, ...besideColumns };

/** What the offers list shows of an offer (not its letter or terms). */
const listColumns = {
  offer: {
    id: offers.id,
    applicationId: offers.applicationId,
    organisationId: offers.organisationId,
    status: offers.status,
    title: offers.title,
    payAmount: offers.payAmount,
    payCurrency: offers.payCurrency,
    payPeriod: offers.payPeriod,
    startDate: offers.startDate,
    expiresOn: offers.expiresOn,
    sentAt: offers.sentAt,
    createdAt: offers.createdAt,
    updatedAt: offers.updatedAt,
  },
  ...besideColumns,
};

function joined(db: Pick<Db, 'select'>) {
  return db
    .select(summaryColumns)
    .from(offers)
    .innerJoin(applications, and(eq(applications.tenantId, offers.tenantId), eq(applications.id, offers.applicationId)))
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .innerJoin(organisations, and(eq(organisations.tenantId, offers.tenantId), eq(organisations.id, offers.organisationId)));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
type ListRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * A page of the offers list in one statement: its ids from the (tenant, [organisation,] [status,]
 * updated_at, id) index, then only those offers joined to their application, job, job seeker and
 * organisation, with the columns the list shows.
 */
function listPage(db: Pick<Db, 'select'>, tenantId: number, where: SQL | undefined, p: Paging) {
  const page = db
    .select({ id: offers.id })
    .from(offers)
    .where(where)
    .orderBy(desc(offers.updatedAt), desc(offers.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)
    .as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(offers, and(eq(offers.tenantId, tenantId), eq(offers.id, page.id)))
    .innerJoin(applications, and(eq(applications.tenantId, offers.tenantId), eq(applications.id, offers.applicationId)))
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .innerJoin(organisations, and(eq(organisations.tenantId, offers.tenantId), eq(organisations.id, offers.organisationId)))
    .orderBy(desc(offers.updatedAt), desc(offers.id));
}

function summaryView(r: ListRow) {
  const o = r.offer;
  return {
    id: o.id,
    application_id: o.applicationId,
    status: o.status,
    title: o.title,
    pay_amount: o.payAmount,
    pay_currency: o.payCurrency,
    pay_period: o.payPeriod,
    start_date: o.startDate,
    expires_on: o.expiresOn,
    candidate: { user_id: r.seekerId, name: `${r.seekerFirst} ${r.seekerLast}`.trim() },
    job: { id: r.jobId, title: r.jobTitle, company: r.company },
    organisation: { id: o.organisationId, name: r.organisationName },
    sent_at: o.sentAt ? iso(o.sentAt) : null,
    created_at: iso(o.createdAt),
    updated_at: iso(o.updatedAt),
  };
}

export interface OfferFilters {
  status?: OfferStatusFilter | undefined;
  organisation?: number | undefined;
  q?: string | undefined;
}

function filterCondition(s: Viewing, f: OfferFilters): SQL {
  const conditions: (SQL | undefined)[] = [visibleOffers(s)];
  if (f.organisation !== undefined) conditions.push(eq(offers.organisationId, f.organisation));
  const q = f.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql`${offers.applicationId} IN (
      SELECT a.id FROM applications a WHERE a.tenant_id = ${s.tenantId} AND a.user_id IN (
        SELECT u.id FROM users u WHERE u.tenant_id = ${s.tenantId} AND ${staffLike.nameOrEmail(pattern)})
      UNION
      SELECT a.id FROM applications a WHERE a.tenant_id = ${s.tenantId} AND a.job_id IN (
        SELECT j.id FROM jobs j WHERE j.tenant_id = ${s.tenantId} AND ${staffLike.jobTitle(pattern)}))`);
  }
  return and(...conditions) as SQL;
}

/** The offers the viewer sees, by status (counts per status for the chips), newest change first, paged. */
export async function listOffers(db: Db, s: Viewing, f: OfferFilters, p: Paging) {
  const where = filterCondition(s, f);
  const status = f.status && f.status !== 'all' ? eq(offers.status, f.status) : undefined;
  // The counts beside one statement for the page: its ids from the (tenant, organisation, [status,]
  // updated_at, id) indexes, then only those offers joined to their application, job and job seeker.
  const [countRows, rows] = await Promise.all([
    db
      .select({ status: offers.status, n: sql<number>`count(*)::int` })
      .from(offers)
      .where(where)
      .groupBy(offers.status),
    listPage(db, s.tenantId, and(where, status), p),
  ]);
  const counts = Object.fromEntries([['all', 0], ...OFFER_STATUSES.map((st) => [st, 0])]) as Record<OfferStatusFilter, number>;
  for (const r of countRows) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return { results: rows.map(summaryView), counts, ...pageMeta(counts[f.status ?? 'all'], p) };
}

async function historyOf(db: Pick<Db, 'select'>, tenantId: number, offerIds: number[]) {
  if (offerIds.length === 0) return new Map<number, ReturnType<typeof eventView>[]>();
  const rows = await db
    .select({ e: offerEvents, byId: users.id, byFirst: users.firstName, byLast: users.lastName, byIsUser: users.isUser })
    .from(offerEvents)
    .leftJoin(users, and(eq(users.id, offerEvents.actorId), eq(users.tenantId, offerEvents.tenantId)))
    .where(and(eq(offerEvents.tenantId, tenantId), inArray(offerEvents.offerId, offerIds)))
    .orderBy(asc(offerEvents.createdAt), asc(offerEvents.id));
  const out = new Map<number, ReturnType<typeof eventView>[]>();
  for (const r of rows) {
    const list = out.get(r.e.offerId) ?? [];
    list.push(eventView(r));
    out.set(r.e.offerId, list);
  }
  return out;
}

function eventView(r: {
  e: typeof offerEvents.$inferSelect;
  byId: number | null;
  byFirst: string | null;
  byLast: string | null;
  byIsUser: boolean | null;
}) {
  return {
    action: r.e.action,
    from_status: r.e.fromStatus,
    to_status: r.e.toStatus,
    by: personRef(r.byId, r.byFirst, r.byLast),
    by_job_seeker: r.byIsUser === true,
    reason: r.e.reason,
    created_at: iso(r.e.createdAt),
  };
}

async function peopleNames(db: Pick<Db, 'select'>, tenantId: number, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, { user_id: number; name: string }>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, { user_id: r.id, name: `${r.first} ${r.last}`.trim() }]));
}

/** What the viewer may do to this offer now (the server checks again on each call). */
function actionsFor(a: Actor | null, o: OfferRow, applicationStatus: ApplicationStatus) {
  const runs = a !== null && (a.reach === 'program' || (a.reach === 'employer' && a.organisation?.id === o.organisationId));
  const writer = runs && (a.role === 'admin' || a.role === 'hiring_manager' || a.role === 'hiring_member');
  return {
    edit: writer && (o.status === 'draft' || o.status === 'awaiting_approval' || o.status === 'approved'),
    submit: writer && o.status === 'draft',
    approve: a !== null && runs && o.status === 'awaiting_approval' && approvalPart(a, o) !== null,
    send: writer && o.status === 'approved' && (applicationStatus === 'interview' || applicationStatus === 'offered'),
    withdraw: writer && isOpen(o.status),
  };
}

/** Which approval this actor gives: the hiring manager's, the program's, or none (already given, or not theirs). */
function approvalPart(a: Actor, o: OfferRow): 'manager' | 'program' | null {
  if (a.role === 'hiring_manager' && a.organisation?.id === o.organisationId && !o.managerApprovedAt) return 'manager';
  if ((a.role === 'program_manager' || a.role === 'admin') && o.needsProgramApproval && !o.programApprovedAt) return 'program';
  return null;
}

async function fullViews(db: Pick<Db, 'select'>, a: Actor | null, rows: SummaryRow[]) {
  const first = rows[0];
  if (!first) return [];
  const tenantId = first.offer.tenantId;
  const [history, people] = await Promise.all([
    historyOf(
      db,
      tenantId,
      rows.map((r) => r.offer.id),
    ),
    peopleNames(
      db,
      tenantId,
      rows.flatMap((r) => [r.offer.managerApprovedBy, r.offer.programApprovedBy, r.offer.createdBy]),
    ),
  ]);
  return rows.map((r) => {
    const o = r.offer;
    return {
      ...summaryView(r),
      terms: o.terms,
      language: o.language,
      letter: o.letter,
      needs_program_approval: o.needsProgramApproval,
      manager_approval: o.managerApprovedAt
        ? { by: o.managerApprovedBy ? (people.get(o.managerApprovedBy) ?? null) : null, at: iso(o.managerApprovedAt) }
        : null,
      program_approval: o.programApprovedAt
        ? { by: o.programApprovedBy ? (people.get(o.programApprovedBy) ?? null) : null, at: iso(o.programApprovedAt) }
        : null,
      answered_at: o.answeredAt ? iso(o.answeredAt) : null,
      decline_reason: o.declineReason,
      created_by: o.createdBy ? (people.get(o.createdBy) ?? null) : null,
      application_status: r.applicationStatus,
      history: history.get(o.id) ?? [],
      can: actionsFor(a, o, r.applicationStatus),
    };
  });
}

export async function getOffer(db: Db, a: Actor, id: number) {
  const rows = await joined(db).where(and(eq(offers.id, id), visibleOffers(a)));
  const [view] = await fullViews(db, a, rows);
  if (!view) throw offerNotFound();
  return view;
}

/** An application's offers, newest first (staff who see the application's offers). */
export async function listApplicationOffers(db: Db, a: Actor, applicationId: number) {
  const [app] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, applicationId), visibleApplications(a)));
  if (!app) throw appNotFound();
  const rows = await joined(db)
    .where(and(eq(offers.applicationId, applicationId), visibleOffers(a)))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return { results: await fullViews(db, a, rows), can_create: canCreate(a, app.status) && !rows.some((r) => isOpen(r.offer.status)) };
}

const canCreate = (a: Actor, status: ApplicationStatus) =>
  (a.role === 'admin' || a.role === 'hiring_manager' || a.role === 'hiring_member') &&
  (a.reach === 'program' || a.reach === 'employer') &&
  status === 'interview';

// ---------------------------------------------------------------- writing

async function event(
  tx: Tx,
  o: Pick<OfferRow, 'tenantId' | 'id'>,
  action: OfferAction,
  from: OfferStatus | null,
  to: OfferStatus,
  actorId: number | null,
  reason: string | null,
  at: Date,
) {
  await tx
    .insert(offerEvents)
    .values({ tenantId: o.tenantId, offerId: o.id, action, fromStatus: from, toStatus: to, actorId, reason, createdAt: at });
}

/** Locks an offer the actor sees and runs (its organisation's employer staff, or program staff). */
async function lockForStaff(tx: Tx, a: Actor, id: number): Promise<OfferRow> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), visibleOffers(a)))
    .for('update');
  if (!row) throw offerNotFound();
  return row;
}

/** Staff to tell about an offer: its organisation's hiring managers and the one who drafted it. */
async function teamOf(tx: Pick<Db, 'select'>, o: OfferRow): Promise<number[]> {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, o.tenantId),
        eq(users.organisationId, o.organisationId),
        eq(users.roleId, 1),
        eq(users.isActive, true),
        eq(users.isUser, false),
      ),
    );
  return [...new Set([...managers.map((m) => m.id), ...(o.createdBy ? [o.createdBy] : [])])];
}

async function facts(tx: Pick<Db, 'select'>, tenantId: number, applicationId: number) {
  const [row] = await tx
    .select({ app: applications, job: jobs, seeker: users })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)));
  if (!row) throw appNotFound();
  return row;
}

async function letterFor(
  tx: Pick<Db, 'select'>,
  tenantId: number,
  organisationId: number,
  lang: OfferLanguage,
  input: OfferInput,
  f: Awaited<ReturnType<typeof facts>>,
) {
  const template = await templateOf(tx, tenantId, organisationId, lang);
  return writeLetter(
    template,
    {
      candidateName: `${f.seeker.firstName} ${f.seeker.lastName}`.trim(),
      jobTitle: f.job.title,
      company: f.job.company,
      offerTitle: input.title.trim(),
      payAmount: input.pay_amount,
      payCurrency: input.pay_currency.toUpperCase(),
      payPeriod: input.pay_period,
      startDate: input.start_date,
      expiresOn: input.expires_on,
      terms: input.terms ?? '',
    },
    lang,
  );
}

function assertWriter(a: Actor) {
  if (!(a.role === 'admin' || a.role === 'hiring_manager' || a.role === 'hiring_member'))
    throw new Forbidden('Offers are drafted and sent by the hiring team (admin, hiring manager, hiring member).');
}

/** Drafts an offer on an application in its interview stage (one open offer per application). */
export async function createOffer(db: Db, a: Actor, applicationId: number, input: OfferInput, now = new Date()) {
  assertWriter(a);
  const zone = await tenantZone(db, a.tenantId);
  checkInput(input, now, zone);
  const id = await db.transaction(async (tx) => {
    const [app] = await tx
      .select({ app: applications, organisationId: jobs.organisationId })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
      .where(and(eq(applications.id, applicationId), visibleApplications(a)))
      .for('update', { of: applications });
    if (!app) throw appNotFound();
    if (!(a.reach === 'program' || (a.reach === 'employer' && a.organisation?.id === app.organisationId)))
      throw new Forbidden('Only the employer running this job, or program staff, make its offers.');
    if (app.app.status !== 'interview')
      throw nonFieldError('An offer is made after the interview stage: move the application to "interview" first.');
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.tenantId, a.tenantId), eq(offers.applicationId, applicationId), inArray(offers.status, [...OPEN_OFFER_STATUSES])),
      );
    if (open) throw nonFieldError('This application already has an open offer: change that one, or withdraw it first.');
    const f = await facts(tx, a.tenantId, applicationId);
    const lang: OfferLanguage = f.seeker.language ?? 'en';
    const letter = await letterFor(tx, a.tenantId, app.organisationId, lang, input, f);
    const [row] = await tx
      .insert(offers)
      .values({
        tenantId: a.tenantId,
        applicationId,
        organisationId: app.organisationId,
        status: 'draft',
        title: input.title.trim(),
        payAmount: input.pay_amount,
        payCurrency: input.pay_currency.toUpperCase(),
        payPeriod: input.pay_period,
        startDate: input.start_date,
        terms: (input.terms ?? '').trim(),
        expiresOn: input.expires_on,
        expiresAt: endOfDayIn(input.expires_on, zone),
        language: lang,
        letter,
        createdBy: a.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('offer insert returned nothing');
    await event(tx, row, 'created', null, 'draft', a.userId, null, now);
    return row.id;
  });
  return getOffer(db, a, id);
}

/**
 * Changes an offer not yet sent. A change to an offer awaiting approval or approved takes back the
 * approvals given and sends it back for approval.
 */
export async function updateOffer(db: Db, a: Actor, id: number, patch: Partial<OfferInput>, now = new Date()) {
  assertWriter(a);
  await db.transaction(async (tx) => {
    const o = await lockForStaff(tx, a, id);
    if (!(o.status === 'draft' || o.status === 'awaiting_approval' || o.status === 'approved'))
      throw nonFieldError(`The offer is ${STATUS_WORDS[o.status]}; it can no longer be changed.`);
    const input: OfferInput = {
      title: patch.title ?? o.title,
      pay_amount: patch.pay_amount ?? o.payAmount,
      pay_currency: patch.pay_currency ?? o.payCurrency,
      pay_period: patch.pay_period ?? o.payPeriod,
      start_date: patch.start_date ?? o.startDate,
      terms: patch.terms ?? o.terms,
      expires_on: patch.expires_on ?? o.expiresOn,
    };
    const zone = await tenantZone(tx, o.tenantId);
    checkInput(input, now, zone);
    const f = await facts(tx, o.tenantId, o.applicationId);
    const letter = await letterFor(tx, o.tenantId, o.organisationId, o.language, input, f);
    const goesBack = o.status !== 'draft';
    const to: OfferStatus = goesBack ? 'awaiting_approval' : 'draft';
    await tx
      .update(offers)
      .set({
        title: input.title.trim(),
        payAmount: input.pay_amount,
        payCurrency: input.pay_currency.toUpperCase(),
        payPeriod: input.pay_period,
        startDate: input.start_date,
        terms: (input.terms ?? '').trim(),
        expiresOn: input.expires_on,
        expiresAt: endOfDayIn(input.expires_on, zone),
        letter,
        status: to,
        ...(goesBack ? { managerApprovedBy: null, managerApprovedAt: null, programApprovedBy: null, programApprovedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(offers.id, o.id));
    await event(tx, o, goesBack ? 'returned' : 'updated', o.status, to, a.userId, null, now);
    if (goesBack) await tellApprovers(tx, o, f.job.title);
  });
  return getOffer(db, a, id);
}

async function tellApprovers(tx: Tx, o: OfferRow, jobTitle: string) {
  const managers = (await teamOf(tx, { ...o, createdBy: null })).map((userId) =>
    staffNote(o, userId, 'offer_awaiting_approval', { job_title: jobTitle }),
  );
  await notify(tx, managers);
}

const staffNote = (
  o: OfferRow,
  userId: number,
  messageKey: 'offer_awaiting_approval' | 'offer_answered' | 'offer_expired',
  params: Record<string, string>,
): NewNotification => ({
  tenantId: o.tenantId,
  userId,
  modelType: 'offer',
  messageKey,
  params,
  applicationId: o.applicationId,
});

/** draft → awaiting approval; whether a program manager must approve too is fixed now, from the program's setting. */
export async function submitOffer(db: Db, a: Actor, id: number, now = new Date()) {
  assertWriter(a);
  await db.transaction(async (tx) => {
    const o = await lockForStaff(tx, a, id);
    if (o.status !== 'draft') throw nonFieldError(`Only a draft is sent for approval; this offer is ${STATUS_WORDS[o.status]}.`);
    const [t] = await tx.select({ v: tenants.offersNeedProgramApproval }).from(tenants).where(eq(tenants.id, o.tenantId));
    await tx
      .update(offers)
      .set({ status: 'awaiting_approval', needsProgramApproval: t?.v ?? false, updatedAt: now })
      .where(eq(offers.id, o.id));
    await event(tx, o, 'submitted', 'draft', 'awaiting_approval', a.userId, null, now);
    const f = await facts(tx, o.tenantId, o.applicationId);
    await tellApprovers(tx, o, f.job.title);
  });
  return getOffer(db, a, id);
}

/** The hiring manager's approval, or the program manager's; the offer is approved once every one needed is given. */
export async function approveOffer(db: Db, a: Actor, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const o = await lockForStaff(tx, a, id);
    if (o.status !== 'awaiting_approval')
      throw nonFieldError(`Only an offer awaiting approval is approved; this one is ${STATUS_WORDS[o.status]}.`);
    const part = approvalPart(a, o);
    if (!part) {
      if (a.role === 'hiring_manager' && o.managerApprovedAt) throw nonFieldError('A hiring manager has already approved this offer.');
      if ((a.role === 'program_manager' || a.role === 'admin') && o.needsProgramApproval)
        throw nonFieldError('A program manager has already approved this offer.');
      throw new Forbidden(
        'This offer is approved by its organisation’s hiring manager (and a program manager when the program asks for it).',
      );
    }
    const manager = part === 'manager' ? now : o.managerApprovedAt;
    const program = part === 'program' ? now : o.programApprovedAt;
    const done = manager !== null && (!o.needsProgramApproval || program !== null);
    const to: OfferStatus = done ? 'approved' : 'awaiting_approval';
    await tx
      .update(offers)
      .set({
        ...(part === 'manager'
          ? { managerApprovedBy: a.userId, managerApprovedAt: now }
          : { programApprovedBy: a.userId, programApprovedAt: now }),
        status: to,
        updatedAt: now,
      })
      .where(eq(offers.id, o.id));
    await event(tx, o, part === 'manager' ? 'manager_approved' : 'program_approved', o.status, to, a.userId, null, now);
  });
  return getOffer(db, a, id);
}

/**
 * approved → sent: the application becomes "offered" (with its history entry), the job seeker is
 * notified and emailed in their language, and the expiry job is queued for the end of the last day.
 */
export async function sendOffer(db: Db, jobs: JobQueue, a: Actor, id: number, origin: string, now = new Date()) {
  assertWriter(a);
  await jobs.transaction(db, async (tx) => {
    const o = await lockForStaff(tx, a, id);
    if (o.status !== 'approved') throw nonFieldError(`Only an approved offer is sent; this one is ${STATUS_WORDS[o.status]}.`);
    if (o.expiresAt.getTime() <= now.getTime())
      throw new ValidationError({ expires_on: ['The last day to answer has passed: change it before sending.'] });
    const [app] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.tenantId, o.tenantId), eq(applications.id, o.applicationId)))
      .for('update');
    if (!app) throw appNotFound();
    if (app.status !== 'interview' && app.status !== 'offered')
      throw nonFieldError(`The application is "${app.status}"; an offer goes to an application in the interview stage.`);
    await tx.update(offers).set({ status: 'sent', sentAt: now, updatedAt: now }).where(eq(offers.id, o.id));
    await event(tx, o, 'sent', 'approved', 'sent', a.userId, null, now);
    if (app.status !== 'offered') {
      await tx
        .update(applications)
        .set({ status: 'offered', previousStatus: null, reason: null, reasonCode: null, updatedAt: now })
        .where(eq(applications.id, app.id));
      await tx.insert(applicationStatusHistory).values({
        tenantId: o.tenantId,
        applicationId: app.id,
        fromStatus: app.status,
        toStatus: 'offered',
        changedBy: a.userId,
        createdAt: now,
      });
    }
    const f = await facts(tx, o.tenantId, o.applicationId);
    await notify(tx, {
      tenantId: o.tenantId,
      userId: f.seeker.id,
      modelType: 'feedback',
      messageKey: 'offer_sent',
      params: { job_title: f.job.title, company: f.job.company },
      applicationId: app.id,
    });
    const lang = o.language;
    await sendMail(
      jobs,
      tx,
      offerSentMail({
        to: f.seeker.email,
        lang,
        name: f.seeker.firstName || f.seeker.email,
        company: f.job.company,
        title: o.title,
        pay: formatPay(o.payAmount, o.payCurrency, o.payPeriod, lang),
        start: formatDay(o.startDate, lang),
        expires: formatDay(o.expiresOn, lang),
        link: `${origin}/application`,
      }),
      { tenantId: o.tenantId, origin, kind: 'account' },
    );
    await jobs.send(tx, OFFER_EXPIRY_QUEUE, { tenantId: o.tenantId, offerId: o.id }, { startAfter: o.expiresAt });
  });
  return getOffer(db, a, id);
}

/** Staff withdraw an open offer (a sent one too: the job seeker can no longer answer it). */
export async function withdrawOffer(db: Db, a: Actor, id: number, reasonInput: string | undefined, now = new Date()) {
  assertWriter(a);
  const reason = reasonInput?.trim() ? reasonInput.trim() : null;
  await db.transaction(async (tx) => {
    const o = await lockForStaff(tx, a, id);
    if (!isOpen(o.status)) throw nonFieldError(`The offer is ${STATUS_WORDS[o.status]}; it can no longer be withdrawn.`);
    await tx.update(offers).set({ status: 'withdrawn', updatedAt: now }).where(eq(offers.id, o.id));
    await event(tx, o, 'withdrawn', o.status, 'withdrawn', a.userId, reason, now);
    if (o.status === 'sent') {
      const f = await facts(tx, o.tenantId, o.applicationId);
      await notify(tx, {
        tenantId: o.tenantId,
        userId: f.seeker.id,
        modelType: 'feedback',
        messageKey: 'offer_withdrawn',
        params: { job_title: f.job.title, company: f.job.company },
        applicationId: o.applicationId,
      });
    }
  });
  return getOffer(db, a, id);
}

/**
 * Inside the transaction that ends or sets back an application (the job seeker withdrew it, staff
 * rejected it): its open offer is withdrawn, recorded as done by the same person.
 */
export async function withdrawOpenOffers(
  tx: Tx,
  tenantId: number,
  applicationId: number,
  actorId: number | null,
  reason: string,
  now = new Date(),
) {
  const open = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.applicationId, applicationId), inArray(offers.status, [...OPEN_OFFER_STATUSES])))
    .for('update');
  for (const o of open) {
    await tx.update(offers).set({ status: 'withdrawn', updatedAt: now }).where(eq(offers.id, o.id));
    await event(tx, o, 'withdrawn', o.status, 'withdrawn', actorId, reason, now);
  }
}

/** When the job seeker declines through their application (declineMyOffer): the sent offer is declined with it. */
export async function declineSentOffer(
  tx: Tx,
  tenantId: number,
  applicationId: number,
  actorId: number,
  reason: string | null,
  now = new Date(),
) {
  const [o] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.applicationId, applicationId), eq(offers.status, 'sent')))
    .for('update');
  if (!o) return;
  await tx.update(offers).set({ status: 'declined', answeredAt: now, declineReason: reason, updatedAt: now }).where(eq(offers.id, o.id));
  await event(tx, o, 'declined', 'sent', 'declined', actorId, reason, now);
  await tellTeamAnswered(tx, o, 'declined');
}

const ANSWER_WORDS = {
  accepted: { answer: 'accepted', 'answer.fr': 'acceptée', 'answer.esp': 'aceptada' },
  declined: { answer: 'declined', 'answer.fr': 'refusée', 'answer.esp': 'rechazada' },
} as const;

async function tellTeamAnswered(tx: Tx, o: OfferRow, answer: 'accepted' | 'declined') {
  const f = await facts(tx, o.tenantId, o.applicationId);
  const team = await teamOf(tx, o);
  await notify(
    tx,
    team.map((userId) =>
      staffNote(o, userId, 'offer_answered', {
        name: `${f.seeker.firstName} ${f.seeker.lastName}`.trim(),
        job_title: f.job.title,
        ...ANSWER_WORDS[answer],
      }),
    ),
  );
}

// ---------------------------------------------------------------- the job seeker

/** The job seeker's offers: those sent to them (drafts and approvals are the team's business). */
function seekerWhere(tenantId: number, userId: number) {
  return and(eq(offers.tenantId, tenantId), isNotNull(offers.sentAt), eq(applications.userId, userId)) as SQL;
}

function myOfferView(r: SummaryRow) {
  const o = r.offer;
  return {
    id: o.id,
    application_id: o.applicationId,
    status: o.status,
    title: o.title,
    pay_amount: o.payAmount,
    pay_currency: o.payCurrency,
    pay_period: o.payPeriod,
    start_date: o.startDate,
    terms: o.terms,
    expires_on: o.expiresOn,
    expires_at: iso(o.expiresAt),
    language: o.language,
    letter: o.letter,
    job: { id: r.jobId, title: r.jobTitle, company: r.company },
    sent_at: o.sentAt ? iso(o.sentAt) : null,
    answered_at: o.answeredAt ? iso(o.answeredAt) : null,
    decline_reason: o.declineReason,
    can_answer: o.status === 'sent' && r.applicationStatus === 'offered',
  };
}

async function myOfferViews(db: Pick<Db, 'select'>, tenantId: number, rows: SummaryRow[]) {
  const history = await historyOf(
    db,
    tenantId,
    rows.map((r) => r.offer.id),
  );
  return rows.map((r) => ({
    ...myOfferView(r),
    // The job seeker's history of the offer: from its sending on, no staff names.
    history: (history.get(r.offer.id) ?? [])
      .filter((e) => ['sent', 'accepted', 'declined', 'expired', 'withdrawn'].includes(e.action))
      .map((e) => ({ action: e.action, to_status: e.to_status, by_job_seeker: e.by_job_seeker, created_at: e.created_at })),
  }));
}

export async function listMyOffers(db: Db, tenantId: number, user: Pick<User, 'id'>, p: Paging) {
  const where = seekerWhere(tenantId, user.id);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(applications, and(eq(applications.tenantId, offers.tenantId), eq(applications.id, offers.applicationId)))
      .where(where),
    joined(db)
      .where(where)
      .orderBy(desc(offers.sentAt), desc(offers.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return { results: await myOfferViews(db, tenantId, rows), ...pageMeta(Number(total?.n ?? 0), p) };
}

export async function getMyOffer(db: Db, tenantId: number, user: Pick<User, 'id'>, id: number) {
  const [row] = await joined(db).where(and(eq(offers.id, id), seekerWhere(tenantId, user.id)));
  if (!row) throw offerNotFound();
  return row;
}

/** The letter as a PDF in the letter's language (offer-letter-pdf.tsx, loaded on the first download). */
export async function myOfferPdf(db: Db, tenantId: number, user: Pick<User, 'id'>, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const row = await getMyOffer(db, tenantId, user, id);
  const o = row.offer;
  const slug =
    `${row.company}-${o.title}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'offer';
  const { offerLetterPdf } = await import('./offer-letter-pdf.tsx');
  const pdf = await offerLetterPdf({ language: o.language, company: row.company, title: o.title, letter: o.letter });
  return { pdf, filename: `offer-${slug}.pdf` };
}

/** The job seeker accepts a sent offer: the offer is accepted and the application hired, once. */
export async function answerMyOffer(
  db: Db,
  tenantId: number,
  user: Pick<User, 'id'>,
  id: number,
  answer: 'accepted' | 'declined',
  reasonInput?: string,
  now = new Date(),
) {
  const reason = answer === 'declined' && reasonInput?.trim() ? reasonInput.trim() : null;
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ offer: offers })
      .from(offers)
      .innerJoin(applications, and(eq(applications.tenantId, offers.tenantId), eq(applications.id, offers.applicationId)))
      .where(and(eq(offers.id, id), seekerWhere(tenantId, user.id)))
      .for('update', { of: offers });
    if (!found) throw offerNotFound();
    const o = found.offer;
    if (o.status !== 'sent') throw nonFieldError(`This offer is ${STATUS_WORDS[o.status]}; it can no longer be answered.`);
    if (o.expiresAt.getTime() <= now.getTime()) throw nonFieldError('This offer has expired; it can no longer be answered.');
    const [app] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, o.applicationId)))
      .for('update');
    if (!app || app.status !== 'offered') throw nonFieldError('This offer can no longer be answered: the application has moved on.');
    const to: ApplicationStatus = answer === 'accepted' ? 'hired' : 'declined';
    await tx.update(offers).set({ status: answer, answeredAt: now, declineReason: reason, updatedAt: now }).where(eq(offers.id, o.id));
    await event(tx, o, answer, 'sent', answer, user.id, reason, now);
    await tx
      .update(applications)
      .set({ status: to, previousStatus: null, reason, reasonCode: null, updatedAt: now })
      .where(eq(applications.id, app.id));
    await tx
      .insert(applicationStatusHistory)
      .values({ tenantId, applicationId: app.id, fromStatus: 'offered', toStatus: to, reason, changedBy: user.id, createdAt: now });
    const f = await facts(tx, tenantId, o.applicationId);
    await notify(tx, {
      tenantId,
      userId: user.id,
      modelType: 'feedback',
      messageKey: 'application_status_changed',
      params: { job_title: f.job.title, company: f.job.company, status: to },
      applicationId: app.id,
    });
    await tellTeamAnswered(tx, o, answer);
  });
  const row = await getMyOffer(db, tenantId, user, id);
  const [view] = await myOfferViews(db, tenantId, [row]);
  if (!view) throw offerNotFound();
  return view;
}

// ---------------------------------------------------------------- expiry (the queued job)

export interface ExpiryJob {
  tenantId: number;
  offerId: number;
}

/**
 * The expiry job: at the end of the offer's last day, a still-sent offer expires and its team is told.
 * An offer answered, withdrawn, or given a later day since does nothing.
 */
export async function expireOffer(db: Db, job: ExpiryJob, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, job.tenantId), eq(offers.id, job.offerId)))
      .for('update');
    if (!o || o.status !== 'sent' || o.expiresAt.getTime() > now.getTime()) return false;
    await tx.update(offers).set({ status: 'expired', updatedAt: now }).where(eq(offers.id, o.id));
    await event(tx, o, 'expired', 'sent', 'expired', null, null, now);
    const f = await facts(tx, o.tenantId, o.applicationId);
    const team = await teamOf(tx, o);
    await notify(tx, [
      ...team.map((userId) =>
        staffNote(o, userId, 'offer_expired', { name: `${f.seeker.firstName} ${f.seeker.lastName}`.trim(), job_title: f.job.title }),
      ),
      {
        tenantId: o.tenantId,
        userId: f.seeker.id,
        modelType: 'feedback' as const,
        messageKey: 'offer_expired_seeker' as const,
        params: { job_title: f.job.title, company: f.job.company },
        applicationId: o.applicationId,
      },
    ]);
    return true;
  });
}

export function offerExpiryWorker(db: Db) {
  return async (job: ExpiryJob): Promise<void> => {
    await expireOffer(db, job);
  };
}

/**
 * Queues the expiry of every sent offer that has none waiting (offers written by the demo seed, or sent
 * before a queue was lost); run where workers start. The job is idempotent, so two processes doing this
 * at once only queue a harmless second look.
 */
export async function queueMissingExpiries(db: Db, queue: JobQueue): Promise<number> {
  const result = (await db.execute(sql`
    SELECT o.tenant_id AS "tenantId", o.id AS "offerId", o.expires_at AS "expiresAt" FROM offers o
    WHERE o.status = 'sent' AND NOT EXISTS (
      SELECT 1 FROM pgboss.job j WHERE j.name = ${OFFER_EXPIRY_QUEUE} AND j.state IN ('created', 'retry', 'active')
        AND j.data->>'offerId' = o.id::text)`)) as unknown as { rows: { tenantId: number; offerId: number; expiresAt: string | Date }[] };
  for (const r of result.rows)
    await queue.send(
      db,
      OFFER_EXPIRY_QUEUE,
      { tenantId: Number(r.tenantId), offerId: Number(r.offerId) },
      { startAfter: new Date(r.expiresAt) },
    );
  return result.rows.length;
}
