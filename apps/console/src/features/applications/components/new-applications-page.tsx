import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { ApplicationsList } from './applications-page.tsx';

/** /newApplications (roles 6 and 7, DECISIONS 20): every application of the program, with an employer filter and column. */
export default function NewApplicationsPage() {
  const { t, ready } = useTranslation('applications-staff');
  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack">
      <PageHeading title={t('list.programTitle')}>{t('list.programTitle')}</PageHeading>
      <p>{t('list.programIntro')}</p>
      <ApplicationsList programWide />
    </div>
  );
}
