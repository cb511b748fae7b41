// Surveys over HTTP (issue 14, DECISIONS 29), on the reports' fixed tenant (rpt.localhost: s1 hired on
// 2021-03-15, s2 on 03-22, s5 on 03-13; s3 and s4 in Path Partners' pool): who may write, send and read
// them (admin and role 3; another tenant's survey never shows), the mails with a signed link each, the
// link's signature (tampered, moved to another tenant, expired), answering once, each question kind's
// checks, and the summaries by country with free text only from five answers on.
// Every answer is checked against the contract by `request`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { seekerProfiles, users } from '../db/schema.ts';
import { signSurveyLink } from '../services/surveys.ts';
import { createReportFixture, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { outbox, request, signIn, startApp, tokenFromLink, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let f: ReportFixture;
const tokens: Record<string, string> = {};

const L = (en: string) => ({ en, fr: `${en} (fr)`, esp: `${en} (esp)` });

const SURVEY = {
  title: L('Your first months'),
  intro: L('Five short questions.'),
  questions: [
    { kind: 'rating', prompt: L('How supported do you feel?'), required: true },
    { kind: 'single', prompt: L('Where do you work?'), options: [L('On site'), L('Remote'), L('Both')] },
    { kind: 'multiple', prompt: L('Which adjustments helped?'), options: [L('Quiet room'), L('Written briefs'), L('Flexible hours')] },
    { kind: 'text', prompt: L('Anything else?') },
  ],
};

const as = (who: string) => ({ token: tokens[who]!, host: RPT });

async function create(who = 'auditor') {
  const res = await request(t, { path: '/api/v1/surveys', body: SURVEY, ...as(who) });
  expect(res.status).toBe(201);
  return (res.json as { id: number }).id;
}

/** The survey link mailed to `email` for the survey titled `title`, as its token. */
async function linkOf(email: string): Promise<string> {
  const mail = (await outbox(t)).filter((m) => m.to === email && m.subject.includes('Your first months')).at(-1);
  expect(mail, `a survey mail to ${email}`).toBeDefined();
  const link = mail!.links.find((l) => l.includes('/survey?'));
  expect(link).toBeDefined();
  return tokenFromLink(link!);
}

const answer = (token: string, answers: unknown[], host = RPT) => request(t, { path: '/api/v1/survey', host, body: { token, answers } });

beforeAll(async () => {
  t = await startApp({});
  db = t.app.database.db;
  f = await createReportFixture(db);
  for (const [who, email] of Object.entries(f.staff)) tokens[who] = (await signIn(t, email, RPT)).access;
  tokens.seeker = (await signIn(t, f.seekerEmail, RPT)).access;
  tokens.demoAdmin = (await signIn(t, 'admin@demo.test')).access;
  // Countries from the profiles: s1–s5 in the United States (written three ways), s6 in Canada.
  const countries = ['US', 'United States', 'usa', 'US', 'US', 'Canada'];
  for (let i = 1; i <= 6; i += 1) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `s${i}@rpt.test`));
    await db
      .insert(seekerProfiles)
      .values({ userId: u!.id, tenantId: f.tenantId, country: countries[i - 1]! })
      .onConflictDoUpdate({ target: seekerProfiles.userId, set: { country: countries[i - 1]! } });
  }
}, 60_000);
afterAll(async () => t?.close());

describe('writing surveys', () => {
  it('lets the admin and role 3 write, read and list them; no one else', async () => {
    const id = await create('auditor');
    const byAdmin = await request(t, { path: `/api/v1/surveys/${id}`, ...as('admin') });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json).toMatchObject({ id, sent_at: null, sent: 0, answered: 0, response_rate: null, audience: null });
    expect((byAdmin.json as { questions: { id: number; kind: string }[] }).questions.map((q) => [q.id, q.kind])).toEqual([
      [1, 'rating'],
      [2, 'single'],
      [3, 'multiple'],
      [4, 'text'],
    ]);
    for (const who of ['programs', 'concierge', 'alphaManager', 'recruiter', 'seeker']) {
      expect((await request(t, { path: '/api/v1/surveys', ...as(who) })).status, who).toBe(403);
      expect((await request(t, { path: '/api/v1/surveys', body: SURVEY, ...as(who) })).status, who).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/surveys', host: RPT })).status).toBe(401);
  });

  it('never shows another tenant’s survey', async () => {
    const id = await create('admin');
    expect((await request(t, { path: `/api/v1/surveys/${id}`, token: tokens.demoAdmin! })).status).toBe(404);
    expect((await request(t, { path: `/api/v1/surveys/${id}/summary`, token: tokens.demoAdmin! })).status).toBe(404);
    expect(
      (await request(t, { path: `/api/v1/surveys/${id}/send`, body: { audience: 'everyone' }, token: tokens.demoAdmin! })).status,
    ).toBe(404);
    const list = await request(t, { path: '/api/v1/surveys?page_size=100', token: tokens.demoAdmin! });
    expect(list.status).toBe(200);
    expect((list.json as { results: { id: number }[] }).results.map((r) => r.id)).not.toContain(id);
  });

  it('checks each question: options for choices only, every text in the three languages', async () => {
    const bad = await request(t, {
      path: '/api/v1/surveys',
      body: {
        title: { en: 'T', fr: ' ', esp: 'T' },
        questions: [
          { kind: 'single', prompt: L('One option?'), options: [L('Only')] },
          { kind: 'rating', prompt: L('Rate'), options: [L('No')] },
        ],
      },
      ...as('auditor'),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json as object).sort()).toEqual(['questions.0.options', 'questions.1.options', 'title']);
    const none = await request(t, { path: '/api/v1/surveys', body: { title: L('T'), questions: [] }, ...as('auditor') });
    expect(none.status).toBe(400);
  });
});

