// Loads the OpenAPI document of @tessera/contract and exposes each operation's schemas by operationId.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

export type JsonSchema = Record<string, unknown>;
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Fastify-style URL (`{x}` -> `:x`). */
  url: string;
  body?: JsonSchema;
  bodyRequired: boolean;
  /** Media types the request body may have (none: the operation takes no body). */
  contentTypes: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  responses: Record<string, JsonSchema | undefined>;
  secured: boolean;
  /** `x-impersonation`: refused while the administrator views as the user (DECISIONS 30, impersonation.ts). */
  impersonation?: ImpersonationRefusal;
}

export type ImpersonationRefusal = 'account' | 'in-their-name';

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
  [k: string]: unknown;
}

export function loadDocument(): OpenApiDocument {
  return parse(readFileSync(require.resolve('@tessera/contract/openapi.yaml'), 'utf8')) as OpenApiDocument;
}

/** Keywords beside a `$ref` that only describe (the others validate). */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'deprecated']);

/**
 * Replaces local `$ref`s by their targets (the contract has no recursive schemas). A `$ref` with
 * validating keywords beside it (`{ $ref: PersonText, maxLength: 150 }`) keeps both, as JSON Schema
 * 2020-12 reads it: `allOf` of the target and the siblings.
 */
export function deref<T>(doc: OpenApiDocument, node: T): T {
  if (Array.isArray(node)) return (node as unknown[]).map((n) => deref(doc, n)) as T;
  if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      const target = obj.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((acc, part) => (acc as Record<string, unknown>)[part], doc);
      const resolved = deref(doc, target);
      const siblings = Object.fromEntries(Object.entries(obj).filter(([k]) => k !== '$ref' && !ANNOTATIONS.has(k)));
      return (Object.keys(siblings).length === 0 ? resolved : { allOf: [resolved, deref(doc, siblings)] }) as T;
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(doc, v)])) as T;
  }
  return node;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The parts of an OpenAPI operation read here (after deref). */
interface RawOperation {
  operationId: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | undefined>;
  security?: unknown[];
  'x-impersonation'?: ImpersonationRefusal;
}

export function operations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const raw = item[method];
      if (!raw) continue;
      const op = deref(doc, raw) as unknown as RawOperation;
      const content = op.requestBody?.content;
      const body = content ? Object.values(content)[0]?.schema : undefined;
      const params = op.parameters ?? [];
      const group = (where: string): JsonSchema | undefined => {
        const list = params.filter((p) => p.in === where);
        if (list.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
          required: list.filter((p) => p.required).map((p) => p.name),
          additionalProperties: where === 'path',
        };
      };
      const responses: Record<string, JsonSchema | undefined> = {};
      for (const [status, resp] of Object.entries(op.responses ?? {})) {
        responses[status] = resp?.content?.['application/json']?.schema;
      }
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        ...(body ? { body } : {}),
        bodyRequired: op.requestBody?.required === true,
        contentTypes: Object.keys(content ?? {}),
        ...(group('path') ? { params: group('path') } : {}),
        ...(group('query') ? { querystring: group('query') } : {}),
        responses,
        secured: Array.isArray(op.security) ? op.security.length > 0 : (doc.security ?? []).length > 0,
        ...(op['x-impersonation'] ? { impersonation: op['x-impersonation'] } : {}),
      });
    }
  }
  return out;
}
