// The import-result dialogs (SPEC §2 "Import-result dialogs", §7; issue 13): opened from an uploaded_files
// notification. Role 1 sees the job bulk-upload result, other roles the résumé bulk-upload result. A
// duration filter (this upload, all, 15 … 120 minutes) reloads the summary; each file is labelled
// success, not parsed or already exists, with the reason when it was not read. A modal <dialog>: focus
// stays inside, Escape closes, focus goes back to where it was.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';

export type ImportDialogKind = 'jobs' | 'resumes';
export const IMPORT_DURATIONS = ['all', '15', '30', '45', '60', '90', '120'] as const;
type Duration = (typeof IMPORT_DURATIONS)[number];
type Filter = 'token' | Duration;

type Label = 'success' | 'notParsed' | 'alreadyExists';
interface Row {
  name: string;
  label: Label;
  reason: string;
}
interface Result {
  rows: Row[];
  counts: { label: Label; count: number }[];
  pending: number;
}

async function loadResult(api: ApiClient, kind: ImportDialogKind, token: string | null, filter: Filter): Promise<Result> {
  const query = filter === 'token' && token ? { token } : { duration: filter === 'token' ? ('all' as const) : filter };
  if (kind === 'jobs') {
    const { data } = await api.GET('/api/v1/jobs/bulk/dataprocess/status', { params: { query } });
    if (!data) throw new Error('status failed');
    const s = data.data.summary;
    return {
      rows: [
        ...s.success_files.map((f) => ({ name: f.job_file, label: 'success' as const, reason: f.reason })),
        ...s.failed_files.map((f) => ({ name: f.job_file, label: 'notParsed' as const, reason: f.reason })),
      ],
      counts: [
        { label: 'success', count: s.success_count },
        { label: 'notParsed', count: s.failed_count },
      ],
      pending: data.data.pending_count,
    };
  }
  const { data } = await api.GET('/api/v1/recruiter/bulk/resume/dataprocess/status', { params: { query } });
  if (!data) throw new Error('status failed');
  const s = data.data.summary;
  return {
    rows: [
      ...s.newly_created_files.map((f) => ({ name: f.resume_file, label: 'success' as const, reason: f.reason })),
      ...s.already_existing_files.map((f) => ({ name: f.resume_file, label: 'alreadyExists' as const, reason: f.reason })),
      ...s.skipped_files.map((f) => ({ name: f.resume_file, label: 'notParsed' as const, reason: f.reason })),
    ],
    counts: [
      { label: 'success', count: s.newly_created_count },
      { label: 'alreadyExists', count: s.already_existing_count },
      { label: 'notParsed', count: s.skipped_count },
    ],
    pending: data.data.pending_count,
  };
}

export interface ImportResultDialogProps {
  api: ApiClient;
  kind: ImportDialogKind;
  /** The upload the notification is about (null: the duration filter only). */
  token: string | null;
  open: boolean;
  onClose: () => void;
}

export function ImportResultDialog({ api, kind, token, open, onClose }: ImportResultDialogProps) {
  const { t } = useTranslation('notifications');
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>(token ? 'token' : 'all');
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (open) setFilter(token ? 'token' : 'all');
  }, [open, token]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setResult(null);
    setFailed(false);
    loadResult(api, kind, token, filter).then(
      (r) => {
        if (live) setResult(r);
      },
      // SPEC §8: bulk-status errors are silent; the dialog says it has nothing to show.
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, kind, token, filter, open]);

  return (
    <dialog
      ref={dialog}
      className="ntf-import"
      aria-labelledby={heading}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="ntf-import__body">
          <div className="ntf-panel__head">
            <h2 id={heading} className="ntf-panel__title">
              {kind === 'jobs' ? t('import.jobsTitle') : t('import.resumesTitle')}
            </h2>
            <button type="button" className="ntf-close" aria-label={t('import.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="ntf-import__filter">
            <label htmlFor={filterId}>{t('import.duration')}</label>{' '}
            <select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
              {token ? <option value="token">{t('import.thisUpload')}</option> : null}
              {IMPORT_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 'all' ? t('import.all') : t('import.minutes', { count: Number(d) })}
                </option>
              ))}
            </select>
          </p>
          <div role="status" aria-live="polite" aria-atomic="true">
            {failed ? (
              <p>{t('import.unavailable')}</p>
            ) : !result ? (
              <p>{t('import.loading')}</p>
            ) : (
              <p className="ntf-import__counts">
                {result.counts.map((c) => t(`import.count.${c.label}`, { count: c.count })).join(' · ')}
                {result.pending > 0 ? ` · ${t('import.pending', { count: result.pending })}` : ''}
              </p>
            )}
          </div>
          {result && result.rows.length === 0 ? <p>{t('import.empty')}</p> : null}
          {result && result.rows.length > 0 ? (
            <div className="ntf-import__table-wrap">
              <table className="ntf-import__table">
                <caption className="ntf-visually-hidden">{t('import.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('import.file')}</th>
                    <th scope="col">{t('import.result')}</th>
                    <th scope="col">{t('import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row, i) => (
                    <tr key={`${row.name}-${i}`}>
                      <th scope="row" className="ntf-import__name">
                        {row.name}
                      </th>
                      <td>
                        <span className={`ntf-import__label ntf-import__label--${row.label}`}>{t(`import.label.${row.label}`)}</span>
                      </td>
                      <td>{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
