// Settings, onboarding and the staff member's day over HTTP (issue 11 §4): personal settings with a photo
// checked by its content, notification mail as each person chose, the organisation admin's settings with a
// checked logo and a default hiring team, the first-run checklists ticked from real rows, and today's work
// scoped to the viewer's organisation.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, jobHiringTeam, jobs, organisations, seekerProfiles, users } from '../db/schema.ts';
import type { Mail } from '../services/mailer.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { ACME, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';
import { DEMO_ACCOUNTS } from '../test/walk-principals.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
let demo: number;
const tokens: Record<string, string> = {};
const mails: Mail[] = [];

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d1c2b30000000049454e44ae426082',
    'hex',
  ),
]);

function upload(path: string, token: string | undefined, file: { name: string; data: Buffer; type?: string } | null, method = 'PUT') {
  const mp = multipartBody({}, file ? [file] : []);
  return request(t, { method, path, raw: { body: mp.body, contentType: mp.contentType }, ...(token ? { token } : {}) });
}

beforeAll(async () => {
  t = await startApp({
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
  });
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  for (const [who, email] of Object.entries(DEMO_ACCOUNTS)) tokens[who] = (await signIn(t, email)).access;
  tokens.acme = (await signIn(t, 'admin@acme.test', ACME)).access;
}, 120_000);
afterAll(async () => t?.close());

