// /api/v1/me/profile and /api/v1/me/resume over HTTP: the job seeker's own profile, résumé upload (type
// by content, size limit, text extraction, storage), every staff role, other tenants, no token.
import { existsSync, readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seekerProfiles, storedFiles, users } from '../db/schema.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { docxBomb, minimalDocx, zipStore } from '../test/docx.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { STAFF } from '../test/staff-fixtures.ts';
import { multipartBody, type FilePart } from '../test/upload-body.ts';
import { RESUME_MAX_BYTES } from '../uploads.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

async function register(email: string, first: string): Promise<string> {
  const res = await request(t, {
    path: '/api/v1/register',
    multipart: { email, password: 'Correct-Horse-42', first_name: first, last_name: 'Tester', user_type: 'candidate' },
  });
  expect(res.status).toBe(201);
  return res.json.data.access_token as string;
}

beforeAll(async () => {
  t = await startApp();
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeSeeker = (await signIn(t, 'seeker@acme.test', ACME)).access;
  tokens.fresh = await register('fresh.profile@example.com', 'Fresh');
  tokens.uploader = await register('uploader@example.com', 'Uma');
}, 180_000);
afterAll(async () => t?.close());

const db = () => t.app.database.db;
const PDF = simplePdf(['Uma Tester', 'Skills: SQL, Python and careful reporting', 'Experience: Data Analyst at Peachtree Analytics']);
const DOCX = minimalDocx(['Uma Tester', 'Skills: React, TypeScript and accessibility testing']);

function upload(who: string, files: FilePart[], host?: string) {
  const mp = multipartBody({}, files);
  return request(t, {
    path: '/api/v1/me/resume',
    raw: { body: mp.body, contentType: mp.contentType },
    token: tokens[who],
    ...(host ? { host } : {}),
  });
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function storedCount(ownerEmail: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, await userIdOf(ownerEmail)));
  return Number(row!.n);
}

function filesOnDisk(tenant = 'demo'): string[] {
  const dir = join(t.dataDir, 'files', tenant, 'resume');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

describe('GET /api/v1/me/profile', () => {
  it("gives the seeded job seeker's full profile with the résumé stored in the file store", async () => {
    const res = await request(t, { path: '/api/v1/me/profile', token: tokens.seeker });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Sam Seeker',
      email: 'seeker@demo.test',
      headline: 'Data Analyst',
      city: 'Atlanta',
      completeness: 100,
      missing: [],
    });
    expect(res.json.skills).toContain('SQL');
    expect(res.json.experience.length).toBeGreaterThan(0);
    expect(res.json.resume).toMatchObject({ content_type: 'application/pdf', has_text: true });
    expect(res.json.resume.file_path).toMatch(/^resume\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(join(t.dataDir, 'files', 'demo', res.json.resume.file_path))).toBe(true);
    const file = await request(t, { path: '/api/v1/me/resume', token: tokens.seeker, unchecked: true });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.text.startsWith('%PDF-')).toBe(true);
  });

  it('gives an empty profile to a job seeker who never saved one', async () => {
    const res = await request(t, { path: '/api/v1/me/profile', token: tokens.fresh });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Fresh Tester',
      headline: '',
      skills: [],
      experience: [],
      education: 'none',
      management_level: 'individual',
      resume: null,
      updated_at: null,
      completeness: 0,
      missing: ['about', 'skills', 'experience', 'education', 'preferences', 'resume'],
      preferences: { remote: [], employment_types: [], locations: [], salary_min: null, industries: [] },
    });
    expect((await request(t, { path: '/api/v1/me/resume', token: tokens.fresh })).status).toBe(404);
  });

  it('is for job seekers only: every staff role 403, no token 401, another tenant’s token 401', async () => {
    for (const role of Object.keys(STAFF)) {
      const res = await request(t, { path: '/api/v1/me/profile', token: tokens[role] });
      expect(res.status, role).toBe(403);
      expect(res.json.detail).toBe('This is for job seekers only.');
      expect(
        (await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: { headline: 'x' }, token: tokens[role] })).status,
        role,
      ).toBe(403);
      expect((await upload(role, [{ name: 'cv.pdf', data: PDF }])).status, role).toBe(403);
      expect((await request(t, { path: '/api/v1/me/resume', token: tokens[role] })).status, role).toBe(403);
      expect((await request(t, { method: 'DELETE', path: '/api/v1/me/resume', token: tokens[role] })).status, role).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/me/profile' })).status).toBe(401);
    expect((await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: { headline: 'x' } })).status).toBe(401);
    expect((await upload('nobody', [{ name: 'cv.pdf', data: PDF }])).status).toBe(401);
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.acmeSeeker })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.seeker, host: ACME })).status).toBe(401);
    const own = await request(t, { path: '/api/v1/me/profile', token: tokens.acmeSeeker, host: ACME });
    expect(own.status).toBe(200);
    expect(own.json.email).toBe('seeker@acme.test');
  });
});

