// Feedback over HTTP: the widget's rating (guest email rule, signed-in without email, rating and text
// limits, throttling), career-connector feedback (required fields), and the staff lists (roles, tenant,
// filters, paging). Every answer is checked against the contract by `request`.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { careerFeedback, nsatFeedback, tenants, users } from '../db/schema.ts';
import { feedbackLimits } from '../services/feedback.ts';
import { clear } from '../services/rate-limit.ts';
import { ACME, request, startApp, type TestApp } from '../test/helpers.ts';
import { signInEveryone } from '../test/staff-fixtures.ts';

let t: TestApp;
let db: Db;
let demoId: number;
let acmeId: number;
const tokens: Record<string, string> = {};

const READERS = ['admin', 'concierge', 'program_manager'];
const NOT_READERS = ['hiring_manager', 'recruiter', 'auditor', 'hiring_member', 'recruiter_member', 'seeker'];

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  await signInEveryone(t, tokens);
  const rows = await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants);
  demoId = rows.find((r) => r.slug === 'demo')!.id;
  acmeId = rows.find((r) => r.slug === 'acme')!.id;
}, 60_000);
afterAll(async () => t?.close());

// Every guest submission of this file comes from 127.0.0.1: start each test with a fresh allowance.
beforeEach(async () => {
  await clear(db, demoId, feedbackLimits.nsatGuest, '127.0.0.1');
});

async function nsatCount(tenantId = demoId): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nsatFeedback).where(eq(nsatFeedback.tenantId, tenantId));
  return row!.n;
}
async function careerCount(tenantId = demoId): Promise<number> {
  const [row] = await db.select({ n: count() }).from(careerFeedback).where(eq(careerFeedback.tenantId, tenantId));
  return row!.n;
}
async function userId(email: string, tenantId = demoId): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, tenantId)));
  return row!.id;
}