describe('sending and answering', () => {
  let id: number;
  let s1Token: string;

  it('sends once to the job seekers hired in the period, each with their own link', async () => {
    id = await create('auditor');
    const missing = await request(t, { path: `/api/v1/surveys/${id}/send`, body: { audience: 'hired' }, ...as('auditor') });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json as object).sort()).toEqual(['from', 'to']);
    const employer = await request(t, {
      path: `/api/v1/surveys/${id}/send`,
      body: { audience: 'partner', organisation_id: f.org.alpha },
      ...as('auditor'),
    });
    expect(employer.status).toBe(400);
    expect(employer.json).toHaveProperty('organisation_id');
    const empty = await request(t, {
      path: `/api/v1/surveys/${id}/send`,
      body: { audience: 'hired', from: '2020-01-01', to: '2020-01-31' },
      ...as('auditor'),
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toHaveProperty('audience');

    const sent = await request(t, {
      path: `/api/v1/surveys/${id}/send`,
      body: { audience: 'hired', from: '2021-03-14', to: '2021-03-31' },
      ...as('auditor'),
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sent: 2 });
    const again = await request(t, { path: `/api/v1/surveys/${id}/send`, body: { audience: 'everyone' }, ...as('admin') });
    expect(again.status).toBe(409);

    s1Token = await linkOf('s1@rpt.test');
    const s2Token = await linkOf('s2@rpt.test');
    expect(s1Token).not.toBe(s2Token);
    expect((await outbox(t)).some((m) => m.to === 's5@rpt.test' && m.subject.includes('Your first months'))).toBe(false);

    const list = await request(t, { path: '/api/v1/surveys', ...as('admin') });
    const row = (list.json as { results: { id: number; sent: number; answered: number; response_rate: number | null }[] }).results.find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ sent: 2, answered: 0, response_rate: 0 });
  });

  it('opens signed-out through the link, and refuses a tampered, moved or expired one', async () => {
    const open = await request(t, { path: `/api/v1/survey?token=${encodeURIComponent(s1Token)}`, host: RPT });
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ answered: false, title: SURVEY.title });

    const [, recipient, exp, mac] = s1Token.split('.');
    // A changed first character (the last one of base64url carries padding bits a decoder may ignore).
    const first = mac![0] === 'A' ? 'B' : 'A';
    const tampered = [
      `s1.${recipient}.${exp}.${first}${mac!.slice(1)}`,
      `s1.${Number(recipient) + 1}.${exp}.${mac}`,
      `s1.${recipient}.${Number(exp) + 86_400}.${mac}`,
      'not-a-link',
    ];
    for (const token of tampered) {
      const res = await request(t, { path: `/api/v1/survey?token=${encodeURIComponent(token)}`, host: RPT });
      expect(res.status, token).toBe(400);
      expect(res.json).toEqual({ token: ['This link is invalid.'] });
      expect((await answer(token, [{ question_id: 1, rating: 4 }])).status).toBe(400);
    }
    // The same link on another tenant's host is not a link of that tenant.
    expect((await request(t, { path: `/api/v1/survey?token=${encodeURIComponent(s1Token)}` })).status).toBe(400);

    const expired = await signSurveyLink(db, f.tenantId, Number(recipient), Math.floor(Date.now() / 1000) - 60);
    const old = await request(t, { path: `/api/v1/survey?token=${encodeURIComponent(expired)}`, host: RPT });
    expect(old.status).toBe(400);
    expect(old.json).toEqual({ token: ['This link has expired.'] });
  });

  it('checks each answer against its question’s kind', async () => {
    const cases: [unknown[], string][] = [
      [[{ question_id: 2, choice: 1 }], 'answers.1'], // the rating is required
      [[{ question_id: 1, choice: 1 }], 'answers.1'], // a choice given to a rating
      [
        [
          { question_id: 1, rating: 3 },
          { question_id: 2, choice: 3 },
        ],
        'answers.2',
      ], // no fourth option
      [
        [
          { question_id: 1, rating: 3 },
          { question_id: 3, choices: [0, 5] },
        ],
        'answers.3',
      ],
      [
        [
          { question_id: 1, rating: 3 },
          { question_id: 4, rating: 2 },
        ],
        'answers.4',
      ],
      [
        [
          { question_id: 1, rating: 3 },
          { question_id: 9, text: 'x' },
        ],
        'answers.9',
      ],
      [
        [
          { question_id: 1, rating: 3 },
          { question_id: 1, rating: 4 },
        ],
        'answers.1',
      ],
    ];
    for (const [answers, field] of cases) {
      const res = await answer(s1Token, answers);
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.json, JSON.stringify(answers)).toHaveProperty([field]);
    }
    // Out of the contract's range: refused before the service.
    expect((await answer(s1Token, [{ question_id: 1, rating: 6 }])).status).toBe(400);
  });

  it('answers once; the second time the link says it was answered', async () => {
    const ok = await answer(s1Token, [
      { question_id: 1, rating: 4 },
      { question_id: 2, choice: 1 },
      { question_id: 3, choices: [2, 0] },
      { question_id: 4, text: 'Good start.' },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ answered: true });
    const twice = await answer(s1Token, [{ question_id: 1, rating: 2 }]);
    expect(twice.status).toBe(409);
    const open = await request(t, { path: `/api/v1/survey?token=${encodeURIComponent(s1Token)}`, host: RPT });
    expect(open.json).toMatchObject({ answered: true });
    const detail = await request(t, { path: `/api/v1/surveys/${id}`, ...as('auditor') });
    expect(detail.json).toMatchObject({
      sent: 2,
      answered: 1,
      response_rate: 0.5,
      audience: { audience: 'hired', from: '2021-03-14', to: '2021-03-31' },
    });
  });

  it('sends to a partner’s pool', async () => {
    const pool = await create('admin');
    const sent = await request(t, {
      path: `/api/v1/surveys/${pool}/send`,
      body: { audience: 'partner', organisation_id: f.org.path },
      ...as('admin'),
    });
    expect(sent.json).toEqual({ sent: 2 });
  });
});

