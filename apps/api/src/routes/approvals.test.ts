// Organisations' sign-ups and their approval (issue 11 §2): the four sign-ups, program staff told with
// their own review link, approval and rejection through the link or the console's queue, suspension and
// restore, the applicant's status page, the sign-in refusals and the audit log.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organisations, users } from '../db/schema.ts';
import { lastMailTo, outbox, request, signIn, startApp, tokenFromLink, type TestApp } from '../test/helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const strong = 'Correct-Horse-42';

beforeAll(async () => {
  t = await startApp();
  for (const [who, email] of Object.entries({
    admin: 'admin@demo.test',
    concierge: 'concierge@demo.test',
    programs: 'programs@demo.test',
    auditor: 'auditor@demo.test',
    manager: 'manager@demo.test',
  }))
    tokens[who] = (await signIn(t, email)).access;
});
afterAll(async () => t?.close());

async function signUp(email: string, name: string, userType = 'employer', extra: Record<string, string> = {}) {
  return request(t, {
    path: '/api/v1/register',
    multipart: { email, password: strong, first_name: 'Orla', last_name: 'Owner', user_type: userType, organisation_name: name, ...extra },
  });
}

async function organisationNamed(name: string) {
  const [row] = await t.app.database.db.select().from(organisations).where(eq(organisations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row;
}

function decide(id: number, body: Record<string, string>, token = tokens.admin) {
  return request(t, { method: 'POST', path: `/api/v1/approvals/${id}/decision`, token, body });
}

function tryToken(email: string) {
  return request(t, { path: '/api/v1/token', body: { username: email, password: strong } });
}

describe('sign-ups', () => {
  it.each([
    ['employer', 1],
    ['corporate_partner', 1],
    ['skilling_partner', 2],
    ['nonprofit_partner', 2],
  ] as const)('a %s signs up pending with its first user (role %i), who verifies their email and waits', async (kind, role) => {
    const email = `first.${kind}@example.com`;
    const name = `First ${kind} Org`;
    const res = await signUp(email, name, kind, { website: 'https://first.example.com', phone: '+1 404 555 0111' });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/awaiting approval/);
    const org = await organisationNamed(name);
    expect(org).toMatchObject({
      kind,
      status: 'pending',
      website: 'https://first.example.com',
      contactEmail: email,
      contactPhone: '+1 404 555 0111',
    });
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isUser: false, roleId: role, organisationId: org.id, emailVerified: false });
    expect((await lastMailTo(t, email)).links[0]).toMatch(/\/verifyEmail\?token=/);
    const status = await request(t, { path: `/api/v1/organisation-status?token=${encodeURIComponent(res.json.data.status_token)}` });
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      name,
      kind,
      status: 'pending',
      status_reason: null,
      concierge: { email: expect.any(String), phone: expect.any(String) },
    });
    expect(status.json.concierge.phone).not.toBe('');
    const refused = await tryToken(email);
    expect(refused.status).toBe(401);
    expect(refused.json.detail).toMatch(/organisation’s sign-up is awaiting approval/);
  });

  it('needs an organisation name, unique in the tenant whatever the case, and creates nothing otherwise', async () => {
    const blank = await signUp('blank.org@example.com', '  ');
    expect(blank.status).toBe(400);
    expect(blank.json.data.organisation_name).toEqual(['This field may not be blank.']);
    const taken = await signUp('taken.org@example.com', 'SUNRISE staffing');
    expect(taken.status).toBe(400);
    expect(taken.json.data.organisation_name).toEqual(['An organisation with this name already exists.']);
    const none = await t.app.database.db.select().from(users).where(eq(users.email, 'taken.org@example.com'));
    expect(none).toEqual([]);
  });

  it('tells every program staff member (admin, 6, 7) by notification and by email with their own review link', async () => {
    const res = await signUp('told@example.com', 'Told Org');
    expect(res.status).toBe(201);
    const links = new Set<string>();
    for (const [who, email] of [
      ['admin', 'admin@demo.test'],
      ['concierge', 'concierge@demo.test'],
      ['programs', 'programs@demo.test'],
    ] as const) {
      const mail = (await outbox(t)).filter((m) => m.to === email && m.subject.includes('Told Org')).at(-1);
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/approval1\?token=/);
      links.add(mail!.links[0]!);
      const list = await request(t, { path: '/api/v1/notifications/all', token: tokens[who] });
      expect(JSON.stringify(list.json)).toContain('Told Org signed up and is waiting for approval.');
    }
    expect(links.size).toBe(3);
    const others = (await outbox(t)).filter((m) => m.subject.includes('Told Org') && m.to !== 'told@example.com');
    expect(others.map((m) => m.to).sort()).toEqual(['admin@demo.test', 'concierge@demo.test', 'programs@demo.test']);
  });
});

