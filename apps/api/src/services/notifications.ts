// Writing notifications (SPEC §3 Notification). The text is not stored: a message key and its
// parameters are, and the reader's language renders them when the list is read (notification-messages.ts).
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationKey } from './notification-messages.ts';

export interface NewNotification {
  tenantId: number;
  userId: number;
  /** feedback: about an application (goes to /application); change_password; uploaded_files: an import. */
  modelType: 'feedback' | 'change_password' | 'uploaded_files';
  messageKey: NotificationKey;
  params?: Record<string, string | number>;
  applicationId?: number | null;
  token?: string | null;
}

/** Inserts notifications; pass the transaction when the change they report is written in one. */
export async function notify(db: Pick<Db, 'insert'>, items: NewNotification | NewNotification[]): Promise<void> {
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
}