describe('summaries by country', () => {
  it('aggregates the United States and Canada apart; free text only from five answers on', async () => {
    const id = await create('auditor');
    const sent = await request(t, { path: `/api/v1/surveys/${id}/send`, body: { audience: 'everyone' }, ...as('auditor') });
    expect(sent.json).toEqual({ sent: 6 });
    const links: string[] = [];
    for (let i = 1; i <= 6; i += 1) links.push(await linkOf(`s${i}@rpt.test`));
    const summary = async (country: 'us' | 'ca') => {
      const res = await request(t, { path: `/api/v1/surveys/${id}/summary?country=${country}`, ...as('auditor') });
      expect(res.status).toBe(200);
      return res.json as {
        answered: number;
        questions: {
          id: number;
          answered: number;
          counts: { label: string; count: number }[];
          average: number | null;
          texts: string[];
          texts_withheld: boolean;
        }[];
      };
    };
    // Four of the United States answer, with text.
    for (let i = 0; i < 4; i += 1) {
      const res = await answer(links[i]!, [
        { question_id: 1, rating: i + 1 },
        { question_id: 2, choice: i % 2 },
        { question_id: 3, choices: [0, 1] },
        { question_id: 4, text: `Words ${i + 1}` },
      ]);
      expect(res.status).toBe(200);
    }
    let us = await summary('us');
    expect(us.answered).toBe(4);
    expect(us.questions[0]).toMatchObject({ answered: 4, average: 2.5 });
    expect(us.questions[0]!.counts).toEqual(['1', '2', '3', '4', '5'].map((label, i) => ({ label, count: i < 4 ? 1 : 0 })));
    expect(us.questions[1]!.counts).toEqual([
      { label: '0', count: 2 },
      { label: '1', count: 2 },
      { label: '2', count: 0 },
    ]);
    expect(us.questions[2]!.counts.map((c) => c.count)).toEqual([4, 4, 0]);
    expect(us.questions[3]).toMatchObject({ answered: 4, texts: [], texts_withheld: true });

    // Canada's one answer stays in Canada's summary, its text withheld.
    expect(
      (
        await answer(links[5]!, [
          { question_id: 1, rating: 5 },
          { question_id: 4, text: 'Canada words' },
        ])
      ).status,
    ).toBe(200);
    const ca = await summary('ca');
    expect(ca).toMatchObject({ answered: 1, country: 'ca' });
    expect(ca.questions[0]!.average).toBe(5);
    expect(ca.questions[3]).toMatchObject({ texts: [], texts_withheld: true });

    // The fifth United States answer shows the texts (sorted, not in the order they came).
    expect(
      (
        await answer(links[4]!, [
          { question_id: 1, rating: 5 },
          { question_id: 4, text: 'Alpha words' },
        ])
      ).status,
    ).toBe(200);
    us = await summary('us');
    expect(us.answered).toBe(5);
    expect(us.questions[3]).toMatchObject({
      answered: 5,
      texts_withheld: false,
      texts: ['Alpha words', 'Words 1', 'Words 2', 'Words 3', 'Words 4'],
    });
    expect(us.questions[3]!.texts).not.toContain('Canada words');
  });
});
