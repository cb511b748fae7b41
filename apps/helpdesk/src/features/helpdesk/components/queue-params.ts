import type { HelpdeskQueueStatus } from '../api/list-helpdesk-sessions.ts';
import { ROOM_PATTERN } from '../api/find-session-by-room.ts';

/** What the address says the helpdesk shows: the queue's filter and page, and the open conversation. */
export interface QueueView {
  status: HelpdeskQueueStatus | 'all';
  page: number;
}

export interface HelpdeskAddress extends QueueView {
  /** ?session=<id>: the conversation on screen. */
  session: number | null;
  /** ?room=<name>: a conversation named by its room (resolved to its id). */
  room: string | null;
}

const STATUSES = new Set(['new', 'ongoing', 'closed']);
const MAX_INT = 2_147_483_647;

function positive(value: string | null, max: number): number | null {
  if (value === null || !/^[1-9][0-9]*$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** Reads the address; anything unexpected falls back (all conversations, page 1, none open). */
export function readAddress(params: URLSearchParams): HelpdeskAddress {
  const status = params.get('status');
  const room = params.get('room');
  return {
    status: status !== null && STATUSES.has(status) ? (status as HelpdeskQueueStatus) : 'all',
    page: positive(params.get('page'), 100_000) ?? 1,
    session: positive(params.get('session'), MAX_INT),
    room: room !== null && ROOM_PATTERN.test(room) ? room : null,
  };
}

/** The search string keeping the queue's filter and page (defaults left out), plus a conversation. */
export function queueSearch(view: QueueView, extra: { session?: number } = {}): string {
  const params = new URLSearchParams();
  if (extra.session !== undefined) params.set('session', String(extra.session));
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
