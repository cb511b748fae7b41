// The audit log (issue 11 §2): every approval, rejection, suspension, restore, invitation and role change
// is recorded here, with who did it, to what, when and from which address. `recordAudit` takes the
// transaction of the change itself: the entry commits with the change or not at all, so the log never
// shows a change that did not happen nor misses one that did.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, type AuditLogRow } from '../db/schema.ts';
import type { Tx } from '../jobs/queue.ts';
import { checkRange, inRange } from './reports.ts';
import { csvLine } from './staff-applications.ts';
import { containsPattern } from './staff-views.ts';

/** What the log records, as `<target>.<verb>`. */
export const AUDIT_ACTIONS = [
  'organisation.approve',
  'organisation.reject',
  'organisation.suspend',
  'organisation.restore',
  'member.invite',
  'member.invite_revoke',
  'member.role_change',
  'member.deactivate',
  'member.reactivate',
  // Issue 14: a download of the program's employment results data (the ERD export), of the applications
  // list, of the audit log itself.
  'export.erd',
  // Issue 15 (DECISIONS 30): the administrator viewing as a user — the start, every request, the end.
  'impersonation.start',
  'impersonation.request',
  'impersonation.end',
  'export.applications',
  'export.audit',
  // Issue 14: sign-ins with a password, and refused attempts (wrong password, unknown account, throttled,
  // account or organisation not allowed to sign in).
  'auth.sign_in',
  'auth.sign_in_failed',
  // Issue 14: an application's status change. Written by the database (migration 0026) for every row of
  // application_status_history, so no service can move an application without it being audited.
  'application.status_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['organisation', 'user', 'invitation', 'tenant', 'application'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export interface AuditEntry {
  tenantId: number;
  /** The signed-in user who acted; null when acting through a signed link (say whose in `details`). */
  actorUserId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  /** The organisation the change concerns, if any. */
  organisationId?: number | null;
  /** What changed (before and after, a reason…); plain JSON. */
  details?: Record<string, unknown>;
  /** The client's address (routes/types.ts `clientAddress`). */
  ipAddress: string;
}

/** Records `entry` as part of `tx`, the transaction that makes the change; returns the stored row. */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<AuditLogRow> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      tenantId: entry.tenantId,
      actorUserId: entry.actorUserId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      organisationId: entry.organisationId ?? null,
      details: entry.details ?? {},
      ipAddress: entry.ipAddress,
    })
    .returning();
  if (!row) throw new Error('audit entry not stored');
  return row;
}

/** The audit report's kinds (issue 14, /auditReports): each a group of actions. */
export const AUDIT_KINDS = {
  sign_in: ['auth.sign_in', 'auth.sign_in_failed'],
  approval: ['organisation.approve', 'organisation.reject', 'organisation.suspend', 'organisation.restore'],
  role_change: ['member.role_change', 'member.deactivate', 'member.reactivate'],
  invitation: ['member.invite', 'member.invite_revoke'],
  export: ['export.erd', 'export.applications', 'export.audit'],
  status_change: ['application.status_change'],
} as const satisfies Record<string, readonly AuditAction[]>;
export type AuditKind = keyof typeof AUDIT_KINDS;

