// Teams (issue 11 §3) over HTTP: who may manage which team (own organisation, every organisation, the
// program staff), invitations from the mail to the first sign-in, resend and revoke, role changes,
// deactivation ending every session at once (refresh, access and sockets) and reactivation, the audit
// log, and /setpassword ending the user's other sessions. Also the access walk of every team operation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { auditLog, organisations, teamInvitations, users } from '../db/schema.ts';
import { NotificationSocketClient } from '../test/notification-socket-client.ts';
import { ACME, lastMailTo, PASSWORD, request, signIn, startApp, tenantIdOf, tokenFromLink, type TestApp } from '../test/helpers.ts';
import { STAFF } from '../test/staff-fixtures.ts';

let t: TestApp;
let db: Db;
let demo: number;
const tokens: Record<string, string> = {};
const orgs: Record<string, number> = {};

async function orgId(name: string): Promise<number> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, demo), eq(organisations.name, name)));
  return row!.id;
}

async function userId(email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, demo), eq(users.email, email)));
  return row!.id;
}

const invite = (token: string | undefined, team: string, body: Record<string, unknown>) =>
  request(t, { path: `/api/v1/teams/${team}/invitations`, token, body });

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.manager2 = (await signIn(t, 'manager2@demo.test')).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  orgs.northstar = await orgId('Northstar Logistics');
  orgs.ledgerline = await orgId('Ledgerline Finance');
  orgs.bridgeway = await orgId('Bridgeway Skills Academy');
});

afterAll(async () => t?.close());

describe('members', () => {
  it('a hiring manager sees their own employer’s team only; program staff see every employer’s, or one', async () => {
    const own = await request(t, { path: '/api/v1/teams/hiring/members', token: tokens.hiring_manager });
    expect(own.status).toBe(200);
    const emails = (own.json.results as { email: string }[]).map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining(['manager@demo.test', 'member@demo.test']));
    expect(emails).not.toContain('manager2@demo.test');
    expect(own.json.results[0].organisation).toEqual({ id: orgs.northstar, name: 'Northstar Logistics' });

    const other = await request(t, {
      path: `/api/v1/teams/hiring/members?organisation_id=${orgs.ledgerline}`,
      token: tokens.hiring_manager,
    });
    expect(other.status).toBe(404);

    const all = await request(t, { path: '/api/v1/teams/hiring/members?page_size=100', token: tokens.concierge });
    expect((all.json.results as { email: string }[]).map((m) => m.email)).toEqual(
      expect.arrayContaining(['manager@demo.test', 'manager2@demo.test']),
    );
    const one = await request(t, { path: `/api/v1/teams/hiring/members?organisation_id=${orgs.ledgerline}`, token: tokens.admin });
    expect((one.json.results as { email: string }[]).map((m) => m.email)).toEqual(['manager2@demo.test']);
    // A partner is not an employer: not found in the hiring team.
    expect((await request(t, { path: `/api/v1/teams/hiring/members?organisation_id=${orgs.bridgeway}`, token: tokens.admin })).status).toBe(
      404,
    );
  });

  it('the recruiter sees their partner’s recruiters; the admin sees the program staff', async () => {
    const partner = await request(t, { path: '/api/v1/teams/partner/members', token: tokens.recruiter });
    expect((partner.json.results as { email: string }[]).map((m) => m.email).sort()).toEqual([
      'recruiter.member@demo.test',
      'recruiter@demo.test',
    ]);
    const program = await request(t, { path: '/api/v1/teams/program/members?page_size=100', token: tokens.admin });
    const emails = (program.json.results as { email: string; role_id: number }[]).map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining(['auditor@demo.test', 'concierge@demo.test', 'programs@demo.test']));
    expect(emails).not.toContain('admin@demo.test');
  });
});

