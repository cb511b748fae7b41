// Requests built from the contract (openapi.yaml), shared by the tests that call every operation: the
// contract's access walk (contract-access-walk.test.ts) and the hostile-input fuzz test (hostile-input.test.ts).
// A sampled value is plausible for its schema, so that a call reaches its handler rather than a validation error.
import { deref, type JsonSchema, type OpenApiDocument, type Operation } from '../contract.ts';
import { multipartBody } from './upload-body.ts';

/**
 * A plausible value for a schema: the first of an enum, the minimum of a number, an object's required
 * properties, and for free text `text` padded to the minimum length.
 */
export function sample(schema: JsonSchema | undefined, text = 'x', depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const s = schema as Record<string, any>;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.allOf)) return sample(Object.assign({}, ...s.allOf), text, depth + 1);
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(s[key])) return sample(s[key].find((o: any) => o.type !== 'null') ?? s[key][0], text, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [sample(s.items, text, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(((s.required ?? []) as string[]).map((k) => [k, sample(s.properties?.[k], text, depth + 1)]));
    default:
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.format === 'uri') return 'https://example.com/';
      if (typeof s.pattern === 'string' && /\[0-9\]|\\d|\[1-9\]/.test(s.pattern)) return '1';
      return text.padEnd(Math.max(text.length, Number(s.minLength ?? 1)), 'x');
  }
}

/** The properties of an object schema (path parameters, the query string). */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  return ((schema as Record<string, any> | undefined)?.properties ?? {}) as Record<string, JsonSchema>;
}

/** The operation's body schema, dereferenced, its allOf merged. */
export function bodySchema(document: OpenApiDocument, op: Operation): Record<string, any> | undefined {
  if (!op.body) return undefined;
  const schema = deref(document, op.body) as Record<string, any>;
  return Array.isArray(schema.allOf) ? Object.assign({}, ...schema.allOf) : schema;
}

/**
 * The operation's path with its parameters filled: from `values` (URL-encoded unless `raw`), or else by
 * `fallback` (the walk's ids), or else sampled from the parameter's schema.
 */
export function pathWith(
  op: Operation,
  values: Record<string, string> = {},
  { raw = false, fallback }: { raw?: boolean; fallback?: (name: string) => string | undefined } = {},
): string {
  return op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name] ?? fallback?.(name);
    if (value === undefined) {
      const sampled = sample(propertiesOf(op.params)[name]) ?? '1';
      return encodeURIComponent(typeof sampled === 'string' ? sampled : JSON.stringify(sampled));
    }
    return raw ? value : encodeURIComponent(value);
  });
}

/** The query string of a call: the given values the operation declares, and a sample of each required one left. */
export function queryWith(op: Operation, values: Record<string, string> = {}): string {
  const props = propertiesOf(op.querystring);
  const query: Record<string, string> = Object.fromEntries(Object.entries(values).filter(([k]) => k in props));
  for (const name of (op.querystring?.required as string[] | undefined) ?? []) query[name] ??= String(sample(props[name]));
  return new URLSearchParams(query).toString();
}

/** Text of a form field. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A body of the given content type (JSON, multipart or urlencoded form) with these fields. */
export function bodyPayload(type: string, body: unknown): { payload: Buffer; type: string } {
  if (type === 'application/json') return { payload: Buffer.from(JSON.stringify(body)), type };
  const text = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, asText(v)]));
  if (type === 'multipart/form-data') {
    const mp = multipartBody(text);
    return { payload: mp.body, type: mp.contentType };
  }
  return { payload: Buffer.from(new URLSearchParams(text).toString()), type: 'application/x-www-form-urlencoded' };
}

/** A one-pixel PNG, for the uploads that take an image. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d1c2b30000000049454e44ae426082',
  'hex',
);
/** The smallest PDF, for the uploads that take a document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
