import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { REPORTS, type ReportName } from '../api/reports.ts';
import { ReportFilters } from './report-filters.tsx';
import { paramsFromQuery, useReportQuery } from './report-query.ts';
import { ReportSection } from './report-section.tsx';
import './reports.css';

/** /report/<name> (issue 14): one hiring report on its own page, with the filters in the address. */
export default function ReportPage() {
  const { t } = useTranslation('reports');
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  const name = (REPORTS as readonly string[]).find((r) => r.toLowerCase() === segment.toLowerCase()) as ReportName | undefined;
  const [query, setQuery] = useReportQuery();
  if (!name) return null;
  const title = t(`names.${name}`);
  const search = paramsFromQuery(query).toString();
  return (
    <div className="ui-stack reports-page">
      <p>
        <AppLink to={`/report${search ? `?${search}` : ''}`}>{t('backToOverview')}</AppLink>
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      <ReportFilters query={query} onApply={setQuery} />
      <ReportSection name={name} query={query} level={2} linked={false} />
    </div>
  );
}
