import { useTranslation } from 'react-i18next';
import { SharedPassportList } from '@tessera/ui/shared-passport';
import { Spinner } from '@tessera/ui/spinner';
import { useApplicationPassport } from '../api/get-application-passport.ts';

/**
 * The application's access passport (issue 17 §1): only what the applicant chose to share with this
 * application. For the people who run the hiring; opening it is recorded in the applicant's view list.
 */
export function ApplicationPassportSection({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('passport');
  const query = useApplicationPassport(applicationId, true);
  return (
    <section className="hr-section ui-stack" aria-labelledby="passport-title">
      <h2 id="passport-title">{t('shared.title')}</h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{t('shared.loadFailed')}</p>
      ) : (
        <>
          {query.data.share !== 'none' ? <p>{t('shared.intro')}</p> : null}
          <SharedPassportList shared={query.data} emptyText={t('shared.nothing')} ownWordsLabel={t('shared.ownWords')} />
        </>
      )}
    </section>
  );
}
