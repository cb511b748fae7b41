// The access passport over HTTP (issue 17 §1): the job seeker states it once; each application shares
// none, some or all of it; the employer sees exactly what was shared; who viewed it is listed for the job
// seeker; the choice is frozen once an interview is scheduled.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, passportViews } from '../db/schema.ts';
import { ACME, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { passportFixture, type PassportFixture } from '../test/passport-fixtures.ts';

let t: TestApp;
let db: Db;
let f: PassportFixture;
const staff: Record<string, string> = {};

const PASSPORT = {
  items: [
    { key: 'extra_time', note: '  Half as long again for tasks.  ' },
    { key: 'written_communication', note: 'Email rather than phone calls, please.' },
    { key: 'quiet_room' },
    { key: 'remote_work', note: 'Two days a week at home.' },
  ],
  own_words: '  I think best when I can see the questions written down.  ',
};

const put = (path: string, body: unknown, token: string | undefined) =>
  request(t, { method: 'PUT', path, body, ...(token ? { token } : {}) });
const get = (path: string, token: string | undefined, host?: string) =>
  request(t, { path, ...(token ? { token } : {}), ...(host ? { host } : {}) });

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  f = await passportFixture(t, db, 'http');
  for (const [who, email] of Object.entries({
    admin: 'admin@demo.test',
    manager: 'manager@demo.test',
    member: 'member@demo.test',
    manager2: 'manager2@demo.test',
    recruiter: 'recruiter@demo.test',
    auditor: 'auditor@demo.test',
  }))
    staff[who] = (await signIn(t, email)).access;
}, 120_000);
afterAll(async () => t?.close());

describe('the passport itself', () => {
  it('is empty until filled in, and nothing in it is required', async () => {
    const res = await get('/api/v1/me/passport', f.tokens.leo);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ items: [], own_words: '', updated_at: null });
    const empty = await put('/api/v1/me/passport', { items: [], own_words: '' }, f.tokens.leo);
    expect(empty.status).toBe(200);
    expect(empty.json.items).toEqual([]);
    expect(empty.json.updated_at).not.toBeNull();
  });

  it('is saved whole, trimmed, in the fixed order of its items', async () => {
    const res = await put('/api/v1/me/passport', PASSPORT, f.tokens.nora);
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      { key: 'written_communication', note: 'Email rather than phone calls, please.' },
      { key: 'extra_time', note: 'Half as long again for tasks.' },
      { key: 'quiet_room', note: '' },
      { key: 'remote_work', note: 'Two days a week at home.' },
    ]);
    expect(res.json.own_words).toBe('I think best when I can see the questions written down.');
    expect((await get('/api/v1/me/passport', f.tokens.nora)).json).toEqual(res.json);
  });

  it('refuses a repeated item, an unknown item and a note too long, and keeps what was stored', async () => {
    const before = (await get('/api/v1/me/passport', f.tokens.nora)).json;
    const twice = await put('/api/v1/me/passport', { items: [{ key: 'breaks' }, { key: 'breaks' }], own_words: '' }, f.tokens.nora);
    expect(twice.status).toBe(400);
    expect(twice.json.items).toEqual(['Each item can be chosen once.']);
    const unknown = await put('/api/v1/me/passport', { items: [{ key: 'diagnosis' }], own_words: '' }, f.tokens.nora);
    expect(unknown.status).toBe(400);
    const long = await put('/api/v1/me/passport', { items: [{ key: 'breaks', note: 'x'.repeat(301) }], own_words: '' }, f.tokens.nora);
    expect(long.status).toBe(400);
    expect((await get('/api/v1/me/passport', f.tokens.nora)).json).toEqual(before);
  });

  it('is the job seeker’s only: staff 403, no token 401, another tenant’s token 401', async () => {
    expect((await get('/api/v1/me/passport', staff.admin)).status).toBe(403);
    expect((await get('/api/v1/me/passport', undefined)).status).toBe(401);
    expect((await get('/api/v1/me/passport', f.tokens.ada)).status).toBe(401);
    expect((await get('/api/v1/me/passport', f.tokens.ada, ACME)).json.items).toEqual([]);
  });
});

