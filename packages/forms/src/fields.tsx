import {
  useEffect,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useFormMeta } from './form.tsx';
import type { CharacterRule } from './key-block.ts';
import { Notice, useKeyBlock } from './key-block-notice.tsx';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The id of the key-block notice (described by the control only while it says something). */
  noticeId: string;
  error: string | undefined;
  /** aria-describedby of the control: hint, key-block notice, error (and any extra ids). */
  describedBy: string | undefined;
}

/**
 * The ids and error of one field of the surrounding <Form>, and its entry in the error summary (its
 * label, and where its link goes). For custom controls; the fields below use it.
 */
export function useField(
  name: string,
  {
    label,
    summaryLabel,
    id,
    hint,
    notice,
    describedBy,
  }: {
    label: string;
    summaryLabel?: string | undefined;
    id?: string | undefined;
    hint?: boolean;
    /** The key-block notice has something to say (it is described only then). */
    notice?: boolean;
    describedBy?: string | undefined;
  },
): FieldIds {
  const meta = useFormMeta();
  const { errors } = useFormState({ name });
  const fieldId = id ?? meta.fieldId(name);
  const shownLabel = summaryLabel ?? label;
  const { register } = meta;
  useEffect(() => register(name, { label: shownLabel, id: fieldId }), [register, name, shownLabel, fieldId]);
  const error = get<typeof errors, { message?: string } | undefined>(errors, name)?.message || undefined;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const noticeId = `${fieldId}-notice`;
  return {
    id: fieldId,
    hintId,
    errorId,
    noticeId,
    error,
    describedBy: [describedBy, hintId, notice ? noticeId : undefined, errorId].filter(Boolean).join(' ') || undefined,
  };
}

function Hint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return id ? (
    <p id={id} className="ui-hint">
      {hint}
    </p>
  ) : null;
}

function ErrorText({ id, error }: { id: string | undefined; error: string | undefined }) {
  return id && error ? (
    <p id={id} className="ui-field-error">
      {error}
    </p>
  ) : null;
}

interface Common {
  name: string;
  label: string;
  hint?: ReactNode;
  /** The field's name in the error summary when the label alone is ambiguous ("Position 2: Job title"). */
  summaryLabel?: string;
  /** Characters refused while typing (SPEC §5); usually characterRuleOf(the contract field). */
  characters?: CharacterRule | null;
  id?: string;
  /** Extra ids for aria-describedby (a hint shared by several fields). */
  describedBy?: string;
  className?: string;
}

/**
 * What a text input and a text area share: registered with the form, described by hint, key-block notice
 * and error, refusing the characters of `characters` as they are typed.
 */
function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(
  { name, label, hint, summaryLabel, characters, id, describedBy }: Common,
  onChange: ((e: ChangeEvent<E>) => void) | undefined,
) {
  const { register } = useFormContext();
  const block = useKeyBlock(characters);
  const f = useField(name, { label, summaryLabel, id, hint: Boolean(hint), notice: block.message !== '', describedBy });
  const registered = register(name);
  const control = {
    id: f.id,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': f.describedBy,
  };
  const handlers = {
    ...registered,
    onChange: (e: ChangeEvent<E>) => {
      block.filter(e);
      onChange?.(e);
      return registered.onChange(e);
    },
  };
  const after = (
    <>
      {characters ? <Notice id={f.noticeId} message={block.message} /> : null}
      <ErrorText id={f.errorId} error={f.error} />
    </>
  );
  return { f, control, handlers, after };
}

/** A labelled input of the surrounding <Form>: hint, key-block notice and error announced with it. */
export function TextField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const { name, label, hint, summaryLabel, characters, id, describedBy, className, onChange, ...input } = props;
  const { f, control, handlers, after } = useTextControl<HTMLInputElement>(
    { name, label, hint, summaryLabel, characters, id, describedBy },
    onChange,
  );
  return (
    <div className={className ?? 'ui-field'}>
      <label htmlFor={f.id}>{label}</label>
      <Hint id={f.hintId} hint={hint} />
      <input {...control} {...input} {...handlers} />
      {after}
    </div>
  );
}

/** A labelled text area of the surrounding <Form>. */
export function TextAreaField(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const { name, label, hint, summaryLabel, characters, id, describedBy, className, onChange, ...rest } = props;
  const { f, control, handlers, after } = useTextControl<HTMLTextAreaElement>(
    { name, label, hint, summaryLabel, characters, id, describedBy },
    onChange,
  );
  return (
    <div className={className ?? 'ui-field'}>
      <label htmlFor={f.id}>{label}</label>
      <Hint id={f.hintId} hint={hint} />
      <textarea className="ui-textarea" {...control} {...rest} {...handlers} />
      {after}
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A labelled select of the surrounding <Form>. */
export function SelectField({
  name,
  label,
  hint,
  summaryLabel,
  id,
  describedBy,
  className,
  options,
  placeholder,
  ...rest
}: Omit<Common, 'characters'> & { options: readonly Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'id'
  >) {
  const { register } = useFormContext();
  const f = useField(name, { label, summaryLabel, id, hint: Boolean(hint), describedBy });
  return (
    <div className={className ?? 'ui-field'}>
      <label htmlFor={f.id}>{label}</label>
      <Hint id={f.hintId} hint={hint} />
      <select id={f.id} aria-invalid={f.error ? true : undefined} aria-describedby={f.describedBy} {...rest} {...register(name)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={f.errorId} error={f.error} />
    </div>
  );
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly Option[];
  className?: string;
}

/** Choices under a legend: checkboxes (choose any) or radio buttons (choose one). */
function ChoiceGroup({ name, legend, hint, options, className, type }: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const { register } = useFormContext();
  const f = useField(name, { label: legend, hint: Boolean(hint) });
  return (
    <fieldset id={f.id} className={className ?? 'ui-fieldset'} aria-describedby={f.describedBy} aria-invalid={f.error ? true : undefined}>
      <legend className="ui-legend">{legend}</legend>
      <Hint id={f.hintId} hint={hint} />
      {options.map((o) => (
        <label key={o.value} className="ui-choice">
          <input type={type} value={o.value} {...register(name)} />
          {o.label}
        </label>
      ))}
      <ErrorText id={f.errorId} error={f.error} />
    </fieldset>
  );
}

/** Checkboxes under a legend (choose any); the value is the list of checked values. */
export function CheckboxGroupField(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** Radio buttons under a legend (choose one); the value is the checked one's, or null before a choice. */
export function RadioGroupField(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="radio" />;
}

/**
 * The label, hint and error around a custom control (a list of terms, an editor, a picker), which wires
 * itself with the ids given to `children`.
 */
export function FieldShell({
  name,
  label,
  hint,
  summaryLabel,
  id,
  describedBy,
  className,
  labelAs = 'label',
  children,
}: Omit<Common, 'characters'> & { labelAs?: 'label' | 'p'; children: (field: FieldIds) => ReactNode }) {
  const f = useField(name, { label, summaryLabel, id, hint: Boolean(hint), describedBy });
  return (
    <div className={className ?? 'ui-field'}>
      {labelAs === 'label' ? (
        <label htmlFor={f.id}>{label}</label>
      ) : (
        <p id={`${f.id}-label`} className="ui-label">
          {label}
        </p>
      )}
      <Hint id={f.hintId} hint={hint} />
      {children(f)}
      <ErrorText id={f.errorId} error={f.error} />
    </div>
  );
}
