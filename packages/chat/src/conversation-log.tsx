import { useTranslation } from 'react-i18next';
import { groupConversation, type ChatEntry, type MessageRun, type Sender } from './chat-grouping';
import { dayLabel, formatDateTime, formatTime } from './chat-time';
import './chat.css';

export interface ConversationLogProps {
  entries: readonly ChatEntry[];
  /** The tenant's IANA zone: day headings and times are in it. */
  zone: string;
  /** Interface language (en, fr, esp) for dates. */
  language: string;
  /** The side this reader writes from: their own runs are marked `data-mine` (shown on the right). */
  side: Sender;
  /** The name written above a run ("You", the helpdesk member, the user or guest). */
  senderName: (run: MessageRun) => string;
  /** Accessible name of the list ("Messages"). */
  label: string;
}

function Run({ run, zone, language, mine, name }: { run: MessageRun; zone: string; language: string; mine: boolean; name: string }) {
  const pending = run.entries.every((e) => e.pending);
  return (
    <li className="ch-run" data-from={run.from} data-mine={mine ? 'true' : 'false'}>
      <p className="ch-run__meta">
        <span className="ch-run__who">{name}</span>{' '}
        {pending ? null : (
          <time className="ch-run__time" dateTime={run.startedAt}>
            {formatTime(run.startedAt, zone, language)}
          </time>
        )}
      </p>
      <ul className="ch-run__texts">
        {run.entries.flatMap((entry) =>
          entry.texts.map((text, i) => (
            // Text only: React writes it as a text node, never as HTML.
            <li
              key={`${entry.key}-${i}`}
              className="ch-bubble"
              data-pending={entry.pending ? 'true' : undefined}
              data-seq={entry.seq ?? undefined}
            >
              {text}
            </li>
          )),
        )}
      </ul>
    </li>
  );
}

/**
 * A conversation's messages (SPEC §2, §4 "Chat"): under "Today" or weekday-day-month headings in the
 * tenant zone, same-sender runs within 60 s together with the time of their first message, and the
 * dated "Chat is closed" / "Chat is reopened" notices. Shared by the widget (side 'user') and the
 * helpdesk app (side 'help_desk').
 */
export function ConversationLog({ entries, zone, language, side, senderName, label }: ConversationLogProps) {
  const { t } = useTranslation('chat');
  const days = groupConversation(entries);
  return (
    <ol className="ch-log" aria-label={label}>
      {days.map((day) => (
        <li key={day.day} className="ch-day">
          <h3 className="ch-day__label">{dayLabel(day.day, { zone, language, today: t('conversation.today') })}</h3>
          <ol className="ch-day__items">
            {day.items.map((item) =>
              item.type === 'event' ? (
                <li key={item.key} className="ch-event" data-event={item.entry.event_type ?? undefined}>
                  {t('conversation.noticeAt', {
                    notice: item.entry.event_type === 'closed' ? t('conversation.closedNotice') : t('conversation.reopenedNotice'),
                    when: formatDateTime(item.entry.created_at, zone, language),
                  })}
                </li>
              ) : (
                <Run key={item.key} run={item} zone={zone} language={language} mine={item.from === side} name={senderName(item)} />
              ),
            )}
          </ol>
        </li>
      ))}
    </ol>
  );
}
