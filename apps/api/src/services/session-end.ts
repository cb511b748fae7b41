// Ending a user's sessions at once (issue 11 §3): a deactivated member, or a password change that ends
// the user's other sessions. The sessions (refresh-token families) are revoked in the caller's
// transaction, so refresh tokens stop working and every access token of them is refused by the identity
// check; then every API instance is told on both socket buses, and closes (4401) the user's sockets whose
// session is no longer active (the NOTIFY is delivered on commit, never after a rollback).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSessions } from '../db/schema.ts';
import type { Tx } from '../jobs/queue.ts';
import { publish } from './chat.ts';
import { NOTIFICATION_CHANNEL } from './notifications.ts';

/** The notification bus's payload for ended sessions: `{"t": tenant id, "ended": user id}`. */
export interface SessionsEnded {
  t: number;
  ended: number;
}

export function parseSessionsEnded(payload: string): SessionsEnded | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { t, ended } = value as { t?: unknown; ended?: unknown };
  if (!Number.isInteger(t) || !Number.isInteger(ended)) return null;
  return { t: t as number, ended: ended as number };
}

/** Revokes every session of the user (but `keepSid`, the one asking) and closes their sockets on every instance. */
export async function endUserSessions(tx: Tx, tenantId: number, userId: number, keepSid?: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.tenantId, tenantId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSid === undefined ? undefined : ne(authSessions.id, keepSid),
      ),
    );
  await publish(tx, { k: 'ended', t: tenantId, u: userId });
  const payload = JSON.stringify({ t: tenantId, ended: userId } satisfies SessionsEnded);
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}
