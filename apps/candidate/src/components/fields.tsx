import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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

export interface Option {
  value: string;
  label: string;
}

/** A labelled select. */
export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  ...rest
}: Described & { options: Option[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className="ui-field">
      <label htmlFor={fieldId}>{label}</label>
      <HintAndError id={fieldId} hint={hint} error={error}>
        <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...rest}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </HintAndError>
    </div>
  );
}

/** A group of checkboxes under a legend (choose any). */
export function CheckboxGroup({
  legend,
  hint,
  options,
  values,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: Option[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const auto = useId();
  return (
    <fieldset className="ui-fieldset" aria-describedby={hint ? `${auto}-hint` : undefined}>
      <legend className="ui-legend">{legend}</legend>
      {hint ? (
        <p id={`${auto}-hint`} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <label key={o.value} className="ui-choice">
          <input
            type="checkbox"
            checked={values.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
