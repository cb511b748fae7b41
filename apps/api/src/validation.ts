import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const OPTIONAL_BODY = 'x-tessera-optional-body';

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, removeAdditional: false, useDefaults: false, coerceTypes, strict: false });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

/** Ajv 2020: bodies are never coerced nor stripped (unknown fields are refused); params and query are coerced. */
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
  const { [OPTIONAL_BODY]: optional, ...rest } = schema;
  const validate = ajv.compile(rest);
  if (!optional) return validate;
  const wrapper = ((data: unknown) => {
    if (data === undefined || data === null) {
      wrapper.errors = null;
      return true;
    }
    const ok = validate(data);
    wrapper.errors = validate.errors;
    return ok;
  }) as ((data: unknown) => boolean) & { errors: ValidateFunction['errors'] };
  return wrapper;
};

const formatMessages: Record<string, string> = { email: 'Enter a valid email address.' };

function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'Unknown field.';
    case 'format':
      return formatMessages[String(error.params.format)] ?? 'Enter a valid value.';
    case 'minLength':
      return Number(error.params.limit) <= 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${error.params.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${error.params.limit} characters.`;
    case 'enum':
      return `Select a valid choice: ${(error.params.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return `Expected ${[error.params.type].flat().map(String).join(' or ')}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(error.params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(error.params.limit)}.`;
    case 'pattern':
      return 'This field holds characters it cannot accept.';
    case 'x-tessera-guard':
      return error.message ?? 'Enter a valid value.';
    case 'maxItems':
      return `Ensure this list has no more than ${String(error.params.limit)} items.`;
    default:
      return 'Enter a valid value.';
  }
}

/** Ajv errors -> `{field: [messages]}`; null when an error concerns the whole body. */
export function fieldErrors(errors: ErrorObject[]): Record<string, string[]> | null {
  const out = new Map<string, string[]>();
  for (const error of errors) {
    let field: string | undefined;
    if (error.keyword === 'required') field = String(error.params.missingProperty);
    else if (error.keyword === 'additionalProperties') field = String(error.params.additionalProperty);
    else field = error.instancePath.split('/')[1];
    if (!field) return null;
    const list = out.get(field) ?? [];
    out.set(field, list);
    const message = messageFor(error);
    if (!list.includes(message)) list.push(message);
  }
  return out.size > 0 ? Object.fromEntries(out) : null;
}