describe('PUT /api/v1/me/profile', () => {
  const full = {
    headline: '  Data   Analyst ',
    summary: ' I like clear instructions. ',
    phone: '+1 (404) 555-0100',
    city: 'Decatur',
    region: 'GA',
    country: 'US',
    years_experience: 4,
    skills: ['SQL', ' Python ', 'sql', 'Excel'],
    certifications: ['Google Data Analytics'],
    education: 'bachelor',
    education_entries: [{ level: 'bachelor', school: 'Georgia State University', field: 'Economics', year: 2019 }],
    experience: [
      { title: 'Data Analyst', company: 'Peachtree Analytics', start: '2021-03', end: null, description: 'Reports.' },
      { title: 'Intern', company: 'Midtown Bank', start: '2019-06', end: '2021-02' },
    ],
    industry: 'Software',
    management_level: 'individual',
    preferences: {
      remote: ['hybrid', 'remote'],
      employment_types: ['full_time'],
      locations: ['Atlanta'],
      salary_min: 60000,
      industries: ['Finance'],
    },
  };

  it('saves every section, trimmed and without duplicate skills, and reads it back', async () => {
    const res = await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: full, token: tokens.fresh });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      headline: 'Data Analyst',
      summary: 'I like clear instructions.',
      phone: '+1 (404) 555-0100',
      city: 'Decatur',
      years_experience: 4,
      skills: ['SQL', 'Python', 'Excel'],
      certifications: ['Google Data Analytics'],
      education: 'bachelor',
      industry: 'Software',
      experience: [
        { title: 'Data Analyst', company: 'Peachtree Analytics', start: '2021-03', end: null, description: 'Reports.' },
        { title: 'Intern', company: 'Midtown Bank', start: '2019-06', end: '2021-02', description: '' },
      ],
      education_entries: [{ level: 'bachelor', school: 'Georgia State University', field: 'Economics', year: 2019 }],
      preferences: {
        remote: ['hybrid', 'remote'],
        employment_types: ['full_time'],
        locations: ['Atlanta'],
        salary_min: 60000,
        industries: ['Finance'],
      },
      missing: ['resume'],
      completeness: 83,
    });
    expect(res.json.updated_at).not.toBeNull();
    const again = await request(t, { path: '/api/v1/me/profile', token: tokens.fresh });
    expect(again.json).toEqual(res.json);
  });

  it('keeps the fields left out (one section at a time)', async () => {
    const res = await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: { skills: ['SQL', 'Tableau'] }, token: tokens.fresh });
    expect(res.status).toBe(200);
    expect(res.json.skills).toEqual(['SQL', 'Tableau']);
    expect(res.json.headline).toBe('Data Analyst');
    expect(res.json.experience).toHaveLength(2);
  });

  it('refuses bad input with a message per field and saves nothing', async () => {
    const before = (await request(t, { path: '/api/v1/me/profile', token: tokens.fresh })).json;
    const cases: [Record<string, unknown>, string][] = [
      [{ headline: 'x'.repeat(121) }, 'headline'],
      [{ years_experience: 61 }, 'years_experience'],
      [{ years_experience: 2.5 }, 'years_experience'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '12' }, 'phone'],
      [{ skills: ['SQL', '   '] }, 'skills'],
      [{ skills: Array.from({ length: 51 }, (_, i) => `s${i}`) }, 'skills'],
      [{ education: 'phd' }, 'education'],
      [{ management_level: 'boss' }, 'management_level'],
      [{ experience: [{ title: 'Analyst', company: 'Acme', start: '2022-05', end: '2021-01' }] }, 'experience'],
      [{ experience: [{ title: 'Analyst', company: 'Acme', start: '2999-01' }] }, 'experience'],
      [{ experience: [{ title: ' ', company: 'Acme', start: '2020-01' }] }, 'experience'],
      [{ experience: [{ title: 'Analyst', company: 'Acme', start: '2020-13' }] }, 'experience'],
      [{ experience: [{ title: 'Analyst', start: '2020-01' }] }, 'experience'],
      [{ education_entries: [{ level: 'bachelor', school: '  ' }] }, 'education_entries'],
      [{ preferences: { remote: ['moon'] } }, 'preferences'],
      [{ preferences: { salary_min: -5 } }, 'preferences'],
      [{ preferences: { locations: [' '] } }, 'preferences'],
      [{ favourite_colour: 'blue' }, 'favourite_colour'],
      [{ skills: ['SQL'], user_id: 5 }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const res = await request(t, {
        method: 'PUT',
        path: '/api/v1/me/profile',
        body: { ...body, headline: body.headline ?? 'Changed?' },
        token: tokens.fresh,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json[field], `${JSON.stringify(body)} -> ${res.text}`).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    const end = await request(t, {
      method: 'PUT',
      path: '/api/v1/me/profile',
      body: { experience: [{ title: 'Analyst', company: 'Acme', start: '2022-05', end: '2021-01' }] },
      token: tokens.fresh,
    });
    expect(end.json.experience).toEqual(['Position 1: the end month cannot come before the start month.']);
    expect(
      (
        await request(t, {
          method: 'PUT',
          path: '/api/v1/me/profile',
          raw: { body: '{"headline":', contentType: 'application/json' },
          token: tokens.fresh,
        })
      ).status,
    ).toBe(400);
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.fresh })).json).toEqual(before);
  });
});

