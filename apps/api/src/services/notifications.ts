// Writing notifications (SPEC §3 Notification). The text is not stored: a message key and its
// parameters are, and the reader's language renders them when the list is read (notification-messages.ts).
// Every change to a user's notifications (written here, marked read in notification-inbox.ts) also
// NOTIFYs tessera_notifications in the same transaction, so every API instance hears of it once it is
// committed and pushes the new unread count to that user's sockets (realtime/notification-hub.ts;
// DECISIONS 15). The payload names tenant and users only, never the text.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { NOTIFICATION_KINDS, notifications, type NotificationKind } from '../db/schema.ts';
import type { NotificationKey } from './notification-messages.ts';
import { queueNotificationMail } from '../jobs/notification-mail.ts';

export const NOTIFICATION_CHANNEL = 'tessera_notifications';
/** User ids per NOTIFY payload: well under PostgreSQL's 8000-byte payload limit. */
export const USERS_PER_PAYLOAD = 500;

export interface NewNotification {
  tenantId: number;
  userId: number;
  /**
   * feedback: about the job seeker's application (goes to /application); change_password; uploaded_files: an
   * import; organisation_signup: an approval waits; offer: staff news of an offer (awaits approval, answered,
   * expired); saved_search: new people match a saved search.
   */
  modelType: 'feedback' | 'change_password' | 'uploaded_files' | 'organisation_signup' | 'offer' | 'saved_search';
  messageKey: NotificationKey;
  params?: Record<string, string | number>;
  applicationId?: number | null;
  token?: string | null;
}

/** The bus payload: `{"t": tenant id, "u": [user ids]}`. */
export interface NotificationChange {
  t: number;
  u: number[];
}

/** Reads a payload; null when it is not one. */
export function parseNotificationChange(payload: string): NotificationChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { t, u } = value as { t?: unknown; u?: unknown };
  if (!Number.isInteger(t) || !Array.isArray(u) || !u.every((id) => Number.isInteger(id))) return null;
  return { t: t as number, u: u as number[] };
}

/**
 * Tells every API instance that these users' notifications changed. Call it inside the transaction that
 * changed them: PostgreSQL (and PGlite) deliver the NOTIFY only on commit, and never after a rollback.
 */
export async function announceNotificationChange(db: Pick<Db, 'execute'>, tenantId: number, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += USERS_PER_PAYLOAD) {
    const payload = JSON.stringify({ t: tenantId, u: ids.slice(i, i + USERS_PER_PAYLOAD) } satisfies NotificationChange);
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}

const isMailedKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Inserts notifications and announces them; pass the transaction when the change they report is written in one. */
export async function notify(db: Pick<Db, 'insert' | 'execute'>, items: NewNotification | NewNotification[]): Promise<void> {
  const list = [items].flat();
  if (list.length === 0) return;
  await db.insert(notifications).values(
    list.map((n) => ({
      tenantId: n.tenantId,
      userId: n.userId,
      modelType: n.modelType,
      messageKey: n.messageKey,
      params: n.params ?? {},
      applicationId: n.applicationId ?? null,
      token: n.token ?? null,
    })),
  );
  // Those who chose this kind by email (/setting) also get it as a mail, queued with this transaction. A
  // kind with a mail of its own (an organisation's sign-up brings its review link) is not mailed twice.
  await queueNotificationMail(
    db,
    list.flatMap((n) =>
      isMailedKind(n.modelType)
        ? [{ tenantId: n.tenantId, userId: n.userId, kind: n.modelType, messageKey: n.messageKey, params: n.params ?? {} }]
        : [],
    ),
  );
  const byTenant = new Map<number, number[]>();
  for (const n of list) byTenant.set(n.tenantId, [...(byTenant.get(n.tenantId) ?? []), n.userId]);
  for (const [tenantId, userIds] of byTenant) await announceNotificationChange(db, tenantId, userIds);
}
