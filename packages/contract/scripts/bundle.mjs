// Assembles openapi.yaml from the fragments in openapi/ and writes dist/openapi.json.
//
// openapi/_document.yaml holds the document's head (openapi, info, servers, security, security schemes);
// every other openapi/<area>.yaml holds one area's tags, paths and components. Fragments are read in
// name order; a path, tag or component defined twice is an error. openapi.yaml is generated (committed
// so the API and tests read one file): edit the fragments, then run `pnpm --filter @tessera/contract
// generate`. `--check` fails when openapi.yaml is not what the fragments give.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument, isMap, isSeq, YAMLMap, YAMLSeq } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fragmentsDir = join(root, 'openapi');
const HEADER = '# Generated from openapi/*.yaml by scripts/bundle.mjs: edit the fragments, not this file.\n';

function keyOf(pair) {
  return typeof pair.key === 'object' && pair.key !== null && 'value' in pair.key ? pair.key.value : pair.key;
}

function mapAt(map, key) {
  let node = map.get(key, true);
  if (!node) {
    node = new YAMLMap();
    map.set(key, node);
  }
  return node;
}

export function bundle() {
  const head = parseDocument(readFileSync(join(fragmentsDir, '_document.yaml'), 'utf8'));
  const out = head.contents;
  const tags = new YAMLSeq();
  const paths = new YAMLMap();
  const components = mapAt(out, 'components');
  const seenTags = new Set();
  const names = readdirSync(fragmentsDir)
    .filter((n) => n.endsWith('.yaml') && n !== '_document.yaml')
    .sort();
  for (const name of names) {
    const doc = parseDocument(readFileSync(join(fragmentsDir, name), 'utf8'));
    if (doc.errors.length) throw new Error(`openapi/${name}: ${doc.errors[0].message}`);
    const body = doc.contents;
    if (!isMap(body)) throw new Error(`openapi/${name}: expected a mapping`);
    for (const pair of body.items) {
      const key = keyOf(pair);
      if (key === 'tags') {
        if (!isSeq(pair.value)) throw new Error(`openapi/${name}: tags must be a list`);
        for (const tag of pair.value.items) {
          const tagName = tag.get('name');
          if (seenTags.has(tagName)) throw new Error(`openapi/${name}: tag ${tagName} defined twice`);
          seenTags.add(tagName);
          tags.items.push(tag);
        }
      } else if (key === 'paths') {
        for (const p of pair.value.items) {
          if (paths.has(keyOf(p))) throw new Error(`openapi/${name}: path ${keyOf(p)} defined twice`);
          paths.items.push(p);
        }
      } else if (key === 'components') {
        for (const section of pair.value.items) {
          const target = mapAt(components, keyOf(section));
          for (const c of section.value.items) {
            if (target.has(keyOf(c))) throw new Error(`openapi/${name}: components.${keyOf(section)}.${keyOf(c)} defined twice`);
            target.items.push(c);
          }
        }
      } else {
        throw new Error(`openapi/${name}: unexpected top-level key ${key} (fragments hold tags, paths and components)`);
      }
    }
  }
  // Head order: openapi, info, servers, tags, security, paths, components.
  const ordered = new YAMLMap();
  for (const key of ['openapi', 'info', 'servers']) if (out.has(key)) ordered.set(key, out.get(key, true));
  ordered.set('tags', tags);
  if (out.has('security')) ordered.set('security', out.get('security', true));
  ordered.set('paths', paths);
  ordered.set('components', components);
  head.contents = ordered;
  return HEADER + head.toString({ lineWidth: 0 });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const text = bundle();
  const target = join(root, 'openapi.yaml');
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error('openapi.yaml is stale: run `pnpm --filter @tessera/contract generate` and commit the result.');
      process.exit(1);
    }
    console.log('openapi.yaml is up to date');
  } else {
    writeFileSync(target, text);
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'openapi.json'), `${JSON.stringify(parse(text), null, 2)}\n`);
    console.log('wrote openapi.yaml and dist/openapi.json');
  }
}
