// The top bar's notification bell and its panel (SPEC §2 "Notifications panel", §7, §8, §9). The app hands
// in what the package needs: the API client, the language, the current path, navigation, where to keep the
// application a feedback notification is about, and how to show an error toast.
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { NotificationLiveSource } from './notification-socket.ts';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import { isLong, truncate, wireLanguage } from './notification-text.ts';
import { NO_RESPONSE, NotificationCallError, type Notification } from './notifications-api.ts';
import { useNotifications } from './use-notifications.ts';
import type { ImportDialogKind } from './import-result-dialog.tsx';

// Loaded when an import's result is first opened: off the first page of every app.
const ImportResultDialog = lazy(() => import('./import-result-dialog.tsx').then((m) => ({ default: m.ImportResultDialog })));
import './notifications.css';

export interface NotificationBellProps {
  api: ApiClient;
  /** Interface language (en, fr or esp): messages come written in it. */
  language: string;
  /** The current path: a change reloads the list (SPEC §9). */
  pathname: string;
  /** Goes to a path (a full page load when another app owns it). */
  navigate: (path: string) => void;
  /** Keeps the application a feedback notification is about (the session's notificationId). */
  rememberApplication: (applicationId: number) => void;
  /** Shows an error toast. */
  showError: (message: string) => void;
  pollMs?: number;
  /** The page's notification socket (DECISIONS 15): pushes keep the badge and list current between polls. */
  live?: NotificationLiveSource;
  /** Staff: which import-result dialog an uploaded_files notification opens (SPEC §2: role 1 jobs, others résumés). */
  importKind?: ImportDialogKind;
  /** Staff who read offers: the offers page an offer notification opens (its path for the viewer's role). */
  offersPath?: string;
}

/** Where a feedback notification leads (SPEC §2). */
export const APPLICATION_PATH = '/application';

function BellIcon() {
  return (
    <svg className="ntf-bell__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
      />
    </svg>
  );
}

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

export function NotificationBell({
  api,
  language,
  pathname,
  navigate,
  rememberApplication,
  showError,
  pollMs,
  live,
  importKind,
  offersPath,
}: NotificationBellProps) {
  const { t, ready } = useTranslation('notifications');
  const lang = wireLanguage(language);
  const state = useNotifications({ api, language: lang, pathname, live, ...(pollMs ? { pollMs } : {}) });
  const { resetPages } = state;
  const { items, unreadCount, totalPages, pagesLoaded, loaded, loadingMore, arrival } = state;
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [importToken, setImportToken] = useState<string | null | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const panelId = useId();
  const headingId = useId();

  const registerRef = useCallback((id: number, el: HTMLLIElement | null) => {
    if (el) itemRefs.current.set(id, el);
    else itemRefs.current.delete(id);
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      setProblem(null);
      resetPages();
      if (returnFocus) bell.current?.focus();
    },
    [resetPages],
  );

  // New unread arrivals, said politely (cleared first so the same words are read again).
  useEffect(() => {
    if (!arrival) return;
    setAnnouncement('');
    const id = setTimeout(() => setAnnouncement(t('live.arrived', { count: arrival.count })), 100);
    return () => clearTimeout(id);
  }, [arrival, t]);

  // Escape closes and gives focus back to the bell; a click outside closes.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, close]);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const report = (error: unknown) => {
    const message =
      error instanceof NotificationCallError && error.detail ? error.detail : t('errors.noResponse', { defaultValue: NO_RESPONSE });
    setProblem(message);
    showError(message);
  };

  const activate = async (item: Notification, element: HTMLLIElement | null) => {
    setProblem(null);
    if (!item.is_read) {
      try {
        await state.markRead(item.id);
      } catch (error) {
        report(error);
      }
    }
    if (item.model_type === 'feedback' && item.feedback) {
      rememberApplication(item.feedback.application_id);
      close(false);
      navigate(APPLICATION_PATH);
      return;
    }
    if (item.model_type === 'offer' && offersPath) {
      close(false);
      navigate(offersPath);
      return;
    }
    if (item.model_type === 'uploaded_files' && importKind) {
      close(false);
      setImportToken(item.token ?? null);
      return;
    }
    // The text may no longer be a button once read: keep focus on the notification.
    (itemRefs.current.get(item.id) ?? element)?.focus();
  };

  const markAll = async () => {
    setProblem(null);
    try {
      await state.markAllRead();
    } catch (error) {
      report(error);
    }
    panel.current?.focus();
  };

  // The first notification a Show more added takes focus once it is on screen: the page's items are set when
  // the call returns, but React renders them after that.
  const focusWhenShown = useRef<number | null>(null);
  useEffect(() => {
    const id = focusWhenShown.current;
    const item = id === null ? undefined : itemRefs.current.get(id);
    if (!item) return;
    focusWhenShown.current = null;
    item.focus();
  });

  const showMore = async () => {
    const added = await state.showMore();
    const first = added[0];
    if (first) {
      const item = itemRefs.current.get(first.id);
      if (item) item.focus();
      else focusWhenShown.current = first.id;
    } else if (moreButton.current?.disabled) panel.current?.focus();
  };

  // The strings load with the namespace; a bell without its name would say nothing useful.
  if (!ready) return null;
  const lastPage = pagesLoaded >= totalPages;
  const bellName = unreadCount > 0 ? t('bell.labelUnread', { count: unreadCount }) : t('bell.label');

  return (
    <div
      className="ntf"
      ref={root}
      onBlur={(e) => {
        // Tabbing out of the panel closes it (a click outside is handled above).
        const next = e.relatedTarget as Node | null;
        if (open && next && root.current && !root.current.contains(next)) close(false);
      }}
    >
      <button
        ref={bell}
        type="button"
        className="ntf-bell"
        aria-label={bellName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        {unreadCount > 0 ? (
          <span className="ntf-bell__badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </button>
      <div className="ntf-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <section
        ref={panel}
        id={panelId}
        className="ntf-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
      >
        {open ? (
          <>
            <div className="ntf-panel__head">
              <h2 id={headingId} className="ntf-panel__title">
                {t('panel.title')}
              </h2>
              <button type="button" className="ntf-close" aria-label={t('panel.close')} onClick={() => close(true)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="ntf-panel__bar">
              <p className="ntf-panel__summary">{unreadCount > 0 ? t('panel.unread', { count: unreadCount }) : t('panel.allRead')}</p>
              <button type="button" className="ntf-action" disabled={unreadCount === 0} onClick={() => void markAll()}>
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
                    language={lang}
                    opensImport={item.model_type === 'uploaded_files' && importKind !== undefined}
                    opensOffers={item.model_type === 'offer' && offersPath !== undefined}
                    onActivate={(i, el) => void activate(i, el)}
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
                  onClick={() => void showMore()}
                >
                  {t('panel.showMore')}
                </button>
                <p className="ntf-panel__pages">{t('panel.pageOf', { page: Math.min(pagesLoaded, totalPages), total: totalPages })}</p>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
      {importKind && importToken !== undefined ? (
        <Suspense fallback={null}>
          <ImportResultDialog
            api={api}
            kind={importKind}
            token={importToken}
            open
            onClose={() => {
              setImportToken(undefined);
              bell.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