describe('personal settings (/setting)', () => {
  it('every signed-in person reads their own settings; nobody else’s', async () => {
    for (const who of ['seeker', 'manager', 'admin', 'concierge'] as const) {
      const res = await request(t, { path: '/api/v1/user/settings', token: tokens[who] });
      expect(res.status, res.text).toBe(200);
      expect(res.json.email).toBe(DEMO_ACCOUNTS[who]);
      expect(res.json.tenant_time_zone).toBe('America/New_York');
      // Opt-in: nothing arrives by email until the person chooses it.
      expect(res.json.email_notifications).toEqual([]);
    }
    expect((await request(t, { path: '/api/v1/user/settings' })).status).toBe(401);
    expect((await request(t, { path: '/api/v1/user/settings', token: tokens.acme })).status).toBe(401);
  });

  it('changes name, language and time zone; the session shows the new name', async () => {
    const res = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: tokens.member,
      body: { first_name: '  Mina ', last_name: 'Member', language: 'fr', time_zone: 'Europe/Paris' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ first_name: 'Mina', last_name: 'Member', language: 'fr', time_zone: 'Europe/Paris' });
    const session = await request(t, { path: '/api/v1/user/session', token: tokens.member });
    expect(session.json.name).toBe('Mina Member');
    const back = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: tokens.member,
      body: { language: null, time_zone: null },
    });
    expect(back.json).toMatchObject({ language: null, time_zone: null, first_name: 'Mina' });
  });

  it('refuses an unknown time zone, a blank name and unknown fields, changing nothing', async () => {
    const zone = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: tokens.seeker,
      body: { time_zone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
    expect(zone.json.time_zone).toHaveLength(1);
    const blank = await request(t, { method: 'PUT', path: '/api/v1/user/settings', token: tokens.seeker, body: { first_name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.first_name).toHaveLength(1);
    const extra = await request(t, { method: 'PUT', path: '/api/v1/user/settings', token: tokens.seeker, body: { email: 'x@y.z' } });
    expect(extra.status).toBe(400);
    const now = await request(t, { path: '/api/v1/user/settings', token: tokens.seeker });
    expect(now.json.time_zone).toBeNull();
    expect(now.json.email).toBe('seeker@demo.test');
  });

  it('takes a photo by its content, refuses other files, and removes it', async () => {
    const ok = await upload('/api/v1/user/photo', tokens.recruiter, { name: 'me.txt', type: 'text/plain', data: PNG });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.user_image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await request(t, { path: '/api/v1/user/session', token: tokens.recruiter })).json.user_image).toBe(ok.json.user_image);

    const svg = await upload('/api/v1/user/photo', tokens.recruiter, {
      name: 'me.png',
      type: 'image/png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.status).toBe(415);
    const big = await upload('/api/v1/user/photo', tokens.recruiter, {
      name: 'big.png',
      data: Buffer.concat([PNG, Buffer.alloc(256 * 1024)]),
    });
    expect(big.status).toBe(413);
    const empty = await upload('/api/v1/user/photo', tokens.recruiter, { name: 'e.png', data: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    const none = await upload('/api/v1/user/photo', tokens.recruiter, null);
    expect(none.status).toBe(400);
    expect(none.json.file).toHaveLength(1);
    // Refusals kept the photo.
    expect((await request(t, { path: '/api/v1/user/settings', token: tokens.recruiter })).json.user_image).toBe(ok.json.user_image);

    const gone = await request(t, { method: 'DELETE', path: '/api/v1/user/photo', token: tokens.recruiter });
    expect(gone.status).toBe(200);
    expect(gone.json.user_image).toBeNull();
  });

  it('a notification arrives by email only when that kind is chosen, in the person’s language', async () => {
    const seekerId = await userIdOf(db, demo, 'seeker@demo.test');
    const open = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.tenantId, demo), eq(applications.userId, seekerId), eq(applications.status, 'applied')));
    expect(open.length).toBeGreaterThanOrEqual(1);
    const [first] = open as [{ id: number }];

    // Not chosen: the notification is written, no mail goes.
    const off = await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: tokens.seeker,
      body: { email_notifications: ['change_password'] },
    });
    expect(off.json.email_notifications).toEqual(['change_password']);
    const before = mails.length;
    expect(
      (await request(t, { path: `/api/v1/applications/${first.id}/status`, token: tokens.admin, body: { status: 'screening' } })).status,
    ).toBe(200);
    // Chosen (in French): the next one is mailed.
    await request(t, {
      method: 'PUT',
      path: '/api/v1/user/settings',
      token: tokens.seeker,
      body: { email_notifications: ['feedback', 'change_password'], language: 'fr' },
    });
    expect(
      (await request(t, { path: `/api/v1/applications/${first.id}/status`, token: tokens.admin, body: { status: 'interview' } })).status,
    ).toBe(200);
    await vi.waitFor(() => expect(mails.filter((m) => m.to === 'seeker@demo.test').length).toBeGreaterThan(0), { timeout: 15_000 });
    const sent = mails.slice(before).filter((m) => m.to === 'seeker@demo.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Nouvelle notification');
    await request(t, { method: 'PUT', path: '/api/v1/user/settings', token: tokens.seeker, body: { language: null } });
  });
});

