import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';

/** /passwordResetDone */
export default function ResetDonePage() {
  const { t } = useTranslation('auth');
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('resetDone.title')}>{t('resetDone.title')}</PageHeading>
      <p>{t('resetDone.body')}</p>
      <p>
        <Link className="ui-button" to="/login">
          {t('resetDone.signIn')}
        </Link>
      </p>
    </section>
  );
}
