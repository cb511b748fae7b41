// POST /api/v1/user/file/download over HTTP: who may download which résumé, path traversal, tenants.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, request, startApp, type TestApp } from '../test/helpers.ts';
import { EVERYONE, PDF, buildFixture, signInEveryone, type Fixture, type Who } from '../test/staff-fixtures.ts';

let t: TestApp;
let fx: Fixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startApp();
  await signInEveryone(t, tokens);
  const other = await request(t, {
    path: '/api/v1/register',
    multipart: {
      email: 'other.seeker@example.com',
      password: 'Correct-Horse-42',
      first_name: 'Otto',
      last_name: 'Other',
      user_type: 'candidate',
    },
  });
  tokens.otherSeeker = other.json.data.access_token;
  fx = await buildFixture(t);
}, 60_000);
afterAll(async () => t?.close());

const download = (filePath: string, who?: string, host?: string) =>
  request(t, {
    path: '/api/v1/user/file/download',
    multipart: { file_path: filePath },
    ...(who ? { token: tokens[who] } : {}),
    ...(host ? { host } : {}),
  });

describe('POST /api/v1/user/file/download', () => {
  it('streams a résumé with its original name to every staff role and to its owner', async () => {
    for (const who of EVERYONE) {
      const res = await download(fx.resumePath, who);
      expect(res.status, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Sam Seeker r_sum_.pdf"; filename*=UTF-8''Sam%20Seeker%20r%C3%A9sum%C3%A9.pdf`,
      );
      expect(Buffer.from(res.text, 'utf8').equals(PDF)).toBe(true);
    }
    const form = await request(t, { path: '/api/v1/user/file/download', form: { file_path: fx.resumePath }, token: tokens.admin });
    expect(form.status).toBe(200);
  });

  it('a profile résumé is for the roles that see job seekers (and its owner); others get 404', async () => {
    const viewers: Who[] = ['admin', 'recruiter', 'recruiter_member', 'concierge', 'program_manager'];
    for (const who of EVERYONE) expect((await download(fx.profileResumePath, who)).status, who).toBe(viewers.includes(who) ? 200 : 404);
  });

  it("another job seeker never gets someone else's résumé", async () => {
    const res = await download(fx.resumePath, 'otherSeeker');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'File not found.' });
  });

  it("no token or another tenant's token: 401; another tenant's file: 404", async () => {
    expect((await download(fx.resumePath)).status).toBe(401);
    expect((await download(fx.resumePath, 'acmeAdmin')).status).toBe(401);
    expect((await download(fx.acme.resumePath, 'admin')).status).toBe(404);
    expect((await download(fx.acme.resumePath, 'acmeSeeker', ACME)).status).toBe(200);
    expect((await download(fx.resumePath, 'acmeAdmin', ACME)).status).toBe(404);
  });

  it('refuses path traversal and other paths with a 400, never reading outside the store', async () => {
    // A file just outside the tenant folder and one outside the store: neither may ever be served.
    const store = join(t.dataDir, 'files');
    mkdirSync(join(store, 'demo'), { recursive: true });
    writeFileSync(join(store, 'secret.txt'), 'top secret');
    writeFileSync(join(t.dataDir, 'secret.txt'), 'top secret');
    for (const path of [
      'resume/../../secret.txt',
      '../secret.txt',
      '../../secret.txt',
      'resume/../../../secret.txt',
      '/etc/passwd',
      'resume/',
      'resume',
      'resume/a/b.pdf',
      'other/x.pdf',
      'resume/..',
      'resume/.hidden',
      'resume\\..\\..\\secret.txt',
      'resume/%2e%2e/secret.txt',
      './resume/x.pdf',
    ]) {
      const res = await download(path, 'admin');
      expect(res.status, path).toBe(400);
      expect(res.json.file_path, path).toHaveLength(1);
      expect(res.text).not.toContain('top secret');
    }
    expect((await download('', 'admin')).status).toBe(400);
    rmSync(join(store, 'secret.txt'));
  });

  it('is 404 for an unknown path or a file missing from the store', async () => {
    expect((await download('resume/does-not-exist.pdf', 'admin')).status).toBe(404);
    rmSync(join(t.dataDir, 'files', 'demo', fx.profileResumePath));
    expect((await download(fx.profileResumePath, 'admin')).status).toBe(404);
  });

  it('refuses unknown fields', async () => {
    const res = await request(t, {
      path: '/api/v1/user/file/download',
      multipart: { file_path: fx.resumePath, extra: '1' },
      token: tokens.admin,
    });
    expect(res.status).toBe(400);
    expect(res.json.extra).toEqual(['Unknown field.']);
  });
});
