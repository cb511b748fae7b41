// Who may call the settings operations (issue 11 §4): one table of every operation of the contract's
// settings paths, walked with every principal of the demo tenant, another tenant's token and no token. None
// takes an organisation or user id: each acts on the caller (or the organisation the caller runs), so no
// id of another organisation can be named; the walk checks that each principal gets exactly its answer and
// that refused calls change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, operations } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { organisations, users } from '../db/schema.ts';
import { ACME, request, signIn, startApp, tenantIdOf, type Response, type TestApp } from '../test/helpers.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};

const PRINCIPALS = {
  admin: 'admin@demo.test',
  hiring_manager: 'manager@demo.test',
  hiring_member: 'member@demo.test',
  recruiter: 'recruiter@demo.test',
  recruiter_member: 'recruiter.member@demo.test',
  auditor: 'auditor@demo.test',
  concierge: 'concierge@demo.test',
  program_manager: 'programs@demo.test',
  seeker: 'seeker@demo.test',
} as const;
type Who = keyof typeof PRINCIPALS;
const EVERYONE = Object.keys(PRINCIPALS) as Who[];
const STAFF = EVERYONE.filter((w) => w !== 'seeker');
const ORG_ADMINS: Who[] = ['hiring_manager', 'recruiter'];

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d1c2b30000000049454e44ae426082',
    'hex',
  ),
]);

type Call = (token: string | undefined, host?: string) => Promise<Response>;
const json =
  (method: string, path: string, body?: unknown): Call =>
  (token, host) =>
    request(t, { method, path, ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}), ...(host ? { host } : {}) });
const file =
  (path: string): Call =>
  (token, host) => {
    const mp = multipartBody({}, [{ name: 'p.png', data: PNG }]);
    return request(t, {
      method: 'PUT',
      path,
      raw: { body: mp.body, contentType: mp.contentType },
      ...(token ? { token } : {}),
      ...(host ? { host } : {}),
    });
  };

interface Case {
  operationId: string;
  call: Call;
  allowed: Who[];
  ok: number;
}

const cases: Case[] = [
  { operationId: 'getMySettings', call: json('GET', '/api/v1/user/settings'), allowed: EVERYONE, ok: 200 },
  {
    operationId: 'updateMySettings',
    call: json('PUT', '/api/v1/user/settings', { time_zone: 'Europe/Paris' }),
    allowed: EVERYONE,
    ok: 200,
  },
  { operationId: 'uploadMyPhoto', call: file('/api/v1/user/photo'), allowed: EVERYONE, ok: 200 },
  { operationId: 'deleteMyPhoto', call: json('DELETE', '/api/v1/user/photo'), allowed: EVERYONE, ok: 200 },
  { operationId: 'getMyOnboarding', call: json('GET', '/api/v1/user/onboarding'), allowed: EVERYONE, ok: 200 },
  { operationId: 'updateMyOnboarding', call: json('PUT', '/api/v1/user/onboarding', { dismissed: true }), allowed: EVERYONE, ok: 200 },
  { operationId: 'getMyDay', call: json('GET', '/api/v1/staff/today'), allowed: STAFF, ok: 200 },
  { operationId: 'getMyDashboard', call: json('GET', '/api/v1/staff/dashboard'), allowed: STAFF, ok: 200 },
  { operationId: 'markDashboardSeen', call: json('POST', '/api/v1/staff/dashboard/seen'), allowed: STAFF, ok: 204 },
  { operationId: 'getMyOrganisationSettings', call: json('GET', '/api/v1/organisation/settings'), allowed: ORG_ADMINS, ok: 200 },
  {
    operationId: 'updateMyOrganisationSettings',
    call: json('PUT', '/api/v1/organisation/settings', { industry: 'Walked' }),
    allowed: ORG_ADMINS,
    ok: 200,
  },
  { operationId: 'uploadOrganisationLogo', call: file('/api/v1/organisation/logo'), allowed: ORG_ADMINS, ok: 200 },
  { operationId: 'deleteOrganisationLogo', call: json('DELETE', '/api/v1/organisation/logo'), allowed: ORG_ADMINS, ok: 200 },
];

async function snapshot() {
  const demo = await tenantIdOf(db, 'demo');
  return JSON.stringify({
    users: await db.select().from(users).where(eq(users.tenantId, demo)).orderBy(users.id),
    organisations: await db.select().from(organisations).where(eq(organisations.tenantId, demo)).orderBy(organisations.id),
  });
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  for (const [who, email] of Object.entries(PRINCIPALS)) tokens[who] = (await signIn(t, email)).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
}, 120_000);
afterAll(async () => t?.close());

describe('settings access walk', () => {
  it('the table covers every settings operation of the contract', () => {
    const tagged = operations(loadDocument())
      .filter((op) =>
        /^\/api\/v1\/(user\/(settings|photo|onboarding)|staff\/(today|dashboard|dashboard\/seen)|organisation\/(settings|logo))$/.test(
          op.path,
        ),
      )
      .map((op) => op.operationId)
      .sort();
    expect(cases.map((c) => c.operationId).sort()).toEqual(tagged);
  });

  for (const c of cases) {
    it(`${c.operationId}: refused principals change nothing; the allowed ones get ${c.ok}`, async () => {
      const before = await snapshot();
      const refused = EVERYONE.filter((w) => !c.allowed.includes(w));
      for (const who of refused) expect((await c.call(tokens[who])).status, who).toBe(403);
      expect((await c.call(undefined)).status).toBe(401);
      expect((await c.call(tokens.acmeAdmin)).status).toBe(401);
      expect(await snapshot()).toBe(before);
      for (const who of c.allowed) expect((await c.call(tokens[who])).status, who).toBe(c.ok);
    });
  }

  it("another tenant's admin (program staff, no organisation) is refused organisation settings on its own host", async () => {
    expect((await json('GET', '/api/v1/organisation/settings')(tokens.acmeAdmin, ACME)).status).toBe(403);
  });
});