describe('POST /api/v1/me/resume', () => {
  it('stores a PDF at resume/<uuid>.pdf with its extracted text and makes it the profile résumé', async () => {
    const res = await upload('uploader', [{ name: 'Uma CV.pdf', type: 'application/pdf', data: PDF }]);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ file_name: 'Uma CV.pdf', size: PDF.length, content_type: 'application/pdf', has_text: true });
    expect(res.json.file_path).toMatch(/^resume\/[0-9a-f-]{36}\.pdf$/);
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.path, res.json.file_path));
    expect(row!.extractedText).toContain('careful reporting');
    expect(row!.kind).toBe('resume');
    expect(filesOnDisk()).toContain(res.json.file_path.slice('resume/'.length));
    const profile = await request(t, { path: '/api/v1/me/profile', token: tokens.uploader });
    expect(profile.json.resume).toEqual(res.json);
    const file = await request(t, { path: '/api/v1/me/resume', token: tokens.uploader, unchecked: true });
    expect(file.headers['content-disposition']).toContain('filename="Uma CV.pdf"');
  });

  it('stores a Word document (.docx) and extracts its text; the replaced résumé is deleted', async () => {
    const first = (await request(t, { path: '/api/v1/me/profile', token: tokens.uploader })).json.resume.file_path as string;
    const res = await upload('uploader', [
      { name: 'uma.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: DOCX },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.json.file_path).toMatch(/^resume\/[0-9a-f-]{36}\.docx$/);
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.path, res.json.file_path));
    expect(row!.extractedText).toContain('accessibility testing');
    expect(await db().select().from(storedFiles).where(eq(storedFiles.path, first))).toEqual([]);
    expect(filesOnDisk()).not.toContain(first.slice('resume/'.length));
  });

  it('reads the type from the content, not the name or the declared type', async () => {
    const docxAsPdf = await upload('uploader', [{ name: 'resume.pdf', type: 'application/pdf', data: DOCX }]);
    expect(docxAsPdf.status).toBe(201);
    expect(docxAsPdf.json.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docxAsPdf.json.file_path).toMatch(/\.docx$/);
    const pdfAsTxt = await upload('uploader', [{ name: 'notes.txt', type: 'text/plain', data: PDF }]);
    expect(pdfAsTxt.status).toBe(201);
    expect(pdfAsTxt.json.content_type).toBe('application/pdf');
  });

  it('refuses a renamed text file, a plain ZIP, an unreadable PDF, an empty file or no file; nothing is stored', async () => {
    const owned = await storedCount('uploader@example.com');
    const onDisk = filesOnDisk();
    const before = (await request(t, { path: '/api/v1/me/profile', token: tokens.uploader })).json.resume;
    const renamed = await upload('uploader', [
      { name: 'resume.pdf', type: 'application/pdf', data: Buffer.from('Just some text pretending to be a PDF.\n') },
    ]);
    expect(renamed.status).toBe(415);
    expect(renamed.json.detail).toMatch(/Only PDF and Word \(\.docx\) files/);
    const zip = await upload('uploader', [{ name: 'resume.docx', data: zipStore({ 'notes.txt': 'hello' }) }]);
    expect(zip.status).toBe(415);
    const broken = await upload('uploader', [{ name: 'resume.pdf', data: Buffer.from('%PDF-1.7\nthis is not really a pdf') }]);
    expect(broken.status).toBe(400);
    expect(broken.json.file[0]).toMatch(/could not be read/);
    const brokenDocx = await upload('uploader', [{ name: 'resume.docx', data: zipStore({ 'word/document.xml': 'not xml at all <<<' }) }]);
    expect(brokenDocx.status).toBe(400);
    const empty = await upload('uploader', [{ name: 'resume.pdf', data: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    expect(empty.json.file[0]).toMatch(/empty/);
    const none = await upload('uploader', []);
    expect(none.status).toBe(400);
    expect(none.json.file).toEqual(['Choose a PDF or Word (.docx) file to upload.']);
    const twice = await upload('uploader', [
      { name: 'a.pdf', data: PDF },
      { name: 'b.pdf', data: PDF },
    ]);
    expect(twice.status).toBe(400);
    const otherField = await upload('uploader', [{ field: 'photo', name: 'a.pdf', data: PDF }]);
    expect(otherField.status).toBe(400);
    expect(otherField.json.photo).toEqual(['Unknown field.']);
    expect(await storedCount('uploader@example.com')).toBe(owned);
    expect(filesOnDisk()).toEqual(onDisk);
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.uploader })).json.resume).toEqual(before);
  });

  it('refuses a zip bomb dressed as a Word file (honest or lying about its sizes) with a 400, storing nothing', async () => {
    const owned = await storedCount('uploader@example.com');
    const onDisk = filesOnDisk();
    for (const bomb of [docxBomb(60), docxBomb(60, true)]) {
      expect(bomb.length).toBeLessThan(RESUME_MAX_BYTES);
      const res = await upload('uploader', [{ name: 'resume.docx', data: bomb }]);
      expect(res.status).toBe(400);
      expect(res.json.file[0]).toMatch(/unpacks to far more than a résumé/);
    }
    expect(await storedCount('uploader@example.com')).toBe(owned);
    expect(filesOnDisk()).toEqual(onDisk);
    // The server is still answering uploads.
    const ok = await upload('uploader', [{ name: 'after.docx', data: minimalDocx(['After the bomb']) }]);
    expect(ok.status).toBe(201);
    expect(ok.json.has_text).toBe(true);
  });

  it('accepts exactly 5 MB and refuses one byte more with a clear 413, storing nothing', async () => {
    const owned = await storedCount('uploader@example.com');
    const max = await upload('uploader', [
      { name: 'big.pdf', data: simplePdf(['Big résumé', 'Padded to the limit'], { padTo: RESUME_MAX_BYTES }) },
    ]);
    expect(max.status).toBe(201);
    expect(max.json.size).toBe(RESUME_MAX_BYTES);
    const over = await upload('uploader', [{ name: 'big.pdf', data: simplePdf(['Too big'], { padTo: RESUME_MAX_BYTES + 1 }) }]);
    expect(over.status).toBe(413);
    expect(over.json.detail).toMatch(/larger than 5 MB/);
    // The 5 MB file replaced the résumé before it (no application used that one, so it is gone).
    expect(await storedCount('uploader@example.com')).toBe(owned);
    expect((await request(t, { path: '/api/v1/me/profile', token: tokens.uploader })).json.resume.file_path).toBe(max.json.file_path);
  });

  it('answers a 20 MB upload with 413 on a connection that stays usable', async () => {
    const owned = await storedCount('uploader@example.com');
    const onDisk = filesOnDisk();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const mp = multipartBody({}, [{ name: 'huge.pdf', type: 'application/pdf', data: simplePdf(['Huge'], { padTo: 20 * 1024 * 1024 }) }]);
    const send = (path: string, method: string, body?: Buffer, contentType?: string) =>
      new Promise<{ status: number; json: any; reused: boolean }>((resolve, reject) => {
        const headers: Record<string, string> = { host: 'localhost', authorization: `Bearer ${tokens.uploader}` };
        if (body) Object.assign(headers, { 'content-type': contentType as string, 'content-length': String(body.length) });
        const req = httpRequest({ host: '127.0.0.1', port: t.port, path, method, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')), reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
        req.end(body);
      });
    const big = await send('/api/v1/me/resume', 'POST', mp.body, mp.contentType);
    expect(big.status).toBe(413);
    expect(big.json.detail).toBe('The file is larger than 5 MB. Choose a smaller file (for example, save it again as PDF) and try again.');
    const next = await send('/api/v1/me/profile', 'GET');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
    agent.destroy();
    expect(await storedCount('uploader@example.com')).toBe(owned);
    expect(filesOnDisk()).toEqual(onDisk);
  });

  it('refuses a request declaring far more than the limit before reading it', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: t.port,
          path: '/api/v1/me/resume',
          method: 'POST',
          headers: {
            host: 'localhost',
            authorization: `Bearer ${tokens.uploader}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(500 * 1024 * 1024),
          },
        },
        (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).detail).toMatch(/larger than 5 MB/);
  });

  it('leaves the 1 MB limit of other multipart routes as it was', async () => {
    const mp = multipartBody({ file_path: 'resume/x.pdf' }, [{ field: 'extra', name: 'x.pdf', data: Buffer.alloc(2 * 1024 * 1024, 65) }]);
    const res = await request(t, {
      path: '/api/v1/user/file/download',
      raw: { body: mp.body, contentType: mp.contentType },
      token: tokens.admin,
      unchecked: true,
    });
    expect(res.status).toBe(413);
    const small = multipartBody({ file_path: 'resume/x.pdf' }, [{ field: 'extra', name: 'x.pdf', data: Buffer.from('x') }]);
    const unknown = await request(t, {
      path: '/api/v1/user/file/download',
      raw: { body: small.body, contentType: small.contentType },
      token: tokens.admin,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.extra).toEqual(['Unknown field.']);
  });

  it('stores another tenant’s résumé in that tenant’s folder', async () => {
    const res = await upload('acmeSeeker', [{ name: 'sky.pdf', data: PDF }], ACME);
    expect(res.status).toBe(201);
    expect(existsSync(join(t.dataDir, 'files', 'acme', res.json.file_path))).toBe(true);
    expect((await request(t, { path: '/api/v1/me/resume', token: tokens.uploader, host: ACME })).status).toBe(401);
  });
});

describe('DELETE /api/v1/me/resume', () => {
  it('removes the résumé from the profile and deletes the unused file', async () => {
    const path = (await request(t, { path: '/api/v1/me/profile', token: tokens.uploader })).json.resume.file_path as string;
    const res = await request(t, { method: 'DELETE', path: '/api/v1/me/resume', token: tokens.uploader });
    expect(res.status).toBe(204);
    const profile = await request(t, { path: '/api/v1/me/profile', token: tokens.uploader });
    expect(profile.json.resume).toBeNull();
    expect(profile.json.missing).toContain('resume');
    expect(await db().select().from(storedFiles).where(eq(storedFiles.path, path))).toEqual([]);
    expect(filesOnDisk()).not.toContain(path.slice('resume/'.length));
    expect((await request(t, { path: '/api/v1/me/resume', token: tokens.uploader })).status).toBe(404);
    expect((await request(t, { method: 'DELETE', path: '/api/v1/me/resume', token: tokens.uploader })).status).toBe(204);
    const [p] = await db()
      .select()
      .from(seekerProfiles)
      .where(and(eq(seekerProfiles.userId, await userIdOf('uploader@example.com'))));
    expect(p!.resumeFileId).toBeNull();
  });
});
