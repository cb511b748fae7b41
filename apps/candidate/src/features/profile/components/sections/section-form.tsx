import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import type { ProfileInput } from '../../api/update-my-profile.ts';
import { useUpdateMyProfile } from '../../api/update-my-profile.ts';
import { errorMessages } from '../../hooks/profile-sections.ts';

export interface SectionFormProps {
  /** The fields to save, or null when the form found problems itself (it shows them). */
  collect: () => ProfileInput | null;
  /** After a successful save. */
  onSaved: () => void;
  submitLabel: string;
  /** Buttons beside Save (Cancel, Back, Skip...). */
  actions?: ReactNode;
  children: ReactNode;
  /** The section title, for the form's accessible name. */
  labelledBy: string;
}

/**
 * The form around one profile section: saves only that section's fields, shows the server's messages in
 * an alert and keeps the entries on screen when saving fails.
 */
export function SectionForm({ collect, onSaved, submitLabel, actions, children, labelledBy }: SectionFormProps) {
  const { t } = useTranslation('profile');
  const save = useUpdateMyProfile();
  const [problems, setProblems] = useState<string[]>([]);
  const alert = useRef<HTMLDivElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const input = collect();
    if (!input) {
      setProblems([t('form.fixBelow')]);
      return;
    }
    setProblems([]);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        const messages = isApiError(error) ? errorMessages(error.body) : [];
        setProblems(messages.length > 0 ? messages : [t('form.saveFailed')]);
        alert.current?.focus();
      },
    });
  }

  return (
    <form className="pf-form" onSubmit={submit} aria-labelledby={labelledBy} noValidate>
      {problems.length > 0 ? (
        <div ref={alert} role="alert" className="ui-alert" tabIndex={-1}>
          <p>{t('form.notSaved')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <div className="pf-actions">
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
