// The access walk of the messages (issue 15, DECISIONS 19): every principal — program staff (admin, 3, 6,
// 7), the staff of two employers and two partners, job seekers of two tenants, another tenant's admin and
// nobody — against the threads of a Northstar application (its applicant linked to Bridgeway), a
// Ledgerline one (linked to Open Doors) and an acme one. Only the application's employer staff, the linked
// partner's staff and the job seeker may read or write a thread; everyone else gets 404 (401 without a
// token) and changes nothing. A leak is a 2xx on another's thread, its id in an inbox, or a changed row.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { messageReads, messages, messageThreads, storedFiles } from '../db/schema.ts';
import { localFileStore } from '../services/file-store.ts';
import { multipartBody } from '../test/upload-body.ts';
import { request, startApp, type Response, type TestApp } from '../test/helpers.ts';
import { insertWalkRows, WALK_PLACES, type WalkPlace } from '../test/walk-places.ts';
import { FOREIGN_SEEKER, ORGANISATION_PRINCIPALS, walkCaller, type WalkOrg, type WalkPrincipal } from '../test/walk-principals.ts';

let t: TestApp;
let db: Db;

type Place = WalkPlace;

const PRINCIPALS: Record<string, WalkPrincipal> = { ...ORGANISATION_PRINCIPALS, ...FOREIGN_SEEKER };
const walk = walkCaller(() => t, PRINCIPALS);
const tokens = walk.tokens;

/** The thread of each organisation's people: Northstar's applicant is linked to Bridgeway, Ledgerline's to Open Doors. */
const THREAD_OF: Record<Exclude<WalkOrg, null>, Place> = { north: 'north', bridge: 'north', ledger: 'ledger', open: 'ledger' };
/** The threads a principal takes part in: their organisation's, or acme's for acme's job seeker (its author). */
const readsOf = (p: WalkPrincipal): Place[] =>
  p.foreign ? (p.role === 'job_seeker' ? ['acme'] : []) : p.org !== null ? [THREAD_OF[p.org]] : [];

let app: Record<Place, number>;
const message: Record<Place, number> = { north: 0, ledger: 0, acme: 0 };
const PLACES = WALK_PLACES;

const call = (
  who: string | undefined,
  options: { method?: string; path: string; body?: unknown; raw?: { body: Buffer; contentType: string } },
) => walk.send(who, options);

async function snapshot(): Promise<string> {
  const parts = await Promise.all([
    db.select().from(messageThreads).orderBy(asc(messageThreads.applicationId)),
    db.select().from(messages).orderBy(asc(messages.id)),
    db.select().from(messageReads).orderBy(asc(messageReads.applicationId), asc(messageReads.userId)),
    db.select({ id: storedFiles.id }).from(storedFiles).orderBy(asc(storedFiles.id)),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  await walk.signInAll();
  const rows = await insertWalkRows(db, { acmeSeeker: 'seeker@acme.test' });
  app = rows.app;
  // One message with an attachment in each thread, written by the job seeker.
  for (const place of PLACES) {
    const tenantId = place === 'acme' ? rows.acme : rows.demo;
    const owner = rows.seeker[place];
    const fileId = randomUUID();
    const path = `message/${fileId}.pdf`;
    await localFileStore(join(t.dataDir, 'files')).put(place === 'acme' ? 'acme' : 'demo', path, Buffer.from('%PDF-1.4\n%%EOF\n'));
    await db.insert(storedFiles).values({
      id: fileId,
      tenantId,
      ownerId: owner,
      kind: 'message',
      path,
      originalName: `${place}.pdf`,
      contentType: 'application/pdf',
      size: 15,
      sha256: 'x',
    });
    await db.insert(messageThreads).values({ applicationId: app[place], tenantId, lastSeq: 1 });
    [{ id: message[place] }] = (await db
      .insert(messages)
      .values({
        tenantId,
        applicationId: app[place],
        seq: 1,
        clientId: randomUUID(),
        authorId: owner,
        body: `Hello from ${place}`,
        fileId,
      })
      .returning({ id: messages.id })) as [{ id: number }];
  }
}, 180_000);
afterAll(async () => t?.close());

const threadPath = (place: Place) => `/api/v1/recruiter/applicants/messages/${app[place]}`;

describe('messages access walk', () => {
  it("lets only the thread's people read it, and lists only their threads", async () => {
    const leaks: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      const inbox = await call(who, { path: '/api/v1/recruiter/applicants/messages' });
      expect(inbox.status).toBe(200);
      const listed = (inbox.json.data.threads as { application_id: number }[]).map((r) => r.application_id);
      for (const place of PLACES) {
        const may = readsOf(p).includes(place);
        if (listed.includes(app[place]) !== may) leaks.push(`${who} inbox ${place}`);
        const reads: [string, Response][] = [
          ['thread', await call(who, { path: threadPath(place) })],
          ['after', await call(who, { path: `${threadPath(place)}?after=0` })],
          ['file', await call(who, { path: `${threadPath(place)}/files/${message[place]}` })],
        ];
        for (const [what, res] of reads) {
          if (may && res.status !== 200) leaks.push(`${who} refused own ${what} ${place}: ${res.status}`);
          if (!may && res.status !== 404) leaks.push(`${who} ${what} ${place}: ${res.status}`);
        }
      }
      if (readsOf(p).length === 0) expect(inbox.json.data.unread_count).toBe(0);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses writes to other threads without changing anything', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const [who, p] of Object.entries(PRINCIPALS)) {
      for (const place of PLACES) {
        if (readsOf(p).includes(place)) continue;
        const { body, contentType } = multipartBody({ client_id: randomUUID(), body: 'Must not land' });
        const sent = await call(who, { method: 'POST', path: threadPath(place), raw: { body, contentType } });
        const read = await call(who, { method: 'PUT', path: `${threadPath(place)}/read`, body: { seq: 1 } });
        if (sent.status !== 404) problems.push(`${who} send ${place}: ${sent.status}`);
        if (read.status !== 404) problems.push(`${who} read ${place}: ${read.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it("answers 401 to nobody, and stays one tenant's: another tenant's token on this host is refused", async () => {
    for (const place of PLACES) {
      expect((await call(undefined, { path: threadPath(place) })).status).toBe(401);
      expect((await call(undefined, { path: `${threadPath(place)}/files/${message[place]}` })).status).toBe(401);
    }
    expect((await call(undefined, { path: '/api/v1/recruiter/applicants/messages' })).status).toBe(401);
    const crossed = await request(t, { path: threadPath('acme'), token: tokens.acmeSeeker });
    expect(crossed.status).toBe(401);
    // A file of one thread asked through another thread's id is not found either.
    const mixed = await call('manager', { path: `${threadPath('north')}/files/${message.ledger}` });
    expect(mixed.status).toBe(404);
    console.info(`messages access walk: ${walk.requests} requests, ${Object.keys(PRINCIPALS).length} principals and nobody`);
    expect(walk.requests).toBeGreaterThan(150);
  });
});
