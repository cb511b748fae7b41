// The audit report (issue 14, /auditReports): the log of sign-ins and refusals, status changes and exports
// as the admin and the auditor read it, filtered, paged and as CSV; refused to every other role; and
// append-only in the database (migration 0026).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportFixture, RPT, type ReportFixture } from '../test/report-fixtures.ts';
import { DEMO, request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let f: ReportFixture;
const tokens: Record<string, string> = {};

interface Entry {
  id: number;
  kind: string;
  action: string;
  actor: { id: number; email: string } | null;
  target_type: string;
  target_id: number | null;
  details: Record<string, unknown>;
}
interface Page {
  results: Entry[];
  count: number;
  count_capped: boolean;
  page: number;
  page_size: number;
  total_pages: number;
}

beforeAll(async () => {
  t = await startApp();
  f = await createReportFixture(t.app.database.db);
  for (const [name, email] of Object.entries(f.staff)) tokens[name] = (await signIn(t, email, RPT)).access;
  expect(
    (await request(t, { path: '/api/v1/token', host: RPT, body: { username: f.staff.admin, password: 'wrong password' } })).status,
  ).toBe(400);
  expect((await request(t, { path: '/api/v1/token', host: RPT, body: { username: 'nobody@rpt.test', password: 'x' } })).status).toBe(400);
}, 120_000);
afterAll(async () => t?.close());

async function list(who: string, query = ''): Promise<{ status: number; json: Page }> {
  const res = await request(t, { path: `/api/v1/audit_log${query}`, host: RPT, token: tokens[who] });
  return { status: res.status, json: res.json as Page };
}

async function n(query: ReturnType<typeof sql>): Promise<number> {
  const r = (await t.app.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]!.n);
}

