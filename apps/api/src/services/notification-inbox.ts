// Reading and marking a user's own notifications (SPEC §2 "Notifications panel", §3, §4, §7). No HTTP
// here; routes/notifications.ts checks who is asking. Marking read is announced like a new notification. Every query filters on tenant AND user, so a
// notification of another user or tenant is simply not found.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { renderNotification, type Lang } from './notification-messages.ts';
import { announceNotificationChange } from './notifications.ts';

/** SPEC §7: the panel pages by page number, 10 at a time. */
export const NOTIFICATION_PAGE_SIZE = 10;

type Row = typeof notifications.$inferSelect;

export interface NotificationView {
  id: number;
  message: string;
  is_read: boolean;
  model_type: Row['modelType'];
  feedback: { application_id: number } | null;
  token: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationPage {
  data: NotificationView[];
  unread_count: number;
  total_pages: number;
  page_number: number;
}

export interface Reader {
  tenantId: number;
  userId: number;
}

const mine = (r: Reader) => and(eq(notifications.tenantId, r.tenantId), eq(notifications.userId, r.userId));

export function notificationView(row: Row, lang: Lang): NotificationView {
  return {
    id: row.id,
    message: renderNotification(row.messageKey, row.params, lang),
    is_read: row.isRead,
    model_type: row.modelType,
    feedback: row.applicationId === null ? null : { application_id: row.applicationId },
    token: row.token,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(reader), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** One page, newest first (id breaks ties), rendered in `lang`. A page past the end is empty. */
export async function listNotifications(db: Db, reader: Reader, page: number, lang: Lang): Promise<NotificationPage> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(reader))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(mine(reader)),
    unreadCount(db, reader),
  ]);
  return {
    data: rows.map((row) => notificationView(row, lang)),
    unread_count: unread,
    total_pages: Math.max(1, Math.ceil((total?.n ?? 0) / NOTIFICATION_PAGE_SIZE)),
    page_number: page,
  };
}

/**
 * Marks one of the reader's notifications read; false when it is not theirs (or does not exist). A change
 * is announced in the same transaction, so the reader's other tabs hear it (notifications.ts).
 */
export async function markRead(db: Db, reader: Reader, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: notifications.id, isRead: notifications.isRead })
      .from(notifications)
      .where(and(mine(reader), eq(notifications.id, id)));
    if (!row) return false;
    if (!row.isRead) {
      await tx
        .update(notifications)
        .set({ isRead: true, updatedAt: new Date() })
        .where(and(mine(reader), eq(notifications.id, id)));
      await announceNotificationChange(tx, reader.tenantId, [reader.userId]);
    }
    return true;
  });
}

/** Marks every unread notification of the reader read, announced in the same transaction when any was. */
export async function markAllRead(db: Db, reader: Reader): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ isRead: true, updatedAt: new Date() })
      .where(and(mine(reader), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await announceNotificationChange(tx, reader.tenantId, [reader.userId]);
  });
}
