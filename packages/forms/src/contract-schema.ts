// Zod schemas built from the contract's request schemas (@tessera/contract/request-schemas, generated from
// openapi.yaml), so a form checks the rules the API checks (maxLength, minLength, pattern, required, enum,
// minimum, maximum, maxItems) without retyping them.
import { z } from './zod.ts';
// Key-blocking reads the same patterns without zod (it serves pages with no form of this package).
import { contractPattern } from './key-block.ts';

/** The subset of JSON Schema the generator keeps (packages/contract/scripts/request-schemas.mjs). */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly required?: readonly string[];
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  /** The characters a field refuses while typing, where the server words its own refusal (not a pattern). */
  readonly 'x-tessera-characters'?: string;
}

type Primitive<T> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? unknown[]
          : T extends 'object'
            ? Record<string, unknown>
            : unknown;

type ObjectOf<S extends JsonSchema> = S extends { properties: infer P; required: readonly (infer R)[] }
  ? { [K in keyof P & string as K extends R ? K : never]: Infer<P[K]> } & {
      [K in keyof P & string as K extends R ? never : K]?: Infer<P[K]>;
    }
  : S extends { properties: infer P }
    ? { [K in keyof P]?: Infer<P[K]> }
    : Record<string, unknown>;

/** The TypeScript type a schema describes (what the zod schema of fromContract outputs). */
export type Infer<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { const: infer C }
    ? C
    : S extends { oneOf: readonly (infer O)[] }
      ? Infer<O>
      : S extends { type: 'array'; items: infer I }
        ? Infer<I>[]
        : S extends { type: 'object' }
          ? ObjectOf<S>
          : S extends { type: readonly (infer T)[] }
            ? T extends 'array'
              ? S extends { items: infer I }
                ? Infer<I>[]
                : unknown[]
              : Primitive<T>
            : S extends { type: infer T }
              ? Primitive<T>
              : unknown;

function stringSchema(s: JsonSchema): z.ZodType {
  let out = z.string();
  if (s.minLength !== undefined) out = out.min(s.minLength);
  if (s.maxLength !== undefined) out = out.max(s.maxLength);
  if (s.pattern !== undefined) out = out.regex(contractPattern(s.pattern));
  if (s.format === 'email') out = out.check(z.email());
  return out;
}

function numberSchema(s: JsonSchema, integer: boolean): z.ZodType {
  let out = integer ? z.number().int() : z.number();
  if (s.minimum !== undefined) out = out.min(s.minimum);
  if (s.maximum !== undefined) out = out.max(s.maximum);
  return out;
}

function typedSchema(s: JsonSchema, type: string): z.ZodType {
  switch (type) {
    case 'string':
      return stringSchema(s);
    case 'integer':
      return numberSchema(s, true);
    case 'number':
      return numberSchema(s, false);
    case 'boolean':
      return z.boolean();
    case 'null':
      return z.null();
    case 'array': {
      let out = z.array(s.items ? fromContract(s.items) : z.unknown());
      if (s.minItems !== undefined) out = out.min(s.minItems);
      if (s.maxItems !== undefined) out = out.max(s.maxItems);
      return out;
    }
    case 'object': {
      const required = new Set(s.required ?? []);
      const shape: Record<string, z.ZodType> = {};
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        const field = fromContract(property);
        shape[name] = required.has(name) ? field : field.optional();
      }
      return z.object(shape);
    }
    default:
      return z.unknown();
  }
}

/** The zod schema of a contract schema. */
export function fromContract<const S extends JsonSchema>(schema: S): z.ZodType<Infer<S>, Infer<S>> {
  return build(schema) as z.ZodType<Infer<S>, Infer<S>>;
}

function build(s: JsonSchema): z.ZodType {
  if (s.enum) {
    const values = s.enum;
    if (values.every((v): v is string => typeof v === 'string')) return z.enum(values as [string, ...string[]]);
    return z.union(values.map((v) => z.literal(v as string | number | boolean | null)) as unknown as [z.ZodType, z.ZodType]);
  }
  if (s.const !== undefined) return z.literal(s.const as string | number | boolean);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const built = alternatives.map(build);
    return built.length === 1 && built[0] ? built[0] : z.union(built as [z.ZodType, z.ZodType]);
  }
  if (Array.isArray(s.type)) {
    const types = s.type as readonly string[];
    const built = types.map((t) => typedSchema(s, t));
    return built.length === 1 && built[0] ? built[0] : z.union(built as [z.ZodType, z.ZodType]);
  }
  if (typeof s.type === 'string') return typedSchema(s, s.type);
  return z.unknown();
}

type PropertiesOf<S> = S extends { properties: infer P } ? P : never;

/** One zod schema per property of an object schema (each as the contract has it, required or not). */
export function contractShape<const S extends JsonSchema & { properties: object }>(
  schema: S,
): { [K in keyof PropertiesOf<S>]-?: z.ZodType<Infer<PropertiesOf<S>[K]>, Infer<PropertiesOf<S>[K]>> } {
  const out: Record<string, z.ZodType> = {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) out[name] = build(property);
  return out as { [K in keyof PropertiesOf<S>]-?: z.ZodType<Infer<PropertiesOf<S>[K]>, Infer<PropertiesOf<S>[K]>> };
}

/**
 * A number typed in a text field, checked by a contract integer or number: "" is null (or a required
 * problem when the contract does not allow null), a comma counts as the decimal point, anything else
 * that is not a number is "not a number".
 */
export function numberText<T extends number | null>(contract: z.ZodType<T, T>) {
  return z
    .string()
    .transform((text, ctx) => {
      const v = text.trim().replace(',', '.');
      if (v === '') return null;
      if (!/^-?\d+(\.\d+)?$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: '', params: { tessera: 'notNumber' } });
        return z.NEVER;
      }
      return Number(v);
    })
    .pipe(contract as z.ZodType<T, number | null>);
}

/** The JSON schema of one property, by path ("experience.items.title" style is not needed: pass the schema). */
export function propertyOf(schema: JsonSchema, name: string): JsonSchema {
  const found = schema.properties?.[name];
  if (!found) throw new Error(`The contract schema has no property ${name}.`);
  return found;
}