describe('onboarding (/onboarding)', () => {
  it('a new job seeker’s checklist is ticked from their profile and can be dismissed and shown again', async () => {
    const reg = await request(t, {
      path: '/api/v1/register',
      multipart: {
        email: 'new.seeker@example.com',
        password: 'Correct-Horse-42',
        first_name: 'New',
        last_name: 'Seeker',
        user_type: 'candidate',
      },
    });
    expect(reg.status).toBe(201);
    const token = reg.json.data.access_token as string;
    const first = await request(t, { path: '/api/v1/user/onboarding', token });
    expect(first.json).toEqual({
      kind: 'job_seeker',
      dismissed: false,
      steps: [
        { id: 'seeker_profile', done: false, path: '/profile' },
        { id: 'seeker_preferences', done: false, path: '/profile#pf-preferences' },
      ],
    });
    await request(t, { method: 'PUT', path: '/api/v1/me/profile', token, body: { headline: 'Analyst', skills: ['SQL'] } });
    const userId = await userIdOf(db, demo, 'new.seeker@example.com');
    await db
      .update(seekerProfiles)
      .set({ preferences: { remote: ['remote'] } })
      .where(eq(seekerProfiles.userId, userId));
    const done = await request(t, { path: '/api/v1/user/onboarding', token });
    expect(done.json.steps.map((s: { done: boolean }) => s.done)).toEqual([true, true]);
    const hidden = await request(t, { method: 'PUT', path: '/api/v1/user/onboarding', token, body: { dismissed: true } });
    expect(hidden.json.dismissed).toBe(true);
    expect((await request(t, { path: '/api/v1/user/onboarding', token })).json.dismissed).toBe(true);
    const shown = await request(t, { method: 'PUT', path: '/api/v1/user/onboarding', token, body: { dismissed: false } });
    expect(shown.json.dismissed).toBe(false);
  });

  it('an employer’s admin gets profile, team and first job; a partner’s admin no job step; members and program staff none', async () => {
    const manager = await request(t, { path: '/api/v1/user/onboarding', token: tokens.manager });
    expect(manager.json.kind).toBe('organisation_admin');
    expect(manager.json.steps).toEqual([
      { id: 'organisation_profile', done: expect.any(Boolean), path: '/settingsV2' },
      { id: 'invite_team', done: true, path: '/hiringTeam' },
      { id: 'first_job', done: true, path: '/jobs/create' },
    ]);
    const recruiter = await request(t, { path: '/api/v1/user/onboarding', token: tokens.recruiter });
    expect(recruiter.json.steps.map((s: { id: string }) => s.id)).toEqual(['organisation_profile', 'invite_team']);
    expect(recruiter.json.steps[1].path).toBe('/team');
    for (const who of ['member', 'recruiterMember', 'admin', 'concierge'] as const) {
      const res = await request(t, { path: '/api/v1/user/onboarding', token: tokens[who] });
      expect(res.json, who).toMatchObject({ kind: null, steps: [] });
    }
  });
});

describe("the staff member's day (/homepage)", () => {
  it('employer staff see applications waiting on their organisation’s jobs only; no approvals', async () => {
    const manager = await request(t, { path: '/api/v1/staff/today', token: tokens.manager });
    expect(manager.status, manager.text).toBe(200);
    expect(manager.json.approvals_pending).toBeNull();
    const ids = manager.json.applications_waiting.map((a: { job_id: number }) => a.job_id);
    expect(manager.json.applications_waiting_count).toBeGreaterThanOrEqual(ids.length);
    const managerOrg = (await db.select().from(users).where(eq(users.email, 'manager@demo.test')))[0]!.organisationId!;
    expect(ids.length).toBeGreaterThan(0);
    const rows = await db.select({ org: jobs.organisationId }).from(jobs).where(inArray(jobs.id, ids));
    expect(new Set(rows.map((r) => r.org))).toEqual(new Set([managerOrg]));
    // Another employer's staff never see these.
    const other = await request(t, { path: '/api/v1/staff/today', token: tokens.manager2 });
    const otherApps = new Set(other.json.applications_waiting.map((a: { id: number }) => a.id));
    for (const a of manager.json.applications_waiting as { id: number }[]) expect(otherApps.has(a.id)).toBe(false);
  });

  it('program staff who approve see pending organisations; the auditor sees none', async () => {
    for (const who of ['admin', 'concierge', 'programs'] as const) {
      const res = await request(t, { path: '/api/v1/staff/today', token: tokens[who] });
      expect(res.json.approvals_pending.map((o: { name: string }) => o.name)).toContain('Sunrise Staffing');
      expect(res.json.approvals_pending_count).toBeGreaterThanOrEqual(1);
    }
    const auditor = await request(t, { path: '/api/v1/staff/today', token: tokens.auditor });
    expect(auditor.json.approvals_pending).toBeNull();
  });

  it('partner staff see only their linked job seekers’ applications; job seekers 403', async () => {
    const res = await request(t, { path: '/api/v1/staff/today', token: tokens.recruiter });
    expect(res.status).toBe(200);
    expect((await request(t, { path: '/api/v1/staff/today', token: tokens.seeker })).status).toBe(403);
    expect((await request(t, { path: '/api/v1/staff/today' })).status).toBe(401);
  });
});

