import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tessera/ui/page-heading';
import { REPORTS } from '../api/reports.ts';
import { ReportFilters } from './report-filters.tsx';
import { useReportQuery } from './report-query.ts';
import { ReportSection } from './report-section.tsx';
import './reports.css';

/**
 * /report (issue 14): the six hiring reports for the viewer's scope (employer staff their organisation,
 * program staff the whole program), under one set of filters kept in the address; each report's heading
 * leads to its own page with the same filters.
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const [query, setQuery] = useReportQuery();
  return (
    <div className="ui-stack reports-page">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <ReportFilters query={query} onApply={setQuery} />
      <h2>{t('overview')}</h2>
      {REPORTS.map((name) => (
        <ReportSection key={name} name={name} query={query} level={3} linked />
      ))}
    </div>
  );
}
