import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { useGo } from './app-context.tsx';
import { isChunkLoadError } from './chunk-load.ts';

/**
 * The translated crash message with a way back home (SPEC §2, §8). A page whose script chunk failed or
 * timed out (the chunk-load error) also offers to reload the page.
 */
export function ErrorFallback({ error }: { error?: unknown }) {
  const { t } = useTranslation('common');
  const go = useGo();
  const chunk = isChunkLoadError(error);
  return (
    <section className="ui-centered" role="alert" aria-labelledby="error-heading">
      <h1 id="error-heading" tabIndex={-1}>
        {chunk ? t('errors.chunkLoad') : t('errors.somethingWentWrong')}
      </h1>
      <p>{chunk ? t('errors.chunkLoadBody') : t('errors.tryAgain')}</p>
      <div className="ui-row">
        {chunk ? (
          <button type="button" className="ui-button" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </button>
        ) : null}
        {/* A navigation inside the app (a full page load only when home belongs to another app). */}
        <button type="button" className={chunk ? 'ui-button ui-button--secondary' : 'ui-button'} onClick={() => void go('/')}>
          {t('backToHome')}
        </button>
      </div>
    </section>
  );
}

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  key: string;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new address clears the error state.
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/**
 * Wraps page content; the error it shows clears on the next navigation (a new path, or "Back to home"
 * on the home page itself), and a page whose chunk failed to load is fetched again then.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <PathErrorBoundary resetKey={key}>{children}</PathErrorBoundary>;
}

/** errorElement for the data router (loader or lazy-chunk failures). */
export default function RouteErrorElement() {
  return <ErrorFallback error={useRouteError()} />;
}