describe('the dashboard figures (/dashboard)', () => {
  it("employer staff count their organisation's jobs and applications; program staff the tenant's", async () => {
    const manager = await request(t, { path: '/api/v1/staff/dashboard', token: tokens.manager });
    expect(manager.status, manager.text).toBe(200);
    const admin = await request(t, { path: '/api/v1/staff/dashboard', token: tokens.admin });
    const total = (r: typeof admin) => (r.json.stages as { count: number }[]).reduce((a, s) => a + s.count, 0);
    expect(manager.json.stages.map((s: { status: string }) => s.status)).toEqual([
      'applied',
      'screening',
      'interview',
      'offered',
      'withdrawn',
      'hired',
      'declined',
      'on-hold',
      'rejected',
    ]);
    expect(total(manager)).toBeGreaterThan(0);
    expect(total(admin)).toBeGreaterThan(total(manager));
    const managerOrg = (await db.select().from(users).where(eq(users.email, 'manager@demo.test')))[0]!.organisationId!;
    const ownApplications = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.tenantId, demo), eq(jobs.organisationId, managerOrg)));
    expect(total(manager)).toBe(ownApplications.length);
    const ownOpen = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.organisationId, managerOrg), eq(jobs.status, 'active')));
    expect(manager.json.open_jobs).toBe(ownOpen.length);
    expect(admin.json.open_jobs).toBeGreaterThanOrEqual(manager.json.open_jobs);
  });

  it('new applicants count from the last visit', async () => {
    const first = await request(t, { path: '/api/v1/staff/dashboard', token: tokens.auditor });
    expect(first.json.new_applicants).toBeGreaterThanOrEqual(0);
    expect((await request(t, { method: 'POST', path: '/api/v1/staff/dashboard/seen', token: tokens.auditor })).status).toBe(204);
    const after = await request(t, { path: '/api/v1/staff/dashboard', token: tokens.auditor });
    expect(after.json.new_applicants).toBe(0);
    expect(Date.parse(after.json.since)).toBeGreaterThan(Date.parse(first.json.since));
    // A new application after the visit counts.
    const reg = await request(t, {
      path: '/api/v1/register',
      multipart: {
        email: 'fresh.applicant@example.com',
        password: 'Correct-Horse-42',
        first_name: 'Fresh',
        last_name: 'Applicant',
        user_type: 'candidate',
      },
    });
    const seeker = reg.json.data.access_token as string;
    await request(t, { method: 'PUT', path: '/api/v1/me/profile', token: seeker, body: { headline: 'Clerk', skills: ['Excel'] } });
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.status, 'active')))
      .limit(1);
    const form = multipartBody({ job_id: String(job!.id) }, [{ name: 'cv.pdf', data: simplePdf(['Fresh Applicant', 'Excel']) }]);
    const applied = await request(t, {
      path: '/api/v1/me/applications',
      raw: { body: form.body, contentType: form.contentType },
      token: seeker,
    });
    expect(applied.status, applied.text).toBe(201);
    expect((await request(t, { path: '/api/v1/staff/dashboard', token: tokens.auditor })).json.new_applicants).toBe(1);
    expect((await request(t, { path: '/api/v1/staff/dashboard', token: tokens.seeker })).status).toBe(403);
  });
});

