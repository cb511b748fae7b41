import { LandingContent } from './landing-content.tsx';

/** /ca: the Canada variant of the landing page. */
export default function CanadaLandingPage() {
  return <LandingContent canada />;
}
