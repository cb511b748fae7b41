import { useId, type InputHTMLAttributes } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help shown under the label, linked with aria-describedby. */
  hint?: string;
  /** The field's error, linked with aria-describedby and aria-invalid. */
  error?: string | undefined;
  id?: string;
}

/** A labelled input whose hint and error are announced with it. */
export function FormField({ label, hint, error, id, ...input }: FormFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label htmlFor={fieldId}>{label}</label>
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message: a role="alert" inserted when there is something to say (announced at once). */
export function FormAlert({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="ui-alert">
      {message}
    </div>
  );
}