describe("the organisation's settings (/settingsV2)", () => {
  it('only the organisation admin reads and changes them', async () => {
    for (const who of ['member', 'recruiterMember', 'admin', 'concierge', 'auditor', 'programs', 'seeker'] as const) {
      expect((await request(t, { path: '/api/v1/organisation/settings', token: tokens[who] })).status, who).toBe(403);
      expect(
        (await request(t, { method: 'PUT', path: '/api/v1/organisation/settings', token: tokens[who], body: { industry: 'X' } })).status,
        who,
      ).toBe(403);
    }
    const own = await request(t, { path: '/api/v1/organisation/settings', token: tokens.manager });
    expect(own.status, own.text).toBe(200);
    expect(own.json.name).toBe('Northstar Logistics');
    expect(own.json.members.length).toBeGreaterThanOrEqual(2);
    const partner = await request(t, { path: '/api/v1/organisation/settings', token: tokens.recruiter2 });
    expect(partner.json.name).toBe('Open Doors Network');
    expect(partner.json.members).toEqual([]);
  });

  it('changes the profile in several languages and the locations; a rename follows onto the jobs', async () => {
    const res = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager2,
      body: {
        name: 'Ledgerline Finance Group',
        description: { en: 'We keep books.', fr: 'Nous tenons les comptes.' },
        locations: ['Chicago, IL', ' Austin, TX ', 'Chicago, IL'],
        size: '51-200',
        website: 'https://ledgerline.example',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Ledgerline Finance Group',
      description: { en: 'We keep books.', fr: 'Nous tenons les comptes.' },
      locations: ['Chicago, IL', 'Austin, TX'],
    });
    const orgId = res.json.id as number;
    const companies = await db
      .select({ company: jobs.company })
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.organisationId, orgId)));
    for (const j of companies) expect(j.company).toBe('Ledgerline Finance Group');
    const dropFr = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager2,
      body: { description: { fr: '' } },
    });
    expect(dropFr.json.description.en).toBe('We keep books.');
    expect(dropFr.json.description.fr).toBeUndefined();
    const taken = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager2,
      body: { name: 'northstar logistics' },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.name).toHaveLength(1);
    const badSite = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager2,
      body: { website: 'javascript:alert(1)' },
    });
    expect(badSite.status).toBe(400);
  });

  it('a default hiring team of its own members, used for a job posted with none', async () => {
    const settings = await request(t, { path: '/api/v1/organisation/settings', token: tokens.manager });
    const memberId = await userIdOf(db, demo, 'member@demo.test');
    const otherOrgs = await userIdOf(db, demo, 'manager2@demo.test');
    const refused = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager,
      body: { default_hiring_team: [memberId, otherOrgs] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.default_hiring_team).toHaveLength(1);
    const ok = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.manager,
      body: { default_hiring_team: [memberId] },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.default_hiring_team).toEqual([memberId]);
    expect(settings.json.members.map((m: { id: number }) => m.id)).toContain(memberId);

    const created = await request(t, { path: '/api/v1/jobs', token: tokens.manager, body: jobBody({ title: 'Default team job' }) });
    expect(created.status, created.text).toBe(201);
    const team = await db
      .select({ userId: jobHiringTeam.userId })
      .from(jobHiringTeam)
      .where(eq(jobHiringTeam.jobId, created.json.id as number));
    expect(team.map((r) => r.userId)).toEqual([memberId]);

    const partner = await request(t, {
      method: 'PUT',
      path: '/api/v1/organisation/settings',
      token: tokens.recruiter,
      body: { default_hiring_team: [memberId] },
    });
    expect(partner.status).toBe(400);
  });

  it('takes a logo by its content and refuses other files', async () => {
    const ok = await upload('/api/v1/organisation/logo', tokens.recruiter, { name: 'logo.bin', data: PNG });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.logo).toMatch(/^data:image\/png;base64,/);
    const [org] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.id, ok.json.id as number));
    expect(org!.logo).toBe(ok.json.logo);
    expect((await upload('/api/v1/organisation/logo', tokens.recruiter, { name: 'logo.png', data: Buffer.from('%PDF-1.4') })).status).toBe(
      415,
    );
    expect(
      (await upload('/api/v1/organisation/logo', tokens.recruiter, { name: 'l.png', data: Buffer.concat([PNG, Buffer.alloc(512 * 1024)]) }))
        .status,
    ).toBe(413);
    expect((await upload('/api/v1/organisation/logo', tokens.member, { name: 'l.png', data: PNG })).status).toBe(403);
    const gone = await request(t, { method: 'DELETE', path: '/api/v1/organisation/logo', token: tokens.recruiter });
    expect(gone.json.logo).toBeNull();
  });
});
