// The open notifications panel's content (SPEC §2 "Notifications panel"): loaded the first time the bell
// is opened (issue 9 §4); the bell (notification-bell.tsx) keeps the state, the focus and the actions.
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import { isLong, truncate } from './notification-text.ts';
import type { Notification } from './notifications-api.ts';
import type { ImportDialogKind } from './import-result-dialog.tsx';

interface ItemProps {
  item: Notification;
  language: string;
  opensImport: boolean;
  opensOffers: boolean;
  onActivate: (item: Notification, element: HTMLLIElement | null) => void;
  registerRef: (id: number, element: HTMLLIElement | null) => void;
}

function NotificationItem({ item, language, opensImport, opensOffers, onActivate, registerRef }: ItemProps) {
  const { t } = useTranslation('notifications');
  const [expanded, setExpanded] = useState(false);
  const li = useRef<HTMLLIElement | null>(null);
  const metaId = useId();
  const textId = useId();
  const long = isLong(item.message);
  const text = long && !expanded ? truncate(item.message) : item.message;
  const opensApplication = item.model_type === 'feedback' && item.feedback !== null;
  const actionable = !item.is_read || opensApplication || opensImport || opensOffers;
  const when = new Date(item.created_at);
  const whenText = Number.isNaN(when.getTime()) ? '' : formatDateTime(when, localeOf(language));
  return (
    <li
      className={`ntf-item${item.is_read ? '' : ' ntf-item--unread'}`}
      tabIndex={-1}
      ref={(el) => {
        li.current = el;
        registerRef(item.id, el);
      }}
    >
      {actionable ? (
        <button type="button" className="ntf-item__main" aria-describedby={metaId} onClick={() => onActivate(item, li.current)}>
          <span id={textId}>{text}</span>
        </button>
      ) : (
        <p className="ntf-item__main ntf-item__main--static" id={textId}>
          {text}
        </p>
      )}
      <div className="ntf-item__foot">
        <p className="ntf-item__meta" id={metaId}>
          {item.is_read ? <span>{t('item.read')}</span> : <strong className="ntf-item__new">{t('item.unread')}</strong>}
          {whenText ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={item.created_at}>{whenText}</time>
            </>
          ) : null}
          {actionable ? (
            <span className="ntf-visually-hidden">
              .{' '}
              {opensApplication
                ? t('item.opensApplication')
                : opensImport
                  ? t('item.opensImport')
                  : opensOffers
                    ? t('item.opensOffers')
                    : t('item.marksRead')}
            </span>
          ) : null}
        </p>
        {long ? (
          <button
            type="button"
            className="ntf-link"
            aria-expanded={expanded}
            aria-controls={textId}
            aria-label={expanded ? t('item.showLessLabel') : t('item.showMoreLabel')}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('item.showLess') : t('item.showMore')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export interface NotificationPanelProps {
  headingId: string;
  language: string;
  unreadCount: number;
  problem: string | null;
  loaded: boolean;
  items: readonly Notification[];
  importKind: ImportDialogKind | undefined;
  offersPath: string | undefined;
  lastPage: boolean;
  loadingMore: boolean;
  pagesLoaded: number;
  totalPages: number;
  moreButton: RefObject<HTMLButtonElement | null>;
  onMarkAll: () => void;
  onShowMore: () => void;
  onActivate: (item: Notification, element: HTMLLIElement | null) => void;
  registerRef: (id: number, element: HTMLLIElement | null) => void;
}

export function NotificationPanel({
  headingId,
  language,
  unreadCount,
  problem,
  loaded,
  items,
  importKind,
  offersPath,
  lastPage,
  loadingMore,
  pagesLoaded,
  totalPages,
  moreButton,
  onMarkAll,
  onShowMore,
  onActivate,
  registerRef,
}: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  return (
    <>
      <div className="ntf-panel__bar">
        <p className="ntf-panel__summary">{unreadCount > 0 ? t('panel.unread', { count: unreadCount }) : t('panel.allRead')}</p>
        <button type="button" className="ntf-action" disabled={unreadCount === 0} onClick={onMarkAll}>
          {t('panel.markAllRead')}
        </button>
      </div>
      {problem ? <p className="ntf-panel__problem">{problem}</p> : null}
      {!loaded ? (
        <p className="ntf-panel__empty">{t('panel.loading')}</p>
      ) : items.length === 0 ? (
        <p className="ntf-panel__empty">{t('panel.empty')}</p>
      ) : (
        <ul className="ntf-list" aria-labelledby={headingId}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              language={language}
              opensImport={item.model_type === 'uploaded_files' && importKind !== undefined}
              opensOffers={item.model_type === 'offer' && offersPath !== undefined}
              onActivate={onActivate}
              registerRef={registerRef}
            />
          ))}
        </ul>
      )}
      {loaded && items.length > 0 ? (
        <div className="ntf-panel__foot">
          <button
            ref={moreButton}
            type="button"
            className="ntf-action"
            disabled={lastPage || loadingMore}
            aria-label={t('panel.showMoreLabel')}
            onClick={onShowMore}
          >
            {t('panel.showMore')}
          </button>
          <p className="ntf-panel__pages">{t('panel.pageOf', { page: Math.min(pagesLoaded, totalPages), total: totalPages })}</p>
        </div>
      ) : null}
    </>
  );
}
