// Offers over HTTP (issue 12): drafting after the interview stage, approval (and the program's second
// approval), a change after approval sending it back, sending (the application offered, the job seeker
// notified and emailed, the expiry queued), accepting and declining once (in parallel too), the
// letter's PDF, templates, the expiry job, and an application's end taking its open offer with it.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, notifications, offers, tenants } from '../db/schema.ts';
import { expireOffer } from '../services/offers.ts';
import { endOfDayIn } from '../services/zoned-days.ts';
import { lastMailTo, outbox, userIdOf } from '../test/helpers.ts';
import { appWithEveryone, buildFixture, type AppName, type Fixture } from '../test/staff-fixtures.ts';

const env = appWithEveryone();
let fx: Fixture;

beforeAll(async () => {
  fx = await buildFixture(env.t);
}, 60_000);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const OFFER = {
  title: 'Data Analyst II',
  pay_amount: 52000,
  pay_currency: 'USD',
  pay_period: 'year',
  start_date: inDays(30),
  terms: 'Full time, four-day week available on request.',
  expires_on: inDays(10),
};

async function toInterview(name: AppName) {
  await env.t.app.database.db
    .update(applications)
    .set({ status: 'interview', previousStatus: null })
    .where(eq(applications.id, fx.app[name]));
}

async function appStatus(name: AppName) {
  const [row] = await env.t.app.database.db.select({ s: applications.status }).from(applications).where(eq(applications.id, fx.app[name]));
  return row?.s;
}

/** A draft on `name` by the hiring member, then submitted, approved by the hiring manager and (when `send`) sent. */
async function approvedOffer(name: AppName, send = true): Promise<number> {
  await toInterview(name);
  const created = await env.send('POST', `/api/v1/applications/${fx.app[name]}/offers`, OFFER, 'hiring_member');
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as number;
  expect((await env.send('POST', `/api/v1/offers/${id}/submit`, undefined, 'hiring_member')).status).toBe(200);
  const approved = await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager');
  expect(approved.json.status).toBe('approved');
  if (send) expect((await env.send('POST', `/api/v1/offers/${id}/send`, undefined, 'hiring_member')).status).toBe(200);
  return id;
}

