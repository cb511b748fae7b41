#!/usr/bin/env node
// Gzipped JavaScript each app loads for its first page: the entry script of apps/<name>/dist/index.html
// plus every <link rel="modulepreload"> it names (what the browser fetches before the first render;
// lazily loaded page chunks come after and are reported separately as "all JS").
// Usage: node scripts/measure-bundles.mjs [--json]   (run after `pnpm build`)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export function firstPageScripts(html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) srcs.add(m[1]);
  return [...srcs];
}

function allJs(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...allJs(p));
    else if (name.endsWith('.js')) out.push(p);
  }
  return out;
}

export function measureApp(distDir, base) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = firstPageScripts(html).map((src) => join(distDir, src.startsWith(base) ? src.slice(base.length) : src.replace(/^\//, '')));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  const every = allJs(distDir).reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  return { files: files.length, raw, gzip, allJsGzip: every };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const rows = [];
  for (const app of ['candidate', 'console', 'helpdesk']) {
    const dist = join(repoRoot, 'apps', app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(`apps/${app}/dist/index.html is missing; run the build first`);
      process.exitCode = 1;
      continue;
    }
    rows.push({ app, ...measureApp(dist, `/apps/${app}/`) });
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
    console.log('| app | first-page JS files | raw | gzipped | all JS gzipped |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.app} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.allJsGzip)} |`);
  }
}
