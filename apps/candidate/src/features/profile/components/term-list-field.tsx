import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField } from '@tessera/forms/fields';
import { useCharacterRule } from '@tessera/forms/key-block-notice';
import type { CharacterRule } from '@tessera/forms/key-block';
import { useTermList } from '@tessera/ui/use-term-list';

export interface TermListFieldProps {
  /** The list's name in the surrounding form (@tessera/forms). */
  name: string;
  label: string;
  hint?: string;
  maxItems?: number;
  maxLength?: number;
  /** Suggestions offered while typing (a datalist). */
  suggestions?: readonly string[];
  /** Characters a term cannot hold (SPEC §5 key-blocking), from the contract. */
  characters?: CharacterRule | null;
}

/**
 * Short terms (skills, certifications, places): type one and press Enter or "Add"; each has its own
 * labelled Remove button. What changed is announced, and focus stays in the field.
 */
export function TermListField({ name, label, hint, maxItems = 50, maxLength = 80, suggestions, characters }: TermListFieldProps) {
  const { t } = useTranslation('profile');
  const { field } = useController({ name });
  const values = field.value as string[];
  const list = useTermList(values, field.onChange, maxItems);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const f = useField(name, { label, hint: Boolean(hint) });
  const id = f.id;
  const block = useCharacterRule(characters, f.noticeId);
  const listId = `${id}-suggestions`;
  const shownError = problem || f.error;

  function add() {
    const result = list.add();
    if (!result.ok) {
      if (result.reason === 'blank') setProblem(t('terms.blank'));
      else if (result.reason === 'duplicate') setProblem(t('terms.duplicate', { term: result.term }));
      else setProblem(t('terms.full', { count: maxItems }));
      return;
    }
    setProblem('');
    setMessage(t('terms.added', { term: result.term, list: label }));
  }

  function remove(term: string) {
    list.remove(term);
    setMessage(t('terms.removed', { term, list: label }));
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
          ref={list.input}
          id={id}
          type="text"
          value={list.draft}
          maxLength={maxLength}
          list={suggestions ? listId : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : null, block.refusing ? f.noticeId : null, shownError ? `${id}-error` : null].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(e) => {
            block.filter(e);
            list.setDraft(e.target.value);
            setProblem('');
          }}
          onKeyDown={(e) => list.addOnEnter(e, add)}
        />
        <button type="button" className="ui-button ui-button--secondary" onClick={add}>
          {t('terms.add')}
          <span className="ui-visually-hidden"> {t('terms.addTo', { list: label })}</span>
        </button>
      </div>
      {characters ? block.notice : null}
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
