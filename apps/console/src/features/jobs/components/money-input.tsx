import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { caretAfterDigits, digitsOnly, formatWhole } from '../hooks/number-format.ts';

export interface MoneyInputProps {
  id: string;
  label: string;
  /** Digits only ("" when empty). */
  value: string;
  onChange: (digits: string) => void;
  describedBy?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A whole amount shown with thousands separators in the interface language while typing (SPEC §9); the
 * caret stays after the digit it was after.
 */
export function MoneyInput({ id, label, value, onChange, describedBy, error, disabled }: MoneyInputProps) {
  const { i18n } = useTranslation('jobs');
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = formatWhole(value, i18n.language);
  const errorId = error ? `${id}-error` : undefined;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || caret.current === null || document.activeElement !== el) return;
    const at = caretAfterDigits(shown, caret.current);
    el.setSelectionRange(at, at);
    caret.current = null;
  }, [shown]);

  function change(e: ChangeEvent<HTMLInputElement>) {
    const typed = e.target.value;
    const before = typed.slice(0, e.target.selectionStart ?? typed.length);
    caret.current = digitsOnly(before).length;
    onChange(digitsOnly(typed));
  }

  return (
    <div className="jb-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={change}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
