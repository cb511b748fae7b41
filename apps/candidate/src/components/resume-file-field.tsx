import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_ACCEPT, checkResumeFile, formatFileSize, type ResumeFileProblem } from '../lib/resume-file-check.ts';
import { localeOf } from '@tessera/i18n/format';
import './candidate-components.css';

export interface ResumeFileFieldProps {
  id?: string;
  label: string;
  file: File | null;
  /** A file was chosen (or the choice cleared), with what the browser found wrong with it. */
  onChange: (file: File | null, problem: ResumeFileProblem | null) => void;
  /** The message to show under the field (a problem found here, or the server's answer). */
  error?: string | undefined;
  disabled?: boolean;
}

/** The words for a problem found before sending. */
export function useResumeProblemText(): (problem: ResumeFileProblem) => string {
  const { t } = useTranslation('profile');
  return (problem) => {
    switch (problem) {
      case 'empty':
        return t('resumeFile.problems.empty');
      case 'tooLarge':
        return t('resumeFile.problems.tooLarge');
      case 'notRealPdf':
        return t('resumeFile.problems.notRealPdf');
      case 'notRealDocx':
        return t('resumeFile.problems.notRealDocx');
      default:
        return t('resumeFile.problems.wrongType');
    }
  };
}

/**
 * A file field for a résumé: says what is accepted before anything is chosen, checks the chosen file at
 * once (size, name, first bytes) and explains a refusal in plain words.
 */
export function ResumeFileField({ id, label, file, onChange, error, disabled = false }: ResumeFileFieldProps) {
  const { t, i18n } = useTranslation('profile');
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const chosenId = `${fieldId}-chosen`;
  const input = useRef<HTMLInputElement>(null);
  const locale = localeOf(i18n.language);

  async function choose(list: FileList | null) {
    const picked = list?.[0] ?? null;
    if (!picked) {
      onChange(null, null);
      return;
    }
    onChange(picked, await checkResumeFile(picked));
  }

  return (
    <div className="cc-file ui-field">
      <label htmlFor={fieldId}>{label}</label>
      <p id={hintId} className="ui-hint">
        {t('resumeFile.hint')}
      </p>
      <input
        ref={input}
        id={fieldId}
        type="file"
        accept={RESUME_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, file ? chosenId : null, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => void choose(e.target.files)}
      />
      {file ? (
        <p id={chosenId} className="cc-file__chosen">
          {t('resumeFile.chosen', { name: file.name, size: formatFileSize(file.size, locale) })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
