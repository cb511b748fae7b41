import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

/** The six hiring reports: the page's address segment and the API's path. */
export const REPORTS = [
  'currentPipeline',
  'applicationSource',
  'historicPipeline',
  'hiringVelocity',
  'successMetric',
  'timeToHire',
] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_PATHS = {
  currentPipeline: '/api/v1/reports/current-pipeline',
  applicationSource: '/api/v1/reports/application-source',
  historicPipeline: '/api/v1/reports/historic-pipeline',
  hiringVelocity: '/api/v1/reports/hiring-velocity',
  successMetric: '/api/v1/reports/success-metric',
  timeToHire: '/api/v1/reports/time-to-hire',
} as const satisfies Record<ReportName, keyof paths>;

/** The filters every report takes (the same for all six), as the address carries them. */
export type ReportQuery = NonNullable<paths['/api/v1/reports/current-pipeline']['get']['parameters']['query']>;

export interface ReportData {
  currentPipeline: components['schemas']['CurrentPipelineReport'];
  applicationSource: components['schemas']['ApplicationSourceReport'];
  historicPipeline: components['schemas']['HistoricPipelineReport'];
  hiringVelocity: components['schemas']['HiringVelocityReport'];
  successMetric: components['schemas']['SuccessMetricReport'];
  timeToHire: components['schemas']['TimeToHireReport'];
}

/** GET /api/v1/reports/…: one report for the filters. */
export async function fetchReport<R extends ReportName>(name: R, query: ReportQuery): Promise<ReportData[R]> {
  const api = getApi();
  const path = REPORT_PATHS[name];
  // Each path takes the same query; the answer's type is the report's (the contract's schema by name).
  const result = await api.GET(path as '/api/v1/reports/current-pipeline', { params: { query } });
  return unwrap(result) as unknown as ReportData[R];
}

export function useReport<R extends ReportName>(name: R, query: ReportQuery) {
  return useQuery(
    queryOptions({
      queryKey: apiKey(REPORT_PATHS[name], query),
      queryFn: () => fetchReport(name, query),
      // The figures on screen stay while the next filters' load.
      placeholderData: keepPreviousData,
    }),
  );
}

type OrganisationsQuery = NonNullable<paths['/api/v1/organisations']['get']['parameters']['query']>;

/** GET /api/v1/organisations of a kind: the choices of the organisation and partner filters (program staff). */
export function useFilterOrganisations(kind: OrganisationsQuery['kind'], enabled: boolean) {
  const query: OrganisationsQuery = { kind, status: 'approved', page_size: 100 };
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/organisations', query),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/organisations', { params: { query } })),
      enabled,
      staleTime: 60_000,
    }),
  );
}

type JobsQuery = NonNullable<paths['/api/v1/jobs']['get']['parameters']['query']>;

/** GET /api/v1/jobs: the choices of the job filter (the newest 100 the viewer sees, of the chosen organisation). */
export function useFilterJobs(organisation: number | undefined) {
  const query: JobsQuery = { page_size: 100, ...(organisation ? { organisation } : {}) };
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/jobs', query),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/jobs', { params: { query } })),
      staleTime: 60_000,
    }),
  );
}

/** The five partner reports (/nppreport/<name>): the page's address segment and the API's path. */
export const PARTNER_REPORTS = ['jobseekerjournal', 'currentapplication', 'jobactivity', 'jobseekersuccessmetric', 'openjobs'] as const;
export type PartnerReportName = (typeof PARTNER_REPORTS)[number];

export const PARTNER_REPORT_PATHS = {
  jobseekerjournal: '/api/v1/partner-reports/journeys',
  currentapplication: '/api/v1/partner-reports/current-applications',
  jobactivity: '/api/v1/partner-reports/job-activity',
  jobseekersuccessmetric: '/api/v1/partner-reports/success-metric',
  openjobs: '/api/v1/partner-reports/open-jobs',
} as const satisfies Record<PartnerReportName, keyof paths>;

export interface PartnerReportData {
  jobseekerjournal: components['schemas']['PartnerJourneyReport'];
  currentapplication: components['schemas']['CurrentPipelineReport'];
  jobactivity: components['schemas']['PartnerJobActivityReport'];
  jobseekersuccessmetric: components['schemas']['SuccessMetricReport'];
  openjobs: components['schemas']['PartnerOpenJobsReport'];
}

export type PartnerReportQuery = NonNullable<paths['/api/v1/partner-reports/journeys']['get']['parameters']['query']>;

/** GET /api/v1/partner-reports/…: one partner report for the filters (and page, for the lists). */
export function usePartnerReport<R extends PartnerReportName>(name: R, query: PartnerReportQuery) {
  const path = PARTNER_REPORT_PATHS[name];
  return useQuery(
    queryOptions({
      queryKey: apiKey(path, query),
      queryFn: async () => {
        const result = await getApi().GET(path as '/api/v1/partner-reports/journeys', { params: { query } });
        return unwrap(result) as unknown as PartnerReportData[R];
      },
      placeholderData: keepPreviousData,
    }),
  );
}
