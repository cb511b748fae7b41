import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCareerFeedbackOpen } from '@tessera/feedback/career-feedback-store';
import { FeedbackWidget } from '@tessera/feedback/feedback-widget';
import { getApi } from './api.tsx';
import { useKeepMessages } from './reading-preferences.tsx';
import { toast } from './toasts.tsx';
import { useViewer } from './use-viewer.tsx';

// Loaded the first time someone opens it, not with every app's first page.
const CareerFeedbackDialog = lazy(() => import('@tessera/feedback/career-feedback-dialog'));

const notify = {
  success: (message: string) => void toast.success(message),
  error: (message: string) => void toast.error(message),
};

/**
 * The feedback parts every page of the three apps carries (SPEC §2): the floating feedback widget and
 * the career-connector dialog (opened from the side bar and the help menu), wired to the page's API
 * client, session, address and the "Keep messages on screen" preference.
 */
export function FeedbackMount() {
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const keep = useKeepMessages();
  const careerOpen = useCareerFeedbackOpen();
  const [careerWanted, setCareerWanted] = useState(false);
  useEffect(() => {
    if (careerOpen) setCareerWanted(true);
  }, [careerOpen]);
  const path = `${pathname}${search}`;
  return (
    <>
      <FeedbackWidget api={getApi()} signedIn={viewer.status !== 'anonymous'} path={path} keepOnScreen={keep} />
      {viewer.status === 'signedIn' && (careerWanted || careerOpen) ? (
        <Suspense fallback={null}>
          <CareerFeedbackDialog api={getApi()} path={path} notify={notify} />
        </Suspense>
      ) : null}
    </>
  );
}
