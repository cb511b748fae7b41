import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstPageScripts, measureApp } from './measure-bundles.mjs';

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
    assert.deepEqual(firstPageScripts('<link rel="modulepreload" href="/a.js"><script type="module" src="/b.js"></script>').sort(), ['/a.js', '/b.js']);
    const r = measureApp(dist, '/apps/x/');
    assert.equal(r.files, 2);
    assert.equal(r.raw, entry.length + vendor.length);
    assert.equal(r.gzip, gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length);
    assert.ok(r.allJsGzip > r.gzip);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
