import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '@tessera/ui/api';
import { AppLink } from '@tessera/ui/app-link';
import { useViewer } from '@tessera/ui/use-viewer';
import { getSessionStore } from '@tessera/session/session-store';

/**
 * Issue 13: a person whose résumé a partner imported has claimed the account; they check what was imported
 * on their profile, correct it, and agree (is_consent) before any employer sees them. Shown only while
 * the session user is awaiting consent.
 */
export function ConsentCard({ onProfile }: { onProfile: boolean }) {
  const { t } = useTranslation('profile');
  const { user } = useViewer();
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  if (!user?.awaiting_consent && state !== 'done') return null;
  const agree = async () => {
    setState('sending');
    const { response } = await getApi().POST('/api/v1/me/consent');
    if (!response.ok) {
      setState('failed');
      return;
    }
    setState('done');
    const store = getSessionStore().getState();
    if (store.user) store.setUser({ ...store.user, awaiting_consent: false, is_consent: true });
  };
  return (
    <section className="ui-card ui-stack pf-consent" aria-labelledby="pf-h-consent">
      <h2 id="pf-h-consent">{t('consent.title')}</h2>
      {state === 'done' ? null : (
        <>
          <p>{t('consent.intro')}</p>
          {onProfile ? null : (
            <p>
              <AppLink to="/profile">{t('consent.check')}</AppLink>
            </p>
          )}
          <p>
            <button type="button" className="ui-button" disabled={state === 'sending'} onClick={() => void agree()}>
              {t('consent.agree')}
            </button>
          </p>
        </>
      )}
      <p role="status" aria-live="polite">
        {state === 'done' ? t('consent.done') : state === 'failed' ? t('consent.failed') : ''}
      </p>
    </section>
  );
}
