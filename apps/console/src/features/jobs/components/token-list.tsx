import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './jobs.css';

export interface TokenListProps {
  /** id of the text input (error summary links point here). */
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  values: string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  maxItems?: number;
  maxLength?: number;
}

/**
 * A list of short terms (skills, certifications): type one and press Enter or "Add"; each term has its
 * own labelled remove button. Changes are announced; focus returns to the input after a removal.
 */
export function TokenList({ id, label, hint, error, values, onChange, disabled = false, maxItems = 50, maxLength = 80 }: TokenListProps) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const auto = useId();
  const labelId = `${auto}-label`;
  const hintId = hint ? `${auto}-hint` : undefined;
  const errorId = error ? `${auto}-error` : undefined;

  function add() {
    const term = draft.replace(/\s+/g, ' ').trim();
    if (term === '') return;
    if (values.some((v) => v.toLowerCase() === term.toLowerCase())) {
      setMessage(t('tokens.duplicate', { term }));
      return;
    }
    if (values.length >= maxItems) return;
    onChange([...values, term]);
    setDraft('');
    setMessage(t('tokens.added', { term, list: label }));
  }

  function remove(term: string) {
    onChange(values.filter((v) => v !== term));
    setMessage(t('tokens.removed', { term, list: label }));
    input.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      // Enter adds the term instead of sending the whole form.
      e.preventDefault();
      add();
    }
  }

  return (
    <div className="jb-field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {values.length === 0 ? (
        <p className="jb-muted">{t('tokens.empty')}</p>
      ) : (
        <ul className="jb-tokens" aria-label={t('tokens.listOf', { list: label, count: values.length })}>
          {values.map((term) => (
            <li key={term} className="jb-token">
              <span>{term}</span>
              <button type="button" onClick={() => remove(term)} disabled={disabled} aria-label={t('tokens.remove', { term })}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="jb-token-add">
        <input
          ref={input}
          id={id}
          type="text"
          value={draft}
          maxLength={maxLength}
          disabled={disabled}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="ui-button ui-button--secondary" onClick={add} disabled={disabled} aria-label={t('tokens.addLabel', { list: label })}>
          {t('tokens.add')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
