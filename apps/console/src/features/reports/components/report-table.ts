import type { TFunction } from 'i18next';
import type { PartnerReportData, PartnerReportName, ReportData, ReportName } from '../api/reports.ts';

/** A cell: a number (counted, shown formatted), a share (0–1, shown as a percentage), days, or text. */
export type Cell =
  | { kind: 'count'; value: number }
  | { kind: 'rate'; value: number | null }
  | { kind: 'days'; value: number | null }
  | { kind: 'text'; value: string };

export interface Series {
  /** Index of the column charted. */
  column: number;
  /** bar: filled bars; striped: bars with a hatch pattern; line: a dashed line with square markers. */
  style: 'bar' | 'striped' | 'line';
}

/** One report as a table: its columns, its rows (the first cell names the row), and what its chart draws. */
export interface ReportTable {
  columns: string[];
  rows: Cell[][];
  series: Series[];
  /** Headline figures shown above the chart: label and cell. */
  summary: [string, Cell][];
}

/** A day (YYYY-MM-DD) as the reader writes it; the day itself, whatever the browser's time zone. */
function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const count = (value: number): Cell => ({ kind: 'count', value });
const text = (value: string): Cell => ({ kind: 'text', value });
const rate = (value: number | null): Cell => ({ kind: 'rate', value });
const days = (value: number | null): Cell => ({ kind: 'days', value });

/** The table (and so the chart and the CSV) of a report's data, labelled in the reader's language. */
export function tableOf<R extends ReportName>(name: R, data: ReportData[R], t: TFunction<'reports'>, locale: string): ReportTable {
  switch (name) {
    case 'currentPipeline': {
      const d = data as ReportData['currentPipeline'];
      return {
        columns: [t('reports:columns.status'), t('reports:columns.applications')],
        rows: d.statuses.map((s) => [text(t(`reports:statuses.${s.status}`)), count(s.count)]),
        series: [{ column: 1, style: 'bar' }],
        summary: [
          [t('reports:summary.applications'), count(d.total)],
          [t('reports:summary.open'), count(d.open)],
        ],
      };
    }
    case 'applicationSource': {
      const d = data as ReportData['applicationSource'];
      return {
        columns: [
          t('reports:columns.source'),
          t('reports:columns.applications'),
          t('reports:columns.hired'),
          t('reports:columns.hireRate'),
        ],
        rows: d.sources.map((s) => [
          text(['direct', 'partner', 'import', 'referral'].includes(s.source) ? t(`reports:sources.${s.source}`) : s.source),
          count(s.applications),
          count(s.hired),
          rate(s.hire_rate),
        ]),
        series: [
          { column: 1, style: 'bar' },
          { column: 2, style: 'striped' },
        ],
        summary: [[t('reports:summary.applications'), count(d.total)]],
      };
    }
    case 'historicPipeline': {
      const d = data as ReportData['historicPipeline'];
      return {
        columns: [
          t('reports:columns.stage'),
          t('reports:columns.reached'),
          t('reports:columns.completed'),
          t('reports:columns.advanced'),
          t('reports:columns.conversion'),
          t('reports:columns.medianDays'),
        ],
        rows: d.stages.map((s) => [
          text(t(`reports:statuses.${s.status}`)),
          count(s.reached),
          count(s.completed),
          s.advanced === null ? text('—') : count(s.advanced),
          rate(s.conversion_rate),
          days(s.median_days_in_stage),
        ]),
        series: [{ column: 1, style: 'bar' }],
        summary: [[t('reports:summary.applications'), count(d.total)]],
      };
    }
    case 'hiringVelocity': {
      const d = data as ReportData['hiringVelocity'];
      return {
        columns: [t('reports:columns.week'), t('reports:columns.applications'), t('reports:columns.hires')],
        rows: d.weeks.map((w) => [text(dayLabel(w.week_start, locale)), count(w.applications), count(w.hires)]),
        series: [
          { column: 1, style: 'bar' },
          { column: 2, style: 'line' },
        ],
        summary: [
          [t('reports:summary.period'), text(`${dayLabel(d.from, locale)} – ${dayLabel(d.to, locale)}`)],
          [t('reports:summary.hires'), count(d.hires)],
          [t('reports:summary.hiresPerWeek'), { kind: 'days', value: d.hires_per_week }],
        ],
      };
    }
    case 'successMetric': {
      const d = data as ReportData['successMetric'];
      return {
        columns: [t('reports:columns.outcome'), t('reports:columns.applications')],
        rows: d.outcomes.map((o) => [text(t(`reports:outcomes.${o.outcome}`)), count(o.count)]),
        series: [{ column: 1, style: 'bar' }],
        summary: [
          [t('reports:summary.applications'), count(d.applications)],
          [t('reports:summary.offered'), count(d.offered)],
          [t('reports:summary.hireRate'), rate(d.hire_rate)],
          [t('reports:summary.offerAcceptance'), rate(d.offer_acceptance_rate)],
        ],
      };
    }
    default: {
      const d = data as ReportData['timeToHire'];
      return {
        columns: [t('reports:columns.days'), t('reports:columns.hires')],
        rows: d.bands.map((b) => [text(t('reports:bands.days', { band: b.band })), count(b.hires)]),
        series: [{ column: 1, style: 'bar' }],
        summary: [
          [t('reports:summary.hires'), count(d.hires)],
          [t('reports:summary.medianDays'), days(d.median_days)],
          [t('reports:summary.p75Days'), days(d.p75_days)],
        ],
      };
    }
  }
}

