// Saved advanced searches (issue 15): a staff member's named filters, shared with their team (their
// organisation; program staff with the program's staff) when they choose, and an optional notification
// when job seekers they may see come to match (jobs/saved-search-check.ts, each person announced once).
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations, savedSearches, savedSearchHits, users, type EDUCATION_LEVELS } from '../db/schema.ts';
import { fieldError, NotFound } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { queueSavedSearchCheck, SAVED_SEARCH_CHECK_SECONDS } from '../jobs/saved-search-check-queue.ts';
import { reachOfUser, type Scope } from '../scope.ts';
import { ADVANCED_SEARCH_FILTERS } from '@tessera/contract/advanced-search';
import { EXPERIENCE_BANDS, matchingChangedSince, type AdvancedFilters } from './advanced-search.ts';
import { iso } from './staff-views.ts';
import { notify } from './notifications.ts';
import { fullName } from './tokens.ts';
import type { Viewing } from './visibility.ts';

export const SAVED_SEARCH_LIMIT = 50;
/** Each look starts this far before the last one ended: a profile written in a transaction still open then is not missed. */
const OVERLAP = sql`interval '2 minutes'`;

type Owner = Pick<Scope, 'tenantId' | 'user' | 'organisation' | 'reach'>;

/** The team a search is shared with: the organisation, or the program's staff (no organisation). */
function visibleSaved(s: Owner): SQL {
  const team =
    s.organisation === null
      ? and(eq(savedSearches.shared, true), isNull(savedSearches.organisationId), eq(users.isUser, false), isNull(users.organisationId))
      : and(eq(savedSearches.shared, true), eq(savedSearches.organisationId, s.organisation.id));
  return and(eq(savedSearches.tenantId, s.tenantId), or(eq(savedSearches.ownerId, s.user.id), team)) as SQL;
}

type SavedRow = typeof savedSearches.$inferSelect;

function view(s: Owner, row: SavedRow, owner: Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>) {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    shared: row.shared,
    notify: row.notify,
    mine: row.ownerId === s.user.id,
    owner_name: fullName(owner),
    created_at: iso(row.createdAt),
  };
}

export async function listSavedSearches(db: Db, s: Owner) {
  const rows = await db
    .select({ row: savedSearches, owner: { firstName: users.firstName, lastName: users.lastName } })
    .from(savedSearches)
    .innerJoin(users, and(eq(users.id, savedSearches.ownerId), eq(users.tenantId, savedSearches.tenantId)))
    .where(visibleSaved(s))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(200);
  return { results: rows.map(({ row, owner }) => view(s, row, owner)) };
}

export interface SavedSearchInput {
  name: string;
  filters: Record<string, string>;
  shared?: boolean | undefined;
  notify?: boolean | undefined;
}

export async function createSavedSearch(db: Db, jobs: JobQueue, s: Owner, input: SavedSearchInput) {
  const name = input.name.trim();
  if (name === '') throw fieldError('name', 'This field may not be blank.');
  const unknown = Object.keys(input.filters).filter((k) => !(ADVANCED_SEARCH_FILTERS as readonly string[]).includes(k));
  if (unknown.length > 0) throw fieldError('filters', `Unknown filter: ${unknown.join(', ')}.`);
  const filters = Object.fromEntries(Object.entries(input.filters).filter(([, v]) => v.trim() !== ''));
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, s.tenantId), eq(savedSearches.ownerId, s.user.id)));
  if (Number(n) >= SAVED_SEARCH_LIMIT) throw fieldError('non_field_errors', `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches.`);
  const row = await jobs.transaction(db, async (tx) => {
    const [created] = await tx
      .insert(savedSearches)
      .values({
        tenantId: s.tenantId,
        ownerId: s.user.id,
        organisationId: s.organisation?.id ?? null,
        name,
        filters,
        shared: input.shared ?? false,
        notify: input.notify ?? false,
        checkedAt: sql`now() - ${OVERLAP}`,
      })
      .returning();
    if (!created) throw new Error('saved search not stored');
    if (created.notify) await queueSavedSearchCheck(jobs, tx, { tenantId: s.tenantId, searchId: created.id });
    return created;
  });
  return view(s, row, s.user);
}

