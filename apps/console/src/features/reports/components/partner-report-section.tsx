import { useTranslation } from 'react-i18next';
import { localeOf } from '@tessera/i18n/format';
import { Pager } from '@tessera/ui/pager';
import { usePartnerReport, type PartnerReportName, type PartnerReportQuery } from '../api/reports.ts';
import { ReportSectionView } from './report-section-view.tsx';
import { partnerTableOf } from './report-table.ts';

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
  const report = usePartnerReport(name, query);
  const title = t(`partnerNames.${name}`);
  const table = report.data ? partnerTableOf(name, report.data, t, locale) : null;
  const { page: _page, ...filters } = query;
  const search = new URLSearchParams(Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const paging = report.data && 'total_pages' in report.data ? report.data : null;

  return (
    <ReportSectionView
      level={level}
      title={title}
      definition={t(`partnerDefinitions.${name}`)}
      {...(linked ? { href: `/nppreport/${name}${search ? `?${search}` : ''}` } : {})}
      report={report}
      table={table}
      locale={locale}
      csvName={`partner-report-${name}.csv`}
      pager={
        paging && hrefFor ? (
          <Pager page={paging.page} totalPages={paging.total_pages} label={t('pagesOf', { name: title })} hrefFor={hrefFor} />
        ) : null
      }
    />
  );
}
