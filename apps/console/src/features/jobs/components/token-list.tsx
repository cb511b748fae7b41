import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTermList } from '@tessera/ui/use-term-list';
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
  const list = useTermList(values, onChange, maxItems);
  const [message, setMessage] = useState('');
  const auto = useId();
  const labelId = `${auto}-label`;
  const hintId = hint ? `${auto}-hint` : undefined;
  const errorId = error ? `${auto}-error` : undefined;

  function add() {
    const result = list.add();
    // A blank term or a full list is passed over; a duplicate is said.
    if (result.ok) setMessage(t('tokens.added', { term: result.term, list: label }));
    else if (result.reason === 'duplicate') setMessage(t('tokens.duplicate', { term: result.term }));
  }

  function remove(term: string) {
    list.remove(term);
    setMessage(t('tokens.removed', { term, list: label }));
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
          ref={list.input}
          id={id}
          type="text"
          value={list.draft}
          maxLength={maxLength}
          disabled={disabled}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => list.setDraft(e.target.value)}
          onKeyDown={(e) => list.addOnEnter(e, add)}
        />
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={add}
          disabled={disabled}
          aria-label={t('tokens.addLabel', { list: label })}
        >
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
