import { useEffect } from 'react';
import { Spinner } from './spinner.tsx';
import { useGo } from './app-context.tsx';
import { isLeavingPage } from './session-api.tsx';

export interface RedirectProps {
  to: string;
  state?: unknown;
}

/** Replaces the current entry with another path (in-app or, across apps, a full page load). */
export function Redirect({ to, state }: RedirectProps) {
  const go = useGo();
  useEffect(() => {
    if (!isLeavingPage()) void go(to, { replace: true, state });
  }, [go, to, state]);
  return <Spinner />;
}
