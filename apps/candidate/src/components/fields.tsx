import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './candidate-components.css';

interface Described {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  id?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function HintAndError({
  id,
  hint,
  error,
  children,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text area with its hint and error announced with it. */
export function TextAreaField({ label, hint, error, id, ...rest }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="ui-field">
      <label htmlFor={fieldId}>{label}</label>
      <HintAndError id={fieldId} hint={hint} error={error}>
        <textarea
          id={fieldId}
          className="cc-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          {...rest}
        />
      </HintAndError>
    </div>
  );
}
