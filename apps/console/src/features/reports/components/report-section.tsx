import { useTranslation } from 'react-i18next';
import { localeOf } from '@tessera/i18n/format';
import { useReport, type ReportName, type ReportQuery } from '../api/reports.ts';
import { ReportSectionView } from './report-section-view.tsx';
import { tableOf } from './report-table.ts';

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
  const report = useReport(name, query);
  const table = report.data ? tableOf(name, report.data, t, locale) : null;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

  return (
    <ReportSectionView
      level={level}
      title={t(`names.${name}`)}
      definition={t(`definitions.${name}`)}
      {...(linked ? { href: `/report/${name}${search ? `?${search}` : ''}` } : {})}
      report={report}
      table={table}
      locale={locale}
      csvName={fileName(name, query)}
    />
  );
}
