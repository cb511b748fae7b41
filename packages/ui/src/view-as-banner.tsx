import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { useSession } from '@tessera/session/session-store';
import { leavePage } from './session-api.tsx';
import { toast } from './toasts.tsx';
import { VIEW_RETURN_PATH, endViewAs, viewLost } from './view-as.tsx';

/**
 * While the administrator views as another user (DECISIONS 30): a banner at the top of every page of every
 * app, staying in view while the page scrolls, saying whose view it is and until when, with "End". When the
 * view's time is up it ends by itself and the administrator is back in their own session.
 */
export function ViewAsBanner() {
  const { t } = useTranslation('common');
  const { dateTime } = useFormatters();
  const viewing = useSession((s) => s.impersonator !== null);
  const user = useSession((s) => s.user);
  const endsAt = useSession((s) => s.expires_at);

  useEffect(() => {
    if (!viewing || endsAt === null) return;
    const timer = setTimeout(
      () => {
        if (viewLost()) {
          leavePage();
          toast.info(t('viewAs.ended'));
          window.location.assign(VIEW_RETURN_PATH);
        }
      },
      Math.max(0, endsAt * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [viewing, endsAt, t]);

  if (!viewing) return null;
  const name = user?.name ?? '';
  const admin = user?.impersonation?.by_name ?? '';
  const until = user?.impersonation?.ends_at ?? (endsAt === null ? null : new Date(endsAt * 1000).toISOString());
  return (
    <section className="ui-view-banner" aria-labelledby="view-as-banner-text">
      <p id="view-as-banner-text" className="ui-view-banner__text">
        <strong>{t('viewAs.banner', { name })}</strong> {until ? t('viewAs.until', { time: dateTime(until), admin }) : null}
      </p>
      <button
        type="button"
        className="ui-button ui-button--secondary ui-view-banner__end"
        aria-label={t('viewAs.endLabel', { name })}
        onClick={() => void endViewAs()}
      >
        {t('viewAs.end')}
      </button>
    </section>
  );
}
