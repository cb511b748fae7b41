import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@tessera/i18n/format';
import { AppLink } from '@tessera/ui/app-link';
import { saveBlob } from '@tessera/ui/download';
import { Spinner } from '@tessera/ui/spinner';
import { useReport, type ReportName, type ReportQuery } from '../api/reports.ts';
import { ReportFigure } from './report-figure.tsx';
import { showCell, tableOf, toCsv } from './report-table.ts';

/** The CSV's file name: the report and the range it covers. */
function fileName(name: ReportName, query: ReportQuery): string {
  return `report-${name}${query.from ? `-from-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv`;
}

/**
 * One report: its definition in plain words, headline figures, the chart and, beside it, the same
 * figures as a table, and a CSV download of that table. `level` is the heading level (3 on the
 * overview, under the report's link; 2 on its own page).
 */
export function ReportSection({ name, query, level, linked }: { name: ReportName; query: ReportQuery; level: 2 | 3; linked: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const report = useReport(name, query);
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = t(`names.${name}`);
  const table = report.data ? tableOf(name, report.data, t, locale) : null;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

  return (
    <section className="report-section ui-stack" aria-labelledby={`${id}-title`} aria-busy={report.isFetching ? true : undefined}>
      <Heading id={`${id}-title`}>
        {linked ? <AppLink to={`/report/${name}${search ? `?${search}` : ''}`}>{title}</AppLink> : title}
      </Heading>
      <p className="report-definition">{t(`definitions.${name}`)}</p>
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
          <p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName(name, query))}
            >
              {t('downloadCsv', { name: title })}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
