import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/api-client/api-error';
import { AppLink } from '@tessera/ui/app-link';
import { Spinner } from '@tessera/ui/spinner';
import { TextAreaField } from '../../../components/fields.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { ResumeFileField, useResumeProblemText } from '../../../components/resume-file-field.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import type { ResumeFileProblem } from '../../../lib/resume-file-check.ts';
import { applyToJob } from '../api/apply-to-job.ts';
import { useProfileResume } from '../api/profile-resume.ts';
import { shareMyPassport, useMyPassport } from '../../passport/api/passport.ts';
import { ShareChoice, type ShareValue } from '../../passport/components/share-choice.tsx';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';

export interface ApplyDialogProps {
  jobId: number;
  jobTitle: string;
  open: boolean;
  onClose: () => void;
}

const COVER_LETTER_MAX = 5000;

/** Every message of an error body, joined (the server's English: only for answers we do not know). */
function messagesOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  return Object.values(body as Record<string, unknown>)
    .flatMap((v): unknown[] => (Array.isArray(v) ? (v as unknown[]) : [v]))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(' ');
}

/** Whether a 400 answer names this field (the contract's {field: [messages]}). */
const names = (body: unknown, field: string): boolean =>
  typeof body === 'object' && body !== null && Array.isArray((body as Record<string, unknown>)[field]);

/**
 * The application form in a modal dialog: send the résumé on the profile or upload another one (checked
 * at once: PDF or Word, 5 MB), an optional cover letter, clear messages when something is refused, and
 * /thankYou when the application is in.
 */
