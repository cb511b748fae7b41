import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { saveBlob } from '@tessera/ui/download';
import { Spinner } from '@tessera/ui/spinner';
import { ReportFigure } from './report-figure.tsx';
import { showCell, toCsv, type ReportTable } from './report-table.ts';

/**
 * What a report section shows, whichever report it is (ReportSection, PartnerReportSection): the title (a
 * link to the report's own page where `href` is given), its definition in plain words, headline figures,
 * the chart with the same figures as a table beside it, an optional pager, and a CSV download of the table.
 */
export function ReportSectionView({
  level,
  title,
  definition,
  href,
  report,
  table,
  locale,
  csvName,
  pager,
}: {
  level: 2 | 3;
  title: string;
  definition: string;
  href?: string;
  report: { isError: boolean; isPending: boolean; isFetching: boolean };
  table: ReportTable | null;
  locale: string;
  csvName: string;
  pager?: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';

  return (
    <section className="report-section ui-stack" aria-labelledby={`${id}-title`} aria-busy={report.isFetching ? true : undefined}>
      <Heading id={`${id}-title`}>{href ? <AppLink to={href}>{title}</AppLink> : title}</Heading>
      <p className="report-definition">{definition}</p>
      {report.isError ? (
        <p role="alert" className="ui-alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {!table ? (
        report.isPending ? (
          <Spinner />
        ) : null
      ) : (
        <>
          <dl className="report-summary">
            {table.summary.map(([label, cell]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{showCell(cell, locale, t)}</dd>
              </div>
            ))}
          </dl>
          <ReportFigure table={table} title={title} />
          {pager}
          <p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), csvName)}
            >
              {t('downloadCsv', { name: title })}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
