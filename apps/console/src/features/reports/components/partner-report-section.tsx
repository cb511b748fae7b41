import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@tessera/i18n/format';
import { AppLink } from '@tessera/ui/app-link';
import { saveBlob } from '@tessera/ui/download';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { usePartnerReport, type PartnerReportName, type PartnerReportQuery } from '../api/reports.ts';
import { ReportFigure } from './report-figure.tsx';
import { partnerTableOf, showCell, toCsv } from './report-table.ts';

/**
 * One partner report (/nppreport): its definition, headline figures, chart with the table beside it, CSV
 * of the table, and for the lists (job activity, open jobs, journal) a pager whose pages have their own address.
 */
export function PartnerReportSection({
  name,
  query,
  level,
  linked,
  hrefFor,
}: {
  name: PartnerReportName;
  query: PartnerReportQuery;
  level: 2 | 3;
  linked: boolean;
  hrefFor?: (page: number) => string;
}) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const report = usePartnerReport(name, query);
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = t(`partnerNames.${name}`);
  const table = report.data ? partnerTableOf(name, report.data, t, locale) : null;
  const { page: _page, ...filters } = query;
  const search = new URLSearchParams(Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const paging = report.data && 'total_pages' in report.data ? report.data : null;

  return (
    <section className="report-section ui-stack" aria-labelledby={`${id}-title`} aria-busy={report.isFetching ? true : undefined}>
      <Heading id={`${id}-title`}>
        {linked ? <AppLink to={`/nppreport/${name}${search ? `?${search}` : ''}`}>{title}</AppLink> : title}
      </Heading>
      <p className="report-definition">{t(`partnerDefinitions.${name}`)}</p>
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
          {paging && hrefFor ? (
            <Pager page={paging.page} totalPages={paging.total_pages} label={t('pagesOf', { name: title })} hrefFor={hrefFor} />
          ) : null}
          <p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `partner-report-${name}.csv`)}
            >
              {t('downloadCsv', { name: title })}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
