import { zodResolver } from '@hookform/resolvers/zod';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
  type FormHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '@tessera/api-client/api-error';
import { formErrorMap, type FieldMessages } from './error-map.ts';
import { readServerProblems, translateServerMessage } from './server-errors.ts';
import './forms.css';

export interface ContractFormOptions<In extends FieldValues, Out> extends Omit<UseFormProps<In, unknown, Out>, 'resolver'> {
  /** The form's zod schema (built from the contract with @tessera/forms/contract-schema). */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Messages a form says instead of the generic ones, by field path ("experience.*.title"). */
  messages?: FieldMessages;
}

/**
 * react-hook-form with the form's zod schema, checking on submit and again on each change after a failed
 * submit; messages in the reader's language. The error summary, not the first field, takes focus.
 */
export function useContractForm<In extends FieldValues, Out>({
  schema,
  messages,
  ...options
}: ContractFormOptions<In, Out>): UseFormReturn<In, unknown, Out> {
  const { t } = useTranslation('forms');
  // The messages are read when a check runs, so a change of language needs no new resolver.
  const map = useRef({ t, messages });
  map.current = { t, messages };
  const resolver = useMemo(
    () =>
      zodResolver(
        schema as never,
        {
          error: (issue: z.core.$ZodRawIssue) => formErrorMap(map.current.t, map.current.messages)(issue),
        } as never,
      ) as never,
    [schema],
  );
  return useForm<In, unknown, Out>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false, ...options, resolver });
}

/** A problem found before sending that the schema cannot see (it depends on which button was pressed). */
export class FieldProblems extends Error {
  constructor(
    readonly fields: Record<string, string>,
    readonly general: string[] = [],
  ) {
    super('The form has problems.');
    this.name = 'FieldProblems';
  }
}

interface FieldEntry {
  label: string;
  id: string;
}

interface FormMeta {
  formId: string;
  /** The id of a field's control. */
  fieldId: (name: string) => string;
  register: (name: string, entry: FieldEntry) => () => void;
  entries: RefObject<Map<string, FieldEntry>>;
  general: string[];
  summary: RefObject<HTMLDivElement | null>;
  /** Set by a failed submit; the summary takes focus once it is on screen, and clears it. */
  focusPending: RefObject<boolean>;
  summaryClassName: string | undefined;
  /** Failed submits so far: each renders the summary again, so it takes focus again. */
  failures: number;
}

const MetaContext = createContext<FormMeta | null>(null);

export function useFormMeta(): FormMeta {
  const meta = useContext(MetaContext);
  if (!meta) throw new Error('Fields of @tessera/forms go inside <Form>.');
  return meta;
}

/** name "experience.2.title" -> an id part "experience-2-title". */
function idPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}

interface Problem {
  name: string;
  message: string;
}

/** Every message of react-hook-form's nested errors, with its field name. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Problem[] {
  const out: Problem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (key === 'root' && !prefix) {
      for (const [rootKey, rootError] of Object.entries(value as Record<string, { message?: string } | undefined>)) {
        if (rootError && typeof rootError.message === 'string' && rootError.message)
          out.push({ name: `root.${rootKey}`, message: rootError.message });
      }
      continue;
    }
    const leaf = value as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof leaf.message === 'string' && typeof leaf.type === 'string') {
      if (leaf.message) out.push({ name, message: leaf.message });
      // An array's own problem sits beside its items' problems.
      if (!Array.isArray(value)) continue;
    }
    out.push(...flattenErrors(value as FieldErrors, name));
  }
  return out;
}

export interface FormProps<In extends FieldValues, Out> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'id'> {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (values: Out, event: SubmitEvent<HTMLFormElement> | undefined) => Promise<void> | void;
  /** Server field names that stand for a form field of another name ({location: 'city'}). */
  serverFields?: Record<string, string>;
  /**
   * What to say when sending failed: a message for this failure, undefined for the usual reading of the
   * answer (per-field lists on the fields, non_field_errors and detail above them), or null for nothing.
   */
  describeFailure?: (error: unknown) => string | null | undefined;
  /** After a submit the fields' checks stopped (besides the summary). */
  onInvalid?: () => void;
  /** The summary's heading; "There is a problem" by default. */
  summaryTitle?: string;
  /** Classes added to the summary's own. */
  summaryClassName?: string;
  id?: string;
  children: ReactNode;
}