describe('the audit log', () => {
  it('records sign-ins and refused attempts, naming the account only when it exists', async () => {
    const page = (await list('auditor', '?kind=sign_in&page_size=100')).json;
    const ok = page.results.filter((e) => e.action === 'auth.sign_in');
    expect(ok.map((e) => e.actor?.email).sort()).toEqual(Object.values(f.staff).sort());
    const failed = page.results.filter((e) => e.action === 'auth.sign_in_failed');
    expect(failed.map((e) => e.details.reason).sort()).toEqual(['unknown_account', 'wrong_password']);
    expect(failed.every((e) => e.actor === null)).toBe(true);
    expect(failed.find((e) => e.details.reason === 'unknown_account')!.target_id).toBeNull();
    expect(failed.find((e) => e.details.reason === 'wrong_password')!.target_id).not.toBeNull();
    expect(JSON.stringify(page)).not.toContain('nobody@rpt.test');
  });

  it('holds one status-change entry per status-history row, written by the database', async () => {
    const history = await n(sql`SELECT count(*)::int AS n FROM application_status_history WHERE tenant_id = ${f.tenantId}`);
    expect(history).toBeGreaterThan(0);
    const page = (await list('admin', '?kind=status_change&page_size=5')).json;
    expect(page.count).toBe(history);
    expect(page.total_pages).toBe(Math.ceil(history / 5));
    expect(page.results).toHaveLength(5);
    expect(page.results[0]!.target_type).toBe('application');
    expect(page.results[0]!.details.to).toBeDefined();
  });

  it('pages newest first without overlap, and filters by actor and days', async () => {
    const one = (await list('admin', '?page_size=3&page=1')).json;
    const two = (await list('admin', '?page_size=3&page=2')).json;
    expect(new Set([...one.results, ...two.results].map((e) => e.id)).size).toBe(6);
    const mine = (await list('admin', `?actor=${encodeURIComponent(f.staff.auditor)}`)).json;
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((e) => e.actor?.email === f.staff.auditor)).toBe(true);
    expect((await list('admin', '?from=2000-01-01&to=2000-01-02')).json.count).toBe(0);
    expect((await list('admin', '?to=2000-01-02')).json.count).toBe(0);
  });

  it('answers bad filters with the field in error', async () => {
    const backwards = await list('admin', '?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json).toHaveProperty('to');
    expect((await list('admin', '?from=2026-02-31')).status).toBe(400);
    expect((await list('admin', '?kind=everything')).status).toBe(400);
    expect((await list('admin', '?page_size=101')).status).toBe(400);
  });

  it('is for the admin and the auditor only', async () => {
    for (const who of ['programs', 'concierge', 'alphaManager', 'betaMember', 'recruiter', 'recruiterMember']) {
      expect((await list(who)).status, who).toBe(403);
      expect((await request(t, { path: '/api/v1/audit_log/csv', host: RPT, token: tokens[who] })).status, who).toBe(403);
    }
    expect((await request(t, { path: '/api/v1/audit_log', host: RPT })).status).toBe(401);
    // Another tenant's admin: refused here with their token, and on their own host sees none of this tenant's entries.
    const other = (await signIn(t, 'admin@demo.test', DEMO)).access;
    expect([401, 403]).toContain((await request(t, { path: '/api/v1/audit_log', host: RPT, token: other })).status);
    expect([401, 403]).toContain((await request(t, { path: '/api/v1/audit_log/csv', host: RPT, token: other })).status);
    const theirs = await request(t, { path: '/api/v1/audit_log?page_size=100', host: DEMO, token: other });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.json)).not.toMatch(/rpt\.test/);
    const theirCsv = await request(t, { path: '/api/v1/audit_log/csv', host: DEMO, token: other });
    expect(theirCsv.text).not.toMatch(/rpt\.test/);
    expect((await request(t, { path: '/api/v1/audit_log/csv', host: RPT })).status).toBe(401);
  });

  it('streams the CSV with the same filters, and audits the export with them', async () => {
    const res = await request(t, { path: '/api/v1/audit_log/csv?kind=sign_in', host: RPT, token: tokens.auditor });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit_log.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,kind,action,actor_id,actor_email,target_type,target_id,organisation,details,ip_address');
    const total = (await list('auditor', '?kind=sign_in')).json.count;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'sign_in')).toBe(true);
    const exports = (await list('admin', '?kind=export')).json.results.filter((e) => e.action === 'export.audit');
    expect(exports).toHaveLength(1);
    expect(exports[0]!.details).toEqual({ kind: 'sign_in' });
    expect(exports[0]!.actor?.email).toBe(f.staff.auditor);
    expect((await request(t, { path: '/api/v1/audit_log/csv?from=nope', host: RPT, token: tokens.auditor })).status).toBe(400);
  });

  it('audits the applications export', async () => {
    const before = await n(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = ${f.tenantId} AND action = 'export.applications'`,
    );
    expect((await request(t, { path: '/api/v1/applications/export', host: RPT, token: tokens.admin })).status).toBe(200);
    const after = await n(sql`SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = ${f.tenantId} AND action = 'export.applications'`);
    expect(after).toBe(before + 1);
  });

  it('refuses to change or delete an entry, even for the database owner', async () => {
    const db = t.app.database.db;
    const refusal = (q: ReturnType<typeof sql>) =>
      db.execute(q).then(
        () => 'done',
        (e: unknown) => String((e as { cause?: Error }).cause?.message ?? (e as Error).message),
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'x' WHERE tenant_id = ${f.tenantId}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log WHERE tenant_id = ${f.tenantId}`)).toMatch(/append-only/);
    expect(await n(sql`SELECT count(*)::int AS n FROM audit_log WHERE tenant_id = ${f.tenantId} AND action = 'x'`)).toBe(0);
  });

  it('counts up to 10,000 entries and says when more match, and its pages end there', async () => {
    expect((await list('admin')).json.count_capped).toBe(false);
    await t.app.database.db.execute(sql`INSERT INTO audit_log (tenant_id, action, target_type, target_id, at)
      SELECT ${f.tenantId}, 'auth.sign_in', 'user', null, now() - g * interval '1 minute' FROM generate_series(1, 10001) g`);
    const first = (await list('auditor')).json;
    expect(first).toMatchObject({ count: 10_000, count_capped: true, page: 1, page_size: 50, total_pages: 200 });
    expect(first.results).toHaveLength(50);
    expect((await list('auditor', '?page=200')).json.results).toHaveLength(50);
    expect((await list('auditor', '?page=201')).json.results).toHaveLength(0);
    // A filter that narrows below the cap counts exactly again.
    const narrow = (await list('auditor', '?kind=status_change')).json;
    expect(narrow.count_capped).toBe(false);
    expect(narrow.count).toBe(await n(sql`SELECT count(*)::int AS n FROM application_status_history WHERE tenant_id = ${f.tenantId}`));
  });
});
