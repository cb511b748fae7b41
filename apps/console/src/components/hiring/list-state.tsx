import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { Spinner } from '@tessera/ui/spinner';
import { LoadProblem } from './load-problem.tsx';

/** What ListState reads of a list's query. */
export interface ListQuery {
  data?: { count: number; page: number; page_size: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The state of a staff list above its rows: a polite live line (loading, `none`, or which rows of how many
 * are shown, worded by `showing`), a spinner while it loads, and the load problem with a retry.
 */
export function ListState({
  list,
  none,
  showing,
}: {
  list: ListQuery;
  none: string;
  showing: (range: { first: string; last: string; total: string }) => string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const data = list.data;
  const first = data && data.count > 0 ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? Math.min(data.count, data.page * data.page_size) : 0;
  return (
    <>
      <p role="status" aria-live="polite" className="hr-meta">
        {list.isPending
          ? t('common:loading')
          : data
            ? data.count === 0
              ? none
              : showing({ first: f.whole(first), last: f.whole(last), total: f.whole(data.count) })
            : ''}
      </p>
      {list.isPending ? <Spinner /> : null}
      {list.isError && !data ? <LoadProblem error={list.error} onRetry={() => void list.refetch()} /> : null}
    </>
  );
}