/** A cell as the reader sees it. */
export function showCell(cell: Cell, locale: string, t: TFunction<'reports'>): string {
  switch (cell.kind) {
    case 'count':
      return new Intl.NumberFormat(locale).format(cell.value);
    case 'rate':
      return cell.value === null
        ? t('reports:none')
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(cell.value);
    case 'days':
      return cell.value === null ? t('reports:none') : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(cell.value);
    default:
      return cell.value;
  }
}

/** A cell as the CSV carries it: plain numbers (a share as 0–1), empty when there is none. */
function csvValue(cell: Cell): string {
  if (cell.kind === 'text') return cell.value === '—' ? '' : cell.value;
  return cell.value === null ? '' : String(cell.value);
}

/** A CSV field: quoted when needed; a text starting like a formula is defused with a leading apostrophe. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The table as CSV (a BOM so spreadsheet programs read it as UTF-8; CRLF lines as RFC 4180 says). */
export function toCsv(table: ReportTable): string {
  const lines = [table.columns, ...table.rows.map((r) => r.map(csvValue))].map((r) => r.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const when = (day: string | null, locale: string): Cell => text(day ? dayLabel(day, locale) : '—');

/** The table of a partner report (the current applications and the success metric are the hiring reports' tables). */
export function partnerTableOf<R extends PartnerReportName>(
  name: R,
  data: PartnerReportData[R],
  t: TFunction<'reports'>,
  locale: string,
): ReportTable {
  switch (name) {
    case 'currentapplication':
      return tableOf('currentPipeline', data as ReportData['currentPipeline'], t, locale);
    case 'jobseekersuccessmetric':
      return tableOf('successMetric', data as ReportData['successMetric'], t, locale);
    case 'jobactivity': {
      const d = data as PartnerReportData['jobactivity'];
      return {
        columns: [
          t('reports:columns.job'),
          t('reports:columns.applications'),
          t('reports:columns.interviews'),
          t('reports:columns.offers'),
          t('reports:columns.hired'),
          t('reports:columns.inProgress'),
        ],
        rows: d.results.map((j) => [
          text(`${j.title} (${j.company})`),
          count(j.applications),
          count(j.interviews),
          count(j.offers),
          count(j.hired),
          count(j.in_progress),
        ]),
        series: [
          { column: 1, style: 'bar' },
          { column: 4, style: 'striped' },
        ],
        summary: [[t('reports:summary.jobs'), count(d.count)]],
      };
    }
    case 'openjobs': {
      const d = data as PartnerReportData['openjobs'];
      return {
        columns: [
          t('reports:columns.job'),
          t('reports:columns.city'),
          t('reports:columns.published'),
          t('reports:columns.poolApplications'),
        ],
        rows: d.results.map((j) => [
          text(`${j.title} (${j.company})`),
          text(j.city || '—'),
          when(j.published_on, locale),
          count(j.pool_applications),
        ]),
        series: [{ column: 3, style: 'bar' }],
        summary: [[t('reports:summary.openJobs'), count(d.count)]],
      };
    }
    default: {
      const d = data as PartnerReportData['jobseekerjournal'];
      return {
        columns: [
          t('reports:columns.jobSeeker'),
          t('reports:columns.signedUp'),
          t('reports:columns.linked'),
          t('reports:columns.profileUpdated'),
          t('reports:columns.applications'),
          t('reports:columns.furthestStage'),
          t('reports:columns.interviews'),
          t('reports:columns.offers'),
          t('reports:columns.hired'),
        ],
        rows: d.results.map((r) => [
          text(r.name || `#${r.user_id}`),
          when(r.signed_up_on, locale),
          when(r.linked_on, locale),
          when(r.profile_updated_on, locale),
          count(r.applications),
          text(r.furthest_stage ? t(`reports:statuses.${r.furthest_stage}`) : '—'),
          count(r.interviews),
          count(r.offers),
          text(r.hired ? t('reports:yes') : t('reports:no')),
        ]),
        series: [{ column: 4, style: 'bar' }],
        summary: [[t('reports:summary.jobSeekers'), count(d.count)]],
      };
    }
  }
}
