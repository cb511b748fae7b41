import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@tessera/ui/toasts';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { ShowMore, useShowMore } from '../../../components/hiring/show-more.tsx';
import { useChangeJobStatus } from '../api/change-job-status.ts';
import { listJobHistory } from '../api/list-job-history.ts';
import type { JobStatus, StaffJob, StatusChange } from '../api/types.ts';
import { localeOf } from '@tessera/i18n/format';
import { JobStatusChip } from './job-status-chip.tsx';

function actionLabel(t: (key: string) => string, from: JobStatus, to: JobStatus): string {
  if (to === 'active') return from === 'draft' ? t('statusPanel.actions.active') : t('statusPanel.actions.activeAgain');
  return t(`statusPanel.actions.${to}`);
}

const changeKey = (h: StatusChange) => `${h.created_at}|${h.from_status ?? ''}|${h.to_status}`;

/** The job's status history, oldest first, with who and when; earlier changes on request. */
export function JobHistory({ jobId, history, total }: { jobId: number; history: StatusChange[]; total: number }) {
  const { t, i18n } = useTranslation('jobs');
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const fetchPage = useCallback((page: number) => listJobHistory(jobId, page), [jobId]);
  const all = useShowMore({ first: history, total, fetchPage, keyOf: changeKey, place: 'before', resetKey: jobId });
  return (
    <section className="ui-stack" aria-labelledby="job-history-heading">
      <h2 id="job-history-heading">{t('history.title')}</h2>
      <ShowMore
        shown={all.items.length}
        total={total}
        busy={all.busy}
        failed={all.failed}
        onMore={() => void all.more()}
        label={t('history.earlier')}
      />
      {all.items.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="jb-history">
          {all.items.map((h, i) => (
            <li key={`${h.created_at}-${i}`}>
              <time dateTime={h.created_at}>{format.format(new Date(h.created_at))}</time>
              <span>
                {h.from_status === null
                  ? t('history.created', { to: t(`status.${h.to_status}`) })
                  : t('history.moved', { from: t(`status.${h.from_status}`), to: t(`status.${h.to_status}`) })}{' '}
                {h.changed_by ? t('history.by', { name: h.changed_by.name }) : t('history.bySystem')}
              </span>
              {h.reason ? <span className="jb-table__sub">{t('history.reason', { reason: h.reason })}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Current status, the moves the server allows now (allowed_next), an optional reason, and a confirmation
 * before closing that says what happens to the open applications.
 */
export function JobStatusPanel({ job }: { job: StaffJob }) {
  const { t, i18n } = useTranslation('jobs');
  const change = useChangeJobStatus(job.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [announce, setAnnounce] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (confirming && !el.open) el.showModal();
    if (!confirming && el.open) el.close();
  }, [confirming]);

  /** What went wrong, in the reader's language by status and field; the server's words only when unknown. */
  function moveErrorText(err: unknown, to: JobStatus): string {
    const body = isApiError(err) ? err.body : (err as { body?: unknown } | undefined)?.body;
    const status = isApiError(err) ? err.status : 0;
    if (status === 400 && readFieldErrors(body).status) {
      return to === 'active' && job.description_text.trim() === '' ? t('statusPanel.needsDescription') : t('statusPanel.notAllowed');
    }
    if (status === 403) return t('statusPanel.readOnly');
    if (status === 404) return t('statusPanel.gone');
    if (status === 0) return t('common:errors.network');
    return readErrorMessage(body) ?? t('statusPanel.failed');
  }

  async function move(to: JobStatus) {
    setError(undefined);
    try {
      const updated = await change.mutateAsync({ status: to, reason });
      setReason('');
      const message = t('statusPanel.changed', { status: t(`status.${updated.status}`) });
      setAnnounce(message);
      toast.success(message);
    } catch (err) {
      setError(moveErrorText(err, to));
    }
  }

  const published = job.published_at
    ? t('statusPanel.published', {
        date: new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long' }).format(new Date(job.published_at)),
      })
    : t('statusPanel.neverPublished');

  return (
    <section className="jb-section" aria-labelledby="job-status-heading">
      <h2 id="job-status-heading" ref={heading} tabIndex={-1}>
        {t('statusPanel.title')}
      </h2>
      <p>
        {t('statusPanel.current')} <JobStatusChip status={job.status} />
      </p>
      <p className="jb-muted">{published}</p>
      <p className="jb-muted">{t('statusPanel.applications', { open: job.applications.open, total: job.applications.total })}</p>
      {!job.can_edit ? (
        <p>{t('statusPanel.readOnly')}</p>
      ) : job.allowed_next.length === 0 ? (
        <p>{t('statusPanel.none')}</p>
      ) : (
        <div className="ui-stack">
          <h3>{t('statusPanel.change')}</h3>
          <div className="jb-field">
            <label htmlFor="job-status-reason">{t('statusPanel.reason')}</label>
            <p id="job-status-reason-hint" className="ui-hint">
              {t('statusPanel.reasonHint')}
            </p>
            <textarea
              id="job-status-reason"
              aria-describedby="job-status-reason-hint"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="jb-status-actions">
            {job.allowed_next.map((to) => (
              <button
                key={to}
                ref={
                  to === 'closed'
                    ? (el) => {
                        closeButton.current = el;
                      }
                    : undefined
                }
                type="button"
                className={to === 'closed' ? 'ui-button ui-button--secondary' : 'ui-button'}
                disabled={change.isPending}
                onClick={() => (to === 'closed' ? setConfirming(true) : void move(to))}
              >
                {actionLabel(t, job.status, to)}
              </button>
            ))}
          </div>
        </div>
      )}
      {error ? (
        <div className="ui-alert" role="alert">
          {error}
        </div>
      ) : null}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>

      <dialog
        ref={dialog}
        className="jb-dialog"
        aria-labelledby="job-close-title"
        aria-describedby="job-close-body"
        onClose={() => {
          setConfirming(false);
          // Back to the button that opened the dialog; once the job is closed it is gone, so to the heading.
          if (closeButton.current?.isConnected) closeButton.current.focus();
          else heading.current?.focus();
        }}
      >
        <h2 id="job-close-title">{t('statusPanel.confirmTitle')}</h2>
        <div id="job-close-body">
          <p>{t('statusPanel.confirmBody')}</p>
          <p>
            <strong>
              {job.applications.open > 0
                ? t('statusPanel.confirmApplications', { count: job.applications.open })
                : t('statusPanel.confirmNoApplications')}
            </strong>
          </p>
          {job.applications.open > 0 ? (
            <p>{reason.trim() ? t('statusPanel.confirmReason', { reason: reason.trim() }) : t('statusPanel.confirmDefaultReason')}</p>
          ) : null}
        </div>
        <div className="jb-buttons">
          <button
            type="button"
            className="ui-button"
            disabled={change.isPending}
            onClick={() =>
              void move('closed').then(() => {
                setConfirming(false);
              })
            }
          >
            {t('statusPanel.confirm')}
          </button>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation opens on its least destructive button (WAI-ARIA dialog pattern) */}
          <button type="button" className="ui-button ui-button--secondary" autoFocus onClick={() => setConfirming(false)}>
            {t('statusPanel.cancel')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