const nsat = (form: Record<string, string>, who?: string, host?: string) =>
  request(t, { path: '/api/v1/nsat_feedback', form, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
const career = (form: Record<string, string>, who?: string, host?: string) =>
  request(t, { path: '/api/v1/feedback', form, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });
const get = (path: string, who?: string, host?: string) =>
  request(t, { path, ...(who ? { token: tokens[who] } : {}), ...(host ? { host } : {}) });

describe('POST /api/v1/nsat_feedback (the widget)', () => {
  it('stores a guest rating with the email, text and page', async () => {
    const res = await nsat({
      rating: '-1',
      feed: 'The filters reset when I go back.',
      page: '/searchJobs?q=design',
      user_email: 'jo.guest+jobs@example.org',
    });
    expect(res.status).toBe(201);
    expect(res.json.detail).toBe('Thank you for sharing your feedback with us.');
    const [row] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.email, 'jo.guest+jobs@example.org'));
    expect(row).toMatchObject({
      tenantId: demoId,
      userId: null,
      rating: -1,
      feed: 'The filters reset when I go back.',
      page: '/searchJobs?q=design',
    });
  });

  it('takes multipart form data too', async () => {
    const res = await request(t, {
      path: '/api/v1/nsat_feedback',
      multipart: { rating: '1', user_email: 'multi_part@example.com', page: '/' },
    });
    expect(res.status).toBe(201);
    const [row] = await db.select().from(nsatFeedback).where(eq(nsatFeedback.email, 'multi_part@example.com'));
    expect(row).toMatchObject({ rating: 1, feed: '', page: '/' });
  });

  it('needs an email from a guest', async () => {
    const before = await nsatCount();
    for (const form of [{ rating: '1' }, { rating: '1', user_email: '   ' }] as Record<string, string>[]) {
      const res = await nsat(form);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ user_email: ['This field is required.'] });
    }
    expect(await nsatCount()).toBe(before);
  });

  it.each([
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'x@y',
    'x@y.c',
    'bang!@example.com',
    'sp ace@example.com',
    'émile@example.fr',
    '"quoted"@example.com',
    'a@b_c.com',
  ])('refuses the guest email %j with the widget message', async (email) => {
    const before = await nsatCount();
    const res = await nsat({ rating: '0', user_email: email });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ user_email: ['Please enter a valid email!'] });
    expect(await nsatCount()).toBe(before);
  });

  it.each(['a.b_c-d+e@example.co.uk', 'UPPER@EXAMPLE.COM', '123@mail-server.io'])('accepts the guest email %j', async (email) => {
    expect((await nsat({ rating: '0', user_email: email })).status).toBe(201);
  });

  it("stores a signed-in user's rating without an email (and ignores one if sent)", async () => {
    const seeker = await userId('seeker@demo.test');
    const before = await db.select({ n: count() }).from(nsatFeedback).where(eq(nsatFeedback.userId, seeker));
    expect((await nsat({ rating: '1', page: '/application' }, 'seeker')).status).toBe(201);
    expect((await nsat({ rating: '0', user_email: 'not an email', page: '/application' }, 'seeker')).status).toBe(201);
    const rows = await db.select().from(nsatFeedback).where(eq(nsatFeedback.userId, seeker));
    expect(rows.length).toBe(before[0]!.n + 2);
    expect(rows.every((r) => r.email === null && r.tenantId === demoId)).toBe(true);
  });

  it('staff can rate too', async () => {
    expect((await nsat({ rating: '1', page: '/dashboard' }, 'hiring_manager')).status).toBe(201);
  });

  it.each([['2'], ['-2'], ['1.0'], ['like'], ['']])('refuses the rating %j', async (rating) => {
    const before = await nsatCount();
    const res = await nsat({ rating, user_email: 'ok@example.com' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(['rating']);
    expect(await nsatCount()).toBe(before);
  });

  it('needs a rating', async () => {
    const res = await nsat({ feed: 'hello', user_email: 'ok@example.com' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ rating: ['This field is required.'] });
  });

  it('takes 150 characters of text and refuses 151', async () => {
    expect((await nsat({ rating: '0', feed: 'x'.repeat(150) }, 'seeker')).status).toBe(201);
    const before = await nsatCount();
    const res = await nsat({ rating: '0', feed: 'x'.repeat(151) }, 'seeker');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ feed: ['Ensure this field has no more than 150 characters.'] });
    expect(await nsatCount()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const res = await nsat({ rating: '1', user_email: 'ok@example.com', user_id: '3' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ user_id: ['Unknown field.'] });
  });

  it('refuses a token of another tenant or a broken token with 401 (never as a guest)', async () => {
    const before = await nsatCount();
    const other = await nsat({ rating: '1', user_email: 'ok@example.com' }, 'acmeSeeker');
    expect(other.status).toBe(401);
    const broken = await request(t, {
      path: '/api/v1/nsat_feedback',
      form: { rating: '1', user_email: 'ok@example.com' },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(broken.status).toBe(401);
    expect(await nsatCount()).toBe(before);
  });

  it("keeps each tenant's feedback in that tenant", async () => {
    const before = await nsatCount(acmeId);
    expect((await nsat({ rating: '1', page: '/' }, 'acmeSeeker', ACME)).status).toBe(201);
    expect(await nsatCount(acmeId)).toBe(before + 1);
  });

  it('throttles guests per address (10 an hour) without blocking signed-in users', async () => {
    for (let i = 0; i < 10; i += 1) expect((await nsat({ rating: '0', user_email: `burst${i}@example.com` })).status).toBe(201);
    const before = await nsatCount();
    const res = await nsat({ rating: '0', user_email: 'burst10@example.com' });
    expect(res.status).toBe(429);
    expect(res.json.detail).toMatch(/^Too many feedback messages\. Please wait \d+ minutes? and try again\.$/);
    expect(await nsatCount()).toBe(before);
    expect((await nsat({ rating: '1' }, 'seeker')).status).toBe(201);
  });

  it('throttles a signed-in user after 30 an hour', async () => {
    const key = String(await userId('recruiter@demo.test'));
    await clear(db, demoId, feedbackLimits.nsatUser, key);
    for (let i = 0; i < 30; i += 1) expect((await nsat({ rating: '1' }, 'recruiter')).status).toBe(201);
    expect((await nsat({ rating: '1' }, 'recruiter')).status).toBe(429);
    await clear(db, demoId, feedbackLimits.nsatUser, key);
  });
});

describe('POST /api/v1/feedback (career connector)', () => {
  it("stores a signed-in user's feedback with its type, description and page", async () => {
    const res = await career(
      { feedback_type: 'Suggestions', description: '  Please add evening interview slots.  ', page: '/application' },
      'seeker',
    );
    expect(res.status).toBe(201);
    const [row] = await db.select().from(careerFeedback).where(eq(careerFeedback.description, 'Please add evening interview slots.'));
    expect(row).toMatchObject({
      tenantId: demoId,
      userId: await userId('seeker@demo.test'),
      feedbackType: 'Suggestions',
      page: '/application',
    });
  });

  it('staff can send it too (multipart)', async () => {
    const res = await request(t, {
      path: '/api/v1/feedback',
      multipart: { feedback_type: 'Others', description: 'From the side bar.', page: '/dashboard' },
      token: tokens.program_manager,
    });
    expect(res.status).toBe(201);
  });

  it('needs a type and a description, each reported under its own field', async () => {
    const before = await careerCount();
    const none = await career({ page: '/application' }, 'seeker');
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ feedback_type: ['This field is required.'], description: ['This field is required.'] });
    const noType = await career({ description: 'Hello' }, 'seeker');
    expect(noType.json).toEqual({ feedback_type: ['This field is required.'] });
    const noDescription = await career({ feedback_type: 'Questions' }, 'seeker');
    expect(noDescription.json).toEqual({ description: ['This field is required.'] });
    const empty = await career({ feedback_type: 'Questions', description: '' }, 'seeker');
    expect(empty.json).toEqual({ description: ['This field may not be blank.'] });
    const blank = await career({ feedback_type: 'Questions', description: '   ' }, 'seeker');
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ description: ['This field may not be blank.'] });
    const badType = await career({ feedback_type: 'Praise', description: 'Hello' }, 'seeker');
    expect(badType.status).toBe(400);
    expect(badType.json).toEqual({ feedback_type: ['Select a valid choice: Complaints, Suggestions, Questions, Others.'] });
    const tooLong = await career({ feedback_type: 'Questions', description: 'x'.repeat(2001) }, 'seeker');
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json)).toEqual(['description']);
    expect(await careerCount()).toBe(before);
  });

  it('needs a token of this tenant', async () => {
    const before = await careerCount();
    expect((await career({ feedback_type: 'Questions', description: 'Hello' })).status).toBe(401);
    expect((await career({ feedback_type: 'Questions', description: 'Hello' }, 'acmeSeeker')).status).toBe(401);
    expect(await careerCount()).toBe(before);
  });
});

