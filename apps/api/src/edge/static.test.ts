import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '@tessera/routes/manifest';
import { request, startApp, type TestApp } from '../test/helpers.ts';
import { acceptedEncodings } from './static.ts';

/** A file with its build's brotli and gzip copies beside it (or under `copies`), written after it. */
function writeWithCopies(file: string, text: string, copies = file): void {
  writeFileSync(file, text);
  writeFileSync(`${copies}.br`, brotliCompressSync(text));
  writeFileSync(`${copies}.gz`, gzipSync(text));
  const later = new Date(Date.now() + 1000);
  utimesSync(`${copies}.br`, later, later);
  utimesSync(`${copies}.gz`, later, later);
}

const bundle = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};`;

let root: string;
let emptyRoot: string;
let t: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tessera-edge-'));
  emptyRoot = mkdtempSync(join(tmpdir(), 'tessera-edge-empty-'));
  for (const app of ['candidate', 'console', 'helpdesk']) {
    mkdirSync(join(root, 'apps', app, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'apps', app, 'dist', 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(root, 'apps', app, 'dist', 'assets', 'main-Ab12Cd34.js'), `console.log('${app}');`);
  }
  writeWithCopies(join(root, 'apps', 'candidate', 'dist', 'assets', 'big-Ef56Gh78.js'), bundle);
  writeWithCopies(join(root, 'apps', 'console', 'dist', 'index.html'), `<!doctype html><title>console</title>${'<p>x</p>'.repeat(100)}`);
  // A copy older than its file (the file was rebuilt after it): never sent.
  writeFileSync(join(root, 'apps', 'helpdesk', 'dist', 'assets', 'stale-Ij90Kl12.js.br'), brotliCompressSync('old'));
  writeFileSync(join(root, 'apps', 'helpdesk', 'dist', 'assets', 'stale-Ij90Kl12.js.gz'), gzipSync('old'));
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(root, 'apps', 'helpdesk', 'dist', 'assets', 'stale-Ij90Kl12.js.br'), earlier, earlier);
  utimesSync(join(root, 'apps', 'helpdesk', 'dist', 'assets', 'stale-Ij90Kl12.js.gz'), earlier, earlier);
  writeFileSync(join(root, 'apps', 'helpdesk', 'dist', 'assets', 'stale-Ij90Kl12.js'), 'export const fresh = true;');
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  for (const dir of ['locales', join('dist', 'locales')]) {
    for (const lng of ['fr', 'esp']) mkdirSync(join(root, 'packages', 'i18n', dir, lng), { recursive: true });
  }
  writeWithCopies(
    join(root, 'packages', 'i18n', 'locales', 'fr', 'common.json'),
    '{"hello":"Bonjour"}',
    join(root, 'packages', 'i18n', 'dist', 'locales', 'fr', 'common.json'),
  );
  // The source was edited after the build: its copies are stale.
  writeFileSync(join(root, 'packages', 'i18n', 'dist', 'locales', 'esp', 'common.json.br'), brotliCompressSync('{"hello":"Hola"}'));
  utimesSync(join(root, 'packages', 'i18n', 'dist', 'locales', 'esp', 'common.json.br'), earlier, earlier);
  writeFileSync(join(root, 'packages', 'i18n', 'locales', 'esp', 'common.json'), '{"hello":"¡Hola!"}');
  [t, unbuilt] = await Promise.all([startApp({ repoRoot: root }), startApp({ repoRoot: emptyRoot })]);
});

afterAll(async () => {
  await Promise.all([t?.close(), unbuilt?.close()]);
  rmSync(root, { recursive: true, force: true });
  rmSync(emptyRoot, { recursive: true, force: true });
});

describe('pages by the route manifest', () => {
  it('serves the index.html of the app the manifest names, uncached', async () => {
    for (const path of ['/login', '/dashboard', '/signup/candidate', '/verifyEmail?token=abc']) {
      const entry = matchRoute(path.split('?')[0] ?? path);
      expect(entry, path).toBeDefined();
      const res = await request(t, { path });
      expect(res.status, path).toBe(200);
      expect(res.text).toContain(`<title>${entry?.app}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers unknown paths with the candidate index.html and status 404', async () => {
    const res = await request(t, { path: '/no/such/page' });
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>candidate</title>');
  });

  it('refuses pages on an unknown host', async () => {
    const res = await request(t, { path: '/login', host: 'other.example' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Unknown tenant.' });
  });

  it('answers 503 with a hint when the apps are not built', async () => {
    const res = await request(unbuilt, { path: '/login' });
    expect(res.status).toBe(503);
    expect(res.text).toContain('pnpm build');
  });
});

