import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { footerLinks, isSideBarVisible } from '@tessera/routes/navigation';
import { useAppName } from './app-context.tsx';
import { AppLink } from './app-link.tsx';
import { ChatMount, isConciergeChatPage } from './chat-mount.tsx';
import { FeedbackMount } from './feedback-mount.tsx';
import { loadChunk } from './chunk-load.ts';
import { keepFocusClearOfFloating } from './floating-clearance.ts';
import { useReadingFormOnPage } from './reading-profile-sync.tsx';
import { SIDE_BAR_ID } from './side-bar-id.tsx';
import { TopBar } from './top-bar.tsx';
import { useSession } from '@tessera/session/session-store';
import { useViewer } from './use-viewer.tsx';

// Only staff pages show the side bar; it loads with the first of them.
const SideBar = lazy(() => import('./side-bar.tsx'));
const ReadingSettings = lazy(() => import('./reading-settings.tsx'));
// The view-as banner loads only while the administrator views as someone (DECISIONS 30).
const ViewAsBanner = lazy(() => import('./view-as-banner.tsx').then((m) => ({ default: m.ViewAsBanner })));
// The message-sound switch is for concierge members only (issue 9 §4: off the other users' first pages).
const MessageSoundToggle = lazy(() => loadChunk(() => import('./message-sound.tsx')).then((m) => ({ default: m.MessageSoundToggle })));

/** The reading settings from the footer of every page, signed in or not (issue 17 §3), unless the page has them. */
function FooterReadingSettings() {
  const { t } = useTranslation('common');
  const onPage = useReadingFormOnPage();
  const [open, setOpen] = useState(false);
  if (onPage) return null;
  return (
    <div className="ui-footer__reading">
      <button
        type="button"
        className="ui-button ui-button--secondary"
        aria-expanded={open}
        aria-controls="footer-reading"
        onClick={() => setOpen((v) => !v)}
      >
        {t('reading.open')}
      </button>
      <div id="footer-reading" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <ReadingSettings />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** Skip link, top bar, side bar (staff pages only), the main landmark and a footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const viewer = useViewer();
  const app = useAppName();
  const viewing = useSession((s) => s.impersonator !== null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const showSideBar = isSideBarVisible({
    authenticated: viewer.status === 'signedIn',
    is_user: viewer.user?.is_user,
    pathname: location.pathname,
    routeState: location.state,
  });
  useEffect(() => setOpen(false), [location.pathname]);
  // The floating feedback and chat buttons never cover the focused control (WCAG 2.4.11).
  useEffect(() => keepFocusClearOfFloating(), []);
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  return (
    <div className="ui-shell">
      <a className="ui-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {viewing ? (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      ) : null}
      <TopBar
        sideBarToggle={
          showSideBar ? (
            <button
              ref={toggle}
              type="button"
              className="ui-button ui-button--secondary ui-sidebar__toggle"
              aria-expanded={open}
              aria-controls={SIDE_BAR_ID}
              onClick={() => setOpen((v) => !v)}
            >
              {/* An icon, so that the top bar stays one row on a phone (issue 17 §4); the name is read out. */}
              <svg className="ui-sidebar__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="ui-visually-hidden">{t('nav.openSideBar')}</span>
            </button>
          ) : null
        }
      />
      <div className="ui-body">
        {showSideBar ? (
          <Suspense fallback={<div id={SIDE_BAR_ID} className="ui-sidebar" data-open="false" />}>
            <SideBar open={open} onClose={close} />
          </Suspense>
        ) : null}
        <main id="main" className="ui-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <footer className="ui-footer">
        <div className="ui-row">
          <p>{t('footer.tagline')}</p>
          <nav aria-label={t('footer.sitePages')}>
            <ul className="ui-footer__links">
              {footerLinks().map((item) => (
                <li key={item.id}>
                  <AppLink to={item.href ?? '/'}>{t(item.labelKey)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <AppLink to="/languages">{t('footer.languages')}</AppLink>
          <FooterReadingSettings />
          {/* The helpdesk's own pages have the switch beside their queue. */}
          {viewer.role === 'concierge_member' && !isConciergeChatPage(app, location.pathname) ? (
            <Suspense fallback={null}>
              <MessageSoundToggle />
            </Suspense>
          ) : null}
        </div>
      </footer>
      <FeedbackMount />
      <ChatMount />
    </div>
  );
}