describe('sharing per application', () => {
  it('shares nothing until the job seeker chooses, and the employer sees nothing', async () => {
    const mine = await get(`/api/v1/me/applications/${f.app.north}/passport`, f.tokens.nora);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ application_id: f.app.north, share: 'none', keys: [], locked: false, updated_at: null });
    expect(mine.json.shared).toEqual({ share: 'none', items: [], own_words: null });
    const seen = await get(`/api/v1/applications/${f.app.north}/passport`, staff.manager);
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({ share: 'none', items: [], own_words: null });
    const views = await db.select().from(passportViews).where(eq(passportViews.applicationId, f.app.north));
    expect(views).toEqual([]);
  });

  it('shows each employer exactly what that application shares', async () => {
    const some = await put(
      `/api/v1/me/applications/${f.app.north}/passport`,
      { share: 'some', keys: ['extra_time', 'own_words'] },
      f.tokens.nora,
    );
    expect(some.status).toBe(200);
    expect(some.json.keys).toEqual(['extra_time', 'own_words']);
    const all = await put(`/api/v1/me/applications/${f.app.noraLedger}/passport`, { share: 'all' }, f.tokens.nora);
    expect(all.json.shared.items).toHaveLength(4);

    const north = await get(`/api/v1/applications/${f.app.north}/passport`, staff.manager);
    expect(north.json).toEqual({
      share: 'some',
      items: [{ key: 'extra_time', note: 'Half as long again for tasks.' }],
      own_words: 'I think best when I can see the questions written down.',
    });
    expect((await get(`/api/v1/applications/${f.app.north}/passport`, staff.member)).json).toEqual(north.json);
    expect(some.json.shared).toEqual(north.json);

    const ledger = await get(`/api/v1/applications/${f.app.noraLedger}/passport`, staff.manager2);
    expect(ledger.json.share).toBe('all');
    expect(ledger.json.items.map((i: { key: string }) => i.key)).toEqual([
      'written_communication',
      'extra_time',
      'quiet_room',
      'remote_work',
    ]);
    // Each employer sees only its own application.
    expect((await get(`/api/v1/applications/${f.app.noraLedger}/passport`, staff.manager)).status).toBe(404);
    expect((await get(`/api/v1/applications/${f.app.north}/passport`, staff.manager2)).status).toBe(404);
  });

  it('follows the passport: an item taken out of it is no longer shown', async () => {
    await put('/api/v1/me/passport', { ...PASSPORT, items: PASSPORT.items.filter((i) => i.key !== 'extra_time') }, f.tokens.nora);
    const north = await get(`/api/v1/applications/${f.app.north}/passport`, staff.manager);
    expect(north.json.items).toEqual([]);
    expect(north.json.own_words).not.toBeNull();
    await put('/api/v1/me/passport', PASSPORT, f.tokens.nora);
  });

  it('needs a key for some, and ignores keys for none and all', async () => {
    const res = await put(`/api/v1/me/applications/${f.app.north}/passport`, { share: 'some', keys: [] }, f.tokens.nora);
    expect(res.status).toBe(400);
    expect(res.json.keys).toEqual(['Choose at least one thing to share, or share nothing.']);
    const none = await put(`/api/v1/me/applications/${f.app.ledger}/passport`, { share: 'none', keys: ['breaks'] }, f.tokens.leo);
    expect(none.json.keys).toEqual([]);
    // The refused choice kept the stored one.
    expect((await get(`/api/v1/me/applications/${f.app.north}/passport`, f.tokens.nora)).json.keys).toEqual(['extra_time', 'own_words']);
  });

  it('is 404 for someone else’s application or another tenant’s', async () => {
    expect((await get(`/api/v1/me/applications/${f.app.ledger}/passport`, f.tokens.nora)).status).toBe(404);
    expect((await put(`/api/v1/me/applications/${f.app.ledger}/passport`, { share: 'all' }, f.tokens.nora)).status).toBe(404);
    expect((await get(`/api/v1/me/applications/${f.app.acme}/passport`, f.tokens.nora)).status).toBe(404);
    expect((await get(`/api/v1/applications/${f.app.acme}/passport`, staff.admin)).status).toBe(404);
  });

  it('is not for partners or the auditor', async () => {
    expect((await get(`/api/v1/applications/${f.app.north}/passport`, staff.recruiter)).status).toBe(403);
    expect((await get(`/api/v1/applications/${f.app.north}/passport`, staff.auditor)).status).toBe(403);
    expect((await get(`/api/v1/applications/${f.app.north}/passport`, f.tokens.nora)).status).toBe(403);
  });
});

describe('who viewed it', () => {
  it('lists each viewer once per quarter hour, newest first, with their organisation', async () => {
    await get(`/api/v1/applications/${f.app.north}/passport`, staff.manager);
    await get(`/api/v1/applications/${f.app.north}/passport`, staff.admin);
    const res = await get('/api/v1/me/passport/views', f.tokens.nora);
    expect(res.status).toBe(200);
    const rows = res.json.results as {
      viewer: { name: string; organisation: string | null };
      application_id: number;
      job: { title: string };
    }[];
    // manager (north, twice: once), member (north), manager2 (ledger), admin (north).
    expect(res.json.count).toBe(4);
    expect(rows[0]!.viewer.organisation).toBeNull();
    expect(rows.filter((r) => r.viewer.organisation === 'Northstar Logistics')).toHaveLength(2);
    expect(rows.find((r) => r.viewer.organisation === 'Ledgerline Finance')?.job.title).toBe('Passport Ledger http');
    expect((await get('/api/v1/me/passport/views?page_size=1&page=2', f.tokens.nora)).json).toMatchObject({ count: 4, total_pages: 4 });
    // Leo shared nothing, so nobody viewed anything of his.
    expect((await get('/api/v1/me/passport/views', f.tokens.leo)).json.count).toBe(0);
  });
});

describe('once an interview is scheduled', () => {
  it('is locked: the choice is kept and a change is 409', async () => {
    await db
      .update(applications)
      .set({ status: 'interview' })
      .where(and(eq(applications.id, f.app.north), eq(applications.tenantId, f.demo)));
    const mine = await get(`/api/v1/me/applications/${f.app.north}/passport`, f.tokens.nora);
    expect(mine.json.locked).toBe(true);
    const res = await put(`/api/v1/me/applications/${f.app.north}/passport`, { share: 'none' }, f.tokens.nora);
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/interview is scheduled/);
    expect((await get(`/api/v1/me/applications/${f.app.north}/passport`, f.tokens.nora)).json.share).toBe('some');
  });
});
