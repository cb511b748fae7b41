import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import './hiring.css';

/** HTTP status of a failed query (0 for the network), or undefined when it is not an API error. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

export interface LoadProblemProps {
  error: unknown;
  /** Shown for a 404 (the thing does not exist in this tenant). */
  notFoundText?: string;
  onRetry?: () => void;
}

/** What to show when a page's data could not be loaded: not found, not allowed, or try again. */
export function LoadProblem({ error, notFoundText, onRetry }: LoadProblemProps) {
  const { t } = useTranslation('applications-staff');
  const status = errorStatus(error);
  let text = t('loadProblem.generic');
  if (status === 404) text = notFoundText ?? t('loadProblem.notFound');
  else if (status === 403) text = t('loadProblem.forbidden');
  else if (status === 0) text = t('common:errors.network');
  const canRetry = onRetry && status !== 404 && status !== 403;
  return (
    <div className="ui-alert hr-problem" role="alert">
      <p>{text}</p>
      {canRetry ? (
        <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
          {t('loadProblem.retry')}
        </button>
      ) : null}
    </div>
  );
}

export interface ProblemPageProps {
  title: string;
  /** The failed query; null when the address names nothing that could be loaded (only `notFoundText` then). */
  query: { error: unknown; refetch: () => unknown } | null;
  notFoundText: string;
  backTo: string;
  backText: string;
}

/** A detail page that has nothing to show: its heading, the problem (with a retry when it may help) and the way back. */
export function ProblemPage({ title, query, notFoundText, backTo, backText }: ProblemPageProps) {
  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      {query ? <LoadProblem error={query.error} notFoundText={notFoundText} onRetry={() => void query.refetch()} /> : <p>{notFoundText}</p>}
      <AppLink to={backTo}>{backText}</AppLink>
    </div>
  );
}