export function ApplyDialog({ jobId, jobTitle, open, onClose }: ApplyDialogProps) {
  const { t } = useTranslation(['applications', 'profile', 'passport']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const problemText = useResumeProblemText();
  const profileResume = useProfileResume(open);
  const passport = useMyPassport(open);
  const [sharing, setSharing] = useState<ShareValue>({ share: 'none', keys: [] });
  const [shareError, setShareError] = useState<string | undefined>();
  const [choice, setChoice] = useState<'profile' | 'upload'>('profile');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeFileProblem | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [coverLetter, setCoverLetter] = useState('');
  const [error, setError] = useState<{ text: string; already?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const resume = profileResume.data ?? null;
  const uploading = resume === null || choice === 'upload';

  useEffect(() => {
    if (!open) return;
    // A fresh form each time the dialog opens.
    setChoice('profile');
    setFile(null);
    setProblem(null);
    setFileError(undefined);
    setError(null);
    setProgress(0);
    setSharing({ share: 'none', keys: [] });
    setShareError(undefined);
  }, [open]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    if (uploading && !file) {
      setFileError(t('apply.chooseFile'));
      return;
    }
    if (uploading && problem) {
      setFileError(problemText(problem));
      return;
    }
    if (sharing.share === 'some' && sharing.keys.length === 0) {
      setShareError(t('passport:share.chooseOne'));
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const application = await applyToJob({ jobId, coverLetter, file: uploading ? file : null }, setProgress);
      if (sharing.share !== 'none') {
        try {
          await shareMyPassport(application.id, sharing.share, sharing.keys);
        } catch {
          // The application is in; only the sharing failed. It can be chosen again on the application's card.
          await invalidateApi(client, ['/api/v1/me/applications']);
          setError({ text: t('passport:share.applySaveFailed'), already: true });
          return;
        }
      }
      await Promise.all([
        invalidateApi(client, ['/api/v1/me/applications', '/api/v1/me/applications/{id}']),
        client.invalidateQueries({ queryKey: apiKey('/api/v1/search/jobs/{id}') }),
        client.invalidateQueries({ queryKey: apiKey('/api/v1/me/profile') }),
      ]);
      onClose();
      void navigate('/thankYou', { state: { jobTitle, jobId, applicationId: application.id } });
    } catch (caught) {
      // Shown in the reader's language, chosen by status and field; the server's own (English) words
      // only for an answer this form does not know.
      const body = isApiError(caught) ? caught.body : undefined;
      if (!isApiError(caught) || caught.status === 0) setError({ text: t('apply.network') });
      else if (caught.status === 409) setError({ text: t('apply.already'), already: true });
      else if (caught.status === 413) setFileError(t('profile:resume.serverTooLarge'));
      else if (caught.status === 415) setFileError(t('profile:resume.serverWrongType'));
      else if (caught.status === 404) setError({ text: t('apply.gone') });
      else if (caught.status === 401) setError({ text: t('apply.signedOut') });
      else if (caught.status === 400 && names(body, 'file'))
        setFileError(uploading ? t('profile:resume.serverUnreadable') : t('apply.noResume'));
      else if (caught.status === 400 && names(body, 'job_id')) setError({ text: t('apply.notAccepting') });
      else if (caught.status === 400 && names(body, 'cover_letter')) setError({ text: t('apply.coverLetterTooLong') });
      else setError({ text: messagesOf(body) || t('apply.failed') });
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <ModalDialog open={open} onClose={close} closeLabel={t('apply.close')} title={t('apply.title', { job: jobTitle })}>
      {profileResume.isPending || passport.isPending ? (
        <Spinner label={t('apply.loading')} />
      ) : (
        <form className="ui-stack" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            {t('apply.intro')} <AppLink to="/profile">{t('apply.checkProfile')}</AppLink>
          </p>
          {error ? (
            <div role="alert" className="ui-alert ui-stack">
              <p>{error.text}</p>
              {error.already ? (
                <p>
                  <AppLink to="/application">{t('apply.seeApplications')}</AppLink>
                </p>
              ) : null}
            </div>
          ) : null}
          <fieldset className="ui-fieldset">
            <legend className="ui-legend">{t('apply.resume')}</legend>
            {resume ? (
              <>
                <label className="ui-choice">
                  <input
                    type="radio"
                    name="resume-choice"
                    value="profile"
                    checked={choice === 'profile'}
                    onChange={() => setChoice('profile')}
                    data-autofocus
                  />
                  {t('apply.useProfile', { name: resume.file_name })}
                </label>
                <label className="ui-choice">
                  <input
                    type="radio"
                    name="resume-choice"
                    value="upload"
                    checked={choice === 'upload'}
                    onChange={() => setChoice('upload')}
                  />
                  {t('apply.useOther')}
                </label>
              </>
            ) : (
              <p>{t('apply.noProfileResume')}</p>
            )}
          </fieldset>
          {uploading ? (
            <ResumeFileField
              label={t('apply.file')}
              file={file}
              disabled={busy}
              error={fileError}
              onChange={(f, p) => {
                setFile(f);
                setProblem(p);
                setFileError(p ? problemText(p) : undefined);
              }}
            />
          ) : null}
          <TextAreaField
            label={t('apply.coverLetter')}
            hint={t('apply.coverLetterHint', { used: coverLetter.length, max: COVER_LETTER_MAX })}
            value={coverLetter}
            maxLength={COVER_LETTER_MAX}
            rows={6}
            onChange={(e) => setCoverLetter(e.target.value)}
            {...(resume ? {} : { 'data-autofocus': true })}
          />
          {passport.data ? (
            <ShareChoice
              passport={passport.data}
              value={sharing}
              onChange={(v) => {
                setSharing(v);
                setShareError(undefined);
              }}
              disabled={busy}
              error={shareError}
              returnTo={pathname}
            />
          ) : null}
          {busy && uploading && file ? (
            <UploadProgress
              fraction={progress}
              label={t('apply.uploading')}
              valueText={(percent) => t('profile:resume.percent', { percent })}
            />
          ) : null}
          <div className="cc-dialog__actions">
            <button type="button" className="ui-button ui-button--secondary" onClick={close} disabled={busy}>
              {t('apply.cancel')}
            </button>
            <button type="submit" className="ui-button" disabled={busy}>
              {busy ? t('apply.sending') : t('apply.send')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
