import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { verifyEmail } from '../api/verify-email.ts';

type State = { kind: 'checking' } | { kind: 'success'; message: string } | { kind: 'failure'; message: string };

/** /verifyEmail?token=…: confirms the address once on arrival. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(() => (token ? { kind: 'checking' } : { kind: 'failure', message: t('verify.missingToken') }));
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(() => setState({ kind: 'success', message: t('verify.success') }))
      .catch((err: unknown) => {
        const detail = isApiError(err) ? readErrorMessage(err.body) : undefined;
        setState({ kind: 'failure', message: detail ? `${t('verify.failure')} ${detail}` : t('verify.failure') });
      });
  }, [token, t]);
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('verify.title')}>{t('verify.title')}</PageHeading>
      {state.kind === 'checking' ? <Spinner label={t('verify.checking')} /> : null}
      <div role="status" className={state.kind === 'success' ? 'ui-notice' : state.kind === 'failure' ? 'ui-alert' : undefined}>
        {state.kind === 'checking' ? '' : state.message}
      </div>
      {state.kind === 'checking' ? null : (
        <p>
          <AppLink className="ui-button" to="/home">
            {t('verify.continue')}
          </AppLink>
        </p>
      )}
    </section>
  );
}
