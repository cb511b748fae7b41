import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '@tessera/routes/manifest';
import { request, startApp, type TestApp } from '../test/helpers.ts';

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
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  mkdirSync(join(root, 'packages', 'i18n', 'locales', 'fr'), { recursive: true });
  writeFileSync(join(root, 'packages', 'i18n', 'locales', 'fr', 'common.json'), '{"hello":"Bonjour"}');
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
