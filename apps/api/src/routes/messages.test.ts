// Messages about an application (issue 15): a thread between the job seeker, the employer's staff and the
// linked partner's staff; numbered messages, resends answered once, read marks both ways, attachments
// with the upload checks, the rate limit, the live push on /ws/notifications/ and the one reminder mail.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { applications, messages, organisations, rateLimits, users } from '../db/schema.ts';
import { NotificationSocketClient } from '../test/notification-socket-client.ts';
import { minimalDocx } from '../test/docx.ts';
import { insertJobs } from '../test/job-fixtures.ts';
import { PDF } from '../test/staff-fixtures.ts';
import { multipartBody, type FilePart } from '../test/upload-body.ts';
import { outbox, request, signIn, startApp, tenantIdOf, type Response, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let demo: number;
let appId = 0;
const tokens: Record<string, string> = {};
const WHO = {
  seeker: 'seeker@demo.test',
  manager: 'manager@demo.test',
  member: 'member@demo.test',
  recruiter: 'recruiter@demo.test',
  manager2: 'manager2@demo.test',
  admin: 'admin@demo.test',
} as const;
type Who = keyof typeof WHO;

const base = (id = appId) => `/api/v1/recruiter/applicants/messages/${id}`;

function send(who: Who, fields: Record<string, string>, files: FilePart[] = [], id = appId): Promise<Response> {
  const { body, contentType } = multipartBody(fields, files);
  return request(t, { method: 'POST', path: base(id), token: tokens[who], raw: { body, contentType } });
}
const text = (who: Who, body: string, clientId = randomUUID()) => send(who, { client_id: clientId, body });
const thread = (who: Who, query = '') => request(t, { path: `${base()}${query}`, token: tokens[who] });
const inbox = (who: Who) => request(t, { path: '/api/v1/recruiter/applicants/messages', token: tokens[who] });
const read = (who: Who, seq: number) => request(t, { method: 'PUT', path: `${base()}/read`, token: tokens[who], body: { seq } });

beforeAll(async () => {
  t = await startApp({ messageMailDelaySeconds: 1, logLevel: process.env.TEST_LOG ?? 'silent' });
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  for (const [who, email] of Object.entries(WHO)) tokens[who] = (await signIn(t, email)).access;
  const [job] = await insertJobs(db, demo, [
    {
      title: 'Message Walk Coordinator',
      company: 'Northstar Logistics',
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      descriptionText: 'A job.',
    },
  ]);
  const [seeker] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, demo), eq(users.email, WHO.seeker)));
  [{ id: appId }] = (await db
    .insert(applications)
    .values({ tenantId: demo, jobId: job!, userId: seeker!.id })
    .returning({ id: applications.id })) as [{ id: number }];
  // The job belongs to Northstar (the jobs seed's trigger), whose staff are manager@ and member@.
  const [north] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'Northstar Logistics'));
  expect(north).toBeDefined();
}, 180_000);
afterAll(async () => t?.close());

describe('a thread', () => {
  it('numbers messages, answers a resend with the stored message and keeps text as text', async () => {
    const empty = await thread('seeker');
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ messages: [], has_older: false, has_newer: false, thread: { last_seq: 0 } });

    const clientId = randomUUID();
    const first = await text('manager', '<b>Hello</b> — can you come on Tuesday?', clientId);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ seq: 1, mine: true, body: '<b>Hello</b> — can you come on Tuesday?', author: { side: 'staff' } });
    const again = await text('manager', '<b>Hello</b> — can you come on Tuesday?', clientId);
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    const reply = await text('seeker', 'Yes, Tuesday works.');
    expect(reply.json).toMatchObject({ seq: 2, author: { side: 'job_seeker' } });
    expect(await db.select().from(messages).where(eq(messages.applicationId, appId))).toHaveLength(2);

    const page = await thread('manager');
    expect(page.json.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect(page.json.messages[0].mine).toBe(true);
    expect(page.json.messages[1].mine).toBe(false);
    const after = await thread('seeker', '?after=1');
    expect(after.json.messages.map((m: { seq: number }) => m.seq)).toEqual([2]);
    const before = await thread('seeker', '?before=2');
    expect(before.json.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
  });

  it('counts unread messages and moves read marks forward only, seen by the other side', async () => {
    const m1 = (await inbox('manager')).json.data;
    expect(m1.unread_count).toBe(1);
    expect(m1.threads[0]).toMatchObject({ application_id: appId, unread_count: 1, last_message: 'Yes, Tuesday works.' });
    // The colleague who never opened it has two unread; the other employer's manager sees no thread.
    expect((await inbox('member')).json.data.unread_count).toBe(2);
    expect((await inbox('manager2')).json.data).toMatchObject({ unread_count: 0, threads: [] });
    expect((await inbox('admin')).json.data).toMatchObject({ unread_count: 0, threads: [] });

    expect((await read('manager', 2)).json).toEqual({ unread_count: 0 });
    expect((await read('manager', 1)).json).toEqual({ unread_count: 0 });
    const seekerView = (await thread('seeker')).json.thread;
    expect(seekerView).toMatchObject({ my_read_seq: 2, other_side_read_seq: 2 });
    // A mark past the last message stops at it.
    await read('member', 99);
    expect((await thread('member')).json.thread.my_read_seq).toBe(2);
  });

  it('lets the linked partner read and write, and refuses bad input with 4xx', async () => {
    const partner = await text('recruiter', 'Bridgeway here: I will help with the travel.');
    expect(partner.status).toBe(201);
    expect((await send('seeker', { client_id: randomUUID(), body: '   ' })).status).toBe(400);
    expect((await send('seeker', { client_id: randomUUID(), body: 'x'.repeat(4001) })).status).toBe(400);
    expect((await send('seeker', { client_id: 'not-a-uuid', body: 'hi' })).status).toBe(400);
    expect((await request(t, { method: 'PUT', path: `${base()}/read`, token: tokens.seeker, body: { seq: -1 } })).status).toBe(400);
    expect((await thread('seeker', '?after=abc')).status).toBe(400);
  });
});