export async function deleteSavedSearch(db: Db, s: Owner, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.tenantId, s.tenantId), eq(savedSearches.ownerId, s.user.id), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw new NotFound('Saved search not found.');
}

const int = (v: string | undefined): number | undefined => (v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : undefined);
const oneOf = <T extends string>(v: string | undefined, list: readonly T[]): T | undefined =>
  v !== undefined && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** A saved search's stored strings as filters (what the address would give; values it would refuse are left out). */
export function filtersOf(stored: Record<string, string>): AdvancedFilters {
  const education: readonly (typeof EDUCATION_LEVELS)[number][] = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'];
  return {
    q: stored.q,
    skills_all: stored.skills_all,
    skills_any: stored.skills_any,
    experience: oneOf(stored.experience, Object.keys(EXPERIENCE_BANDS) as (keyof typeof EXPERIENCE_BANDS)[]),
    education: oneOf(stored.education, education),
    city: stored.city,
    region: stored.region,
    country: stored.country,
    radius: int(stored.radius),
    remote: oneOf(stored.remote, ['onsite', 'hybrid', 'remote'] as const),
    employment_type: oneOf(stored.employment_type, ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const),
    available: stored.available === 'true' ? true : undefined,
    partner: int(stored.partner),
    job_id: int(stored.job_id),
    status: oneOf(stored.status, [
      'applied',
      'screening',
      'interview',
      'offered',
      'withdrawn',
      'hired',
      'declined',
      'on-hold',
      'rejected',
    ] as const),
  };
}

/** A look this soon after the last one is a retried job's second run: it does nothing. */
const TOO_SOON_MS = (SAVED_SEARCH_CHECK_SECONDS * 1000) / 2;

/**
 * One look of a saved search's notification: the people its owner may see who match it now, among those
 * whose profile changed since the last look, and whom it has not announced yet; one notification for them;
 * the next look queued. Returns how many were new, or null when the search is gone, no longer notifies,
 * its owner can no longer sign in (the chain of looks then ends), or the look came too soon (`force` aside).
 */
export async function checkSavedSearch(db: Db, jobs: JobQueue, tenantId: number, searchId: number, force = false): Promise<number | null> {
  const [found] = await db
    .select({
      search: savedSearches,
      owner: users,
      organisation: { id: organisations.id, kind: organisations.kind, status: organisations.status, name: organisations.name },
    })
    .from(savedSearches)
    .innerJoin(users, and(eq(users.id, savedSearches.ownerId), eq(users.tenantId, savedSearches.tenantId)))
    .leftJoin(organisations, and(eq(organisations.tenantId, users.tenantId), eq(organisations.id, users.organisationId)))
    .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.id, searchId)));
  if (!found || !found.search.notify || !found.owner.isActive) return null;
  const { search, owner, organisation } = found;
  if (organisation && organisation.status !== 'approved') return null;
  const viewing: Viewing = { tenantId, reach: reachOfUser(owner, organisation), organisation };
  return jobs.transaction(db, async (tx) => {
    // The look claims its turn: only one run moves checked_at forward within TOO_SOON_MS.
    const claimed = await tx
      .update(savedSearches)
      .set({ checkedAt: sql`now() - ${OVERLAP}` })
      .where(
        and(
          eq(savedSearches.id, searchId),
          force ? sql`true` : sql`${savedSearches.checkedAt} <= now() - ${OVERLAP} - ${`${TOO_SOON_MS} milliseconds`}::interval`,
        ),
      )
      .returning({ id: savedSearches.id });
    if (claimed.length === 0) return null;
    const ids = await matchingChangedSince(tx, viewing, filtersOf(search.filters), search.checkedAt);
    const added =
      ids.length === 0
        ? []
        : await tx
            .insert(savedSearchHits)
            .values(ids.map((userId) => ({ searchId, userId })))
            .onConflictDoNothing()
            .returning({ userId: savedSearchHits.userId });
    await queueSavedSearchCheck(jobs, tx, { tenantId, searchId });
    if (added.length > 0) {
      await notify(tx, {
        tenantId,
        userId: owner.id,
        modelType: 'saved_search',
        messageKey: 'saved_search_matches',
        params: { name: search.name, count: added.length },
      });
    }
    return added.length;
  });
}
