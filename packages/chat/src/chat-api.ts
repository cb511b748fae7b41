// The help chat's HTTP calls (SPEC §7; contract section "chat"), over the typed client the app hands in.
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { readErrorMessage } from '@tessera/api-client/api-error';
import type { components } from '@tessera/contract/schema';

export type ChatSessionItem = components['schemas']['ChatSessionItem'];
export type ChatSessionList = components['schemas']['ChatSessionList'];
export type ChatStarted = components['schemas']['ChatStarted'];
export type ChatSessionStatus = components['schemas']['ChatSessionStatus'];

/** Wire values kept verbatim (DECISIONS 8). */
export const ACCOUNT_EXISTS = 'Account exits';
export const ACCOUNT_UNKNOWN = 'Account does not exists';
export const SESSION_DOES_NOT_EXIST = 'Session Does Not Exist';

/** A failed call: the HTTP status (0 when the server never answered) and the server's message. */
export class ChatCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `chat call failed (${status})`);
    this.name = 'ChatCallError';
  }
}

async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await run();
  } catch {
    throw new ChatCallError(0, null);
  }
  if (!result.response.ok || result.data === undefined) {
    throw new ChatCallError(result.response.status, readErrorMessage(result.error) ?? null);
  }
  return result.data;
}

/** Form fields as multipart form data, empty values dropped (SPEC §5 "Payload helper"). */
function toFormData(fields: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(key, String(value));
  return form;
}

/** GET /api/v1/user/chat/session: the signed-in user's conversations and how many have unread replies. */
export function listMyChatSessions(api: ApiClient, page = 1): Promise<ChatSessionList> {
  return call(() => api.GET('/api/v1/user/chat/session', { params: { query: { page } } }));
}

export type EmailCheck = 'registered' | 'unknown';

/** POST /api/v1/checkemail: is there an account for this email? */
export async function checkGuestEmail(api: ApiClient, email: string): Promise<EmailCheck> {
  const body = await call(() =>
    api.POST('/api/v1/checkemail', {
      body: { email },
      bodySerializer: (b) => toFormData(b as Record<string, string>),
    }),
  );
  return body.message === ACCOUNT_EXISTS ? 'registered' : 'unknown';
}

/**
 * POST /api/v1/chat/start: a new conversation for the signed-in user (bearer, no body), or for a guest
 * with their email (the answer sets the `room` cookie; a guest whose cookie still names an open
 * conversation gets that one back).
 */
export function startChat(api: ApiClient, guestEmail?: string): Promise<ChatStarted> {
  if (guestEmail === undefined) return call(() => api.POST('/api/v1/chat/start', {}));
  return call(() =>
    api.POST('/api/v1/chat/start', {
      body: { email: guestEmail },
      bodySerializer: (b) => toFormData(b as Record<string, string>),
    }),
  );
}

/** Which conversation to read: a signed-in user's by id, or a guest's by room (with the cookie). */
export type ChatTarget = { session_id: number; room_name: string } | { room_name: string; session_id?: undefined };

/** POST /api/v1/session/chat: the history, grouped by day and same-sender runs. */
export function getChatHistory(api: ApiClient, target: ChatTarget) {
  // Form fields are text: the id goes as digits.
  const fields = target.session_id !== undefined ? { session_id: String(target.session_id) } : { room: target.room_name };
  return call(() =>
    api.POST('/api/v1/session/chat', {
      body: fields,
      bodySerializer: (b) => toFormData(b as Record<string, string>),
    }),
  );
}

/** POST /api/v1/user/chat/session/{id}/reopen: a signed-in user reopens one of their closed conversations. */
export function reopenMyChat(api: ApiClient, sessionId: number): Promise<ChatSessionItem> {
  return call(() => api.POST('/api/v1/user/chat/session/{id}/reopen', { params: { path: { id: sessionId } } }));
}

/** The history answer as the typed client hands it over (see ChatHistory in the contract). */
export type ChatHistory = Awaited<ReturnType<typeof getChatHistory>>;

// ---------------------------------------------------------------- the helpdesk side (concierge_member, role 6)

export type HelpdeskSessionItem = components['schemas']['HelpdeskSessionItem'];
export type HelpdeskSessionList = components['schemas']['HelpdeskSessionList'];

/** GET /api/v1/session: the helpdesk's unread count across the tenant's open conversations (SPEC §7). */
export async function getHelpdeskUnread(api: ApiClient): Promise<number> {
  const body = await call(() => api.GET('/api/v1/session', {}));
  return body.total_unread;
}

/** POST /api/v1/helpdesk/sessions/{id}/close: the helpdesk ends a conversation. */
export function closeHelpdeskChat(api: ApiClient, sessionId: number): Promise<HelpdeskSessionItem> {
  return call(() => api.POST('/api/v1/helpdesk/sessions/{id}/close', { params: { path: { id: sessionId } } }));
}

/** POST /api/v1/helpdesk/sessions/{id}/reopen: the helpdesk reopens a closed conversation. */
export function reopenHelpdeskChat(api: ApiClient, sessionId: number): Promise<HelpdeskSessionItem> {
  return call(() => api.POST('/api/v1/helpdesk/sessions/{id}/reopen', { params: { path: { id: sessionId } } }));
}

/** The tenant's own key for the helpdesk's hours in its dictionary (GET /api/v1/language/translation). */
export const SUPPORT_HOURS_KEY = 'tenant.support_hours';

/** When the tenant's helpdesk answers, in its own words for this language; null when it has not said. */
export async function getSupportHours(api: ApiClient, language: string): Promise<string | null> {
  const lang = language === 'fr' || language === 'esp' ? language : 'en';
  const body = await call(() => api.GET('/api/v1/language/translation/{language}', { params: { path: { language: lang } } }));
  const hours = (body as { data?: Record<string, unknown> }).data?.[SUPPORT_HOURS_KEY];
  return typeof hours === 'string' && hours.trim() ? hours.trim() : null;
}
