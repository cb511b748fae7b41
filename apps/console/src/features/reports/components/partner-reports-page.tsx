import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { useViewer } from '@tessera/ui/use-viewer';
import { PARTNER_REPORTS, type PartnerReportName } from '../api/reports.ts';
import { PartnerReportSection } from './partner-report-section.tsx';
import { ReportFilters } from './report-filters.tsx';
import { paramsFromQuery, useReportQuery } from './report-query.ts';
import './reports.css';

/**
 * /nppreport and its five pages (issue 14): the partner's own pool of linked job seekers, for recruiters and
 * recruiter members, and every partner's pool for the admin (with a partner filter; SPEC §2 side bar). The overview
 * shows all five; /nppreport/<name> one, with its pages. Filters in the address.
 */
export default function PartnerReportsPage() {
  const { t } = useTranslation('reports');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  const name = (PARTNER_REPORTS as readonly string[]).find((r) => r === segment.toLowerCase()) as PartnerReportName | undefined;
  const [query, setQuery] = useReportQuery();
  // The admin reads every partner's pool and may narrow to one partner (SPEC §2); a partner's staff read their own.
  const admin = useViewer().role === 'admin';
  const { partner_id: _partner, ...own } = query;
  const filters = admin ? query : own;
  const search = paramsFromQuery(filters).toString();
  if (!name) {
    return (
      <div className="ui-stack reports-page">
        <PageHeading title={t('partnerTitle')}>{t('partnerTitle')}</PageHeading>
        <p>{admin ? t('partnerIntroAdmin') : t('partnerIntro')}</p>
        <ReportFilters query={filters} onApply={setQuery} />
        <h2>{t('partnerOverview')}</h2>
        {PARTNER_REPORTS.map((r) => (
          <PartnerReportSection key={r} name={r} query={filters} level={3} linked />
        ))}
      </div>
    );
  }
  const page = Math.max(1, Math.min(100000, Number(params.get('page') ?? '1') || 1));
  const title = t(`partnerNames.${name}`);
  const hrefFor = (p: number) => {
    const next = paramsFromQuery(filters);
    if (p > 1) next.set('page', String(p));
    const qs = next.toString();
    return `/nppreport/${name}${qs ? `?${qs}` : ''}`;
  };
  return (
    <div className="ui-stack reports-page">
      <p>
        <AppLink to={`/nppreport${search ? `?${search}` : ''}`}>{t('backToPartnerOverview')}</AppLink>
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      <ReportFilters query={filters} onApply={setQuery} />
      <PartnerReportSection name={name} query={{ ...filters, ...(page > 1 ? { page } : {}) }} level={2} linked={false} hrefFor={hrefFor} />
    </div>
  );
}
