// /simplifybot over HTTP (DECISIONS 23, issue 17 §2): a published job restated in plain sections from its
// own fields, with the plain-language glossary's explanations, and an interview checklist from the job
// seeker's own interview card. Job seekers only; a draft, unknown or other tenant's job is 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, interviews, jobs } from '../db/schema.ts';
import { ACME, request, signIn, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';
import { createSeeker, insertJobs } from '../test/job-fixtures.ts';
import { splitDescription } from '../services/simplify.ts';

let t: TestApp;
let db: Db;
let job: number;
let french: number;
let draft: number;
let acmeJob: number;
let seeker: number;
const tokens: Record<string, string> = {};

const DESCRIPTION =
  'You pack orders in our warehouse and leverage our scanners. You work with a small team of stakeholders. ' +
  'The interview is one short video call, and you get the questions a day before.';

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const base = { city: 'Atlanta', region: 'GA', country: 'US' };
  [job, french, draft] = (await insertJobs(db, demo, [
    {
      ...base,
      title: 'Warehouse packer',
      descriptionText: DESCRIPTION,
      requiredSkills: ['Packing', 'Scanning'],
      niceSkills: ['Forklift'],
      salaryMin: 30000,
      salaryMax: 36000,
      remote: 'onsite',
      employmentType: 'part_time',
      closesOn: '2099-01-31',
    },
    {
      ...base,
      title: 'Agent de tri',
      descriptionText: 'Vous triez les colis avec une équipe dans une bonne synergie. Le processus de recrutement est un entretien court.',
    },
    { ...base, title: 'Draft role', descriptionText: 'Not yet.', status: 'draft' },
  ])) as [number, number, number];
  [acmeJob] = (await insertJobs(db, acme, [{ ...base, title: 'Acme role', descriptionText: 'Elsewhere.' }])) as [number];
  seeker = await createSeeker(db, demo, 'simplify.seeker@example.com');
  await createSeeker(db, demo, 'simplify.other@example.com');
  tokens.seeker = (await signIn(t, 'simplify.seeker@example.com')).access;
  tokens.other = (await signIn(t, 'simplify.other@example.com')).access;
  tokens.manager = (await signIn(t, 'manager@demo.test')).access;
  tokens.acme = (await signIn(t, 'seeker@acme.test', ACME)).access;
  // The seeker applied and has an interview card for the first job.
  const [app] = await db.insert(applications).values({ tenantId: demo, jobId: job, userId: seeker, status: 'interview' }).returning();
  const [row] = await db.select({ organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, job));
  await db.insert(interviews).values({
    tenantId: demo,
    applicationId: app!.id,
    jobId: job,
    organisationId: row!.organisationId,
    kind: 'on_site',
    durationMinutes: 45,
    status: 'scheduled',
    startsAt: new Date('2099-02-01T15:00:00Z'),
    endsAt: new Date('2099-02-01T15:45:00Z'),
    timeZone: 'America/New_York',
    uid: 'simplify-test@tessera',
    details: {
      agenda: [{ title: 'Tour of the warehouse', minutes: 15 }],
      questions: [
        { text: 'Tell us about a time you kept things in order.', shared: true },
        { text: 'A held-back question.', shared: false },
      ],
      location: '12 Depot Road, Atlanta',
      room: 'Meeting room B',
      sensory: 'Quiet, daylight',
      waiting: '',
      directions: 'Bus 14 stops at the gate.',
      greeter: 'Maya at the front desk',
      bring: 'Photo ID',
      adjustments_offered: ['extra_time', 'breaks'],
    },
  });
}, 180_000);
afterAll(async () => t?.close());

const simplified = (id: number, who = 'seeker') => request(t, { path: `/api/v1/me/jobs/${id}/simplified`, token: tokens[who]! });

describe('splitDescription', () => {
  it('drops the ad’s headings and list markers, and keeps the sentences about the interview apart', () => {
    const text = 'What you will do\n- Enter claim details\n• Check entries.\nHow we hire\nThe interview is a short call.';
    expect(splitDescription(text, 'en')).toEqual({
      work: [
        { text: 'Enter claim details', long: false },
        { text: 'Check entries.', long: false },
      ],
      interview: [{ text: 'The interview is a short call.', long: false }],
    });
  });
});

describe('simplifyJob', () => {
  it('restates the job in fixed sections from its own fields, with the glossary and the card’s checklist', async () => {
    const res = await simplified(job);
    expect(res.status).toBe(200);
    const b = res.json;
    expect(b).toMatchObject({ job_id: job, title: 'Warehouse packer', language: 'en' });
    expect((b.work as { text: string }[]).map((s) => s.text)).toEqual([
      'You pack orders in our warehouse and leverage our scanners.',
      'You work with a small team of stakeholders.',
    ]);
    expect((b.interview as { text: string }[]).map((s) => s.text)).toEqual([
      'The interview is one short video call, and you get the questions a day before.',
    ]);
    expect(b.where).toEqual({
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      remote: 'onsite',
      employment_type: 'part_time',
      closes_on: '2099-01-31',
    });
    expect(b.pay).toEqual({ min: 30000, max: 36000, currency: 'USD' });
    expect(b.must_haves).toEqual(['Packing', 'Scanning']);
    expect(b.nice_to_haves).toEqual(['Forklift']);
    expect(b.how_to_apply).toMatchObject({ accepting: true, application_status: 'interview' });
    expect(b.glossary).toEqual([
      { term: 'leverage', plain: 'use' },
      { term: 'stakeholders', plain: 'the people involved' },
    ]);
    const checklist = b.checklist as { code: string; list?: string[]; count?: number; text?: string }[];
    const codes = checklist.map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'when',
        'kind',
        'location',
        'agenda',
        'questions',
        'held_back',
        'examples',
        'bring',
        'adjustments',
        'ask_adjustments',
      ]),
    );
    expect(checklist.find((c) => c.code === 'questions')?.list).toEqual(['Tell us about a time you kept things in order.']);
    expect(checklist.find((c) => c.code === 'held_back')?.count).toBe(1);
    expect(checklist.find((c) => c.code === 'adjustments')?.list).toEqual(['extra_time', 'breaks']);
    // The held-back question never reaches the job seeker.
    expect(res.text).not.toContain('A held-back question');
  });

  it('gives no checklist to a job seeker without an interview for the job, and reads a French ad with the French glossary', async () => {
    const other = await simplified(job, 'other');
    expect(other.status).toBe(200);
    expect(other.json.checklist).toBeNull();
    expect(other.json.how_to_apply).toEqual({ accepting: true, application_id: null, application_status: null });
    expect(other.text).not.toContain('Depot Road');
    const fr = await simplified(french);
    expect(fr.json.language).toBe('fr');
    expect(fr.json.glossary).toEqual([{ term: 'synergie', plain: 'travail en commun' }]);
    expect((fr.json.interview as unknown[]).length).toBe(1);
  });

  it('is for job seekers only, and only for this tenant’s published jobs', async () => {
    expect((await simplified(job, 'manager')).status).toBe(403);
    expect((await request(t, { path: `/api/v1/me/jobs/${job}/simplified` })).status).toBe(401);
    expect((await simplified(draft)).status).toBe(404);
    expect((await simplified(acmeJob)).status).toBe(404);
    expect((await simplified(2147483647)).status).toBe(404);
    expect((await request(t, { path: `/api/v1/me/jobs/${acmeJob}/simplified`, token: tokens.acme!, host: ACME })).status).toBe(200);
  });
});
