/**
 * The guest's cached room (SPEC §3 client state, §6, §8; DECISIONS 13). The secret that lets the guest
 * in stays in the HttpOnly `room` cookie; the widget only remembers which room it is, for as long as the
 * cookie lasts (1 day), to reopen it from the home view.
 */

export const GUEST_ROOM_KEY = 'tessera-chat-room';
/** SPEC §9: the guest room cookie lasts 1 day. */
export const GUEST_ROOM_TTL_MS = 24 * 60 * 60 * 1000;

interface Stored {
  room: string;
  session_id: number;
  saved_at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The cached room, or null when none or older than a day (an expired one is removed). */
export function readGuestRoom(now: number = Date.now()): { room: string; session_id: number } | null {
  const store = storage();
  const raw = store?.getItem(GUEST_ROOM_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (
      typeof value.room === 'string' &&
      /^[a-z0-9]{5}$/.test(value.room) &&
      typeof value.saved_at === 'number' &&
      now - value.saved_at < GUEST_ROOM_TTL_MS
    ) {
      return { room: value.room, session_id: typeof value.session_id === 'number' ? value.session_id : 0 };
    }
  } catch {
    // Unreadable: treated as none.
  }
  store?.removeItem(GUEST_ROOM_KEY);
  return null;
}

export function saveGuestRoom(room: string, sessionId: number, now: number = Date.now()): void {
  storage()?.setItem(GUEST_ROOM_KEY, JSON.stringify({ room, session_id: sessionId, saved_at: now } satisfies Stored));
}

/** SPEC §8: after "Session Does Not Exist" (or once the chat ended) the cached room is forgotten. */
export function clearGuestRoom(): void {
  storage()?.removeItem(GUEST_ROOM_KEY);
}
