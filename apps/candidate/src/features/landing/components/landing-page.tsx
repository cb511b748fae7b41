import { useCanadaRedirect } from '../hooks/use-canada-redirect.ts';
import { LandingContent } from './landing-content.tsx';

/** / and /homepage_new. */
export default function LandingPage() {
  useCanadaRedirect();
  return <LandingContent canada={false} />;
}
