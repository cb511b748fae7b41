import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchFormProps {
  /** The search in the address. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  hint?: string;
}

/** A search box that searches when submitted (Enter or the button), not on every key press. */
export function SearchForm({ value, onSearch, label, hint }: SearchFormProps) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  const [text, setText] = useState(value);
  // Back/forward navigation changes the address: the box follows it.
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      aria-label={label}
      className="hr-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="ui-field">
        <label htmlFor={`${id}-q`}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className="ui-hint">
            {hint}
          </p>
        ) : null}
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={200}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="ui-row">
        <button type="submit" className="ui-button">
          {t('search.submit')}
        </button>
        {value ? (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('search.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
