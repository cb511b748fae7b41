// The access passport (issue 17 §1): what helps a job seeker, stated once; what each application shares
// of it (none, some, all; changeable until an interview is scheduled); what the employer sees (only the
// shared part); and who viewed it (the job seeker reads the list).
//
// Nothing that scores, ranks, searches or reports reads these tables: match-score.ts, the search, the
// staff lists and the export never join them (routes/passport-neutral.test.ts proves the scores and the
// list orders are the same with and without passports).
//
// For the interview card (interviews issue): `sharedPassportOf(db, tenantId, applicationId)` gives what
// an application shares, without recording a view; `PASSPORT_INTERVIEW_ITEMS` are the items that are
// interview adjustments, to offer first. `passportLockedFor` is the one rule of when sharing is frozen.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accessPassports,
  applications,
  jobs,
  organisations,
  PASSPORT_ITEMS,
  passportShares,
  passportViews,
  users,
  type ApplicationStatus,
  type PassportItem,
  type PassportItemKey,
  type PassportShare,
  type PassportShareKey,
} from '../db/schema.ts';
import { Conflict, NotFound, ValidationError } from '../errors.ts';
import { ownedJobs, type Viewing } from './visibility.ts';
import { pageMeta, type Paging } from './staff-views.ts';

/** The items that are interview adjustments (the interview card offers these first). */
export const PASSPORT_INTERVIEW_ITEMS: readonly PassportItemKey[] = [
  'questions_in_advance',
  'extra_time',
  'camera_off',
  'breaks',
  'support_person',
  'quiet_room',
  'work_sample',
];

/** Statuses at which an interview is scheduled or behind: the sharing can no longer change. */
export const PASSPORT_LOCKED_STATUSES: readonly ApplicationStatus[] = ['interview', 'offered', 'hired', 'declined'];

/** Whether an application's sharing is frozen (an interview is scheduled). */
export function passportLockedFor(status: ApplicationStatus): boolean {
  return PASSPORT_LOCKED_STATUSES.includes(status);
}

/** Repeated openings by the same viewer within this window are recorded once. */
export const VIEW_COALESCE_MS = 15 * 60 * 1000;

const ORDER = new Map<string, number>(PASSPORT_ITEMS.map((k, i) => [k, i]));
const byOrder = (a: PassportItem, b: PassportItem) => (ORDER.get(a.key) ?? 0) - (ORDER.get(b.key) ?? 0);

export interface PassportInput {
  items: { key: PassportItemKey; note?: string }[];
  own_words: string;
}

type PassportRow = typeof accessPassports.$inferSelect;

export function passportView(row: PassportRow | undefined) {
  return {
    items: [...(row?.items ?? [])].sort(byOrder).map((i) => ({ key: i.key, note: i.note })),
    own_words: row?.ownWords ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export async function loadPassport(db: Pick<Db, 'select'>, tenantId: number, userId: number): Promise<PassportRow | undefined> {
  const [row] = await db
    .select()
    .from(accessPassports)
    .where(and(eq(accessPassports.tenantId, tenantId), eq(accessPassports.userId, userId)));
  return row;
}

export async function savePassport(db: Db, tenantId: number, userId: number, input: PassportInput): Promise<PassportRow> {
  const seen = new Set<string>();
  const items: PassportItem[] = [];
  for (const i of input.items) {
    if (seen.has(i.key)) throw new ValidationError({ items: ['Each item can be chosen once.'] });
    seen.add(i.key);
    items.push({ key: i.key, note: (i.note ?? '').trim() });
  }
  items.sort(byOrder);
  const ownWords = input.own_words.trim();
  const now = new Date();
  const [row] = await db
    .insert(accessPassports)
    .values({ userId, tenantId, items, ownWords, updatedAt: now })
    .onConflictDoUpdate({
      target: accessPassports.userId,
      set: { items, ownWords, updatedAt: now },
      setWhere: eq(accessPassports.tenantId, tenantId),
    })
    .returning();
  if (!row) throw new Error('passport not stored');
  return row;
}

/** What a choice shows of a passport: exactly what the employer sees. */
export function sharedView(passport: PassportRow | undefined, share: PassportShare, keys: readonly string[]) {
  if (share === 'none' || !passport) return { share, items: [], own_words: null };
  const shows = (k: PassportShareKey) => share === 'all' || keys.includes(k);
  const ownWords = passport.ownWords.trim();
  return {
    share,
    items: [...passport.items]
      .filter((i) => shows(i.key))
      .sort(byOrder)
      .map((i) => ({ key: i.key, note: i.note })),
    own_words: shows('own_words') && ownWords !== '' ? ownWords : null,
  };
}

async function shareRow(db: Pick<Db, 'select'>, tenantId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(passportShares)
    .where(and(eq(passportShares.tenantId, tenantId), eq(passportShares.applicationId, applicationId)));
  return row;
}

/**
 * What one application shares (no view recorded): for the interview card and the employer's view.
 * Null when the application is not in the tenant.
 */
export async function sharedPassportOf(db: Pick<Db, 'select'>, tenantId: number, applicationId: number) {
  const [app] = await db
    .select({ userId: applications.userId })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId)));
  if (!app) return null;
  const [share, passport] = await Promise.all([shareRow(db, tenantId, applicationId), loadPassport(db, tenantId, app.userId)]);
  return sharedView(passport, share?.share ?? 'none', share?.keys ?? []);
}