describe('an offer from draft to hired', () => {
  it('is drafted, approved, sent, read as a PDF and accepted; the application is hired; both histories show it', async () => {
    await toInterview('seekerA');
    const created = await env.send('POST', `/api/v1/applications/${fx.app.seekerA}/offers`, OFFER, 'hiring_member');
    expect(created.status, created.text).toBe(201);
    const offer = created.json;
    expect(offer.status).toBe('draft');
    expect(offer.language).toBe('en');
    expect(offer.letter).toContain('Dear Sam');
    expect(offer.letter).toContain('$52,000 per year');
    expect(offer.can).toMatchObject({ edit: true, submit: true, send: false });

    // A second draft on the same application is refused while this one is open.
    const again = await env.send('POST', `/api/v1/applications/${fx.app.seekerA}/offers`, OFFER, 'hiring_manager');
    expect(again.status).toBe(400);
    expect(again.json.non_field_errors[0]).toMatch(/already has an open offer/);

    // Not sendable before approval.
    expect((await env.send('POST', `/api/v1/offers/${offer.id}/send`, undefined, 'hiring_member')).status).toBe(400);
    const submitted = await env.send('POST', `/api/v1/offers/${offer.id}/submit`, undefined, 'hiring_member');
    expect(submitted.json.status).toBe('awaiting_approval');
    // The hiring member does not approve; the organisation's hiring manager does.
    expect((await env.send('POST', `/api/v1/offers/${offer.id}/approve`, undefined, 'hiring_member')).status).toBe(403);
    const approved = await env.send('POST', `/api/v1/offers/${offer.id}/approve`, undefined, 'hiring_manager');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect(approved.json.manager_approval.by.name).toBeTruthy();

    const sent = await env.send('POST', `/api/v1/offers/${offer.id}/send`, undefined, 'hiring_member');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.status).toBe('sent');
    expect(sent.json.application_status).toBe('offered');
    expect(await appStatus('seekerA')).toBe('offered');
    // Sent twice: refused.
    expect((await env.send('POST', `/api/v1/offers/${offer.id}/send`, undefined, 'hiring_member')).status).toBe(400);

    const mail = await lastMailTo(env.t, 'seeker@demo.test');
    expect(mail.subject).toBe('Your job offer from Northstar Logistics');
    expect(mail.text).toContain('Data Analyst II');
    expect(mail.links.some((l) => l.endsWith('/application'))).toBe(true);
    const db = env.t.app.database.db;
    const seekerId = await userIdOf(db, fx.tenantId, 'seeker@demo.test');
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seekerId), eq(notifications.messageKey, 'offer_sent')));
    expect(told).toHaveLength(1);
    // The expiry waits in the queue for the end of the last day.
    const jobs = (await db.execute(
      sql`SELECT start_after FROM pgboss.job WHERE name = 'offer-expiry' AND data->>'offerId' = ${String(offer.id)}`,
    )) as unknown as { rows: { start_after: string }[] };
    expect(jobs.rows).toHaveLength(1);
    // The end of the last day where the tenant is (the demo tenant: New York).
    expect(new Date(jobs.rows[0]!.start_after).toISOString()).toBe(endOfDayIn(inDays(10), 'America/New_York').toISOString());

    // The job seeker sees it, downloads the letter and accepts.
    const mine = await env.get('/api/v1/me/offers', 'seeker');
    const my = mine.json.results.find((o: { id: number }) => o.id === offer.id);
    expect(my).toMatchObject({ status: 'sent', can_answer: true, application_id: fx.app.seekerA });
    const pdf = await env.get(`/api/v1/me/offers/${offer.id}/letter`, 'seeker');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toMatch(/attachment; filename="offer-northstar-logistics-data-analyst-ii\.pdf"/);

    const accepted = await env.send('POST', `/api/v1/me/offers/${offer.id}/accept`, undefined, 'seeker');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted', can_answer: false });
    expect(accepted.json.history.map((h: { action: string }) => h.action)).toEqual(['sent', 'accepted']);
    expect(await appStatus('seekerA')).toBe('hired');
    const twice = await env.send('POST', `/api/v1/me/offers/${offer.id}/accept`, undefined, 'seeker');
    expect(twice.status).toBe(400);
    expect((await env.send('POST', `/api/v1/me/offers/${offer.id}/decline`, {}, 'seeker')).status).toBe(400);

    // The staff history: who and when for every step; the application's history: offered, then hired by the job seeker.
    const staffView = await env.get(`/api/v1/offers/${offer.id}`, 'hiring_manager');
    expect(staffView.json.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'submitted',
      'manager_approved',
      'sent',
      'accepted',
    ]);
    expect(staffView.json.history.at(-1)).toMatchObject({ by_job_seeker: true, by: { user_id: seekerId } });
    const application = await env.get(`/api/v1/applications/${fx.app.seekerA}`, 'hiring_manager');
    expect(application.json.history.slice(-2).map((h: { to_status: string }) => h.to_status)).toEqual(['offered', 'hired']);
    const seekerApp = await env.get(`/api/v1/me/applications/${fx.app.seekerA}`, 'seeker');
    expect(seekerApp.json.status).toBe('hired');
  });

  it('accepting twice at once hires once: one answer is 200, the other 400', async () => {
    const id = await approvedOffer('seekerB');
    const answers = await Promise.all([
      env.send('POST', `/api/v1/me/offers/${id}/accept`, undefined, 'seeker'),
      env.send('POST', `/api/v1/me/offers/${id}/accept`, undefined, 'seeker'),
      env.send('POST', `/api/v1/me/offers/${id}/decline`, { reason: 'x' }, 'seeker'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const db = env.t.app.database.db;
    const [row] = await db.select().from(offers).where(eq(offers.id, id));
    const hist = await env.get(`/api/v1/applications/${fx.app.seekerB}`, 'admin');
    const answered = hist.json.history.filter((h: { to_status: string }) => h.to_status === 'hired' || h.to_status === 'declined');
    expect(answered).toHaveLength(1);
    expect(answered[0].to_status).toBe(row!.status === 'accepted' ? 'hired' : 'declined');
  });
});

describe('approval', () => {
  it('a change after approval takes the approval back; it must be approved again before it is sent', async () => {
    const id = await approvedOffer('formulaA', false);
    const changed = await env.send('PATCH', `/api/v1/offers/${id}`, { pay_amount: 55000 }, 'hiring_member');
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ status: 'awaiting_approval', manager_approval: null, pay_amount: 55000 });
    expect(changed.json.letter).toContain('$55,000 per year');
    expect(changed.json.history.at(-1)).toMatchObject({ action: 'returned', from_status: 'approved', to_status: 'awaiting_approval' });
    expect((await env.send('POST', `/api/v1/offers/${id}/send`, undefined, 'hiring_member')).status).toBe(400);
    // Withdrawn, it is closed: no change, no approval.
    expect((await env.send('POST', `/api/v1/offers/${id}/withdraw`, { reason: 'Budget moved' }, 'hiring_manager')).json.status).toBe(
      'withdrawn',
    );
    expect((await env.send('PATCH', `/api/v1/offers/${id}`, { title: 'x' }, 'hiring_member')).status).toBe(400);
    expect((await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager')).status).toBe(400);
  });

  it('when the program asks for it, a program manager approves after the hiring manager', async () => {
    expect((await env.send('PUT', '/api/v1/offers/settings', { program_approval: true }, 'hiring_manager')).status).toBe(403);
    expect((await env.send('PUT', '/api/v1/offers/settings', { program_approval: true }, 'program_manager')).json).toEqual({
      program_approval: true,
    });
    try {
      await toInterview('strongA');
      const created = await env.send('POST', `/api/v1/applications/${fx.app.strongA}/offers`, OFFER, 'hiring_manager');
      const id = created.json.id as number;
      const submitted = await env.send('POST', `/api/v1/offers/${id}/submit`, undefined, 'hiring_manager');
      expect(submitted.json.needs_program_approval).toBe(true);
      const first = await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager');
      expect(first.json.status).toBe('awaiting_approval');
      expect((await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager')).status).toBe(400);
      expect((await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'concierge')).status).toBe(403);
      const second = await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'program_manager');
      expect(second.json.status).toBe('approved');
      expect(second.json.program_approval.by.name).toBeTruthy();
      expect(second.json.history.map((h: { action: string }) => h.action)).toEqual([
        'created',
        'submitted',
        'manager_approved',
        'program_approved',
      ]);
      // The concierge reads it (program-wide), but cannot act on it.
      const read = await env.get(`/api/v1/offers/${id}`, 'concierge');
      expect(read.json.can).toEqual({ edit: false, submit: false, approve: false, send: false, withdraw: false });
      // The application rejected: its open offer is withdrawn with it.
      const rejected = await env.send(
        'POST',
        `/api/v1/applications/${fx.app.strongA}/status`,
        { status: 'rejected', reason: 'Role filled' },
        'hiring_manager',
      );
      expect(rejected.status).toBe(200);
      expect((await env.get(`/api/v1/offers/${id}`, 'admin')).json.status).toBe('withdrawn');
    } finally {
      await env.send('PUT', '/api/v1/offers/settings', { program_approval: false }, 'admin');
    }
  });
});

describe('checks', () => {
  it('refuses bad fields per field, and an application before its interview stage', async () => {
    await toInterview('tieA');
    const bad = await env.send(
      'POST',
      `/api/v1/applications/${fx.app.tieA}/offers`,
      { ...OFFER, pay_currency: 'ZZZ', expires_on: '2020-01-01', start_date: '2026-02-30' },
      'hiring_member',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['expires_on', 'pay_currency', 'start_date']);
    const early = await env.send('POST', `/api/v1/applications/${fx.app.weakA}/offers`, OFFER, 'hiring_member');
    expect(early.status).toBe(400);
    expect(early.json.non_field_errors[0]).toMatch(/after the interview stage/);
  });

  it('templates: the hiring manager writes the letter in French; the job seeker who reads French gets it', async () => {
    expect((await env.get('/api/v1/offers/templates', 'admin')).status).toBe(403);
    const missing = await env.send('PUT', '/api/v1/offers/templates/fr', { body: 'Bonjour' }, 'hiring_manager');
    expect(missing.status).toBe(400);
    expect(missing.json.body).toHaveLength(1);
    expect((await env.send('PUT', '/api/v1/offers/templates/fr', { body: 'Bonjour {{candidate_name}}' }, 'hiring_member')).status).toBe(
      403,
    );
    const saved = await env.send(
      'PUT',
      '/api/v1/offers/templates/fr',
      { body: 'Bonjour {{candidate_name}}, {{pay}} dès le {{start_date}}.' },
      'hiring_manager',
    );
    expect(saved.status).toBe(200);
    expect(saved.json.results.find((r: { language: string }) => r.language === 'fr')).toMatchObject({ is_default: false });
    expect((await env.get('/api/v1/offers/templates', 'hiring_member')).json.results).toHaveLength(3);
    const db = env.t.app.database.db;
    const { users } = await import('../db/schema.ts');
    await db.update(users).set({ language: 'fr' }).where(eq(users.email, 'tie@example.com'));
    await toInterview('tieA');
    const created = await env.send('POST', `/api/v1/applications/${fx.app.tieA}/offers`, OFFER, 'hiring_member');
    expect(created.json.language).toBe('fr');
    expect(created.json.letter).toMatch(/^Bonjour Tia Tie, 52\s000\s\$US par an dès le/);
  });
});

describe('the last day', () => {
  it("ends at midnight in the tenant's time zone, across a daylight-saving change", async () => {
    const db = env.t.app.database.db;
    const [before] = await db.select({ zone: tenants.timeZone }).from(tenants).where(eq(tenants.id, fx.tenantId));
    await db.update(tenants).set({ timeZone: 'Europe/Paris' }).where(eq(tenants.id, fx.tenantId));
    try {
      await toInterview('strongB');
      // Paris moves to summer time on 28 March 2027: the 27th ends at 23:00 UTC, the 28th at 22:00 UTC.
      const created = await env.send(
        'POST',
        `/api/v1/applications/${fx.app.strongB}/offers`,
        { ...OFFER, expires_on: '2027-03-27', start_date: '2027-05-03' },
        'hiring_member',
      );
      expect(created.status, created.text).toBe(201);
      const id = created.json.id as number;
      const stored = async () => (await db.select({ at: offers.expiresAt }).from(offers).where(eq(offers.id, id)))[0]!.at.toISOString();
      expect(await stored()).toBe('2027-03-27T23:00:00.000Z');
      expect((await env.send('PATCH', `/api/v1/offers/${id}`, { expires_on: '2027-03-28' }, 'hiring_member')).status).toBe(200);
      expect(await stored()).toBe('2027-03-28T22:00:00.000Z');
      // Today, where the tenant is, is still open; yesterday is not.
      const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
      const past = await env.send('PATCH', `/api/v1/offers/${id}`, { expires_on: yesterday }, 'hiring_member');
      expect(past.status).toBe(400);
      expect(Object.keys(past.json)).toEqual(['expires_on']);
      await env.send('POST', `/api/v1/offers/${id}/withdraw`, {}, 'hiring_member');
    } finally {
      await db.update(tenants).set({ timeZone: before!.zone }).where(eq(tenants.id, fx.tenantId));
    }
  });
});

describe('ends', () => {
  it('an offer past its last day expires through its job, once, and the team is told', async () => {
    await env.t.app.database.db.update(applications).set({ status: 'interview' }).where(eq(applications.id, fx.app.weakA));
    const created = await env.send('POST', `/api/v1/applications/${fx.app.weakA}/offers`, OFFER, 'hiring_member');
    const id = created.json.id as number;
    await env.send('POST', `/api/v1/offers/${id}/submit`, undefined, 'hiring_member');
    await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager');
    await env.send('POST', `/api/v1/offers/${id}/send`, undefined, 'hiring_member');
    const db = env.t.app.database.db;
    expect(await expireOffer(db, { tenantId: fx.tenantId, offerId: id })).toBe(false);
    await db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, id));
    expect(await expireOffer(db, { tenantId: fx.tenantId, offerId: id })).toBe(true);
    expect(await expireOffer(db, { tenantId: fx.tenantId, offerId: id })).toBe(false);
    const view = await env.get(`/api/v1/offers/${id}`, 'hiring_manager');
    expect(view.json.status).toBe('expired');
    expect(view.json.history.at(-1)).toMatchObject({ action: 'expired', by: null });
    const managerId = await userIdOf(db, fx.tenantId, 'manager@demo.test');
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, managerId), eq(notifications.messageKey, 'offer_expired')));
    expect(told.length).toBeGreaterThanOrEqual(1);
    // Staff news of an offer has its own type (not an application's "feedback"), naming the application.
    expect(told.every((n) => n.modelType === 'offer' && n.applicationId === fx.app.weakA)).toBe(true);
    const bell = await env.get('/api/v1/notifications/all?page=1', 'hiring_manager');
    expect(bell.status).toBe(200);
    expect(bell.json.data.data.find((n: { model_type: string }) => n.model_type === 'offer')).toMatchObject({
      feedback: { application_id: fx.app.weakA },
    });
    const seekerNote = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.applicationId, fx.app.weakA), eq(notifications.messageKey, 'offer_expired_seeker')));
    expect(seekerNote.map((n) => n.modelType)).toEqual(['feedback']);
    expect((await env.send('POST', `/api/v1/me/offers/${id}/accept`, undefined, 'seeker')).status).toBe(404);
  });

  it('the job seeker withdrawing the application withdraws its sent offer; declining through the application declines it', async () => {
    // A fresh interview-stage application of the demo job seeker on job B (its earlier offer was answered).
    const db = env.t.app.database.db;
    await db.update(applications).set({ status: 'interview' }).where(eq(applications.id, fx.app.seekerB));
    const created = await env.send('POST', `/api/v1/applications/${fx.app.seekerB}/offers`, OFFER, 'admin');
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    await env.send('POST', `/api/v1/offers/${id}/submit`, undefined, 'admin');
    await env.send('POST', `/api/v1/offers/${id}/approve`, undefined, 'hiring_manager');
    expect((await env.send('POST', `/api/v1/offers/${id}/send`, undefined, 'admin')).status).toBe(200);
    const withdrawn = await env.send('POST', `/api/v1/me/applications/${fx.app.seekerB}/withdraw`, {}, 'seeker');
    expect(withdrawn.status, withdrawn.text).toBe(200);
    const view = await env.get(`/api/v1/offers/${id}`, 'hiring_manager');
    expect(view.json.status).toBe('withdrawn');
    expect(view.json.history.at(-1)).toMatchObject({ action: 'withdrawn', by_job_seeker: true });
    expect((await outbox(env.t)).length).toBeGreaterThan(0);
  });
});
