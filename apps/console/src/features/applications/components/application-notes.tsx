import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { useFormatters } from '@tessera/i18n/format';
import type { ApplicationNote } from '../../../components/hiring/types.ts';
import { ShowMore, useShowMore } from '../../../components/hiring/show-more.tsx';
import { useAddApplicationNote } from '../api/add-application-note.ts';
import { listApplicationNotes } from '../api/list-application-notes.ts';

export interface ApplicationNotesProps {
  applicationId: number;
  /** The newest notes the application carries (at most 20). */
  notes: ApplicationNote[];
  /** How many notes there are in all. */
  total: number;
  canAdd: boolean;
  headingId: string;
}

const noteKey = (note: ApplicationNote) => note.id;

/** Internal notes (never shown to the job seeker): newest first, and a form to add one. */
export function ApplicationNotes({ applicationId, notes, total, canAdd, headingId }: ApplicationNotesProps) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  const id = useId();
  const mutation = useAddApplicationNote(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const fetchPage = useCallback((page: number) => listApplicationNotes(applicationId, page), [applicationId]);
  const all = useShowMore({ first: notes, total, fetchPage, keyOf: noteKey, resetKey: applicationId });

  function submit() {
    if (mutation.isPending) return;
    if (!body.trim()) {
      setError(t('notes.required'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    setSaved('');
    mutation.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setSaved(t('notes.saved'));
      },
      onError: (e) => {
        const errBody = isApiError(e) ? e.body : e;
        const status = isApiError(e) ? e.status : 0;
        if (status === 400 && readFieldErrors(errBody).body) setError(t('notes.required'));
        else if (status === 403) setError(t('status.forbidden'));
        else if (status === 404) setError(t('status.gone'));
        else if (status === 0) setError(t('common:errors.network'));
        else setError(readErrorMessage(errBody) ?? t('common:errors.somethingWentWrong'));
        field.current?.focus();
      },
    });
  }

  return (
    <div className="ui-stack">
      <p className="ui-hint">{t('notes.private')}</p>
      {canAdd ? (
        <form
          className="ui-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="hr-field">
            <label htmlFor={`${id}-note`}>{t('notes.label')}</label>
            <textarea
              id={`${id}-note`}
              ref={field}
              value={body}
              maxLength={5000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-note-error` : undefined}
              onChange={(e) => setBody(e.target.value)}
            />
            {error ? (
              <p id={`${id}-note-error`} className="ui-field-error">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="ui-button" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t('notes.saving') : t('notes.add')}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" aria-live="polite" className="hr-meta">
        {saved}
      </p>
      {all.items.length === 0 ? (
        <p>{t('notes.empty')}</p>
      ) : (
        <ul className="hr-notes" aria-labelledby={headingId}>
          {all.items.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <p className="hr-meta">
                {t('notes.byWhen', { name: note.author?.name ?? t('notes.formerUser'), when: f.dateTime(note.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        shown={all.items.length}
        total={total}
        busy={all.busy}
        failed={all.failed}
        onMore={() => void all.more()}
        label={t('notes.more')}
      />
    </div>
  );
}