const appNotFound = () => new NotFound('Not found.');

async function ownApplication(db: Pick<Db, 'select'>, tenantId: number, userId: number, applicationId: number) {
  const [app] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!app) throw appNotFound();
  return app;
}

/** The job seeker's view of one application's sharing. */
export async function myApplicationShare(db: Pick<Db, 'select'>, tenantId: number, userId: number, applicationId: number) {
  const app = await ownApplication(db, tenantId, userId, applicationId);
  const [share, passport] = await Promise.all([shareRow(db, tenantId, applicationId), loadPassport(db, tenantId, userId)]);
  const mode = share?.share ?? 'none';
  const keys = mode === 'some' ? (share?.keys ?? []) : [];
  return {
    application_id: app.id,
    share: mode,
    keys,
    locked: passportLockedFor(app.status),
    shared: sharedView(passport, mode, keys),
    updated_at: share ? share.updatedAt.toISOString() : null,
  };
}

/** Sets what one of the job seeker's applications shares (409 once an interview is scheduled). */
export async function setApplicationShare(
  db: Db,
  tenantId: number,
  userId: number,
  applicationId: number,
  input: { share: PassportShare; keys?: PassportShareKey[] | undefined },
): Promise<void> {
  const keys = input.share === 'some' ? [...new Set(input.keys ?? [])] : [];
  if (input.share === 'some' && keys.length === 0)
    throw new ValidationError({ keys: ['Choose at least one thing to share, or share nothing.'] });
  await db.transaction(async (tx) => {
    const [app] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.id, applicationId), eq(applications.userId, userId)))
      .for('update');
    if (!app) throw appNotFound();
    if (passportLockedFor(app.status))
      throw new Conflict('An interview is scheduled, so what you share with this employer can no longer be changed.');
    const now = new Date();
    await tx
      .insert(passportShares)
      .values({ applicationId, tenantId, share: input.share, keys, updatedAt: now })
      .onConflictDoUpdate({
        target: passportShares.applicationId,
        set: { share: input.share, keys, updatedAt: now },
        setWhere: eq(passportShares.tenantId, tenantId),
      });
  });
}

/**
 * What an application shares, for the staff member who runs its hiring (program staff any application
 * of the tenant, employer staff their organisation's); 404 outside that reach. When something is shown,
 * the view is recorded (once per viewer per VIEW_COALESCE_MS).
 */
export async function viewApplicationPassport(db: Db, s: Viewing, viewerId: number, applicationId: number) {
  const [app] = await db
    .select({ id: applications.id, userId: applications.userId })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
    .where(and(eq(applications.tenantId, s.tenantId), eq(applications.id, applicationId), ownedJobs(s)));
  if (!app) throw appNotFound();
  const shared = await sharedPassportOf(db, s.tenantId, applicationId);
  if (!shared) throw appNotFound();
  if (shared.share !== 'none' && (shared.items.length > 0 || shared.own_words !== null)) {
    const since = new Date(Date.now() - VIEW_COALESCE_MS);
    const [recent] = await db
      .select({ id: passportViews.id })
      .from(passportViews)
      .where(
        and(
          eq(passportViews.tenantId, s.tenantId),
          eq(passportViews.applicationId, applicationId),
          eq(passportViews.viewerId, viewerId),
          gt(passportViews.viewedAt, since),
        ),
      )
      .limit(1);
    if (!recent) await db.insert(passportViews).values({ tenantId: s.tenantId, applicationId, seekerId: app.userId, viewerId });
  }
  return shared;
}

/** The job seeker's list of who viewed what they shared, newest first. */
export async function listPassportViews(db: Db, tenantId: number, userId: number, p: Paging) {
  const where = and(eq(passportViews.tenantId, tenantId), eq(passportViews.seekerId, userId));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(passportViews).where(where),
    db
      .select({
        id: passportViews.id,
        viewedAt: passportViews.viewedAt,
        applicationId: passportViews.applicationId,
        viewerId: users.id,
        first: users.firstName,
        last: users.lastName,
        organisation: organisations.name,
        jobId: jobs.id,
        title: jobs.title,
        company: jobs.company,
      })
      .from(passportViews)
      .innerJoin(applications, and(eq(applications.id, passportViews.applicationId), eq(applications.tenantId, passportViews.tenantId)))
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, applications.tenantId)))
      .leftJoin(users, and(eq(users.id, passportViews.viewerId), eq(users.tenantId, passportViews.tenantId)))
      .leftJoin(organisations, and(eq(organisations.id, users.organisationId), eq(organisations.tenantId, users.tenantId)))
      .where(where)
      .orderBy(desc(passportViews.viewedAt), desc(passportViews.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
  ]);
  return {
    results: rows.map((r) => ({
      id: r.id,
      viewed_at: r.viewedAt.toISOString(),
      viewer: r.viewerId === null ? null : { name: `${r.first ?? ''} ${r.last ?? ''}`.trim(), organisation: r.organisation ?? null },
      application_id: r.applicationId,
      job: { id: r.jobId, title: r.title, company: r.company },
    })),
    ...pageMeta(total?.n ?? 0, p),
  };
}
