import { lazy, Suspense, type ReactNode } from 'react';
import { Layout } from '@tessera/ui/layout';
import { useViewer } from '@tessera/ui/use-viewer';

// Loaded only for signed-in job seekers.
const LegalPrompt = lazy(() => import('../features/site/components/legal-prompt.tsx'));

/** The shared shell, with the request to accept new terms or privacy policy for job seekers (issue 16). */
export function CandidateLayout({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  return (
    <Layout>
      {viewer.role === 'job_seeker' && viewer.user ? (
        <Suspense fallback={null}>
          <LegalPrompt userId={viewer.user.user_id} />
        </Suspense>
      ) : null}
      {children}
    </Layout>
  );
}
