import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '@tessera/ui/use-viewer';
import { useFilterJobs, useFilterOrganisations, type ReportQuery } from '../api/reports.ts';

const PROGRAM = new Set(['admin', 'concierge_member', 'program_manager']);

interface Draft {
  from: string;
  to: string;
  organisation_id: string;
  job_id: string;
  partner_id: string;
}

const draftOf = (q: ReportQuery): Draft => ({
  from: q.from ?? '',
  to: q.to ?? '',
  organisation_id: q.organisation_id ? String(q.organisation_id) : '',
  job_id: q.job_id ? String(q.job_id) : '',
  partner_id: q.partner_id ? String(q.partner_id) : '',
});

function queryOf(d: Draft): ReportQuery {
  const q: ReportQuery = {};
  if (d.from) q.from = d.from;
  if (d.to) q.to = d.to;
  if (d.organisation_id) q.organisation_id = Number(d.organisation_id);
  if (d.job_id) q.job_id = Number(d.job_id);
  if (d.partner_id) q.partner_id = Number(d.partner_id);
  return q;
}

/**
 * The reports' filters: date range, organisation and partner (program staff), job. Applied with the
 * button, they go into the address, so a filtered report can be bookmarked, shared and gone back to.
 */
export function ReportFilters({ query, onApply }: { query: ReportQuery; onApply: (q: ReportQuery) => void }) {
  const { t } = useTranslation('reports');
  const id = useId();
  const viewer = useViewer();
  const program = viewer.role !== null && PROGRAM.has(viewer.role);
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [rangeError, setRangeError] = useState('');
  // A change of address (back, a link) shows its filters in the form.
  const key = JSON.stringify(query);
  useEffect(() => setDraft(draftOf(JSON.parse(key) as ReportQuery)), [key]);
  const employers = useFilterOrganisations('employer', program);
  const skilling = useFilterOrganisations('skilling_partner', program);
  const nonprofit = useFilterOrganisations('nonprofit_partner', program);
  const jobs = useFilterJobs(draft.organisation_id ? Number(draft.organisation_id) : undefined);
  const partners = [...(skilling.data?.results ?? []), ...(nonprofit.data?.results ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('filters.rangeBackwards'));
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    setRangeError('');
    onApply(queryOf(draft));
  };
  const clear = () => {
    setRangeError('');
    setDraft(draftOf({}));
    onApply({});
  };

  return (
    <form className="report-filters" aria-label={t('filters.label')} noValidate onSubmit={submit}>
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
      {program ? (
        <div className="ui-field">
          <label htmlFor={`${id}-org`}>{t('filters.organisation')}</label>
          <select
            id={`${id}-org`}
            value={draft.organisation_id}
            onChange={(e) => setDraft((d) => ({ ...d, organisation_id: e.target.value, job_id: '' }))}
          >
            <option value="">{t('filters.anyOrganisation')}</option>
            {(employers.data?.results ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="ui-field">
        <label htmlFor={`${id}-job`}>{t('filters.job')}</label>
        <select id={`${id}-job`} value={draft.job_id} onChange={set('job_id')}>
          <option value="">{t('filters.anyJob')}</option>
          {(jobs.data?.results ?? []).map((j) => (
            <option key={j.id} value={j.id}>
              {j.title} ({j.company})
            </option>
          ))}
        </select>
      </div>
      {program ? (
        <div className="ui-field">
          <label htmlFor={`${id}-partner`}>{t('filters.partner')}</label>
          <select id={`${id}-partner`} value={draft.partner_id} onChange={set('partner_id')}>
            <option value="">{t('filters.anyPartner')}</option>
            {partners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="report-filters__actions">
        <button type="submit" className="ui-button">
          {t('filters.apply')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