describe('the review link (/approval1, /approve)', () => {
  it('shows the organisation, approves it once, and the applicant signs in', async () => {
    await signUp('linked@example.com', 'Linked Org');
    const mail = (await outbox(t)).filter((m) => m.to === 'concierge@demo.test' && m.subject.includes('Linked Org')).at(-1)!;
    const token = tokenFromLink(mail.links[0]!);
    const shown = await request(t, { path: `/api/v1/approval-review?token=${encodeURIComponent(token)}` });
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({
      used: false,
      organisation: { name: 'Linked Org', status: 'pending', people: [{ email: 'linked@example.com', email_verified: false }] },
    });
    const acted = await request(t, { method: 'POST', path: '/api/v1/approval-review', body: { token, decision: 'approve' } });
    expect(acted.status).toBe(200);
    expect(acted.json).toMatchObject({ used: true, organisation: { status: 'approved' } });
    const again = await request(t, { method: 'POST', path: '/api/v1/approval-review', body: { token, decision: 'reject', reason: 'No' } });
    expect(again.status).toBe(400);
    expect(again.json.token).toEqual(['This link has already been used.']);
    // The result page still reads the used link.
    expect((await request(t, { path: `/api/v1/approval-review?token=${encodeURIComponent(token)}` })).json).toMatchObject({
      used: true,
      organisation: { status: 'approved' },
    });
    // Another staff member's link finds it decided.
    const other = (await outbox(t)).filter((m) => m.to === 'admin@demo.test' && m.subject.includes('Linked Org')).at(-1)!;
    const late = await request(t, {
      method: 'POST',
      path: '/api/v1/approval-review',
      body: { token: tokenFromLink(other.links[0]!), decision: 'reject', reason: 'Late' },
    });
    expect(late.status).toBe(409);
    expect(late.json.detail).toMatch(/approved/);
    expect((await tryToken('linked@example.com')).status).toBe(200);
    expect((await lastMailTo(t, 'linked@example.com')).links[0]).toBe('http://localhost/login');
    const org = await organisationNamed('Linked Org');
    const [entry] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.organisationId, org.id));
    expect(entry).toMatchObject({
      action: 'organisation.approve',
      actorUserId: null,
      details: { from: 'pending', to: 'approved', via: 'review_link' },
    });
    expect(entry?.ipAddress).not.toBe('');
  });

  it('refuses an unknown or altered token, and a rejection without a reason (the link stays usable)', async () => {
    await signUp('altered@example.com', 'Altered Org');
    const mail = (await outbox(t)).filter((m) => m.to === 'programs@demo.test' && m.subject.includes('Altered Org')).at(-1)!;
    const token = tokenFromLink(mail.links[0]!);
    const [, secret] = token.split('.');
    const altered = await request(t, { path: `/api/v1/approval-review?token=${encodeURIComponent(`1.${secret}`)}` });
    expect(altered.status).toBe(400);
    expect(altered.json.token).toEqual(['This link is invalid.']);
    const noReason = await request(t, {
      method: 'POST',
      path: '/api/v1/approval-review',
      body: { token, decision: 'reject', reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.reason).toBeDefined();
    const rejected = await request(t, {
      method: 'POST',
      path: '/api/v1/approval-review',
      body: { token, decision: 'reject', reason: 'We could not reach you.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.organisation).toMatchObject({ status: 'rejected', status_reason: 'We could not reach you.' });
  });
});

describe('the approvals queue and its decisions', () => {
  it('lists the tenant’s organisations, newest first, with status, kind and word filters', async () => {
    const pending = await request(t, { path: '/api/v1/approvals?status=pending&page_size=100', token: tokens.concierge });
    expect(pending.status).toBe(200);
    const names = (pending.json.results as { name: string; status: string }[]).map((r) => r.name);
    expect(names).toContain('Sunrise Staffing');
    expect(new Set((pending.json.results as { status: string }[]).map((r) => r.status))).toEqual(new Set(['pending']));
    const partners = await request(t, { path: '/api/v1/approvals?kind=skilling_partner&q=first', token: tokens.programs });
    expect((partners.json.results as { name: string }[]).map((r) => r.name)).toEqual(['First skilling_partner Org']);
    const detail = await request(t, { path: `/api/v1/approvals/${pending.json.results[0].id}`, token: tokens.admin });
    expect(detail.status).toBe(200);
    expect(detail.json.people.length).toBeGreaterThan(0);
  });

  it('is for admin, concierge members and program managers only', async () => {
    for (const who of ['auditor', 'manager']) {
      expect((await request(t, { path: '/api/v1/approvals', token: tokens[who] })).status).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/approvals' })).status).toBe(401);
  });

  it('rejects with a reason the applicant reads with the concierge’s contacts; sign-in says so', async () => {
    const res = await signUp('turned.down@example.com', 'Turned Down Org', 'nonprofit_partner');
    const org = await organisationNamed('Turned Down Org');
    const blank = await decide(org.id, { decision: 'reject' });
    expect(blank.status).toBe(400);
    expect(blank.json.reason).toBeDefined();
    const rejected = await decide(org.id, { decision: 'reject', reason: 'Your charity number did not check out.' }, tokens.programs);
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', status_reason: 'Your charity number did not check out.' });
    const mail = await lastMailTo(t, 'turned.down@example.com');
    expect(mail.text).toContain('Your charity number did not check out.');
    expect(mail.links[0]).toMatch(/\/rejected\?token=/);
    for (const token of [res.json.data.status_token as string, tokenFromLink(mail.links[0]!)]) {
      const page = await request(t, { path: `/api/v1/organisation-status?token=${encodeURIComponent(token)}` });
      expect(page.json).toMatchObject({ status: 'rejected', status_reason: 'Your charity number did not check out.' });
    }
    const refused = await tryToken('turned.down@example.com');
    expect(refused.status).toBe(401);
    expect(refused.json.detail).toMatch(/was not approved/);
    expect((await decide(org.id, { decision: 'approve' })).status).toBe(409);
  });

  it('suspends (sessions end, sign-in refused) and restores, each in the audit log with who and from where', async () => {
    await signUp('suspended@example.com', 'Suspended Org', 'corporate_partner');
    const org = await organisationNamed('Suspended Org');
    expect((await decide(org.id, { decision: 'restore' })).status).toBe(409);
    expect((await decide(org.id, { decision: 'approve' }, tokens.concierge)).status).toBe(200);
    const session = await signIn(t, 'suspended@example.com', undefined, strong);
    expect((await request(t, { path: '/api/v1/user/session', token: session.access })).status).toBe(200);
    const suspended = await decide(org.id, { decision: 'suspend', reason: 'Unpaid program fee.' });
    expect(suspended.json).toMatchObject({ status: 'suspended', status_reason: 'Unpaid program fee.' });
    expect((await request(t, { path: '/api/v1/user/session', token: session.access })).status).toBe(401);
    const refresh = await request(t, { path: '/api/v1/token/refresh', body: { refresh: session.refresh } });
    expect(refresh.status).toBe(401);
    const refused = await tryToken('suspended@example.com');
    expect(refused.status).toBe(401);
    expect(refused.json.detail).toMatch(/suspended/);
    expect((await decide(org.id, { decision: 'restore' }, tokens.programs)).json).toMatchObject({
      status: 'approved',
      status_reason: null,
    });
    expect((await tryToken('suspended@example.com')).status).toBe(200);
    const entries = await t.app.database.db
      .select()
      .from(auditLog)
      // Its people's sign-ins are in the log too (issue 14); the decisions are the organisation.* entries.
      .where(and(eq(auditLog.organisationId, org.id), like(auditLog.action, 'organisation.%')))
      .orderBy(desc(auditLog.id));
    const ids = await t.app.database.db.select().from(users).where(eq(users.tenantId, org.tenantId));
    const byEmail = (email: string) => ids.find((u) => u.email === email)?.id;
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['organisation.restore', byEmail('programs@demo.test')],
      ['organisation.suspend', byEmail('admin@demo.test')],
      ['organisation.approve', byEmail('concierge@demo.test')],
    ]);
    expect(entries[1]?.details).toEqual({ from: 'approved', to: 'suspended', reason: 'Unpaid program fee.' });
    for (const e of entries) expect(e.ipAddress).toMatch(/127\.0\.0\.1/);
  });

  it('never reaches another tenant’s organisation', async () => {
    const org = await organisationNamed('Sunrise Staffing');
    const acme = (await signIn(t, 'admin@acme.test', 'acme.localhost')).access;
    const read = await request(t, { path: `/api/v1/approvals/${org.id}`, token: acme, host: 'acme.localhost' });
    expect(read.status).toBe(404);
    const act = await request(t, {
      method: 'POST',
      path: `/api/v1/approvals/${org.id}/decision`,
      token: acme,
      host: 'acme.localhost',
      body: { decision: 'approve' },
    });
    expect(act.status).toBe(404);
    expect((await organisationNamed('Sunrise Staffing')).status).toBe('pending');
  });
});
