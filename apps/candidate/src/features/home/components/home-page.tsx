import { useTranslation } from 'react-i18next';
import { homeTarget } from '@tessera/routes/home-redirect';
import { Redirect } from '@tessera/ui/redirect';
import { SessionPending } from '@tessera/ui/session-load';
import { useViewer } from '@tessera/ui/use-viewer';

/** /home: sends each kind of user to their start page (DECISIONS 4); other apps by full page load. */
export default function HomePage() {
  const { t } = useTranslation('dashboard');
  const viewer = useViewer();
  if (viewer.status === 'loading') return <SessionPending label={t('home.redirecting')} />;
  return <Redirect to={homeTarget(viewer.user)} />;
}
