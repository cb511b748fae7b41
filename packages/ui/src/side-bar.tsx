import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { helpMenuItems, isActiveHref, sideBarHelpItem, sideBarItemsFor } from '@tessera/routes/navigation';
import { SESSION_EXPIRED_ON_LOAD_KEY } from '@tessera/session/session-watch';
import { getSessionStore } from '@tessera/session/session-store';
import { AppLink } from './app-link.tsx';
import { SupportContact } from './support-contact.tsx';
import { CareerFeedbackSideBarEntry } from './career-feedback-side-bar-entry.tsx';
import { HintTooltip, HintTooltipProvider } from './hint-tooltip.tsx';
import { isApiError } from '@tessera/api-client/api-error';
import { fetchSessionUser } from './session-api.tsx';
import { SIDE_BAR_ID } from './side-bar-id.tsx';
import { SideBarIcon } from './side-bar-icon.tsx';
import { toast } from './toasts.tsx';
import { useViewer } from './use-viewer.tsx';

export { SIDE_BAR_ID } from './side-bar-id.tsx';

export interface SideBarProps {
  /** Small screens: whether the collapsed side bar is shown. */
  open: boolean;
  onClose: () => void;
}

/** Login check on mount (SPEC §2): refreshes the session user; a refused token ends the session. */
function useLoginCheck() {
  const { t } = useTranslation('common');
  useEffect(() => {
    const store = getSessionStore();
    const token = store.getState().userToken;
    if (!token) return;
    let active = true;
    fetchSessionUser(token)
      .then((user) => {
        if (active && store.getState().userToken === token) store.getState().setUser(user);
      })
      .catch((error: unknown) => {
        if (!active || !isApiError(error) || error.status !== 401 || store.getState().userToken !== token) return;
        toast.warn(t(SESSION_EXPIRED_ON_LOAD_KEY), { toastId: SESSION_EXPIRED_ON_LOAD_KEY });
        store.getState().reset();
      });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount of the side bar, whatever the language
  }, []);
}

/** Where the side bar collapses behind its toggle (styles.css, `max-width: 48rem`). */
export const COMPACT_SIDE_BAR_QUERY = '(max-width: 48rem)';

const canMatch = () => typeof window.matchMedia === 'function';

function subscribeCompact(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const list = window.matchMedia(COMPACT_SIDE_BAR_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on small screens, where the collapsed side bar shows the compact variant (SPEC §2 table). */
function useCompactSideBar(): boolean {
  return useSyncExternalStore(
    subscribeCompact,
    () => canMatch() && window.matchMedia(COMPACT_SIDE_BAR_QUERY).matches,
    () => false,
  );
}

/**
 * The staff side bar of SPEC §2/§6: entries by role, icons, right-side tooltips, the active entry.
 * Layout loads it lazily, so apps that show no side bar never fetch it.
 */
export function SideBar({ open, onClose }: SideBarProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const viewer = useViewer();
  const helpDialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useLoginCheck();
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  const variant = useCompactSideBar() ? 'compact' : 'full';
  const items = sideBarItemsFor(viewer.role, variant, undefined, viewer.corporatePartner);
  return (
    <nav id={SIDE_BAR_ID} className="ui-sidebar" aria-label={t('nav.sideBar')} data-open={open ? 'true' : 'false'} data-variant={variant}>
      <button ref={closeButton} type="button" className="ui-button ui-button--secondary ui-sidebar__close" onClick={onClose}>
        {t('nav.closeSideBar')}
      </button>
      <HintTooltipProvider>
        <ul className="ui-sidebar__list">
          {items.map((item) => {
            const label = t(item.labelKey);
            const active = isActiveHref(item.href, pathname);
            return (
              <li key={item.id}>
                <HintTooltip label={label}>
                  <AppLink to={item.href} className="ui-sidebar__link" aria-current={active ? 'page' : undefined} onClick={onClose}>
                    <SideBarIcon name={item.icon} />
                    <span>{label}</span>
                  </AppLink>
                </HintTooltip>
              </li>
            );
          })}
          <li>
            <HintTooltip label={t(sideBarHelpItem.labelKey)}>
              <button type="button" className="ui-sidebar__link" onClick={() => helpDialog.current?.showModal()}>
                <SideBarIcon name={sideBarHelpItem.icon} />
                <span>{t(sideBarHelpItem.labelKey)}</span>
              </button>
            </HintTooltip>
          </li>
          {/* The side bar's second modal (SPEC §2): career-connector feedback. */}
          <CareerFeedbackSideBarEntry />
        </ul>
      </HintTooltipProvider>
      <dialog ref={helpDialog} className="ui-card" aria-labelledby="side-bar-help-title">
        <h2 id="side-bar-help-title">{t('contact.title')}</h2>
        <p>{t('contact.body')}</p>
        <SupportContact />
        <ul>
          {helpMenuItems().map((item) => (
            <li key={item.id}>
              <AppLink to={item.href ?? '/'}>{t(item.labelKey)}</AppLink>
            </li>
          ))}
        </ul>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => helpDialog.current?.close()}>
          {t('contact.close')}
        </button>
      </dialog>
    </nav>
  );
}

export default SideBar;
