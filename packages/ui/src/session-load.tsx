import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

/**
 * The state of the session-user load (GET /api/v1/user/session) that AppProviders runs for a stored
 * token: loading, waiting to retry after a failure that may pass (no answer, 429, 5xx), or failed after
 * the last retry. Pages waiting for the user show a spinner, then the error with a retry button.
 */
export type SessionLoadPhase = 'idle' | 'loading' | 'retrying' | 'failed';

/** Waits before each retry: three retries, then the error is shown. */
export const SESSION_LOAD_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

interface LoadState {
  phase: SessionLoadPhase;
  /** Bumped by retrySessionLoad(): the loader starts over. */
  generation: number;
}

let state: LoadState = { phase: 'idle', generation: 0 };
const listeners = new Set<() => void>();

function emit(next: LoadState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSessionLoadPhase(phase: SessionLoadPhase): void {
  if (state.phase !== phase) emit({ ...state, phase });
}

/** Starts the session-user load again (the error's retry button). */
export function retrySessionLoad(): void {
  emit({ phase: 'loading', generation: state.generation + 1 });
}

export function useSessionLoadPhase(): SessionLoadPhase {
  return useSyncExternalStore(
    subscribe,
    () => state.phase,
    () => 'idle',
  );
}

export function useSessionLoadGeneration(): number {
  return useSyncExternalStore(
    subscribe,
    () => state.generation,
    () => 0,
  );
}

/** Worth trying again: no answer (status 0), throttled (429) or a server error (5xx). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** While the signed-in user loads: a spinner, or, once the load has failed, the error and a retry button. */
export function SessionPending({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const phase = useSessionLoadPhase();
  if (phase !== 'failed') return <Spinner {...(label ? { label } : {})} />;
  return (
    <section className="ui-centered" role="alert" aria-labelledby="session-load-error">
      <p id="session-load-error">{t('errors.sessionLoadFailed')}</p>
      <button type="button" className="ui-button" onClick={retrySessionLoad}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
