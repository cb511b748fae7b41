/**
 * How a conversation is laid out (SPEC §2, §4 "Chat", §9): messages under day headings, and consecutive
 * messages of one sender within 60 seconds shown as one group; the list's last-message preview.
 */

/** SPEC §9: same-sender messages less than this far apart form one group (as the server groups the history). */
export const GROUP_WINDOW_MS = 60_000;
/** SPEC §9: the conversation list shows this many characters of the last message, then '...'. */
export const PREVIEW_LENGTH = 22;

export type Sender = 'user' | 'help_desk';
export type ChatEventType = 'closed' | 'reopened';

/** One message of a conversation as the widget keeps it (from the history answer or the socket). */
export interface ChatEntry {
  /** Stable React key: `s<seq>` once stored, `c<client_id>` while only this client has it. */
  key: string;
  /** The room's sequence number; null while the message waits to be confirmed. */
  seq: number | null;
  client_id: string | null;
  from: Sender;
  kind: 'text' | 'event';
  event_type: ChatEventType | null;
  /** The text(s); a history entry may already hold a same-sender run. */
  texts: string[];
  username: string;
  /** ISO instant. */
  created_at: string;
  /** 'YYYY-MM-DD' in the tenant zone. */
  day: string;
  /** Sent from here, not yet echoed by the server. */
  pending?: boolean;
}

export interface MessageRun {
  type: 'run';
  key: string;
  from: Sender;
  username: string;
  entries: ChatEntry[];
  /** created_at of the first and the last entry. */
  startedAt: string;
  endedAt: string;
}

export interface EventNotice {
  type: 'event';
  key: string;
  entry: ChatEntry;
}

export interface DayGroup {
  day: string;
  items: (MessageRun | EventNotice)[];
}

/** Stored messages by sequence number, then the ones still waiting, in the order they were written. */
export function orderEntries(entries: readonly ChatEntry[]): ChatEntry[] {
  const stored = entries.filter((e) => e.seq !== null).sort((a, b) => (a.seq as number) - (b.seq as number));
  const waiting = entries.filter((e) => e.seq === null);
  return [...stored, ...waiting];
}

/**
 * Whether `entry` has the author of `run`: the same side and the same name (two concierges answering one
 * after the other are two senders). A message still being sent from here has no name yet; it is the
 * writer's own, so it joins a run of its side.
 */
function sameAuthor(run: MessageRun, entry: ChatEntry): boolean {
  if (run.from !== entry.from) return false;
  return run.username === entry.username || entry.pending === true || run.entries.every((e) => e.pending);
}

/**
 * Day groups in order; inside a day, a text message joins the previous group when it has the same side
 * and author and came less than `windowMs` after the previous message of that group: the rule the server
 * uses for the history (contract: getChatHistory), so a conversation looks the same before and after a
 * reload. Events ("Chat is closed", "Chat is reopened") stand alone and end a group.
 */
export function groupConversation(entries: readonly ChatEntry[], windowMs: number = GROUP_WINDOW_MS): DayGroup[] {
  const days: DayGroup[] = [];
  for (const entry of orderEntries(entries)) {
    let day = days[days.length - 1];
    if (!day || day.day !== entry.day) {
      day = { day: entry.day, items: [] };
      days.push(day);
    }
    if (entry.kind === 'event') {
      day.items.push({ type: 'event', key: entry.key, entry });
      continue;
    }
    const last = day.items[day.items.length - 1];
    const gap = last?.type === 'run' ? new Date(entry.created_at).getTime() - new Date(last.endedAt).getTime() : Number.NaN;
    if (last?.type === 'run' && sameAuthor(last, entry) && gap >= 0 && gap < windowMs) {
      last.entries.push(entry);
      last.endedAt = entry.created_at;
    } else {
      day.items.push({
        type: 'run',
        key: entry.key,
        from: entry.from,
        username: entry.username,
        entries: [entry],
        startedAt: entry.created_at,
        endedAt: entry.created_at,
      });
    }
  }
  return days;
}

/** The list's preview: the first 22 characters, then '...' when there was more (whole characters, never half an emoji). */
export function previewText(text: string | null | undefined, max: number = PREVIEW_LENGTH): string {
  const chars = Array.from((text ?? '').replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}
