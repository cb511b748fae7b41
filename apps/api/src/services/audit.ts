// The audit log (issue 11 §2): every approval, rejection, suspension, restore, invitation and role change
// is recorded here, with who did it, to what, when and from which address. `recordAudit` takes the
// transaction of the change itself: the entry commits with the change or not at all, so the log never
// shows a change that did not happen nor misses one that did.
import type { Db } from '../db/client.ts';
import { auditLog, type AuditLogRow } from '../db/schema.ts';
import type { Tx } from '../jobs/queue.ts';

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
  // Issue 14: a download of the program's employment results data (the ERD export).
  'export.erd',
  // Issue 15 (DECISIONS 30): the administrator viewing as a user — the start, every request, the end.
  'impersonation.start',
  'impersonation.request',
  'impersonation.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['organisation', 'user', 'invitation', 'tenant'] as const;
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