/**
 * A form of the product: react-hook-form underneath, an error summary at the top that takes focus when a
 * submit fails (the fields' checks or the server's answer) and links to each field, and the server's
 * per-field messages on their fields.
 */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  serverFields = {},
  describeFailure,
  summaryTitle,
  summaryClassName,
  onInvalid,
  id,
  children,
  ...rest
}: FormProps<In, Out>) {
  const { t, i18n } = useTranslation('forms');
  const auto = useId();
  const formId = id ?? `f${auto.replace(/[^A-Za-z0-9]/g, '')}`;
  const entries = useRef(new Map<string, FieldEntry>());
  const summary = useRef<HTMLDivElement>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [failures, setFailures] = useState(0);
  const focusPending = useRef(false);

  const fieldId = useCallback((name: string) => `${formId}-${idPart(name)}`, [formId]);
  const register = useCallback((name: string, entry: FieldEntry) => {
    entries.current.set(name, entry);
    return () => {
      if (entries.current.get(name) === entry) entries.current.delete(name);
    };
  }, []);

  const fail = () => {
    focusPending.current = true;
    setFailures((n) => n + 1);
  };

  /** Shows why sending failed; false when there is nothing to show. */
  function applyFailure(error: unknown): boolean {
    if (error instanceof FieldProblems) {
      for (const [name, message] of Object.entries(error.fields)) form.setError(name as Path<In>, { type: 'check', message });
      setGeneral(error.general);
      return true;
    }
    const special = describeFailure?.(error);
    if (special === null) return false;
    if (special !== undefined) {
      setGeneral([special]);
      return true;
    }
    if (!isApiError(error)) {
      setGeneral([t('failed')]);
      return true;
    }
    if (error.status === 0) {
      setGeneral([t('network')]);
      return true;
    }
    const known = (name: string) => entries.current.has(name) || name in (form.getValues() as Record<string, unknown>);
    const generalMessages = applyServerProblems(form, error.body, { t, language: i18n.language, serverFields, known });
    setGeneral(generalMessages);
    return true;
  }

  const submit = form.handleSubmit(
    async (values, event) => {
      setGeneral([]);
      try {
        await onSubmit(values, event as SubmitEvent<HTMLFormElement> | undefined);
      } catch (error) {
        if (applyFailure(error)) fail();
      }
    },
    () => {
      setGeneral([]);
      onInvalid?.();
      fail();
    },
  );

  const meta = useMemo<FormMeta>(
    () => ({ formId, fieldId, register, entries, general, summary, focusPending, summaryClassName, failures }),
    [formId, fieldId, register, general, summaryClassName, failures],
  );

  return (
    <FormProvider {...form}>
      <MetaContext.Provider value={meta}>
        <form id={formId} noValidate {...rest} onSubmit={(e) => void submit(e)}>
          <ErrorSummary title={summaryTitle} />
          {children}
        </form>
      </MetaContext.Provider>
    </FormProvider>
  );
}

/**
 * Puts the server's per-field messages of an error body on the form's fields (translated), and returns the
 * messages that belong to no field (non_field_errors, detail, unknown fields), translated too.
 */
export function applyServerProblems<In extends FieldValues>(
  form: UseFormReturn<In, unknown, unknown>,
  body: unknown,
  options: { t: TFunction; language: string; serverFields?: Record<string, string>; known: (name: string) => boolean },
): string[] {
  const { t, language, serverFields = {}, known } = options;
  const problems = readServerProblems(body);
  const general = problems.general.map((m) => translateServerMessage(m, t, language));
  for (const [serverName, messages] of Object.entries(problems.fields)) {
    const name = serverFields[serverName] ?? serverName;
    const text = messages.map((m) => translateServerMessage(m, t, language)).join(' ');
    if (known(name)) form.setError(name as Path<In>, { type: 'server', message: text });
    else general.push(t('server.field', { field: serverName, message: text }));
  }
  if (general.length === 0 && Object.keys(problems.fields).length === 0) general.push(t('failed'));
  return general;
}

/** Where a field's link in the summary goes: its control, else the first control inside its group. */
function target(id: string): HTMLElement | null {
  const el = document.getElementById(id);
  if (!el) return null;
  if (el.matches('input, select, textarea, button, [tabindex], [contenteditable="true"]')) return el;
  return el.querySelector<HTMLElement>('input, select, textarea, button, [contenteditable="true"]') ?? el;
}

/**
 * The list of what stops the form from being sent: a heading and one link per problem (the field's
 * label and message; following it focuses the field), the form-level messages first. Shown only after a
 * failed submit; it takes focus then.
 */
export function ErrorSummary({ title }: { title?: string | undefined }) {
  const { t } = useTranslation('forms');
  const meta = useFormMeta();
  const { formState } = useFormContext();
  // After a failed submit the summary takes focus as soon as it is on screen, so it is read out first.
  useEffect(() => {
    if (meta.focusPending.current && meta.summary.current) {
      meta.focusPending.current = false;
      meta.summary.current.focus();
    }
  });
  const problems = flattenErrors(formState.errors);
  const fieldProblems = problems
    .filter((p) => !p.name.startsWith('root.'))
    .map((p) => ({ ...p, entry: meta.entries.current.get(p.name) }))
    .sort((a, b) => {
      const ea = a.entry ? document.getElementById(a.entry.id) : null;
      const eb = b.entry ? document.getElementById(b.entry.id) : null;
      if (!ea || !eb) return ea ? -1 : eb ? 1 : 0;
      return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  const general = [...meta.general, ...problems.filter((p) => p.name.startsWith('root.')).map((p) => p.message)];
  if (fieldProblems.length === 0 && general.length === 0) return null;
  const titleId = `${meta.formId}-summary-title`;
  // An alert that takes focus, so what it says is read out at once (its heading with it; it takes no
  // name of its own, which would be read twice). A form-level message alone is its own heading; field
  // problems come under one.
  return (
    <div
      ref={meta.summary}
      className={meta.summaryClassName ? `ui-error-summary ${meta.summaryClassName}` : 'ui-error-summary'}
      role="alert"
      tabIndex={-1}
    >
      <>
        {fieldProblems.length > 0 ? (
          <h2 id={titleId} className="ui-error-summary__title">
            {title ?? t('summary.title')}
          </h2>
        ) : null}
        {general.map((message) => (
          <p key={`general-${message}`} className="ui-error-summary__message">
            {message}
          </p>
        ))}
        {fieldProblems.length > 0 ? (
          <ul>
            {fieldProblems.map(({ name, message, entry }) => {
              const id = entry?.id ?? meta.fieldId(name);
              return (
                <li key={name}>
                  <a
                    href={`#${id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      const el = target(id);
                      el?.focus();
                      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no scrollIntoView
                      el?.scrollIntoView?.({ block: 'center' });
                    }}
                  >
                    {entry ? t('summary.item', { field: entry.label, message }) : message}
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </>
    </div>
  );
}
