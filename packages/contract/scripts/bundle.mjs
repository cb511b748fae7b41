// Writes dist/openapi.json from openapi.yaml.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const doc = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
console.log('wrote dist/openapi.json');
