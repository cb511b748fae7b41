import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { ResumeFileField, useResumeProblemText } from '../../../../components/resume-file-field.tsx';
import { UploadProgress } from '../../../../components/upload-progress.tsx';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { formatFileSize, type ResumeFileProblem } from '../../../../lib/resume-file-check.ts';
import { useDeleteMyResume } from '../../api/delete-my-resume.ts';
import { downloadMyResume } from '../../api/download-my-resume.ts';
import type { Profile } from '../../api/get-my-profile.ts';
import { useUploadMyResume } from '../../api/upload-my-resume.ts';
import { errorMessages } from '../../hooks/profile-sections.ts';

export interface ResumeSectionProps {
  profile: Profile;
  /** After an upload or a removal. */
  onChanged?: () => void;
  /** Buttons after the upload button (the guided flow's Back / Continue). */
  actions?: ReactNode;
}

/**
 * The profile's résumé: what is stored (name, size, date, type), download and remove, and the upload with
 * its progress. A wrong file is explained as soon as it is chosen, and again if the server refuses it.
 */
export function ResumeSection({ profile, onChanged, actions }: ResumeSectionProps) {
  const { t, i18n } = useTranslation('profile');
  const locale = localeOf(i18n.language);
  const problemText = useResumeProblemText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeFileProblem | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState('');
  const [fieldKey, setFieldKey] = useState(0);
  const upload = useUploadMyResume(setProgress);
  const remove = useDeleteMyResume();
  const resume = profile.resume;

  function send() {
    if (!file) {
      setServerError(t('resume.chooseFirst'));
      return;
    }
    if (problem) return;
    setServerError(undefined);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (meta) => {
        setStatus(t('resume.uploaded', { name: meta.file_name }));
        setFile(null);
        setFieldKey((k) => k + 1);
        onChanged?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 413) setServerError(t('resume.serverTooLarge'));
        else if (isApiError(error) && error.status === 415) setServerError(t('resume.serverWrongType'));
        else if (isApiError(error) && error.status > 0) setServerError(errorMessages(error.body)[0] ?? t('resume.failed'));
        else setServerError(t('resume.failed'));
      },
    });
  }

  return (
    <div className="ui-stack">
      {resume ? (
        <div className="pf-resume">
          <p>
            <strong>{resume.file_name}</strong>
          </p>
          <p className="pf-muted">
            {t('resume.facts', {
              type: resume.content_type === 'application/pdf' ? 'PDF' : 'Word (.docx)',
              size: formatFileSize(resume.size, locale),
              date: formatDate(resume.uploaded_at, locale),
            })}
          </p>
          {!resume.has_text ? <p>{t('resume.noText')}</p> : null}
          <div className="pf-actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => void downloadMyResume(resume.file_name).catch(() => setServerError(t('resume.downloadFailed')))}
            >
              {t('resume.download')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setStatus(t('resume.removed'));
                    onChanged?.();
                  },
                  onError: () => setServerError(t('resume.removeFailed')),
                })
              }
            >
              {t('resume.remove')}
            </button>
          </div>
        </div>
      ) : (
        <p>{t('resume.none')}</p>
      )}
      <ResumeFileField
        key={fieldKey}
        label={resume ? t('resume.replaceLabel') : t('resume.uploadLabel')}
        file={file}
        disabled={upload.isPending}
        onChange={(f, p) => {
          setFile(f);
          setProblem(p);
          setServerError(undefined);
          setStatus('');
        }}
        error={problem ? problemText(problem) : serverError}
      />
      {upload.isPending ? (
        <UploadProgress fraction={progress} label={t('resume.uploading')} valueText={(percent) => t('resume.percent', { percent })} />
      ) : null}
      <div className="pf-actions">
        <button type="button" className="ui-button" onClick={send} disabled={upload.isPending || problem !== null}>
          {upload.isPending ? t('resume.sending') : t('resume.upload')}
        </button>
        {actions}
      </div>
      <p role="status" aria-live="polite" className={status ? 'ui-notice' : 'ui-visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
