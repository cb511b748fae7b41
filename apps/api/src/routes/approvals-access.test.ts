// Who may call the approval operations (contract tag "approvals"): one table of every operation, walked
// with every staff role, the job seeker, another tenant's admin (on their own host, against this
// tenant's ids, and with their token on this host) and no token. The queue and its decisions are for
// admin, concierge members and program managers; the public review and status operations answer only to
// a link's token of this tenant and of their own purpose. Nothing changes for a refused call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, operations } from '../contract.ts';
import { auditLog, organisations } from '../db/schema.ts';
import { ACME, lastMailTo, outbox, request, signIn, startApp, tokenFromLink, type TestApp } from '../test/helpers.ts';
import { STAFF } from '../test/staff-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let orgId = 0;
let reviewToken = '';
let statusToken = '';

beforeAll(async () => {
  t = await startApp();
  for (const [role, email] of Object.entries(STAFF)) tokens[role] = (await signIn(t, email)).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  const reg = await request(t, {
    path: '/api/v1/register',
    multipart: {
      email: 'walk.org@example.com',
      password: 'Correct-Horse-42',
      first_name: 'Wal',
      last_name: 'King',
      user_type: 'employer',
      organisation_name: 'Walk Org',
    },
  });
  expect(reg.status).toBe(201);
  statusToken = reg.json.data.status_token as string;
  const [org] = await t.app.database.db.select().from(organisations).where(eq(organisations.name, 'Walk Org'));
  orgId = org!.id;
  const mail = (await outbox(t)).find((m) => m.to === 'admin@demo.test' && m.subject.includes('Walk Org'));
  reviewToken = tokenFromLink(mail!.links[0]!);
  expect(await lastMailTo(t, 'walk.org@example.com')).toBeDefined();
});
afterAll(async () => t?.close());

const APPROVERS = ['admin', 'concierge', 'program_manager'];

interface Case {
  operationId: string;
  method: string;
  path: () => string;
  body?: () => Record<string, unknown>;
}

const STAFF_CASES: Case[] = [
  { operationId: 'listApprovals', method: 'GET', path: () => '/api/v1/approvals' },
  { operationId: 'getApproval', method: 'GET', path: () => `/api/v1/approvals/${orgId}` },
  {
    operationId: 'decideApproval',
    method: 'POST',
    path: () => `/api/v1/approvals/${orgId}/decision`,
    body: () => ({ decision: 'reject', reason: 'Walked.' }),
  },
];
const PUBLIC_CASES: Case[] = [
  { operationId: 'getApprovalReview', method: 'GET', path: () => `/api/v1/approval-review?token=${encodeURIComponent(reviewToken)}` },
  {
    operationId: 'actApprovalReview',
    method: 'POST',
    path: () => '/api/v1/approval-review',
    body: () => ({ token: reviewToken, decision: 'reject', reason: 'Walked.' }),
  },
  {
    operationId: 'getOrganisationStatus',
    method: 'GET',
    path: () => `/api/v1/organisation-status?token=${encodeURIComponent(statusToken)}`,
  },
];

async function unchanged(): Promise<void> {
  const [org] = await t.app.database.db.select().from(organisations).where(eq(organisations.id, orgId));
  expect(org?.status).toBe('pending');
  expect(await t.app.database.db.select().from(auditLog).where(eq(auditLog.organisationId, orgId))).toEqual([]);
}

describe('the approval operations', () => {
  it('the tables cover every approval operation of the contract', () => {
    const tagged = operations(loadDocument())
      .filter((op) => /^\/api\/v1\/(approvals|approval-review|organisation-status)\b/.test(op.path))
      .map((op) => op.operationId)
      .sort();
    expect([...STAFF_CASES, ...PUBLIC_CASES].map((c) => c.operationId).sort()).toEqual(tagged);
  });

  it.each(STAFF_CASES)('$operationId: other staff roles and the job seeker 403, no token and another tenant’s token 401', async (c) => {
    for (const who of [...Object.keys(STAFF).filter((r) => !APPROVERS.includes(r)), 'seeker']) {
      const res = await request(t, { method: c.method, path: c.path(), token: tokens[who], ...(c.body ? { body: c.body() } : {}) });
      expect(res.status, who).toBe(403);
    }
    for (const token of [undefined, tokens.acmeAdmin]) {
      const res = await request(t, {
        method: c.method,
        path: c.path(),
        ...(token ? { token } : {}),
        ...(c.body ? { body: c.body() } : {}),
      });
      expect(res.status).toBe(401);
    }
    await unchanged();
  });

  it.each(STAFF_CASES)('$operationId: another tenant’s admin on their own host never reaches this tenant’s organisation', async (c) => {
    const res = await request(t, {
      method: c.method,
      path: c.path(),
      token: tokens.acmeAdmin,
      host: ACME,
      ...(c.body ? { body: c.body() } : {}),
    });
    if (c.operationId === 'listApprovals') {
      expect(res.status).toBe(200);
      expect((res.json.results as { id: number }[]).map((r) => r.id)).not.toContain(orgId);
    } else expect(res.status).toBe(404);
    await unchanged();
  });

  it.each(PUBLIC_CASES)(
    '$operationId: a link of this tenant does nothing on another tenant’s host, nor with another purpose',
    async (c) => {
      const foreign = await request(t, { method: c.method, path: c.path(), host: ACME, ...(c.body ? { body: c.body() } : {}) });
      expect(foreign.status).toBe(400);
      expect(foreign.json.token).toEqual(['This link is invalid.']);
      // A status link is not a review link, and a review link is not a status link.
      const swapped = c
        .path()
        .replace(encodeURIComponent(reviewToken), '§')
        .replace(encodeURIComponent(statusToken), encodeURIComponent(reviewToken));
      const swappedBody = c.body ? { ...c.body(), token: statusToken } : undefined;
      const other = await request(t, {
        method: c.method,
        path: swapped.replace('§', encodeURIComponent(statusToken)),
        ...(swappedBody ? { body: swappedBody } : {}),
      });
      expect(other.status).toBe(400);
      await unchanged();
    },
  );

  it('admin, concierge members and program managers may read the queue and the organisation', async () => {
    for (const who of APPROVERS) {
      expect((await request(t, { path: '/api/v1/approvals', token: tokens[who] })).status, who).toBe(200);
      expect((await request(t, { path: `/api/v1/approvals/${orgId}`, token: tokens[who] })).status, who).toBe(200);
    }
    await unchanged();
  });
});
