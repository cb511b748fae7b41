import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isReadyPath } from '@tessera/routes/manifest';
import { helpMenuItems, profileMenuItems, showInbox, showNotificationBell, topBarLinks, type MenuItem } from '@tessera/routes/navigation';
import { useSession } from '@tessera/session/session-store';
import { DEFAULT_LOGO } from '@tessera/theme/default-theme';
import { AppLink } from './app-link.tsx';
import { CareerFeedbackMenuEntry } from './career-feedback-entry.tsx';
import { DisclosureMenu } from './disclosure-menu.tsx';
import { ExportApplicationsButton } from './export-applications.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { logout } from './session-api.tsx';
import { useViewer } from './use-viewer.tsx';

// The bell (and the notifications package) loads only for signed-in users.
const NotificationBellMount = lazy(() => import('./notification-bell-mount.tsx'));
// The inbox link with its live unread badge (issue 15) loads for signed-in users who have an inbox.
const InboxLinkMount = lazy(() => import('./inbox-link-mount.tsx'));
// The live Messages badge and its sound load only for concierge members (role 6).
const HelpdeskMessagesMount = lazy(() => import('./helpdesk-messages-mount.tsx'));

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
        <ExportApplicationsButton onStart={close} />
      </li>
    );
  }
  // Other actions (notifications) arrive with their features in later issues.
  return null;
}

/** The top bar of SPEC §2: logo, links by kind of visitor, help menu, language, profile menu. */
export function TopBar({ sideBarToggle }: TopBarProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const viewer = useViewer();
  const theme = useSession((s) => s.tenantTheme);
  const canada = useSession((s) => s.canadaPath);
  const messageCount = useSession((s) => s.messageCount);
  const user = viewer.status === 'signedIn' ? viewer.user : null;
  const links = topBarLinks({ user, pathname, messageCount, canada });
  const profileItems = profileMenuItems(user).filter((i) => i.href || i.action === 'logout' || i.action === 'export');
  const title = theme?.title ?? t('appName');
  return (
    <header className="ui-topbar">
      {sideBarToggle}
      <AppLink to="/" className="ui-topbar__logo" aria-label={t('nav.home')}>
        <img src={theme?.logo ?? DEFAULT_LOGO} alt={title} />
      </AppLink>
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
        {showNotificationBell(user) ? (
          <Suspense fallback={null}>
            <NotificationBellMount />
          </Suspense>
        ) : null}
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
    </header>
  );
}
