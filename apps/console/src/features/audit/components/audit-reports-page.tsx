import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatNumber, localeOf } from '@tessera/i18n/format';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { AUDIT_KINDS, downloadAuditCsv, useAuditLog, type AuditFilters, type AuditKind, type AuditQuery } from '../api/audit.ts';
import './audit.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/** The filters and page the address carries (`?kind=&actor=&from=&to=&page=`); malformed values are ignored. */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const q: AuditQuery = {};
  const kind = params.get('kind');
  if (kind && (AUDIT_KINDS as readonly string[]).includes(kind)) q.kind = kind as AuditKind;
  const actor = params.get('actor')?.trim();
  if (actor) q.actor = actor.slice(0, 200);
  for (const key of ['from', 'to'] as const) {
    const v = params.get(key);
    if (v && DAY.test(v)) q[key] = v;
  }
  const page = params.get('page');
  if (page && PAGE.test(page) && Number(page) <= 100000) q.page = Number(page);
  return q;
}

function paramsFrom(q: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['kind', 'actor', 'from', 'to', 'page'] as const) {
    const v = q[key];
    if (v !== undefined && v !== '' && !(key === 'page' && v === 1)) params.set(key, String(v));
  }
  return params;
}

interface Draft {
  kind: string;
  actor: string;
  from: string;
  to: string;
}
const draftOf = (q: AuditQuery): Draft => ({ kind: q.kind ?? '', actor: q.actor ?? '', from: q.from ?? '', to: q.to ?? '' });

function filtersOf(q: AuditQuery): AuditFilters {
  const f: AuditFilters = {};
  if (q.kind) f.kind = q.kind;
  if (q.actor) f.actor = q.actor;
  if (q.from) f.from = q.from;
  if (q.to) f.to = q.to;
  return f;
}

/** A detail value as plain text (objects as JSON). */
const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);

/**
 * /auditReports (issue 14; the admin and the auditor, role 3): the tenant's audit log — sign-ins and
 * refusals, approvals, role changes, invitations, exports and status changes — newest first, filtered by
 * kind, actor and days (the filters and page live in the address), and downloadable as CSV with the same
 * filters. Nothing here changes an entry: the log is append-only.
 */
export default function AuditReportsPage() {
  const { t, i18n } = useTranslation('audit');
  const locale = localeOf(i18n.language);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = auditQueryFrom(params);
  const page = query.page ?? 1;
  const log = useAuditLog(query);
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [rangeError, setRangeError] = useState('');
  const [download, setDownload] = useState('');
  const key = params.toString();
  // A change of address (back, a link) shows its filters in the form.
  useEffect(() => setDraft(draftOf(auditQueryFrom(new URLSearchParams(key)))), [key]);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('filters.rangeBackwards'));
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    setRangeError('');
    const next: AuditQuery = {};
    if (draft.kind) next.kind = draft.kind as AuditKind;
    if (draft.actor.trim()) next.actor = draft.actor.trim();
    if (draft.from) next.from = draft.from;
    if (draft.to) next.to = draft.to;
    setParams(paramsFrom(next));
  };
  const clear = () => {
    setRangeError('');
    setDraft(draftOf({}));
    setParams(new URLSearchParams());
  };
  const save = () => {
    setDownload(t('download.preparing'));
    downloadAuditCsv(filtersOf(query)).then(
      (name) => setDownload(t('download.done', { name })),
      () => setDownload(t('download.failed')),
    );
  };
  const hrefFor = (p: number) => {
    const search = paramsFrom({ ...query, page: p }).toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div className="ui-stack audit-page">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <form className="audit-filters" aria-label={t('filters.label')} noValidate onSubmit={submit}>
        <div className="ui-field">
          <label htmlFor={`${id}-kind`}>{t('filters.kind')}</label>
          <select id={`${id}-kind`} value={draft.kind} onChange={set('kind')}>
            <option value="">{t('filters.anyKind')}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-actor`}>{t('filters.actor')}</label>
          <input id={`${id}-actor`} type="search" maxLength={200} value={draft.actor} onChange={set('actor')} />
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={set('to')}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-to-error` : undefined}
          />
          {rangeError ? (
            <p id={`${id}-to-error`} className="ui-field-error">
              {rangeError}
            </p>
          ) : null}
        </div>
        <div className="audit-filters__actions">
          <button type="submit" className="ui-button">
            {t('filters.apply')}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={clear}>
            {t('filters.clear')}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-results`} className="ui-stack">
        <h2 id={`${id}-results`}>{t('results')}</h2>
        <div className="audit-actions">
          <p role="status">
            {log.data
              ? log.data.count_capped
                ? t('countCapped', { formatted: formatNumber(log.data.count, locale) })
                : t('count', { count: log.data.count })
              : ''}
          </p>
          <button type="button" className="ui-button ui-button--secondary" onClick={save}>
            {t('download.button')}
          </button>
        </div>
        <p role="status" className="audit-download-status">
          {download}
        </p>
        {log.isPending ? <Spinner /> : null}
        {log.isError ? (
          <p role="alert" className="ui-alert">
            {t('loadFailed')}
          </p>
        ) : null}
        {log.data && log.data.results.length > 0 ? (
          <div className="audit-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="audit-table">
              <caption id={`${id}-caption`}>{t('caption', { page, total: log.data.total_pages })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.at')}</th>
                  <th scope="col">{t('columns.action')}</th>
                  <th scope="col">{t('columns.actor')}</th>
                  <th scope="col">{t('columns.target')}</th>
                  <th scope="col">{t('columns.organisation')}</th>
                  <th scope="col">{t('columns.details')}</th>
                  <th scope="col">{t('columns.address')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.results.map((e) => (
                  <tr key={e.id}>
                    <td>{formatDateTime(new Date(e.at), locale)}</td>
                    <td>
                      {t(`kinds.${e.kind}`)}: {t(`actions.${e.action.replace('.', '_')}`, { defaultValue: e.action })}
                    </td>
                    <td>{e.actor ? `${e.actor.name || e.actor.email} (${e.actor.email})` : t('noActor')}</td>
                    <td>
                      {t(`targets.${e.target_type}`)}
                      {e.target_id === null ? '' : ` #${e.target_id}`}
                    </td>
                    <td>{e.organisation?.name ?? ''}</td>
                    <td>
                      {Object.entries(e.details)
                        .map(([k, v]) => `${k}: ${text(v)}`)
                        .join('; ')}
                    </td>
                    <td>{e.ip_address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {log.data && log.data.results.length === 0 ? <p>{t('empty')}</p> : null}
        {log.data ? <Pager page={page} totalPages={log.data.total_pages} label={t('pagerLabel')} hrefFor={hrefFor} /> : null}
      </section>
    </div>
  );
}
