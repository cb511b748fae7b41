import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { useSession } from '@tessera/session/session-store';

/** /application: the job seeker's applications. The list arrives with the hiring features. */
export default function ApplicationsPage() {
  const { t } = useTranslation('dashboard');
  const canada = useSession((s) => s.canadaPath);
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('applications.title')}>{t('applications.title')}</PageHeading>
      <div className="ui-card ui-stack">
        <p>
          <strong>{t('applications.empty')}</strong>
        </p>
        <p>{t('applications.emptyHint')}</p>
        <p>
          <AppLink className="ui-button" to={canada ? '/ca/searchJobs' : '/searchJobs'}>
            {t('applications.browse')}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
