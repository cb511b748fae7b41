import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eagerOnFirstPage, firstPageScripts, localeMarkers, measureApp } from './measure-bundles.mjs';

test('counts the entry script and its modulepreloads, not lazy chunks', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  try {
    mkdirSync(join(dist, 'assets'));
    const entry = 'console.log("entry");'.repeat(50);
    const vendor = 'export const react = 1;'.repeat(80);
    writeFileSync(join(dist, 'assets/index-a.js'), entry);
    writeFileSync(join(dist, 'assets/vendor-b.js'), vendor);
    writeFileSync(join(dist, 'assets/lazy-c.js'), 'lazy'.repeat(500));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/apps/x/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/apps/x/assets/vendor-b.js">',
    );
    assert.deepEqual(firstPageScripts('<link rel="modulepreload" href="/a.js"><script type="module" src="/b.js"></script>').sort(), [
      '/a.js',
      '/b.js',
    ]);
    const r = measureApp(dist, '/apps/x/');
    assert.equal(r.files, 2);
    assert.equal(r.raw, entry.length + vendor.length);
    assert.equal(r.gzip, gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length);
    assert.ok(r.allJsGzip > r.gzip);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('finds on-demand libraries and locale strings in first-page code', () => {
  assert.deepEqual(eagerOnFirstPage('const a = 1;'), []);
  assert.deepEqual(eagerOnFirstPage('x="Toastify__toast-container";y="TooltipProvider"'), ['react-toastify']);
  assert.deepEqual(eagerOnFirstPage('{"wikidata":"Q16"}'), ['@rapideditor/country-coder']);
  const text = 'Session Expired! Please Login Again, the "long" one';
  const found = eagerOnFirstPage(`var m=${JSON.stringify({ t: text })}`, [text]);
  assert.equal(found.length, 1);
  assert.match(found[0], /^locale strings/);
});

test('locale markers are the longer English strings without placeholders', () => {
  const root = mkdtempSync(join(tmpdir(), 'tessera-locales-'));
  try {
    mkdirSync(join(root, 'en'));
    writeFileSync(
      join(root, 'en', 'common.json'),
      JSON.stringify({
        short: 'Sign in',
        nested: { long: 'A sentence that is long enough to be unique.' },
        hello: 'Hello {{name}}, welcome back to the page.',
      }),
    );
    assert.deepEqual(localeMarkers(root), ['A sentence that is long enough to be unique.']);
    assert.deepEqual(localeMarkers(join(root, 'missing')), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('measureApp reports what should have stayed lazy', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  try {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/index-a.js'), 'import("./toasts-b.js");');
    writeFileSync(join(dist, 'assets/toasts-b.js'), 'x="Toastify__toast-container"');
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/apps/x/assets/index-a.js"></script>');
    assert.deepEqual(measureApp(dist, '/apps/x/').eager, []);
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/apps/x/assets/index-a.js"></script><link rel="modulepreload" href="/apps/x/assets/toasts-b.js">',
    );
    assert.deepEqual(measureApp(dist, '/apps/x/').eager, ['react-toastify']);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('ratios to the floor: a page over its ceiling fails, and MAX_RATIO is the limit of a page without one', async () => {
  const { ratios, formatTable, MAX_RATIO, CEILINGS, limitOf } = await import('./measure-bundles.mjs');
  assert.equal(MAX_RATIO, 1.5);
  const rows = ratios(1000, [
    { app: 'other', path: '/', scripts: 3, gzip: 1500 },
    { app: 'other', path: '/x', scripts: 4, gzip: 1501 },
  ]);
  assert.deepEqual(
    rows.map((r) => [r.ratio, r.limit, r.over, r.meetsGoal]),
    [
      [1.5, 1.5, false, true],
      [1.501, 1.5, true, false],
    ],
  );
  const table = formatTable({ scripts: 1, gzip: 1000 }, rows);
  assert.match(table, /\| other \/ \| 3 \| 1\.5 KB \| 1\.50 \| 1\.50 \|/);
  assert.match(table, /\| other \/x \| 4 \| 1\.5 KB \| 1\.50 > 1\.5 \| 1\.50 \|/);

  // A page with a ceiling is held to it; --goal holds it to MAX_RATIO.
  const [key, ceiling] = Object.entries(CEILINGS)[0];
  const [app, path] = key.split(' ');
  const page = { app, path, scripts: 1, gzip: Math.round(ceiling * 1000) + 1 };
  assert.equal(limitOf(page), ceiling);
  assert.equal(ratios(1000, [page])[0].over, true);
  assert.equal(ratios(1000, [{ ...page, gzip: Math.round(ceiling * 1000) - 1 }])[0].over, false);
  assert.equal(ratios(1000, [{ ...page, gzip: 1501 }], true)[0].over, true);
  // Ceilings only ever sit above the goal: a page at the goal is never failed by its ceiling.
  for (const value of Object.values(CEILINGS)) assert.ok(value > MAX_RATIO);
});