export interface AuditQuery {
  kind?: AuditKind | undefined;
  /** Words of the actor's name or email. */
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

interface AuditRow {
  id: number;
  at: Date | string;
  action: string;
  target_type: AuditTarget;
  target_id: number | null;
  organisation_id: number | null;
  organisation_name: string | null;
  actor_user_id: number | null;
  actor_email: string | null;
  actor_name: string | null;
  details: Record<string, unknown>;
  ip_address: string;
}

function kindOf(action: string): AuditKind {
  for (const [kind, actions] of Object.entries(AUDIT_KINDS)) if ((actions as readonly string[]).includes(action)) return kind as AuditKind;
  return 'export';
}

function auditWhere(tenantId: number, q: AuditQuery, timeZone: string): SQL {
  checkRange(q);
  const parts: SQL[] = [sql`l.tenant_id = ${tenantId}`];
  if (q.kind !== undefined)
    parts.push(
      sql`l.action IN (${sql.join(
        AUDIT_KINDS[q.kind].map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  const words = (q.actor ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length > 0)
    parts.push(
      sql`l.actor_user_id IN (SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND ${sql.join(
        words.map((w) => {
          const p = containsPattern(w);
          return sql`(u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`;
        }),
        sql` AND `,
      )})`,
    );
  parts.push(inRange(sql`l.at`, q, timeZone));
  return sql.join(parts, sql` AND `);
}

function auditSelect(where: SQL): SQL {
  return sql`SELECT l.id, l.at, l.action, l.target_type, l.target_id, l.organisation_id, o.name AS organisation_name,
      l.actor_user_id, u.email AS actor_email, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS actor_name,
      l.details, l.ip_address
    FROM audit_log l
    LEFT JOIN users u ON u.id = l.actor_user_id
    LEFT JOIN organisations o ON o.tenant_id = l.tenant_id AND o.id = l.organisation_id
    WHERE ${where}`;
}

function entry(r: AuditRow) {
  return {
    id: r.id,
    at: new Date(r.at).toISOString(),
    kind: kindOf(r.action),
    action: r.action,
    actor: r.actor_user_id === null ? null : { id: r.actor_user_id, email: r.actor_email ?? '', name: r.actor_name ?? '' },
    target_type: r.target_type,
    target_id: r.target_id,
    organisation: r.organisation_id === null ? null : { id: r.organisation_id, name: r.organisation_name ?? '' },
    details: r.details,
    ip_address: r.ip_address,
  };
}

/**
 * The list counts up to here: past it the page says "more than 10,000" (count_capped) and pages end at the
 * cap (200 pages of 50); the filters narrow the rest, and the CSV holds all of it. An exact count of a
 * million entries cost a third of a second at every page.
 */
export const AUDIT_COUNT_CAP = 10_000;

/** One page of the tenant's audit log, newest first, narrowed by kind, actor and days (tenant time zone). */
export async function listAudit(db: Db, tenantId: number, timeZone: string, q: AuditQuery) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 50;
  const where = auditWhere(tenantId, q, timeZone);
  const offset = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, AUDIT_COUNT_CAP - offset));
  const [total, result] = await Promise.all([
    db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log l WHERE ${where} LIMIT ${AUDIT_COUNT_CAP + 1}) capped`,
    ) as unknown as Promise<{
      rows: { n: number }[];
    }>,
    db.execute(sql`${auditSelect(where)} ORDER BY l.at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`) as unknown as Promise<{
      rows: AuditRow[];
    }>,
  ]);
  const counted = Number(total.rows[0]?.n ?? 0);
  const n = Math.min(counted, AUDIT_COUNT_CAP);
  return {
    results: result.rows.map(entry),
    count: n,
    count_capped: counted > AUDIT_COUNT_CAP,
    page,
    page_size: pageSize,
    total_pages: Math.ceil(n / pageSize),
  };
}

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'kind',
  'action',
  'actor_id',
  'actor_email',
  'target_type',
  'target_id',
  'organisation',
  'details',
  'ip_address',
] as const;

/**
 * The same entries as CSV, newest first, a batch at a time (keyset on (at, id), so memory stays flat).
 * Checks the filters before the first line, so bad input is a 400 before any header is sent.
 */
export async function* auditCsv(db: Db, tenantId: number, timeZone: string, q: AuditQuery, batch = 1000): AsyncGenerator<string> {
  const where = auditWhere(tenantId, q, timeZone);
  yield csvLine([...AUDIT_CSV_COLUMNS]);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after === null ? sql`true` : sql`(l.at, l.id) < (${after.at}::timestamptz, ${after.id})`;
    const result = (await db.execute(
      sql`${auditSelect(sql`${where} AND ${keyset}`)} ORDER BY l.at DESC, l.id DESC LIMIT ${batch}`,
    )) as unknown as { rows: AuditRow[] };
    const rows = result.rows;
    if (rows.length === 0) return;
    yield rows
      .map((r) => {
        const e = entry(r);
        return csvLine([
          e.id,
          e.at,
          e.kind,
          e.action,
          e.actor?.id ?? '',
          e.actor?.email ?? '',
          e.target_type,
          e.target_id ?? '',
          e.organisation?.name ?? '',
          JSON.stringify(e.details),
          e.ip_address,
        ]);
      })
      .join('');
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: new Date(last.at).toISOString(), id: last.id };
  }
}
