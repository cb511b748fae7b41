import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { useSession } from '@tessera/session/session-store';

/**
 * /thankYouFeedback (DECISIONS 21, 29): where a survey (or a feedback link) ends. Public: it says thank
 * you and leads on; it keeps nothing about the person.
 */
export default function ThankYouFeedbackPage() {
  const { t } = useTranslation('surveys');
  const signedIn = useSession((s) => s.user?.is_user === true);
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('thanks.title')}>{t('thanks.title')}</PageHeading>
      <p className="ui-notice">{t('thanks.received')}</p>
      <p>{t('thanks.private')}</p>
      <p>
        <AppLink className="ui-button" to={signedIn ? '/application' : '/'}>
          {signedIn ? t('thanks.toApplications') : t('thanks.home')}
        </AppLink>
      </p>
    </section>
  );
}
