/**
 * From the wire to the widget's messages: the history answer (day groups of same-sender runs) and socket
 * frames become one ChatEntry per stored message, so every message is known by its own sequence number
 * (nothing shown twice) and grouping is done in one place (chat-grouping).
 */
import type { ChatHistory } from './chat-api';
import type { StoredFrame } from './chat-connection';
import type { ChatEntry, ChatEventType, Sender } from './chat-grouping';
import { dayKey } from './chat-time';

function eventType(value: unknown): ChatEventType | null {
  return value === 'closed' || value === 'reopened' ? value : null;
}

function sender(value: unknown): Sender {
  return value === 'help_desk' ? 'help_desk' : 'user';
}

/** Every stored message of a history answer, oldest first; a run of texts becomes one entry per text. */
export function entriesFromHistory(history: ChatHistory): ChatEntry[] {
  const out: ChatEntry[] = [];
  for (const day of history.chat_details) {
    for (const m of day.messages) {
      const base = {
        from: sender(m.message_from),
        kind: m.message_type === 'event' ? ('event' as const) : ('text' as const),
        event_type: eventType(m.event_type),
        username: m.username ?? '',
        created_at: m.created_at,
        day: day.group_by,
      };
      if (base.kind === 'event') {
        out.push({ ...base, key: `s${m.seq}`, seq: m.seq, client_id: m.client_id, texts: m.message });
        continue;
      }
      const seqs = m.seqs.length === m.message.length ? m.seqs : null;
      if (!seqs) {
        // An answer without one seq per text: keep the run whole under its last seq.
        out.push({ ...base, key: `s${m.seq}`, seq: m.seq, client_id: m.client_id, texts: m.message });
        continue;
      }
      m.message.forEach((text, i) => {
        const seq = seqs[i] as number;
        out.push({ ...base, key: `s${seq}`, seq, client_id: m.client_ids[i] ?? null, texts: [text] });
      });
    }
  }
  return out;
}

/** A stored message or event from the socket. */
export function entryFromFrame(frame: StoredFrame, zone: string): ChatEntry {
  const created = frame.chatCreated_time ?? new Date().toISOString();
  const texts = Array.isArray(frame.message) ? frame.message : typeof frame.message === 'string' ? [frame.message] : [];
  return {
    key: `s${frame.seq}`,
    seq: frame.seq,
    client_id: frame.client_id ?? null,
    from: sender(frame.message_from),
    kind: frame.message_type === 'event' ? 'event' : 'text',
    event_type: eventType(frame.event_type),
    texts,
    username: frame.username ?? '',
    created_at: created,
    day: frame.group_by ?? dayKey(created, zone),
  };
}

/**
 * A message written here, shown at once and replaced by the stored one when it comes back. `from` is the
 * side this client writes from: the user (the widget) or the helpdesk (the helpdesk app).
 */
export function pendingEntry(clientId: string, text: string, zone: string, now: Date = new Date(), from: Sender = 'user'): ChatEntry {
  const created = now.toISOString();
  return {
    key: `c${clientId}`,
    seq: null,
    client_id: clientId,
    from,
    kind: 'text',
    event_type: null,
    texts: [text],
    username: '',
    created_at: created,
    day: dayKey(created, zone),
    pending: true,
  };
}

/**
 * Adds stored entries to the list: a sequence number already there is dropped, and a pending entry with
 * the same client id is replaced (the server echoed it).
 */
export function mergeEntries(current: readonly ChatEntry[], incoming: readonly ChatEntry[]): ChatEntry[] {
  const seqs = new Set(current.flatMap((e) => (e.seq === null ? [] : [e.seq])));
  let next = [...current];
  for (const entry of incoming) {
    if (entry.seq !== null && seqs.has(entry.seq)) continue;
    if (entry.seq !== null) seqs.add(entry.seq);
    if (entry.client_id) next = next.filter((e) => !(e.pending && e.client_id === entry.client_id));
    next.push(entry);
  }
  return next;
}
