import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { SharedPassportList } from '@tessera/ui/shared-passport';
import { Spinner } from '@tessera/ui/spinner';
import { useApplicationShare, useMyPassport, useShareMyPassport } from '../api/passport.ts';
import { ShareChoice, type ShareValue } from './share-choice.tsx';
import './passport.css';

/** The choice of one application, once loaded: change it (until an interview is scheduled) and save. */
function ShareEditor({ applicationId, company }: { applicationId: number; company: string }) {
  const { t } = useTranslation('passport');
  const share = useApplicationShare(applicationId);
  const passport = useMyPassport();
  const save = useShareMyPassport();
  const [value, setValue] = useState<ShareValue | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (share.data && value === null) setValue({ share: share.data.share, keys: share.data.keys });
  }, [share.data, value]);
  if (share.isPending || passport.isPending || value === null)
    return share.isError || passport.isError ? <p role="alert">{t('share.loadFailed')}</p> : <Spinner />;
  if (share.isError || passport.isError) return <p role="alert">{t('share.loadFailed')}</p>;
  if (share.data.locked) {
    return (
      <div className="ui-stack">
        <p>{t('share.lockedNote')}</p>
        <SharedPassportList shared={share.data.shared} emptyText={t('share.previewNothing')} ownWordsLabel={t('shared.ownWords')} />
      </div>
    );
  }
  return (
    <form
      className="ui-stack"
      noValidate
      aria-label={t('share.formLabel', { company })}
      onSubmit={(e) => {
        e.preventDefault();
        setStatus('');
        if (value.share === 'some' && value.keys.length === 0) {
          setError(t('share.chooseOne'));
          return;
        }
        setError(undefined);
        save.mutate(
          { id: applicationId, share: value.share, keys: value.keys },
          {
            onSuccess: () => setStatus(t('share.saved', { company })),
            onError: (e) => {
              if (isApiError(e) && e.status === 409) setError(t('share.lockedNote'));
              else if (isApiError(e) && e.status === 400) setError(t('share.chooseOne'));
              else setError(t('share.failed'));
            },
          },
        );
      }}
    >
      <ShareChoice passport={passport.data} value={value} onChange={setValue} disabled={save.isPending} error={error} />
      <p>
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {save.isPending ? t('section.saving') : t('share.save')}
          <span className="ui-visually-hidden"> {t('share.forCompany', { company })}</span>
        </button>
      </p>
      <p role="status" aria-live="polite" className={status ? 'ui-notice' : 'ui-visually-hidden'}>
        {status}
      </p>
    </form>
  );
}

/**
 * An application's access-passport sharing, behind a disclosure on its card: loaded when opened, so a
 * list of applications asks for nothing until the person looks.
 */
export function ApplicationPassport({ applicationId, company }: { applicationId: number; company: string }) {
  const { t } = useTranslation('passport');
  const [open, setOpen] = useState(false);
  return (
    <details className="ap-match" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('share.summary', { company })}</summary>
      {open ? <ShareEditor applicationId={applicationId} company={company} /> : null}
    </details>
  );
}
