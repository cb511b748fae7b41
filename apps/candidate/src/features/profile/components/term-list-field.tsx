import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface TermListFieldProps {
  label: string;
  hint?: string;
  values: string[];
  onChange: (values: string[]) => void;
  maxItems?: number;
  maxLength?: number;
  /** Suggestions offered while typing (a datalist). */
  suggestions?: readonly string[];
  error?: string | undefined;
}

/**
 * Short terms (skills, certifications, places): type one and press Enter or "Add"; each has its own
 * labelled Remove button. What changed is announced, and focus stays in the field.
 */
export function TermListField({ label, hint, values, onChange, maxItems = 50, maxLength = 80, suggestions, error }: TermListFieldProps) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const shownError = problem || error;

  function add() {
    const term = draft.replace(/\s+/g, ' ').trim();
    if (term === '') {
      setProblem(t('terms.blank'));
      return;
    }
    if (values.some((v) => v.toLowerCase() === term.toLowerCase())) {
      setProblem(t('terms.duplicate', { term }));
      return;
    }
    if (values.length >= maxItems) {
      setProblem(t('terms.full', { count: maxItems }));
      return;
    }
    onChange([...values, term]);
    setDraft('');
    setProblem('');
    setMessage(t('terms.added', { term, list: label }));
  }

  function remove(term: string) {
    onChange(values.filter((v) => v !== term));
    setMessage(t('terms.removed', { term, list: label }));
    input.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      // Enter adds the term; it does not send the whole form.
      e.preventDefault();
      add();
    }
  }

  return (
    <div className="ui-field pf-terms">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {values.length === 0 ? (
        <p className="pf-muted">{t('terms.none')}</p>
      ) : (
        <ul className="pf-terms__list" aria-label={t('terms.listLabel', { list: label, count: values.length })}>
          {values.map((term) => (
            <li key={term} className="pf-term">
              <span>{term}</span>
              <button type="button" className="pf-term__remove" onClick={() => remove(term)} aria-label={t('terms.remove', { term })}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pf-terms__add">
        <input
          ref={input}
          id={id}
          type="text"
          value={draft}
          maxLength={maxLength}
          list={suggestions ? listId : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, shownError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem('');
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="ui-button ui-button--secondary" onClick={add}>
          {t('terms.add')}
          <span className="ui-visually-hidden"> {t('terms.addTo', { list: label })}</span>
        </button>
      </div>
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="ui-field-error">
          {shownError}
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