describe('invitations', () => {
  it('invite → mail with a single-use link → the person sets a password and lands signed in, in the right organisation', async () => {
    const res = await invite(tokens.hiring_manager, 'hiring', {
      email: 'New.Member@Example.com',
      first_name: 'Nia',
      last_name: 'New',
      role_id: 4,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'new.member@example.com', role_id: 4, expired: false, organisation: { id: orgs.northstar } });
    const listed = await request(t, { path: '/api/v1/teams/hiring/invitations', token: tokens.hiring_manager });
    expect((listed.json.results as { email: string }[]).map((i) => i.email)).toContain('new.member@example.com');
    // Another employer's manager does not see it.
    const elsewhere = await request(t, { path: '/api/v1/teams/hiring/invitations', token: tokens.manager2 });
    expect((elsewhere.json.results as { email: string }[]).map((i) => i.email)).not.toContain('new.member@example.com');

    const mail = await lastMailTo(t, 'new.member@example.com');
    expect(mail.subject).toContain('Northstar Logistics');
    // Account mail: it carries the one-click unsubscribe and the preferences link (issue 16), and always goes.
    expect((mail as typeof mail & { headers?: Record<string, string> }).headers?.['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(mail.links.some((l) => new URL(l).pathname === '/unsubscribeConfirm')).toBe(true);
    const link = mail.links[0]!;
    expect(new URL(link).pathname).toBe('/setpasswordpartner');
    const token = tokenFromLink(link);

    const preview = await request(t, { path: '/api/v1/invitation/lookup', body: { token } });
    expect(preview.json).toMatchObject({ email: 'new.member@example.com', organisation_name: 'Northstar Logistics', role_id: 4 });
    const weak = await request(t, { path: '/api/v1/invitation/accept', body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.json.password).toBeDefined();
    const ok = await request(t, { path: '/api/v1/invitation/accept', body: { token, password: 'Brand-new-Pass-7' } });
    expect(ok.status).toBe(200);
    const me = await request(t, { path: '/api/v1/user/session', token: ok.json.access as string });
    expect(me.json).toMatchObject({ role_id: 4, is_user: false });
    const [row] = await db.select().from(users).where(eq(users.email, 'new.member@example.com'));
    expect(row).toMatchObject({ organisationId: orgs.northstar, roleId: 4, emailVerified: true });
    // Single use.
    const again = await request(t, { path: '/api/v1/invitation/accept', body: { token, password: 'Brand-new-Pass-8' } });
    expect(again.status).toBe(400);
    expect(again.json.token).toBeDefined();
    await signIn(t, 'new.member@example.com', undefined, 'Brand-new-Pass-7');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.invite'), eq(auditLog.targetId, res.json.id as number)));
    expect(audit).toMatchObject({ tenantId: demo, organisationId: orgs.northstar });
  });

  it('refuses a role outside the team, an address with an account, a second open invitation, and program staff without an organisation', async () => {
    const role = await invite(tokens.hiring_manager, 'hiring', { email: 'x1@example.com', first_name: 'X', last_name: 'One', role_id: 2 });
    expect(role.json.role_id).toBeDefined();
    const taken = await invite(tokens.hiring_manager, 'hiring', { email: 'member@demo.test', first_name: 'M', last_name: 'M', role_id: 4 });
    expect(taken.json.email).toEqual(['A user with this email already exists.']);
    expect(
      (await invite(tokens.hiring_manager, 'hiring', { email: 'twice@example.com', first_name: 'T', last_name: 'W', role_id: 4 })).status,
    ).toBe(201);
    const twice = await invite(tokens.manager2, 'hiring', { email: 'TWICE@example.com', first_name: 'T', last_name: 'W', role_id: 1 });
    expect(twice.status).toBe(400);
    const noOrg = await invite(tokens.admin, 'hiring', { email: 'x2@example.com', first_name: 'X', last_name: 'Two', role_id: 1 });
    expect(noOrg.json.organisation_id).toBeDefined();
    const other = await invite(tokens.hiring_manager, 'hiring', {
      email: 'x3@example.com',
      first_name: 'X',
      last_name: 'Three',
      role_id: 4,
      organisation_id: orgs.ledgerline,
    });
    expect(other.status).toBe(404);
    const program = await invite(tokens.admin, 'program', { email: 'desk@example.com', first_name: 'Dee', last_name: 'Desk', role_id: 6 });
    expect(program.status).toBe(201);
    expect(program.json.organisation).toBeNull();
  });

  it('resend replaces the link (the old one stops working); revoke ends it', async () => {
    const made = await invite(tokens.recruiter, 'partner', {
      email: 'coach@example.com',
      first_name: 'Cora',
      last_name: 'Coach',
      role_id: 5,
    });
    expect(made.status).toBe(201);
    const first = tokenFromLink((await lastMailTo(t, 'coach@example.com')).links[0]!);
    const resent = await request(t, {
      path: `/api/v1/teams/partner/invitations/${made.json.id}/resend`,
      token: tokens.recruiter,
      body: undefined,
      method: 'POST',
    });
    expect(resent.status).toBe(200);
    const second = tokenFromLink((await lastMailTo(t, 'coach@example.com')).links[0]!);
    expect(second).not.toBe(first);
    expect((await request(t, { path: '/api/v1/invitation/lookup', body: { token: first } })).status).toBe(400);
    expect((await request(t, { path: '/api/v1/invitation/lookup', body: { token: second } })).status).toBe(200);
    // Another partner's manager (the admin may) — the hiring manager may not touch it.
    expect(
      (await request(t, { method: 'DELETE', path: `/api/v1/teams/partner/invitations/${made.json.id}`, token: tokens.hiring_manager }))
        .status,
    ).toBe(403);
    expect(
      (await request(t, { method: 'DELETE', path: `/api/v1/teams/partner/invitations/${made.json.id}`, token: tokens.recruiter })).status,
    ).toBe(204);
    expect((await request(t, { path: '/api/v1/invitation/lookup', body: { token: second } })).json.token).toEqual([
      'This invitation link is invalid.',
    ]);
    expect(
      (await request(t, { method: 'DELETE', path: `/api/v1/teams/partner/invitations/${made.json.id}`, token: tokens.recruiter })).status,
    ).toBe(404);
  });

  it('an expired link is refused', async () => {
    const made = await invite(tokens.hiring_manager, 'hiring', {
      email: 'late@example.com',
      first_name: 'L',
      last_name: 'Late',
      role_id: 4,
    });
    const token = tokenFromLink((await lastMailTo(t, 'late@example.com')).links[0]!);
    await db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, made.json.id as number));
    const res = await request(t, { path: '/api/v1/invitation/accept', body: { token, password: 'Brand-new-Pass-7' } });
    expect(res.json.token).toEqual(['This invitation has expired. Ask for a new one.']);
    const listed = await request(t, { path: '/api/v1/teams/hiring/invitations', token: tokens.hiring_manager });
    expect((listed.json.results as { email: string; expired: boolean }[]).find((i) => i.email === 'late@example.com')?.expired).toBe(true);
  });
});

describe('role changes and deactivation', () => {
  it('deactivating a member ends their sessions at once: refresh, access token and open socket; reactivating lets them in again', async () => {
    const memberId = await userId('member@demo.test');
    const session = await signIn(t, 'member@demo.test');
    const socket = await NotificationSocketClient.connect(t.port, session.access);
    const off = await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.hiring_manager,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.json.is_active).toBe(false);
    expect(await socket.closed()).toBe(4401);
    expect((await request(t, { path: '/api/v1/user/session', token: session.access })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: session.refresh } })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token', body: { username: 'member@demo.test', password: PASSWORD } })).status).toBe(401);

    const on = await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.hiring_manager,
      body: { is_active: true },
    });
    expect(on.json.is_active).toBe(true);
    tokens.hiring_member = (await signIn(t, 'member@demo.test')).access;
    const actions = (await db.select().from(auditLog).where(eq(auditLog.targetId, memberId))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['member.deactivate', 'member.reactivate']));
  });

  it('changes a role within the team, audited; refuses another team’s role, one’s own role or deactivation, and another employer’s member', async () => {
    const memberId = await userId('member@demo.test');
    const up = await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.hiring_manager,
      body: { role_id: 1 },
    });
    expect(up.json.role_id).toBe(1);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.role_change'), eq(auditLog.targetId, memberId)));
    expect(entry?.details).toEqual({ from: 4, to: 1 });
    await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.hiring_manager,
      body: { role_id: 4 },
    });
    const wrong = await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.hiring_manager,
      body: { role_id: 2 },
    });
    expect(wrong.json.role_id).toBeDefined();
    const self = await userId('manager@demo.test');
    const selfOff = await request(t, {
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${self}`,
      token: tokens.hiring_manager,
      body: { is_active: false },
    });
    expect(selfOff.json.is_active).toEqual(['You cannot deactivate your own account.']);
    const manager2 = await userId('manager2@demo.test');
    expect(
      (
        await request(t, {
          method: 'PATCH',
          path: `/api/v1/teams/hiring/members/${manager2}`,
          token: tokens.hiring_manager,
          body: { is_active: false },
        })
      ).status,
    ).toBe(404);
    const [still] = await db.select().from(users).where(eq(users.id, manager2));
    expect(still?.isActive).toBe(true);
  });
});

describe('/setpassword', () => {
  it('checks the current password and the strength rules, keeps this session and ends the others', async () => {
    // The member invited above (the staff of the walk below keep their sessions).
    const here = await signIn(t, 'new.member@example.com', undefined, 'Brand-new-Pass-7');
    const there = await signIn(t, 'new.member@example.com', undefined, 'Brand-new-Pass-7');
    const path = '/api/v1/password/change';
    const wrong = await request(t, {
      path,
      token: here.access,
      body: { current_password: 'nope-nope-1', new_password: 'Another-Pass-99' },
    });
    expect(wrong.json.current_password).toEqual(['Your current password is not correct.']);
    const weak = await request(t, { path, token: here.access, body: { current_password: 'Brand-new-Pass-7', new_password: '1234567890' } });
    expect(weak.json.new_password).toBeDefined();
    const ok = await request(t, {
      path,
      token: here.access,
      body: { current_password: 'Brand-new-Pass-7', new_password: 'Another-Pass-99' },
    });
    expect(ok.status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: here.access })).status).toBe(200);
    expect((await request(t, { path: '/api/v1/user/session', token: there.access })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/token/refresh', body: { refresh: there.refresh } })).status).toBe(401);
    await signIn(t, 'new.member@example.com', undefined, 'Another-Pass-99');
    expect((await request(t, { path, body: { current_password: 'a', new_password: 'b' } })).status).toBe(401);
  });
});

describe('access walk', () => {
  // Every team operation × every principal: who gets in, who gets 403 (role), 401 (nobody, another tenant).
  // A role outside the team: those who may get a 400 and nothing is written.
  const OUTSIDE: Record<string, number> = { hiring: 2, partner: 1, program: 1 };
  const ops = (team: string) => [
    { method: 'GET', path: `/api/v1/teams/${team}/members` },
    { method: 'GET', path: `/api/v1/teams/${team}/invitations` },
    {
      method: 'POST',
      path: `/api/v1/teams/${team}/invitations`,
      body: { email: 'walk@example.com', first_name: 'W', last_name: 'K', role_id: OUTSIDE[team] },
    },
    { method: 'PATCH', path: `/api/v1/teams/${team}/members/999999`, body: { is_active: true } },
    { method: 'POST', path: `/api/v1/teams/${team}/invitations/999999/resend` },
    { method: 'DELETE', path: `/api/v1/teams/${team}/invitations/999999` },
  ];
  const allowed: Record<string, string[]> = {
    hiring: ['admin', 'hiring_manager', 'concierge'],
    partner: ['admin', 'recruiter'],
    program: ['admin'],
  };
  const principals = [...Object.keys(STAFF), 'manager2', 'seeker'];

  it.each(['hiring', 'partner', 'program'])(
    'the %s team: 403 for other roles, 401 for nobody and another tenant’s token; nothing changes',
    async (team) => {
      const before = await db.select().from(teamInvitations);
      for (const op of ops(team)) {
        for (const who of principals) {
          const res = await request(t, { method: op.method, path: op.path, token: tokens[who], ...(op.body ? { body: op.body } : {}) });
          const inside = allowed[team]!.includes(who) || (team === 'hiring' && who === 'manager2');
          if (inside) expect([200, 400, 404], `${who} ${op.method} ${op.path}`).toContain(res.status);
          else expect(res.status, `${who} ${op.method} ${op.path}`).toBe(403);
        }
        const nobody = await request(t, { method: op.method, path: op.path, ...(op.body ? { body: op.body } : {}) });
        expect(nobody.status).toBe(401);
        const acme = await request(t, { method: op.method, path: op.path, token: tokens.acmeAdmin, ...(op.body ? { body: op.body } : {}) });
        expect(acme.status).toBe(401);
      }
      expect(await db.select().from(teamInvitations)).toEqual(before);
    },
  );

  it('another tenant’s admin cannot see or change this tenant’s members or invitations on their own host', async () => {
    const memberId = await userId('member@demo.test');
    const res = await request(t, {
      host: ACME,
      method: 'PATCH',
      path: `/api/v1/teams/hiring/members/${memberId}`,
      token: tokens.acmeAdmin,
      body: { is_active: false },
    });
    expect(res.status).toBe(404);
    const list = await request(t, { host: ACME, path: '/api/v1/teams/hiring/members?page_size=100', token: tokens.acmeAdmin });
    expect((list.json.results as { email: string }[]).some((m) => m.email.endsWith('@demo.test'))).toBe(false);
    const [invitation] = await db.select().from(teamInvitations).where(eq(teamInvitations.tenantId, demo));
    expect(
      (
        await request(t, {
          host: ACME,
          method: 'DELETE',
          path: `/api/v1/teams/hiring/invitations/${invitation!.id}`,
          token: tokens.acmeAdmin,
        })
      ).status,
    ).toBe(404);
  });
});
