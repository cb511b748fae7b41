// Writes src/request-schemas.ts: the JSON Schema of every operation's request body, with $refs resolved and
// only the validation keywords kept, one named export per operationId. The forms of the apps build their
// zod schemas from these (@tessera/forms/contract-schema), so a rule (maxLength, pattern, required, enum,
// minimum...) is written once, in the contract. `--check` fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src', 'request-schemas.ts');

const KEEP = new Set([
  'type',
  'required',
  'properties',
  'items',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'oneOf',
  'anyOf',
  // The characters a field refuses while typing, where the server words its own refusal (EmailText).
  'x-tessera-characters',
]);

const UPPER = new Set(['maxLength', 'maximum', 'maxItems']);
const LOWER = new Set(['minLength', 'minimum', 'minItems']);

/** A $ref with sibling keywords (JSON Schema 2020-12): both apply, so the stricter bound is kept. */
function merge(target, siblings) {
  const out = { ...target };
  for (const [key, value] of Object.entries(siblings)) {
    if (UPPER.has(key) && key in out) out[key] = Math.min(out[key], value);
    else if (LOWER.has(key) && key in out) out[key] = Math.max(out[key], value);
    else if (key === 'pattern' && 'pattern' in out && out.pattern !== value) throw new Error('request-schemas: two patterns on one field');
    else out[key] = value;
  }
  return out;
}

function resolve(doc, node, seen = new Set()) {
  if (Array.isArray(node)) return node.map((n) => resolve(doc, n, seen));
  if (typeof node !== 'object' || node === null) return node;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) throw new Error(`request-schemas: recursive $ref ${node.$ref}`);
    const path = node.$ref.replace(/^#\//, '').split('/');
    const found = path.reduce((at, key) => at?.[key], doc);
    if (found === undefined) throw new Error(`request-schemas: unknown $ref ${node.$ref}`);
    const { $ref, ...siblings } = node;
    return merge(resolve(doc, found, new Set([...seen, $ref])), resolve(doc, siblings, seen));
  }
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEEP.has(key)) continue;
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(doc, v, seen)]));
    else if (key === 'items' || key === 'oneOf' || key === 'anyOf') out[key] = resolve(doc, value, seen);
    else out[key] = value;
  }
  return out;
}

export function requestSchemas(yamlText) {
  const doc = parse(yamlText);
  const found = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || op === null || !op.operationId || !op.requestBody) continue;
      const content = op.requestBody.content ?? {};
      const media = content['application/json'] ?? content['multipart/form-data'] ?? Object.values(content)[0];
      if (!media?.schema) continue;
      found.push([op.operationId, resolve(doc, media.schema)]);
    }
  }
  found.sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    '// Generated from openapi.yaml by scripts/request-schemas.mjs: do not edit (run `pnpm --filter @tessera/contract generate`).',
    '// The request body of each operation, $refs resolved, validation keywords only.',
    '',
  ];
  for (const [id, schema] of found) lines.push(`export const ${id} = ${JSON.stringify(schema)} as const;`, '');
  return lines.join('\n');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const text = requestSchemas(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error('src/request-schemas.ts is stale: run `pnpm --filter @tessera/contract generate` and commit the result.');
      process.exit(1);
    }
    console.log('src/request-schemas.ts is up to date');
  } else {
    writeFileSync(target, text);
    console.log('wrote src/request-schemas.ts');
  }
}