describe('static files', () => {
  it('serves hashed assets with a long cache', async () => {
    const res = await request(t, { path: '/apps/console/assets/main-Ab12Cd34.js' });
    expect(res.status).toBe(200);
    expect(res.text).toContain("'console'");
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('refuses path traversal and unknown apps', async () => {
    for (const path of [
      '/apps/candidate/..%2f..%2f..%2fsecret.txt',
      '/apps/candidate/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/apps/other/index.html',
      '/apps/candidate/assets/missing.js',
    ]) {
      const res = await request(t, { path });
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('not for the web');
    }
  });

  it('serves locale files and validates language and namespace', async () => {
    const res = await request(t, { path: '/locales/fr/common.json' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ hello: 'Bonjour' });
    for (const path of [
      '/locales/ko/common.json',
      '/locales/fr/..%2f..%2fsecret.json',
      '/locales/fr/missing.json',
      '/locales/fr/common.txt',
    ]) {
      expect((await request(t, { path })).status, path).toBe(404);
    }
  });
});

describe('Accept-Encoding', () => {
  it('orders the encodings the client takes, brotli first at equal weight', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('GZIP ; Q=1, x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip']);
  });
});

describe('precompressed files', () => {
  const path = '/apps/candidate/assets/big-Ef56Gh78.js';

  it('sends the brotli copy to a browser that takes it, and says the answer varies', async () => {
    const res = await request(t, { path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(bundle);
  });

  it('sends the gzip copy when brotli is not taken', async () => {
    for (const encoding of ['gzip', 'br;q=0, gzip;q=1']) {
      const res = await request(t, { path, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding'], encoding).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(bundle);
    }
  });

  it('sends the file itself to a client that takes no compression, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await request(t, { path, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.text).toBe(bundle);
    }
  });

  it('never sends a copy older than its file', async () => {
    const res = await request(t, { path: '/apps/helpdesk/assets/stale-Ij90Kl12.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('export const fresh = true;');
  });

  it('compresses pages and keeps them revalidated', async () => {
    const res = await request(t, { path: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toContain('<title>console</title>');
  });

  it('sends the locale files as the build compressed them, and the source when it is newer', async () => {
    const fresh = await request(t, { path: '/locales/fr/common.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(fresh.headers['content-type']).toMatch(/application\/json/);
    expect(fresh.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(fresh.body).toString())).toEqual({ hello: 'Bonjour' });
    const edited = await request(t, { path: '/locales/esp/common.json', headers: { 'accept-encoding': 'br' } });
    expect(edited.headers['content-encoding']).toBeUndefined();
    expect(edited.json).toEqual({ hello: '¡Hola!' });
  });
});

describe('security headers', () => {
  it('locks down every page, static file and API answer', async () => {
    for (const path of ['/login', '/no/such/page', '/apps/console/assets/main-Ab12Cd34.js', '/locales/fr/common.json', '/api/v1/tenant']) {
      const res = await request(t, { path, unchecked: true });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values]),
      );
      expect(directives.get('script-src'), path).toEqual(["'self'"]);
      expect(directives.get('connect-src'), path).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['permissions-policy'], path).toMatch(/camera=\(\)/);
      expect(res.headers['permissions-policy'], path).toMatch(/microphone=\(\)/);
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