describe('GET /api/v1/feedback/nsat and /api/v1/feedback/career (staff lists)', () => {
  it.each(READERS)('%s may read both lists', async (who) => {
    const n = await get('/api/v1/feedback/nsat', who);
    expect(n.status).toBe(200);
    expect(n.json.results.length).toBeGreaterThan(0);
    const c = await get('/api/v1/feedback/career', who);
    expect(c.status).toBe(200);
    expect(c.json.results.length).toBeGreaterThan(0);
  });

  it.each(NOT_READERS)('%s gets 403', async (who) => {
    expect((await get('/api/v1/feedback/nsat', who)).status).toBe(403);
    expect((await get('/api/v1/feedback/career', who)).status).toBe(403);
  });

  it('needs a token of this tenant', async () => {
    expect((await get('/api/v1/feedback/nsat')).status).toBe(401);
    expect((await get('/api/v1/feedback/career')).status).toBe(401);
    expect((await get('/api/v1/feedback/nsat', 'acmeAdmin')).status).toBe(401);
    expect((await get('/api/v1/feedback/career', 'acmeAdmin')).status).toBe(401);
  });

  it("shows only the tenant's own feedback", async () => {
    const demoNsat = await get('/api/v1/feedback/nsat?page_size=100', 'admin');
    const acmeNsat = await get('/api/v1/feedback/nsat?page_size=100', 'acmeAdmin', ACME);
    expect(demoNsat.json.count).toBe(await nsatCount());
    expect(acmeNsat.json.count).toBe(await nsatCount(acmeId));
    const demoIds = new Set(demoNsat.json.results.map((r: { id: number }) => r.id));
    expect(acmeNsat.json.results.some((r: { id: number }) => demoIds.has(r.id))).toBe(false);
    const acmeCareer = await get('/api/v1/feedback/career?page_size=100', 'acmeAdmin', ACME);
    expect(acmeCareer.json.count).toBe(await careerCount(acmeId));
    expect(acmeCareer.json.results.every((r: { sender: { email: string } }) => r.sender.email.endsWith('@acme.test'))).toBe(true);
  });

  it('tells guests from signed-in senders', async () => {
    await nsat({ rating: '1', feed: 'guest marker', user_email: 'marker.guest@example.com' });
    await nsat({ rating: '-1', feed: 'member marker' }, 'hiring_member');
    const list = await get('/api/v1/feedback/nsat?page_size=100', 'admin');
    const guest = list.json.results.find((r: { feed: string }) => r.feed === 'guest marker');
    const member = list.json.results.find((r: { feed: string }) => r.feed === 'member marker');
    expect(guest.sender).toEqual({ user_id: null, name: null, email: 'marker.guest@example.com', is_guest: true });
    expect(member.sender).toEqual({
      user_id: await userId('member@demo.test'),
      name: 'Mel Member',
      email: 'member@demo.test',
      is_guest: false,
    });
  });

  it('filters by rating and by type', async () => {
    for (const rating of [-1, 0, 1]) {
      const res = await get(`/api/v1/feedback/nsat?rating=${rating}&page_size=100`, 'admin');
      expect(res.status).toBe(200);
      expect(res.json.results.length).toBeGreaterThan(0);
      expect(res.json.results.every((r: { rating: number }) => r.rating === rating)).toBe(true);
      const [row] = await db
        .select({ n: count() })
        .from(nsatFeedback)
        .where(and(eq(nsatFeedback.tenantId, demoId), eq(nsatFeedback.rating, rating)));
      expect(res.json.count).toBe(row!.n);
    }
    const questions = await get('/api/v1/feedback/career?feedback_type=Questions', 'concierge');
    expect(questions.json.results.length).toBeGreaterThan(0);
    expect(questions.json.results.every((r: { feedback_type: string }) => r.feedback_type === 'Questions')).toBe(true);
    expect((await get('/api/v1/feedback/nsat?rating=5', 'admin')).status).toBe(400);
    expect((await get('/api/v1/feedback/career?feedback_type=Praise', 'admin')).status).toBe(400);
    expect((await get('/api/v1/feedback/nsat?page=0', 'admin')).status).toBe(400);
    expect((await get('/api/v1/feedback/nsat?page_size=101', 'admin')).status).toBe(400);
  });

  it('pages by page number, newest first', async () => {
    const total = await nsatCount();
    const first = await get('/api/v1/feedback/nsat?page=1&page_size=3', 'program_manager');
    const second = await get('/api/v1/feedback/nsat?page=2&page_size=3', 'program_manager');
    expect(first.json).toMatchObject({ count: total, page: 1, page_size: 3, total_pages: Math.ceil(total / 3) });
    expect(first.json.results).toHaveLength(3);
    expect(second.json.page).toBe(2);
    const all = [...first.json.results, ...second.json.results] as { id: number; created_at: string }[];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const times = all.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const beyond = await get(`/api/v1/feedback/nsat?page=${first.json.total_pages + 1}&page_size=3`, 'program_manager');
    expect(beyond.json.results).toEqual([]);
    const careerPage = await get('/api/v1/feedback/career?page=1&page_size=2', 'admin');
    expect(careerPage.json).toMatchObject({ page: 1, page_size: 2, count: await careerCount() });
    expect(careerPage.json.results).toHaveLength(2);
  });
});
