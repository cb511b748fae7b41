// The access walk of the bulk-import operations (issue 13): every principal — admin, roles 1 to 7 (two
// employers' and two partners' staff), a job seeker, another tenant's admin on their own host, and nobody —
// against every batch (each organisation's job and résumé uploads). A leak is a 2xx for a batch outside
// the principal's scope or for a role without the permission, a batch's files in a summary it should not
// reach, or a change by a refused write (a cancel that moved a batch, an upload that made one). The walk
// must find none; its size is checked to stay above a floor.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { importBatches } from '../db/schema.ts';
import type { Permission } from '../permissions.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { jobsCsv } from '../test/import-fixtures.ts';
import { request, startApp, type TestApp } from '../test/helpers.ts';
import { multipartBody } from '../test/upload-body.ts';
import { may, ORGANISATION_PRINCIPALS, walkCaller, type WalkOrg, type WalkPrincipal } from '../test/walk-principals.ts';

let t: TestApp;
let db: Db;

const PRINCIPALS: Record<string, WalkPrincipal> = ORGANISATION_PRINCIPALS;
const walk = walkCaller(() => t, PRINCIPALS);
const tokens = walk.tokens;

interface Batch {
  token: string;
  kind: 'jobs' | 'resumes';
  org: Exclude<WalkOrg, null>;
}
const batches: Batch[] = [];

/** Whether `p` reaches `b`: their own organisation's batches, or any of the tenant's for program staff. */
const reaches = (p: WalkPrincipal, b: Batch) => !p.foreign && p.role !== 'job_seeker' && (p.org === null || p.org === b.org);

const call = (who: string | undefined, method: string, path: string, raw?: { body: Buffer; contentType: string }) =>
  walk.send(who, { method, path, ...(raw ? { raw } : {}) });

const JOBS = '/api/v1/jobs/bulk';
const RESUMES = '/api/v1/recruiter/bulk/resume';
const base = (kind: Batch['kind']) => (kind === 'jobs' ? JOBS : RESUMES);
const permissionOf = (kind: Batch['kind']): Permission => (kind === 'jobs' ? 'imports.jobs' : 'imports.resumes');

async function batchCount(): Promise<number> {
  return (await db.select({ n: count() }).from(importBatches))[0]!.n;
}

