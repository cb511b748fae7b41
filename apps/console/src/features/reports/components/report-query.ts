import { useSearchParams } from 'react-router';
import type { ReportQuery } from '../api/reports.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The filters the address carries (`?from=&to=&organisation_id=&job_id=&partner_id=`); malformed values are ignored. */
export function queryFromParams(params: URLSearchParams): ReportQuery {
  const query: ReportQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && DAY.test(from)) query.from = from;
  if (to && DAY.test(to)) query.to = to;
  for (const key of ['organisation_id', 'job_id', 'partner_id'] as const) {
    const v = params.get(key);
    if (v && ID.test(v) && Number(v) <= 2147483647) query[key] = Number(v);
  }
  return query;
}

/** The address's query string for filters (empty ones left out), in a fixed order. */
export function paramsFromQuery(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'organisation_id', 'job_id', 'partner_id'] as const) {
    const v = query[key];
    if (v !== undefined && v !== '') params.set(key, String(v));
  }
  return params;
}

/** The report filters of the current address, and a setter that writes them to it (a new history entry). */
export function useReportQuery(): [ReportQuery, (next: ReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  return [queryFromParams(params), (next) => setParams(paramsFromQuery(next))];
}