describe('attachments', () => {
  it('takes a PDF, an image or a .docx by content and serves it to readers only', async () => {
    const sent = await send('seeker', { client_id: randomUUID(), body: '' }, [{ name: 'certificate.pdf', data: PDF }]);
    expect(sent.status).toBe(201);
    expect(sent.json.attachment).toMatchObject({ file_name: 'certificate.pdf', content_type: 'application/pdf', size: PDF.length });
    const file = `${base()}/files/${sent.json.id}`;
    const got = await request(t, { path: file, token: tokens.manager });
    expect(got.status).toBe(200);
    expect(got.body.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('certificate.pdf');
    expect((await request(t, { path: file, token: tokens.manager2 })).status).toBe(404);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
    const image = await send('manager', { client_id: randomUUID(), body: 'The map' }, [{ name: 'map.png', data: png }]);
    expect(image.json.attachment).toMatchObject({ content_type: 'image/png' });
    const word = await send('seeker', { client_id: randomUUID(), body: 'My references' }, [
      { name: 'references.docx', data: minimalDocx(['Ref 1']) },
    ]);
    expect(word.json.attachment).toMatchObject({ file_name: 'references.docx' });
    expect(word.json.attachment.content_type).toContain('wordprocessingml');
  });

  it('refuses other types (whatever the name), empty files and files over 5 MB', async () => {
    const script = await send('seeker', { client_id: randomUUID(), body: 'x' }, [
      { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('#!/bin/sh\necho hi\n') },
    ]);
    expect(script.status).toBe(415);
    expect((await send('seeker', { client_id: randomUUID(), body: 'x' }, [{ name: 'cv.pdf', data: Buffer.alloc(0) }])).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send('seeker', { client_id: randomUUID(), body: 'x' }, [{ name: 'big.pdf', data: big }])).status).toBe(413);
  });
});

/** Waits until no reminder job is waiting or running (held-back ones included). */
async function remindersDone(): Promise<void> {
  await expect
    .poll(
      async () => {
        t.app.jobs.wake();
        const { rows } = await t.app.database.executeSql(
          `SELECT count(*)::integer AS n FROM pgboss.job WHERE name = 'message_mail' AND state IN ('created', 'retry', 'active')`,
        );
        return (rows[0] as { n: number }).n;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

describe('live and mail', () => {
  it("pushes a message event to every reader socket, the writer's other tabs included", async () => {
    const seekerSocket = await NotificationSocketClient.connect(t.port, tokens.seeker!);
    const managerSocket = await NotificationSocketClient.connect(t.port, tokens.manager!);
    const outsider = await NotificationSocketClient.connect(t.port, tokens.manager2!);
    try {
      const sent = await text('manager', 'Live check');
      const pushed = (s: NotificationSocketClient) =>
        s.next((f) => (f as { event_type: string }).event_type === 'message', 10_000, 1) as Promise<unknown>;
      expect(await pushed(seekerSocket)).toEqual({ event_type: 'message', application_id: appId });
      expect(await pushed(managerSocket)).toEqual({ event_type: 'message', application_id: appId });
      await outsider.roundTrip();
      expect(outsider.frames.some((f) => (f as { event_type: string }).event_type === 'message')).toBe(false);
      expect(seekerSocket.invalid).toEqual([]);
      // Reading it is pushed too (the writer sees "Seen").
      const frames = managerSocket.frames.length;
      await read('seeker', sent.json.seq as number);
      await managerSocket.next((f) => (f as { event_type: string }).event_type === 'message', 10_000, frames);
    } finally {
      seekerSocket.close();
      managerSocket.close();
      outsider.close();
    }
  });

  it('mails someone once when a message stays unread, and not after they turn it off', async () => {
    const seekerEmail = WHO.seeker;
    const mailsTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to && m.subject.includes('Unread messages'));
    const before = (await mailsTo(seekerEmail)).length;
    await text('manager', 'Are you still interested?');
    await text('manager', 'Please answer when you can.');
    await expect.poll(async () => (await mailsTo(seekerEmail)).length, { timeout: 20_000 }).toBe(before + 1);
    // Every reminder has run: still one mail for this stretch of unread messages.
    await remindersDone();
    expect((await mailsTo(seekerEmail)).length).toBe(before + 1);
    const page = await thread('seeker');
    await read('seeker', page.json.thread.last_seq as number);

    const off = await request(t, { method: 'PUT', path: '/api/v1/user/settings', token: tokens.seeker, body: { message_mail: false } });
    expect(off.status).toBe(200);
    expect(off.json.message_mail).toBe(false);
    await text('manager', 'One more thing.');
    await remindersDone();
    expect((await mailsTo(seekerEmail)).length).toBe(before + 1);
  });

  it('refuses the 31st message in a minute with 429', async () => {
    await db.delete(rateLimits);
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await text('member', `Note ${i}`)).status;
    expect(last).toBe(429);
  });
});
