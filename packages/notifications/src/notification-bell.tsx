// The top bar's notification bell and its panel (SPEC §2 "Notifications panel", §7, §8, §9). The app hands
// in what the package needs: the API client, the language, the current path, navigation, where to keep the
// application a feedback notification is about, and how to show an error toast.
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { NotificationLiveSource } from './notification-socket.ts';
import { wireLanguage } from './notification-text.ts';
import { NO_RESPONSE, NotificationCallError, type Notification } from './notifications-api.ts';
import { useNotifications } from './use-notifications.ts';
import type { ImportDialogKind } from './import-result-dialog.tsx';

// The open panel (its list, paging and actions) loads the first time the bell is opened (issue 9 §4): the
// badge, its name and the live announcements stay on the first page.
const importPanel = () => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel }));

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
  /** Loads the panel's script chunk under the app's rule (SPEC §8: 120 s, then the chunk-load error). */
  loadChunk?: <T>(load: () => Promise<T>) => Promise<T>;
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
  loadChunk,
}: NotificationBellProps) {
  const { t, ready } = useTranslation('notifications');
  const [NotificationPanel] = useState(() => lazy(() => (loadChunk ? loadChunk(importPanel) : importPanel())));
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
            <Suspense fallback={<p className="ntf-panel__empty">{t('panel.loading')}</p>}>
              <NotificationPanel
                headingId={headingId}
                language={lang}
                unreadCount={unreadCount}
                problem={problem}
                loaded={loaded}
                items={items}
                importKind={importKind}
                offersPath={offersPath}
                lastPage={lastPage}
                loadingMore={loadingMore}
                pagesLoaded={pagesLoaded}
                totalPages={totalPages}
                moreButton={moreButton}
                onMarkAll={() => void markAll()}
                onShowMore={() => void showMore()}
                onActivate={(i, el) => void activate(i, el)}
                registerRef={registerRef}
              />
            </Suspense>
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
