// The bulk-upload pages (issue 13): /jobs/bulkUpload (hiring manager, and admin for any employer) and
// /jobSeekers/bulkUpload (the partner's recruiters, and admin for any partner). Choose files, send them
// (upload progress), then watch the batch being read: a progress bar with the count per outcome, kept in
// the session (multiJobUploadToken / multiresumeToken) so it survives a reload, a Cancel button, and at the
// end the import-result dialog with each file's outcome.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { ImportResultDialog } from '@tessera/notifications/import-result-dialog';
import { getApi } from '@tessera/ui/api';
import { PageHeading } from '@tessera/ui/page-heading';
import { toast } from '@tessera/ui/toasts';
import { useViewer } from '@tessera/ui/use-viewer';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { useOrganisations } from '../../jobs/api/list-organisations.ts';
import {
  downloadJobTemplate,
  uploadImport,
  useCancelImport,
  useImportProgress,
  type ImportKind,
  type ImportProgress,
} from '../api/imports.ts';
import './imports.css';

const TOKEN_FIELD = { jobs: 'multiJobUploadToken', resumes: 'multiresumeToken' } as const;
const ACCEPT: Record<ImportKind, string> = {
  jobs: '.csv,.xlsx,.pdf,.docx,text/csv,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  resumes: '.pdf,.docx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const MAX_FILES = 1000;
const MAX_BYTES = 200 * 1024 * 1024;

function OrganisationPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: ImportKind;
  value: number | null;
  onChange: (id: number | null) => void;
  error: string;
}) {
  const { t } = useTranslation('imports');
  const id = useId();
  const errorId = useId();
  const employers = useOrganisations({ kind: 'employer', status: 'approved', page_size: 100 }, kind === 'jobs');
  const corporate = useOrganisations({ kind: 'corporate_partner', status: 'approved', page_size: 100 }, kind === 'jobs');
  const skilling = useOrganisations({ kind: 'skilling_partner', status: 'approved', page_size: 100 }, kind === 'resumes');
  const nonprofit = useOrganisations({ kind: 'nonprofit_partner', status: 'approved', page_size: 100 }, kind === 'resumes');
  const options = (kind === 'jobs' ? [employers, corporate] : [skilling, nonprofit])
    .flatMap((q) => q.data?.results ?? [])
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <p className="imp-field">
      <label htmlFor={id}>{kind === 'jobs' ? t('upload.employer') : t('upload.partner')}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('upload.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="imp-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}

function Progress({
  kind,
  progress,
  onCancel,
  cancelling,
  onShow,
}: {
  kind: ImportKind;
  progress: ImportProgress;
  onCancel: () => void;
  cancelling: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation('imports');
  const labelId = useId();
  const ended = progress.state === 'done' || progress.state === 'cancelled';
  const counts =
    kind === 'jobs'
      ? [t('progress.success', { count: progress.success_count }), t('progress.failed', { count: progress.failed_count })]
      : [
          t('progress.created', { count: progress.newly_created_count }),
          t('progress.existing', { count: progress.already_existing_count }),
          t('progress.skipped', { count: progress.skipped_count }),
        ];
  return (
    <section className="imp-progress ui-stack" aria-labelledby={labelId}>
      <h2 id={labelId}>{t(`progress.state.${progress.state}`)}</h2>
      <progress className="imp-progress__bar" max={Math.max(progress.total, 1)} value={progress.processed} aria-labelledby={labelId} />
      <p role="status" aria-live="polite" aria-atomic="true">
        {t('progress.processed', { processed: progress.processed, total: progress.total })} {counts.join(' · ')}
      </p>
      <p className="imp-actions">
        {ended ? (
          <button type="button" className="ui-button" onClick={onShow}>
            {t('progress.showResult')}
          </button>
        ) : (
          <button type="button" className="ui-button" onClick={onCancel} disabled={cancelling}>
            {t('progress.cancel')}
          </button>
        )}
      </p>
    </section>
  );
}

export function ImportPage({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation('imports');
  const { role } = useViewer();
  const program = role === 'admin';
  const token = useSession((s) => s[TOKEN_FIELD[kind]]);
  const setToken = (value: string | null) =>
    getSessionStore()
      .getState()
      .update({ [TOKEN_FIELD[kind]]: value });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const filesErrorId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [organisation, setOrganisation] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ files?: string; organisation?: string; form?: string }>({});
  const [sending, setSending] = useState<number | null>(null);
  const [showResult, setShowResult] = useState(false);
  const progress = useImportProgress(kind, token);
  const cancel = useCancelImport(kind);
  // A kept token whose batch is gone (or belongs to someone else now) is forgotten.
  const gone = progress.error && isApiError(progress.error) && progress.error.status === 404;
  useEffect(() => {
    if (gone)
      getSessionStore()
        .getState()
        .update({ [TOKEN_FIELD[kind]]: null });
  }, [gone, kind]);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const problems: typeof errors = {};
    if (files.length === 0) problems.files = t('upload.required');
    else if (files.length > MAX_FILES) problems.files = t('upload.tooMany', { max: MAX_FILES });
    else if (files.reduce((n, f) => n + f.size, 0) > MAX_BYTES) problems.files = t('upload.tooLarge');
    if (program && organisation === null)
      problems.organisation = kind === 'jobs' ? t('upload.employerRequired') : t('upload.partnerRequired');
    setErrors(problems);
    if (problems.files || problems.organisation) {
      if (problems.files) input.current?.focus();
      return;
    }
    setSending(0);
    try {
      const made = await uploadImport(kind, files, program ? organisation : null, (f) => setSending(f));
      setToken(made.token);
      setFiles([]);
      if (input.current) input.current.value = '';
      toast.success(t('upload.sent', { count: made.total }));
    } catch (error) {
      const fields = isApiError(error) ? readFieldErrors(error.body) : {};
      const filesProblem = fields.files;
      const organisationProblem = fields.organisation_id;
      setErrors({
        ...(filesProblem ? { files: filesProblem } : {}),
        ...(organisationProblem ? { organisation: organisationProblem } : {}),
        ...(!filesProblem && !organisationProblem
          ? { form: isApiError(error) && error.status !== 0 ? error.message : t('upload.failed') }
          : {}),
      });
    } finally {
      setSending(null);
    }
  };

  const title = kind === 'jobs' ? t('jobs.title') : t('resumes.title');
  const templates = [
    ['en', 'English'],
    ['fr', 'Français'],
    ['esp', 'Español'],
  ] as const;

  return (
    <div className="ui-stack imp">
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={title}>{title}</PageHeading>
        <p>{kind === 'jobs' ? t('jobs.intro') : t('resumes.intro')}</p>
        <p>{t('upload.limits')}</p>
        {kind === 'jobs' ? (
          <div className="imp-templates">
            <p id={`${inputId}-templates`}>{t('jobs.templates')}</p>
            <ul aria-labelledby={`${inputId}-templates`}>
              {templates.map(([lang, name]) => (
                <li key={lang}>
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    lang={lang === 'esp' ? 'es' : lang}
                    onClick={() => {
                      downloadJobTemplate(lang).then(
                        (file) => toast.success(t('jobs.templateSaved', { name: file })),
                        () => toast.error(t('jobs.templateFailed')),
                      );
                    }}
                  >
                    {t('jobs.template', { language: name, lng: i18n.language })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <form className="ui-stack imp-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${inputId}-form`}>
        <h2 id={`${inputId}-form`}>{t('upload.heading')}</h2>
        {program ? (
          <OrganisationPicker kind={kind} value={organisation} onChange={setOrganisation} error={errors.organisation ?? ''} />
        ) : null}
        <p className="imp-field">
          <label htmlFor={inputId}>{kind === 'jobs' ? t('jobs.files') : t('resumes.files')}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT[kind]}
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={errors.files ? filesErrorId : undefined}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          {errors.files ? (
            <span id={filesErrorId} className="imp-error">
              {errors.files}
            </span>
          ) : null}
        </p>
        {files.length > 0 ? <p>{t('upload.chosen', { count: files.length })}</p> : null}
        {errors.form ? (
          <p className="imp-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <p className="imp-actions">
          <button type="submit" className="ui-button" disabled={sending !== null}>
            {t('upload.submit')}
          </button>
          {sending !== null ? (
            <span role="status" aria-live="polite">
              {t('upload.sending', { percent: Math.round(sending * 100) })}
            </span>
          ) : null}
        </p>
      </form>

      {token && progress.data ? (
        <Progress
          kind={kind}
          progress={progress.data}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate(progress.data.token)}
          onShow={() => setShowResult(true)}
        />
      ) : null}
      {token ? (
        <ImportResultDialog api={getApi()} kind={kind} token={token} open={showResult} onClose={() => setShowResult(false)} />
      ) : null}
    </div>
  );
}
