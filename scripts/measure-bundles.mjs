#!/usr/bin/env node
// Gzipped JavaScript each app loads for its first page: the entry script of apps/<name>/dist/index.html
// plus every <link rel="modulepreload"> it names (what the browser fetches before the first render;
// lazily loaded page chunks come after and are reported separately as "all JS").
// It also checks what must stay off the first page (loaded when needed): react-toastify (first toast),
// Radix tooltips (side bar), the country boundaries (Canada check) and the locale files (fetched from
// /locales); `--check` exits with 1 when one of them is in a first-page script.
// Usage: node scripts/measure-bundles.mjs [--json] [--check]   (run after `pnpm build`)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Libraries that load on demand, each with a string only its code contains. */
export const LAZY_LIBRARIES = [
  { name: 'react-toastify', marker: 'Toastify__toast-container' },
  { name: '@radix-ui/react-tooltip', marker: 'TooltipProvider' },
  { name: '@rapideditor/country-coder', marker: 'wikidata' },
];

/** Longer English strings of the locale files: finding one in a script means a locale was bundled. */
export function localeMarkers(localesDir) {
  const dir = join(localesDir, 'en');
  if (!existsSync(dir)) return [];
  const values = [];
  const collect = (v) => {
    if (typeof v === 'string') {
      if (v.length >= 30 && !v.includes('{{')) values.push(v);
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) collect(x);
  };
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) collect(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  return values;
}

/** What of LAZY_LIBRARIES (and the locale files) the first-page code holds. */
export function eagerOnFirstPage(code, locales = []) {
  const found = LAZY_LIBRARIES.filter((lib) => code.includes(lib.marker)).map((lib) => lib.name);
  const locale = locales.find((text) => code.includes(JSON.stringify(text).slice(1, -1)));
  if (locale) found.push(`locale strings ("${locale.slice(0, 40)}…")`);
  return found;
}

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

export function measureApp(distDir, base, locales = []) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = firstPageScripts(html).map((src) => join(distDir, src.startsWith(base) ? src.slice(base.length) : src.replace(/^\//, '')));
  let raw = 0;
  let gzip = 0;
  let code = '';
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
    code += buf.toString('utf8');
  }
  const every = allJs(distDir).reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  return { files: files.length, raw, gzip, allJsGzip: every, eager: eagerOnFirstPage(code, locales) };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const rows = [];
  const locales = localeMarkers(join(repoRoot, 'packages', 'i18n', 'locales'));
  for (const app of ['candidate', 'console', 'helpdesk']) {
    const dist = join(repoRoot, 'apps', app, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(`apps/${app}/dist/index.html is missing; run the build first`);
      process.exitCode = 1;
      continue;
    }
    rows.push({ app, ...measureApp(dist, `/apps/${app}/`, locales) });
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
    console.log('| app | first-page JS files | raw | gzipped | all JS gzipped |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.app} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.allJsGzip)} |`);
    for (const r of rows) {
      console.log(
        r.eager.length
          ? `${r.app}: on the first page but meant to load on demand: ${r.eager.join(', ')}`
          : `${r.app}: toasts, tooltips, country boundaries and locales load on demand`,
      );
    }
  }
  if (process.argv.includes('--check') && rows.some((r) => r.eager.length > 0)) process.exitCode = 1;
}
