import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewText } from '@tessera/chat/chat-grouping';
import { relativeTime } from '@tessera/chat/chat-time';
import type { HelpdeskSocketState } from '@tessera/chat/helpdesk-socket';
import { MessageSoundToggle } from '@tessera/ui/message-sound';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useNow } from '../../../lib/use-now.ts';
import { useHelpdeskSessions, type HelpdeskQueue, type HelpdeskQueueStatus } from '../api/list-helpdesk-sessions.ts';
import { queueSearch, type QueueView } from './queue-params.ts';

export const PAGE_SIZE = 20;
/** The queue shows more of the last message than the widget's 22 characters: the concierge triages by it. */
export const QUEUE_PREVIEW_LENGTH = 80;
const FILTERS: readonly (HelpdeskQueueStatus | 'all')[] = ['all', 'new', 'ongoing', 'closed'];

type Item = HelpdeskQueue['results'][number];

function QueueItem({
  item,
  view,
  selected,
  language,
  now,
}: {
  item: Item;
  view: QueueView;
  selected: boolean;
  language: string;
  now: Date;
}) {
  const { t } = useTranslation('helpdesk');
  const name = item.username || item.user_email || t('conversation.visitor');
  const when = item.last_message_at ?? item.created_at;
  return (
    <li>
      <Link
        to={`/helpdeskChat${queueSearch(view, { session: item.session_id })}`}
        state={{ focusConversation: true }}
        className="hd-item"
        data-status={item.status}
        data-unread={item.unread > 0 ? 'true' : undefined}
        aria-current={selected ? 'true' : undefined}
      >
        <span className="hd-item__top">
          <span className="hd-item__name">{name}</span>
          <span className="hd-kind" data-kind={item.is_guest ? 'guest' : 'user'}>
            {item.is_guest ? t('queue.guest') : t('queue.signedIn')}
          </span>
        </span>
        <span className="hd-item__preview">
          {item.last_message ? previewText(item.last_message, QUEUE_PREVIEW_LENGTH) : t('queue.noMessage')}
        </span>
        <span className="hd-item__bottom">
          <time dateTime={when}>{relativeTime(when, language, now)}</time>
          <span className="hd-status" data-status={item.status}>
            {t(`queue.status.${item.status}`)}
          </span>
          {item.unread > 0 ? <span className="hd-unread">{t('queue.unread', { count: item.unread })}</span> : null}
        </span>
      </Link>
    </li>
  );
}

const LIVE_STATE_KEYS: Partial<Record<HelpdeskSocketState, string>> = {
  reconnecting: 'helpdesk:queue.liveReconnecting',
  denied: 'helpdesk:queue.liveDenied',
};

export interface QueueProps {
  view: QueueView;
  /** The conversation on screen (marked in the list). */
  selected: number | null;
  language: string;
  feedState: HelpdeskSocketState;
  onView: (next: Partial<QueueView>) => void;
}

/**
 * The tenant's conversations (newest activity first, unread ones on top): who wrote (guest or signed in),
 * the last message, how long ago, the status and the unread count; filtered by status and paged. The
 * socket refreshes it (useQueueFeed); a poll every 20.5 s is the fallback.
 */
export function Queue({ view, selected, language, feedState, onView }: QueueProps) {
  const { t } = useTranslation('helpdesk');
  const id = useId();
  const now = useNow();
  const query = useHelpdeskSessions({ status: view.status, page: view.page, page_size: PAGE_SIZE });
  const data = query.data;
  const liveKey = LIVE_STATE_KEYS[feedState];
  return (
    <section className="hd-queue" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="hd-queue__title">
        {t('queue.heading')}
      </h2>
      <div className="hd-queue__tools">
        <div className="ui-field">
          <label htmlFor={`${id}-status`}>{t('queue.filterLabel')}</label>
          <select
            id={`${id}-status`}
            value={view.status}
            onChange={(e) => onView({ status: e.target.value as QueueView['status'], page: 1 })}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`queue.filter.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {data ? (
          <p className="hd-queue__summary">
            {t('queue.count', { count: data.count })} · {t('queue.totalUnread', { count: data.total_unread })}
          </p>
        ) : null}
        {liveKey ? <p className="hd-queue__live">{t(liveKey)}</p> : null}
      </div>
      {query.isPending ? <Spinner label={t('queue.loading')} /> : null}
      {query.isError && !data ? (
        <div role="alert" className="ui-alert hd-row">
          <span>{t('queue.loadError')}</span>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void query.refetch()}>
            {t('queue.retry')}
          </button>
        </div>
      ) : null}
      {data && data.results.length === 0 ? (
        <p className="hd-empty">{view.status === 'all' ? t('queue.empty') : t('queue.emptyFiltered')}</p>
      ) : null}
      {data && data.results.length > 0 ? (
        <ul className="hd-items" aria-labelledby={`${id}-h`}>
          {data.results.map((item) => (
            <QueueItem
              key={item.session_id}
              item={item}
              view={view}
              selected={item.session_id === selected}
              language={language}
              now={now}
            />
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager page={view.page} totalPages={data.total_pages} label={t('queue.pagination')} onPage={(page) => onView({ page })} />
      ) : null}
      <MessageSoundToggle />
    </section>
  );
}
