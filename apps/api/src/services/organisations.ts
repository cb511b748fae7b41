// Organisations of a tenant (issue 11 §1): employers and partners. Program staff read them all (the
// organisation filters of their lists); staff of an organisation read only their own.
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations, type OrganisationKind, type OrganisationStatus } from '../db/schema.ts';
import { containsPattern } from './staff-views.ts';
import { visibleOrganisations, type Viewing } from './visibility.ts';

export interface ListOrganisationsQuery {
  kind?: OrganisationKind | undefined;
  status?: OrganisationStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

/** The organisations the viewer sees (visibleOrganisations): the tenant's for program staff, their own otherwise. */
export async function listOrganisations(db: Db, s: Viewing, query: ListOrganisationsQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 100;
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    visibleOrganisations(s),
    query.kind === undefined ? undefined : eq(organisations.kind, query.kind),
    query.status === undefined ? undefined : eq(organisations.status, query.status),
    ...words.map((w) => ilike(organisations.name, containsPattern(w))),
  );
  const [total] = await db.select({ n: count() }).from(organisations).where(where);
  const rows = await db
    .select({ id: organisations.id, name: organisations.name, kind: organisations.kind, status: organisations.status })
    .from(organisations)
    .where(where)
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = Number(total?.n ?? 0);
  return { results: rows, count: n, page, page_size: pageSize, total_pages: Math.ceil(n / pageSize) };
}
