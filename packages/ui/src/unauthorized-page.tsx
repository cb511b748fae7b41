import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading.tsx';

/** Shown when a signed-in user opens a page their role may not see. */
export default function UnauthorizedPage() {
  const { t } = useTranslation('common');
  return (
    <section className="ui-centered" aria-labelledby="page-heading">
      <PageHeading title={t('unauthorized.title')}>{t('unauthorized.title')}</PageHeading>
      <p>{t('unauthorized.message')}</p>
      <a className="ui-button" href="/">
        {t('backToHome')}
      </a>
    </section>
  );
}