beforeAll(async () => {
  // No workers: the batches stay queued, so a refused cancel that changed one would show.
  t = await startApp({ workers: false });
  db = t.app.database.db;
  await walk.signInAll();
  const make = async (who: string, kind: Batch['kind'], org: Batch['org']) => {
    const file =
      kind === 'jobs'
        ? { name: 'jobs.csv', field: 'files', data: jobsCsv('en', [{ title: `Walk ${org}` }]) }
        : { name: 'cv.pdf', field: 'files', data: simplePdf([`Walk ${org}`, `walk.${org}@example.test`]) };
    const res = await call(who, 'POST', `${base(kind)}/upload`, multipartBody({}, [file]));
    expect(res.status).toBe(202);
    batches.push({ token: res.json.token as string, kind, org });
  };
  await make('manager', 'jobs', 'north');
  await make('manager2', 'jobs', 'ledger');
  await make('recruiter', 'resumes', 'bridge');
  await make('recruiter2', 'resumes', 'open');
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('bulk imports: the access walk', () => {
  it('answers each batch only to who reaches it, in progress, summary and cancel; nothing else changes', async () => {
    for (const [who, p] of [...Object.entries(PRINCIPALS), ['nobody', undefined] as const]) {
      for (const b of batches) {
        const permitted = p !== undefined && may(p, permissionOf(b.kind));
        const expected = p !== undefined && permitted && reaches(p, b);
        const progress = await call(p ? who : undefined, 'GET', `${base(b.kind)}/batches/${b.token}`);
        const summary = await call(p ? who : undefined, 'GET', `${base(b.kind)}/dataprocess/status?token=${b.token}`);
        for (const res of [progress, summary]) {
          if (expected) expect(res.status, `${who} ${b.kind} ${b.org}`).toBe(200);
          else expect(res.status, `${who} ${b.kind} ${b.org}`).toBe(p === undefined ? 401 : !permitted && !p.foreign ? 403 : 404);
        }
        // The other kind's address never answers a batch.
        const wrongKind = b.kind === 'jobs' ? 'resumes' : 'jobs';
        const other = await call(p ? who : undefined, 'GET', `${base(wrongKind)}/batches/${b.token}`);
        expect(other.status).not.toBe(200);
        if (!expected) {
          const before = (await db.select({ state: importBatches.state }).from(importBatches).where(eq(importBatches.id, b.token)))[0]!
            .state;
          const cancel = await call(p ? who : undefined, 'POST', `${base(b.kind)}/batches/${b.token}/cancel`);
          expect(cancel.status, `cancel by ${who}`).toBeGreaterThanOrEqual(400);
          const after = (await db.select({ state: importBatches.state }).from(importBatches).where(eq(importBatches.id, b.token)))[0]!
            .state;
          expect(after).toBe(before);
        }
      }
      // Duration summaries list only the principal's own uploads.
      for (const kind of ['jobs', 'resumes'] as const) {
        const res = await call(p ? who : undefined, 'GET', `${base(kind)}/dataprocess/status?duration=all`);
        if (!p) {
          expect(res.status).toBe(401);
          continue;
        }
        if (!may(p, permissionOf(kind)) && !p.foreign) {
          expect(res.status).toBe(403);
          continue;
        }
        if (p.foreign) {
          expect(res.status).toBe(200);
          const s = res.json.data.summary;
          expect(
            kind === 'jobs' ? s.success_count + s.failed_count : s.newly_created_count + s.already_existing_count + s.skipped_count,
          ).toBe(0);
          expect(res.json.data.pending_count).toBe(0);
          continue;
        }
        expect(res.status).toBe(200);
        const own = batches.filter((b) => b.kind === kind && PRINCIPALS[who]?.email === ownerOf(b));
        expect(res.json.data.pending_count, `${who} ${kind}`).toBe(own.length);
      }
    }
    console.info(`imports access walk: ${walk.requests} requests, ${Object.keys(PRINCIPALS).length} principals and nobody`);
    expect(walk.requests).toBeGreaterThan(200);
  });

  it('lets only the importing roles upload, and a refused upload makes no batch', async () => {
    const before = await batchCount();
    let made = 0;
    for (const [who, p] of [...Object.entries(PRINCIPALS), ['nobody', undefined] as const]) {
      for (const kind of ['jobs', 'resumes'] as const) {
        const file =
          kind === 'jobs'
            ? { name: 'a.csv', field: 'files', data: jobsCsv('en', [{ title: 'Upload walk' }]) }
            : { name: 'a.pdf', field: 'files', data: simplePdf(['A B', 'a.b@example.test']) };
        const res = await call(p ? who : undefined, 'POST', `${base(kind)}/upload`, multipartBody({}, [file]));
        const permitted = p !== undefined && may(p, permissionOf(kind));
        if (!p) expect(res.status).toBe(401);
        else if (!permitted) expect(res.status, `${who} ${kind}`).toBe(403);
        // Program staff name the organisation; without it the upload is a 400 and nothing is made.
        else if (p.org === null) expect(res.status, `${who} ${kind}`).toBe(400);
        else {
          expect(res.status, `${who} ${kind}`).toBe(202);
          made += 1;
        }
      }
    }
    expect(await batchCount()).toBe(before + made);
    // Admin names another tenant's or the wrong kind of organisation: 400, nothing made.
    const bridge = await request(t, { path: '/api/v1/organisations?kind=skilling_partner', token: tokens.admin! });
    const bridgeId = (bridge.json.results as { id: number; name: string }[]).find((o) => o.name.startsWith('Bridgeway'))!.id;
    const wrongKind = await call(
      'admin',
      'POST',
      `${JOBS}/upload`,
      multipartBody({ organisation_id: String(bridgeId) }, [{ name: 'a.csv', field: 'files', data: jobsCsv('en', [{ title: 'X' }]) }]),
    );
    expect(wrongKind.status).toBe(400);
    const acmeAdminOwn = await call(
      'acmeAdmin',
      'POST',
      `${RESUMES}/upload`,
      multipartBody({ organisation_id: String(bridgeId) }, [{ name: 'a.pdf', field: 'files', data: simplePdf(['A B']) }]),
    );
    expect(acmeAdminOwn.status).toBe(400);
    expect(await batchCount()).toBe(before + made);
    const right = await call(
      'admin',
      'POST',
      `${RESUMES}/upload`,
      multipartBody({ organisation_id: String(bridgeId) }, [{ name: 'a.pdf', field: 'files', data: simplePdf(['A B']) }]),
    );
    expect(right.status).toBe(202);
  });

  it('keeps the template to the job importers and consent to job seekers', async () => {
    for (const [who, p] of [...Object.entries(PRINCIPALS), ['nobody', undefined] as const]) {
      const template = await call(p ? who : undefined, 'GET', `${JOBS}/template?lang=fr`);
      expect(template.status, who).toBe(!p ? 401 : may(p, 'imports.jobs') ? 200 : 403);
      const consent = await call(p ? who : undefined, 'POST', '/api/v1/me/consent');
      expect(consent.status, who).toBe(!p ? 401 : p.role === 'job_seeker' ? 204 : 403);
    }
  });
});

function ownerOf(b: Batch): string {
  return { north: 'manager@demo.test', ledger: 'manager2@demo.test', bridge: 'recruiter@demo.test', open: 'recruiter2@demo.test' }[b.org];
}
