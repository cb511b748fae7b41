import { getChatHistory } from '@tessera/chat/chat-api';
import { getApi } from '@tessera/ui/api';

/** Room names are five lower-case letters or digits (SPEC §9). */
export const ROOM_PATTERN = /^[a-z0-9]{5}$/;

/**
 * The conversation of a room (for /helpdeskChat?room=xxxxx): POST /api/v1/session/chat by room as role 6
 * answers with its session_id. Rejects when the room is unknown.
 */
export async function findSessionByRoom(room: string): Promise<number> {
  const history = await getChatHistory(getApi(), { room_name: room });
  return history.session_id;
}
