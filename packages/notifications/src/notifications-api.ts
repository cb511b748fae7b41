// The three calls of the notification centre (SPEC §7), over the typed client the app hands in.
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { readErrorMessage } from '@tessera/api-client/api-error';
import type { components } from '@tessera/contract/schema';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationListResponse']['data'];
export type NotificationLanguage = 'en' | 'fr' | 'esp';

/** SPEC §8: what a failed mark-read shows when the server gave no detail (or did not answer). */
export const NO_RESPONSE = 'No response from server.';

/** A failed call, with the message to show: the server's detail, or null when there was none. */
export class NotificationCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? NO_RESPONSE);
    this.name = 'NotificationCallError';
  }
}

async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await run();
  } catch {
    // Network failure, or the server never answered.
    throw new NotificationCallError(0, null);
  }
  if (!result.response.ok || result.data === undefined) {
    throw new NotificationCallError(result.response.status, readErrorMessage(result.error) ?? null);
  }
  return result.data;
}

export async function fetchNotifications(api: ApiClient, page: number, lang: NotificationLanguage): Promise<NotificationPage> {
  const body = await call(() => api.GET('/api/v1/notifications/all', { params: { query: { page, lang } } }));
  return body.data;
}

export async function markNotificationRead(api: ApiClient, id: number): Promise<number> {
  const body = await call(() => api.PUT('/api/v1/notification/{id}', { params: { path: { id } }, body: { is_read: true } }));
  return body.unread_count;
}

export async function markAllNotificationsRead(api: ApiClient): Promise<number> {
  const body = await call(() => api.PUT('/api/v1/notifications/unread'));
  return body.unread_count;
}
