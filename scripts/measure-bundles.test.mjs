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
  assert.deepEqual(eagerOnFirstPage('x="Toastify__toast-container";y="TooltipProvider"'), ['react-toastify', '@radix-ui/react-tooltip']);
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
