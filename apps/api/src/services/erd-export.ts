// The ERD export (issue 14, DECISIONS 22; `/erd`, GET /api/v1/admin_csv, program managers only): the
// program's employment results data, one CSV row per application of the tenant — job, employer, partner,
// a pseudonymous job-seeker id, the source, the day the application first reached each status (from the
// append-only status history) and its current status. Read in id order, a batch at a time, so memory stays
// flat however many applications there are.
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APPLICATION_STATUSES, instanceSecrets } from '../db/schema.ts';
import { csvLine } from './staff-applications.ts';

const keys = new WeakMap<object, Promise<Buffer>>();

/** The instance's pseudonym key, made once and shared by every instance through the database. */
function pseudonymKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(instanceSecrets)
        .values({ name: 'erd_pseudonym_key', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'erd_pseudonym_key'));
      if (!row) throw new Error('could not load the pseudonym key');
      return Buffer.from(row.value, 'base64url');
    })();
    keys.set(db, key);
  }
  return key;
}

/** A job seeker's id in the export: stable across exports of the tenant, not reversible without the key. */
export function pseudonym(key: Buffer, tenantId: number, userId: number): string {
  return createHmac('sha256', key).update(`${tenantId}:${userId}`).digest('base64url').slice(0, 16);
}

export const ERD_COLUMNS = [
  'application_id',
  'job_id',
  'job_title',
  'employer',
  'partner',
  'job_seeker',
  'source',
  'current_status',
  ...APPLICATION_STATUSES.map((s) => `${s.replace('-', '_')}_on`),
] as const;

interface Row {
  id: number;
  job_id: number;
  title: string;
  employer: string;
  partner: string | null;
  user_id: number;
  source: string;
  status: string;
  firsts: Record<string, string> | null;
}

/** The CSV, header first, then a batch of rows at a time (days in the tenant's time zone). */
export async function* erdCsv(db: Db, tenantId: number, timeZone: string, batch = 1000): AsyncGenerator<string> {
  const key = await pseudonymKey(db);
  yield csvLine([...ERD_COLUMNS]);
  let after = 0;
  for (;;) {
    const result = (await db.execute(sql`
      SELECT a.id, a.job_id, j.title, j.company AS employer, p.name AS partner, a.user_id, a.source, a.status,
        (SELECT jsonb_object_agg(f.to_status, f.day) FROM (
           SELECT h.to_status, to_char(min(h.created_at) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day
           FROM application_status_history h WHERE h.tenant_id = a.tenant_id AND h.application_id = a.id GROUP BY h.to_status) f) AS firsts
      FROM applications a
      JOIN jobs j ON j.tenant_id = a.tenant_id AND j.id = a.job_id
      LEFT JOIN organisations p ON p.tenant_id = a.tenant_id AND p.id = a.source_organisation_id
      WHERE a.tenant_id = ${tenantId} AND a.id > ${after}
      ORDER BY a.id
      LIMIT ${batch}`)) as unknown as { rows: Row[] };
    const rows = result.rows;
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.id,
          r.job_id,
          r.title,
          r.employer,
          r.partner ?? '',
          pseudonym(key, tenantId, r.user_id),
          r.source,
          r.status,
          ...APPLICATION_STATUSES.map((s) => r.firsts?.[s] ?? ''),
        ]),
      )
      .join('');
    after = rows.at(-1)?.id ?? after;
    if (rows.length < batch) return;
  }
}
