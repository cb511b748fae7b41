import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@tessera/i18n/format';
import { Spinner } from '@tessera/ui/spinner';
import { showCell, type ReportTable } from './report-table.ts';

const ReportChart = lazy(() => import('./report-chart.tsx'));

/**
 * A chart (Recharts, loaded only where a chart shows) with the same figures as a table beside it, both
 * named after `title`. Used by the hiring and partner reports and the survey summaries.
 */
export function ReportFigure({ table, title }: { table: ReportTable; title: string }) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  return (
    <div className="report-body">
      <figure className="report-figure" aria-labelledby={`${id}-caption`}>
        <figcaption id={`${id}-caption`}>{t('chartCaption', { name: title })}</figcaption>
        <Suspense fallback={<Spinner />}>
          <ReportChart table={table} title={t('chartCaption', { name: title })} description={t('chartHint')} patternId={`${id}-hatch`} />
        </Suspense>
      </figure>
      <div className="report-table-wrap">
        <table className="report-table">
          <caption>{t('tableCaption', { name: title })}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {showCell(cell, locale, t)}
                    </th>
                  ) : (
                    <td key={c}>{showCell(cell, locale, t)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {table.rows.length === 0 ? <p>{t('empty')}</p> : null}
      </div>
    </div>
  );
}
