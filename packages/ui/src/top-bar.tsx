import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isReadyPath } from '@tessera/routes/manifest';
import { helpMenuItems, profileMenuItems, showInbox, showNotificationBell, topBarLinks, type MenuItem } from '@tessera/routes/navigation';
import { useSession } from '@tessera/session/session-store';
import { DEFAULT_LOGO } from '@tessera/theme/default-theme';
import { AppLink } from './app-link.tsx';
import { loadChunk } from './chunk-load.ts';
import { CareerFeedbackMenuEntry } from './career-feedback-entry.tsx';
import { DisclosureMenu } from './disclosure-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { logout } from './session-api.tsx';
import { useViewer } from './use-viewer.tsx';

// The bell (and the notifications package) loads only for signed-in users.
const NotificationBellMount = lazy(() => import('./notification-bell-mount.tsx'));
// The inbox link with its live unread badge (issue 15) loads for signed-in users who have an inbox.
const InboxLinkMount = lazy(() => import('./inbox-link-mount.tsx'));
// The live Messages badge and its sound load only for concierge members (role 6).
const HelpdeskMessagesMount = lazy(() => import('./helpdesk-messages-mount.tsx'));
// The auditor's Export (and the download helper) loads only for the profile menu that has it (issue 9 §4).
const ExportApplicationsButton = lazy(() =>
  loadChunk(() => import('./export-applications.tsx')).then((m) => ({ default: m.ExportApplicationsButton })),
);

export interface TopBarProps {
  /** Shown before the logo on small screens when the page has a side bar. */
  sideBarToggle?: ReactNode;
}

function MenuEntry({ item, close }: { item: MenuItem; close: () => void }) {
  const { t } = useTranslation('common');
  if (item.href) {
    return (
      <li>
        <AppLink to={item.href} onClick={close}>
          {t(item.labelKey)}
        </AppLink>
      </li>
    );
  }
  if (item.action === 'logout') {
    return (
      <li>
        <button
          type="button"
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t(item.labelKey)}
        </button>
      </li>
    );
  }
  if (item.action === 'export') {
    return (
      <li>
        <Suspense fallback={null}>
          <ExportApplicationsButton onStart={close} />
        </Suspense>
      </li>
    );
  }
  // Other actions (notifications) arrive with their features in later issues.
  return null;
}

/**
 * On a small screen (48rem or less) the top bar is one row: the logo, a "Menu" disclosure button and the
 * bell; the links, help, language and profile wait behind the button. Escape, a click outside and a new page
 * close it, and Escape puts focus back on the button. On a wider screen the button is not shown and the
 * same elements sit in the row.
 */
function useCompactMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // A menu inside (Help, the profile) closes first, on its own.
      if (root.current?.querySelector('.ui-topbar__menu .ui-menu__button[aria-expanded="true"]')) return;
      setOpen(false);
      // Focus comes back to the button, unless it is hidden (a wide screen).
      if (button.current && button.current.offsetParent !== null) button.current.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, root, button };
}

/** The top bar of SPEC §2: logo, links by kind of visitor, help menu, language, profile menu. */
export function TopBar({ sideBarToggle }: TopBarProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const viewer = useViewer();
  const theme = useSession((s) => s.tenantTheme);
  const canada = useSession((s) => s.canadaPath);
  const messageCount = useSession((s) => s.messageCount);
  const menuId = useId();
  const menu = useCompactMenu();
  const user = viewer.status === 'signedIn' ? viewer.user : null;
  const links = topBarLinks({ user, pathname, messageCount, canada });
  const profileItems = profileMenuItems(user).filter((i) => i.href || i.action === 'logout' || i.action === 'export');
  const title = theme?.title ?? t('appName');
  return (
    <header className="ui-topbar" ref={menu.root}>
      {sideBarToggle}
      <AppLink to="/" className="ui-topbar__logo" aria-label={t('nav.home')}>
        <img src={theme?.logo ?? DEFAULT_LOGO} alt={title} />
      </AppLink>
      <button
        ref={menu.button}
        type="button"
        className="ui-menu__button ui-topbar__menu-button"
        aria-expanded={menu.open}
        aria-controls={menuId}
        onClick={() => menu.setOpen((v) => !v)}
      >
        {t('topBar.menu')} <span aria-hidden="true">{menu.open ? '▴' : '▾'}</span>
      </button>
      <div id={menuId} className="ui-topbar__menu" data-open={menu.open}>
        <nav className="ui-topbar__nav" aria-label={t('nav.main')}>
          <ul className="ui-topbar__links">
            {links.map((l) => (
              <li key={l.id}>
                <AppLink to={l.href} aria-current={pathname === l.href ? 'page' : undefined}>
                  {t(l.labelKey)}
                  {l.badge ? (
                    <>
                      <span className="ui-badge" aria-hidden="true">
                        {l.badge}
                      </span>
                      <span className="ui-visually-hidden"> {t('topBar.unread', { count: l.badge })}</span>
                    </>
                  ) : null}
                </AppLink>
              </li>
            ))}
            {showInbox(user) && isReadyPath('/inbox_messages') ? (
              <Suspense fallback={null}>
                <InboxLinkMount />
              </Suspense>
            ) : null}
          </ul>
        </nav>
        {viewer.role === 'concierge_member' ? (
          <Suspense fallback={null}>
            <HelpdeskMessagesMount />
          </Suspense>
        ) : null}
        <div className="ui-topbar__tools">
          <DisclosureMenu label={t('helpMenu.label')}>
            {(close) => (
              <>
                {helpMenuItems().map((item) => (
                  <MenuEntry key={item.id} item={item} close={close} />
                ))}
                {viewer.role === 'job_seeker' ? <CareerFeedbackMenuEntry close={close} /> : null}
              </>
            )}
          </DisclosureMenu>
          <LanguageSwitcher compact />
          {user ? (
            <DisclosureMenu label={user.name} accessibleName={t('profileMenu.label', { name: user.name })}>
              {(close) => profileItems.map((item) => <MenuEntry key={item.id} item={item} close={close} />)}
            </DisclosureMenu>
          ) : null}
        </div>
      </div>
      {/* The bell stays in the row on a small screen too: its count is seen without opening the menu. */}
      {showNotificationBell(user) ? (
        <div className="ui-topbar__bell">
          <Suspense fallback={null}>
            <NotificationBellMount />
          </Suspense>
        </div>
      ) : null}
    </header>
  );
}
