// Bulk imports over HTTP (issue 13) with real files: a hiring manager's template spreadsheets (CSV and
// XLSX, in fr and en), a PDF job description and hostile files become drafts or failures with reasons; a
// recruiter's ZIP of résumés (duplicates by content and by email, a broken file, a bomb, a path in an entry
// name, a file lying about its type) becomes exact counts, linked people, invitations; the imported person
// claims the account, consents, and only then is seen by employers. Both status calls answer as SPEC §7.
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  importBatches,
  importFiles,
  jobStatusHistory,
  jobs,
  notifications,
  oneTimeTokens,
  seekerPartnerLinks,
  seekerProfiles,
  storedFiles,
  users,
} from '../db/schema.ts';
import { localFileStore } from '../services/file-store.ts';
import { processBatch } from '../services/imports.ts';
import { jobsCsv, jobsXlsx, resumeDocx, resumePdf, zipBomb, zipOf } from '../test/import-fixtures.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { lastMailTo, PASSWORD, request, signIn, startApp, tenantIdOf, tokenFromLink, type TestApp } from '../test/helpers.ts';
import { NotificationSocketClient } from '../test/notification-socket-client.ts';
import { multipartBody, type FilePart } from '../test/upload-body.ts';

let t: TestApp;
let db: Db;
let demo: number;
const tokens: Record<string, string> = {};

async function upload(who: string, path: string, files: FilePart[], fields: Record<string, string> = {}) {
  const { body, contentType } = multipartBody(
    fields,
    files.map((f) => ({ ...f, field: 'files' })),
  );
  return request(t, { path, raw: { body, contentType }, ...(tokens[who] ? { token: tokens[who] } : {}) });
}

async function finished(who: string, base: string, token: string) {
  await expect
    .poll(async () => (await request(t, { path: `${base}/batches/${token}`, token: tokens[who]! })).json.state, {
      timeout: 30_000,
      interval: 100,
    })
    .toMatch(/done|cancelled/);
  return (await request(t, { path: `${base}/batches/${token}`, token: tokens[who]! })).json;
}

const JOBS = '/api/v1/jobs/bulk';
const RESUMES = '/api/v1/recruiter/bulk/resume';

beforeAll(async () => {
  t = await startApp({ jobs: { pollingSeconds: 0.5 } });
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  for (const [name, email] of [
    ['manager', 'manager@demo.test'],
    ['member', 'member@demo.test'],
    ['manager2', 'manager2@demo.test'],
    ['recruiter', 'recruiter@demo.test'],
    ['recruiter2', 'recruiter2@demo.test'],
    ['recruiterMember', 'recruiter.member@demo.test'],
    ['admin', 'admin@demo.test'],
    ['seeker', 'seeker@demo.test'],
  ] as const)
    tokens[name] = (await signIn(t, email)).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', 'acme.localhost')).access;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('job files (hiring manager)', () => {
  let token = '';

  it('downloads the template in en, fr and esp, every column named', async () => {
    for (const [lang, first] of [
      ['en', 'Title'],
      ['fr', 'Intitulé'],
      ['esp', 'Título'],
    ] as const) {
      const res = await request(t, { path: `${JOBS}/template?lang=${lang}`, token: tokens.manager! });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      const head = res.text.replace(/^\uFEFF/, '').split('\r\n')[0]!;
      expect(head.startsWith(first)).toBe(true);
      expect(head.split(',').length).toBeGreaterThanOrEqual(18);
    }
    expect((await request(t, { path: `${JOBS}/template`, token: tokens.recruiter! })).status).toBe(403);
    expect((await request(t, { path: `${JOBS}/template` })).status).toBe(401);
  });

  it('turns rows and documents into drafts of the organisation, and lists every failure with its reason', async () => {
    const before = await db.select({ n: count() }).from(jobs).where(eq(jobs.tenantId, demo));
    const csv = jobsCsv('fr', [
      {
        title: 'Analyste de données',
        required_skills: 'SQL; Excel',
        experience_min: '1',
        experience_max: '4',
        city: 'Atlanta',
        remote: 'hybrid',
      },
      { title: 'Cariste', required_skills: 'Forklift', education: 'high_school' },
      { title: '', description: 'no title here' },
      { title: 'Bad years', experience_min: 'many' },
      { title: 'Cariste', required_skills: 'Forklift', education: 'high_school' },
    ]);
    const xlsx = jobsXlsx([
      ['Title', 'Required skills (separated by ;)', 'Employment type (full_time, part_time, contract, temporary, internship)'],
      ['Inventory clerk', 'Excel; Counting', 'part_time'],
      ['Night picker', '', 'nightly'],
    ]);
    const res = await upload('manager', `${JOBS}/upload`, [
      { name: 'jobs.csv', type: 'text/csv', data: csv },
      { name: 'more.xlsx', data: xlsx },
      {
        name: 'analyst.pdf',
        type: 'application/pdf',
        data: simplePdf(['Senior QA tester', 'Test our scanners; 3 years of experience.', 'Skills: Excel']),
      },
      { name: 'photo.pdf', type: 'application/pdf', data: Buffer.from('\x89PNG\r\n\x1a\nnot a pdf at all') },
      { name: 'empty.csv', data: Buffer.alloc(0) },
      { name: 'binary.csv', data: Buffer.from([0, 1, 2, 3, 4, 5]) },
    ]);
    expect(res.status).toBe(202);
    expect(res.json.kind).toBe('jobs');
    // 5 CSV rows + 2 XLSX rows + 4 files.
    expect(res.json.total).toBe(11);
    token = res.json.token as string;
    const done = await finished('manager', JOBS, token);
    expect(done).toMatchObject({ state: 'done', processed: 11, success_count: 4, failed_count: 7 });

    const status = await request(t, { path: `${JOBS}/dataprocess/status?token=${token}`, token: tokens.manager! });
    expect(status.status).toBe(200);
    const summary = status.json.data.summary;
    expect(summary.success_count).toBe(4);
    expect(summary.failed_count).toBe(7);
    expect(summary.success_files.map((f: { job_file: string }) => f.job_file).sort()).toEqual([
      'analyst.pdf',
      'jobs.csv (row 2)',
      'jobs.csv (row 3)',
      'more.xlsx (row 2)',
    ]);
    const reasons = Object.fromEntries(summary.failed_files.map((f: { job_file: string; reason: string }) => [f.job_file, f.reason]));
    expect(reasons['jobs.csv (row 4)']).toMatch(/Title is empty/);
    expect(reasons['jobs.csv (row 5)']).toMatch(/whole number/);
    expect(reasons['jobs.csv (row 6)']).toMatch(/repeats jobs.csv \(row 3\)/);
    expect(reasons['more.xlsx (row 3)']).toMatch(/Employment type/);
    expect(reasons['photo.pdf']).toMatch(/none of them/);
    expect(reasons['empty.csv']).toMatch(/empty/);
    expect(reasons['binary.csv']).toMatch(/none of them/);

    const after = await db.select({ n: count() }).from(jobs).where(eq(jobs.tenantId, demo));
    expect(after[0]!.n - before[0]!.n).toBe(4);
    const made = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.title, 'Analyste de données')));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'draft',
      company: 'Northstar Logistics',
      remote: 'hybrid',
      experienceMin: 1,
      experienceMax: 4,
    });
    expect(made[0]!.requiredSkills).toEqual(['SQL', 'Excel']);
    // The uploader is told, with the batch's token (the import-result dialog opens from it).
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, demo), eq(notifications.token, token)));
    expect(note).toMatchObject({ modelType: 'uploaded_files', messageKey: 'jobs_imported' });
  });

  it('answers the duration filter with the viewer’s own batches, and refuses other durations', async () => {
    for (const duration of ['15', '120', 'all']) {
      const res = await request(t, { path: `${JOBS}/dataprocess/status?duration=${duration}`, token: tokens.manager! });
      expect(res.status).toBe(200);
      expect(res.json.data.summary.success_count).toBe(4);
    }
    expect((await request(t, { path: `${JOBS}/dataprocess/status?duration=7`, token: tokens.manager! })).status).toBe(400);
    // Another employer's manager sees none of it, not even by token.
    const other = await request(t, { path: `${JOBS}/dataprocess/status?duration=all`, token: tokens.manager2! });
    expect(other.json.data.summary.success_count).toBe(0);
    expect((await request(t, { path: `${JOBS}/dataprocess/status?token=${token}`, token: tokens.manager2! })).status).toBe(404);
    expect((await request(t, { path: `${JOBS}/batches/${token}`, token: tokens.manager2! })).status).toBe(404);
  });

  it("pushes the batch's progress to the uploader's notification sockets only, chunk by chunk to the end", async () => {
    const mine = await NotificationSocketClient.connect(t.port, tokens.manager!);
    const other = await NotificationSocketClient.connect(t.port, tokens.manager2!);
    try {
      const csv = jobsCsv('en', [{ title: 'Pushed one' }, { title: 'Pushed two' }, { title: '', description: 'no title here' }]);
      const res = await upload('manager', `${JOBS}/upload`, [{ name: 'pushed.csv', type: 'text/csv', data: csv }]);
      expect(res.status).toBe(202);
      const batch = res.json.token as string;
      const last = await mine.next((f) => f.event_type === 'import' && f.progress?.state === 'done', 30_000);
      expect(last.progress).toMatchObject({ token: batch, state: 'done', total: 3, processed: 3, success_count: 2, failed_count: 1 });
      // One push per chunk written (these three rows are one), then the end.
      const counts = mine.frames.filter((f) => f.event_type === 'import' && f.progress?.token === batch).map((f) => f.progress!.processed);
      expect(counts).toEqual([3, 3]);
      expect(mine.invalid).toEqual([]);
      // Another employer's manager, on the same instance, hears nothing of it.
      await other.roundTrip();
      expect(other.frames.filter((f) => f.event_type === 'import')).toEqual([]);
    } finally {
      mine.close();
      other.close();
    }
  });

  it('refuses the roles that do not import jobs, and admin must name the employer', async () => {
    const csv = jobsCsv('en', [{ title: 'X' }]);
    for (const who of ['member', 'recruiter', 'seeker'])
      expect((await upload(who, `${JOBS}/upload`, [{ name: 'a.csv', data: csv }])).status).toBe(403);
    expect((await upload('nobody', `${JOBS}/upload`, [{ name: 'a.csv', data: csv }])).status).toBe(401);
    const noOrg = await upload('admin', `${JOBS}/upload`, [{ name: 'a.csv', data: csv }]);
    expect(noOrg.status).toBe(400);
    expect(noOrg.json.organisation_id).toBeDefined();
    const none = await upload('manager', `${JOBS}/upload`, []);
    expect(none.status).toBe(400);
    expect(none.json.files).toBeDefined();
  });
});

describe('résumés (recruiter)', () => {
  const ada = { first: 'Ada', last: 'Quinn', email: 'ada.quinn@example.test', skills: ['SQL', 'Excel', 'Forklift'] };
  const ben = { first: 'Ben', last: 'Okafor', email: 'ben.okafor@example.test', skills: ['Excel'] };
  const known = { first: 'Sam', last: 'Seeker', email: 'seeker@demo.test', skills: ['Excel'] };
  let token = '';

  it('reads a ZIP with duplicates, a broken file, a bomb and a path in a name: exact counts, each file once', async () => {
    const adaPdf = resumePdf(ada);
    const zip = zipOf({
      'cohort/ada.pdf': adaPdf,
      'cohort/ada-again.pdf': adaPdf,
      'cohort/ben.docx': resumeDocx(ben),
      '../../../etc/known.pdf': resumePdf(known),
      'cohort/broken.pdf': Buffer.from('%PDF-1.7\nthis is not really a pdf'),
      'cohort/virus.exe.pdf': Buffer.from('MZ\x90\x00 not a pdf'),
      '__MACOSX/._ada.pdf': Buffer.from('mac metadata'),
    });
    const bomb = zipBomb('huge.pdf', 40);
    const res = await upload('recruiter', `${RESUMES}/upload`, [
      { name: 'cohort.zip', type: 'application/zip', data: zip },
      { name: 'bomb.zip', type: 'application/zip', data: bomb },
      { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('plain text claiming to be a pdf') },
    ]);
    expect(res.status).toBe(202);
    token = res.json.token as string;
    expect(res.json.total).toBe(8);
    const done = await finished('recruiter', RESUMES, token);
    expect(done).toMatchObject({ state: 'done', processed: 8, newly_created_count: 2, already_existing_count: 2, skipped_count: 4 });

    const status = await request(t, { path: `${RESUMES}/dataprocess/status?token=${token}`, token: tokens.recruiter! });
    const s = status.json.data.summary;
    expect(s).toMatchObject({ newly_created_count: 2, already_existing_count: 2, skipped_count: 4 });
    const names = (list: { resume_file: string }[]) => list.map((f) => f.resume_file).sort();
    expect(names(s.newly_created_files)).toEqual(['ada.pdf', 'ben.docx']);
    expect(names(s.already_existing_files)).toEqual(['ada-again.pdf', 'known.pdf']);
    expect(names(s.skipped_files)).toEqual(['broken.pdf', 'huge.pdf', 'notes.pdf', 'virus.exe.pdf']);
    const reason = (n: string) => s.skipped_files.find((f: { resume_file: string }) => f.resume_file === n).reason as string;
    expect(reason('huge.pdf')).toMatch(/more than 5 MB/);
    expect(reason('broken.pdf')).toMatch(/could not be read/);
    expect(reason('virus.exe.pdf')).toMatch(/none of them/);
    expect(s.newly_created_files.every((f: { claimed: boolean }) => !f.claimed)).toBe(true);
  });

  it('makes hidden, linked profiles with parsed fields, links the known person, and mails an invitation', async () => {
    const [person] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, ada.email)));
    expect(person).toMatchObject({
      isUser: true,
      passwordHash: null,
      awaitingConsent: true,
      isConsent: false,
      firstName: 'Ada',
      lastName: 'Quinn',
    });
    const [profile] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, person!.id));
    expect(profile!.city).toBe('Atlanta');
    expect(profile!.education).toBe('bachelor');
    expect(profile!.yearsExperience).toBeGreaterThan(5);
    expect(profile!.resumeFileId).not.toBeNull();
    const [knownId] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, known.email)));
    const linked = await db
      .select({ userId: seekerPartnerLinks.userId, origin: seekerPartnerLinks.origin })
      .from(seekerPartnerLinks)
      .where(eq(seekerPartnerLinks.tenantId, demo));
    expect(linked.some((l) => l.userId === person!.id && l.origin === 'imported')).toBe(true);
    expect(linked.some((l) => l.userId === knownId!.id)).toBe(true);
    // One person for the two copies of Ada's file.
    const adas = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, ada.email)));
    expect(adas[0]!.n).toBe(1);
    const mail = await lastMailTo(t, ada.email);
    expect(mail.text).toMatch(/claim the account/);
    expect(mail.links[0]).toMatch(/confirmPasswordReset\?token=/);
    // The recruiter of the partner sees them; another partner does not.
    const mine = await request(t, { path: `/api/v1/jobseekers/${person!.id}`, token: tokens.recruiter! });
    expect(mine.status).toBe(200);
    expect((await request(t, { path: `/api/v1/jobseekers/${person!.id}`, token: tokens.recruiter2! })).status).toBe(404);
  });

  it('the imported person claims the account from the email and consents; only then employers may see them', async () => {
    const mail = await lastMailTo(t, ben.email);
    const claim = tokenFromLink(mail.links[0]!);
    const newPassword = `${PASSWORD}-ben`;
    const set = await request(t, { path: '/api/v1/password/reset/confirm', body: { token: claim, password: newPassword } });
    expect([200, 204]).toContain(set.status);
    const ben1 = await signIn(t, ben.email, undefined, newPassword);
    const [before] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, ben.email)));
    expect(before!.awaitingConsent).toBe(true);
    // Ben applies to a Northstar job before consenting: Northstar's manager does not see him yet.
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, demo), eq(jobs.company, 'Northstar Logistics'), eq(jobs.status, 'active')))
      .limit(1);
    const applied = await request(t, { path: '/api/v1/me/applications', multipart: { job_id: String(job!.id) }, token: ben1.access });
    expect(applied.status).toBe(201);
    const applicants = async () =>
      (await request(t, { path: `/api/v1/jobs/${job!.id}/applicants?page_size=100`, token: tokens.manager! })).text.includes(ben.email);
    expect(await applicants()).toBe(false);
    const status1 = await request(t, { path: `${RESUMES}/dataprocess/status?token=${token}`, token: tokens.recruiter! });
    expect(status1.json.data.summary.newly_created_files.find((f: { resume_file: string }) => f.resume_file === 'ben.docx').claimed).toBe(
      false,
    );
    expect((await request(t, { method: 'POST', path: '/api/v1/me/consent', token: ben1.access })).status).toBe(204);
    const [after] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, demo), eq(users.email, ben.email)));
    expect(after).toMatchObject({ awaitingConsent: false, isConsent: true });
    expect(await applicants()).toBe(true);
    const status2 = await request(t, { path: `${RESUMES}/dataprocess/status?token=${token}`, token: tokens.recruiter! });
    expect(status2.json.data.summary.newly_created_files.find((f: { resume_file: string }) => f.resume_file === 'ben.docx').claimed).toBe(
      true,
    );
    expect((await request(t, { method: 'POST', path: '/api/v1/me/consent', token: tokens.recruiter! })).status).toBe(403);
  });

  it('a retried batch creates nothing twice', async () => {
    const people = async () => (await db.select({ n: count() }).from(users).where(eq(users.tenantId, demo)))[0]!.n;
    const before = await people();
    await db.update(importBatches).set({ state: 'running' }).where(eq(importBatches.id, token));
    await Promise.all([
      processBatch(
        { db, files: localFileStore(join(t.dataDir, 'files')), jobs: t.app.jobs },
        { tenantId: demo, batchId: token, origin: 'http://localhost' },
      ),
      processBatch(
        { db, files: localFileStore(join(t.dataDir, 'files')), jobs: t.app.jobs },
        { tenantId: demo, batchId: token, origin: 'http://localhost' },
      ),
    ]);
    expect(await people()).toBe(before);
    const again = await request(t, { path: `${RESUMES}/dataprocess/status?token=${token}`, token: tokens.recruiter! });
    expect(again.json.data.summary).toMatchObject({ newly_created_count: 2, already_existing_count: 2, skipped_count: 4 });
  });

  it('a chunk whose transaction failed half-way is written once when retried, and again by two workers at once creates nothing', async () => {
    const [first] = await db.select().from(importBatches).where(eq(importBatches.id, token));
    const store = localFileStore(join(t.dataDir, 'files'));
    const people = Array.from({ length: 30 }, (_, i) => ({
      first: `Retry${i}`,
      last: 'Chunk',
      email: `retry.${i}@example.test`,
      skills: ['Excel'],
    }));
    // 31 files (two chunks): 30 people, the last repeating the first's file.
    const datas = [...people.map((p, i) => (i % 2 ? resumeDocx(p) : resumePdf(p))), resumePdf(people[0]!)];
    const batchId = randomUUID();
    await db
      .insert(importBatches)
      .values({ ...first!, id: batchId, state: 'queued', total: datas.length, createdAt: new Date(), finishedAt: null });
    for (const [position, data] of datas.entries()) {
      const path = `imports/${batchId}/${position}.bin`;
      await store.put('demo', path, data);
      await db.insert(importFiles).values({
        tenantId: demo,
        batchId,
        position,
        fileName: `retry-${position}.pdf`,
        path,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
    // The first attempt dies while storing the 28th résumé: inside the second chunk's transaction, after
    // its first people were inserted. The first chunk stays done; the second leaves nothing behind.
    let puts = 0;
    const dying = {
      ...store,
      put: async (tenant: string, path: string, data: Buffer) => {
        puts += 1;
        if (puts === 28) throw new Error('the worker died');
        await store.put(tenant, path, data);
      },
    };
    const job = { tenantId: demo, batchId, origin: 'http://localhost' };
    await expect(processBatch({ db, files: dying, jobs: t.app.jobs }, job)).rejects.toThrow('the worker died');
    const outcomes = async () =>
      (await db.select({ outcome: importFiles.outcome }).from(importFiles).where(eq(importFiles.batchId, batchId))).map((f) => f.outcome);
    expect((await outcomes()).filter((o) => o !== null)).toHaveLength(25);
    const deps = { db, files: store, jobs: t.app.jobs };
    await processBatch(deps, job);
    // Retried again, by two workers at once: every file has its outcome, nothing is written twice.
    await db.update(importBatches).set({ state: 'running' }).where(eq(importBatches.id, batchId));
    await Promise.all([processBatch(deps, job), processBatch(deps, job)]);
    const emails = people.map((p) => p.email);
    const made = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, demo), inArray(users.email, emails)));
    expect(made).toHaveLength(30);
    const ids = made.map((u) => u.id);
    expect((await db.select({ n: count() }).from(seekerProfiles).where(inArray(seekerProfiles.userId, ids)))[0]!.n).toBe(30);
    expect((await db.select({ n: count() }).from(storedFiles).where(inArray(storedFiles.ownerId, ids)))[0]!.n).toBe(30);
    expect((await db.select({ n: count() }).from(oneTimeTokens).where(inArray(oneTimeTokens.userId, ids)))[0]!.n).toBe(30);
    expect(
      (
        await db
          .select({ n: count() })
          .from(seekerPartnerLinks)
          .where(and(inArray(seekerPartnerLinks.userId, ids), isNull(seekerPartnerLinks.endedAt)))
      )[0]!.n,
    ).toBe(30);
    const done = await finished('recruiter', RESUMES, batchId);
    expect(done).toMatchObject({ processed: 31, newly_created_count: 30, already_existing_count: 1, skipped_count: 0 });
  });

  it('a file the database refuses fails alone with its reason; the others of its chunk land', async () => {
    // A trigger stands for what the database may refuse in one file (a constraint, a value it cannot hold).
    await db.execute(sql`CREATE FUNCTION refuse_test_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused for the test';
      END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_test_user BEFORE INSERT ON users FOR EACH ROW WHEN (NEW.email = 'refused@example.test') EXECUTE FUNCTION refuse_test_rows()`,
    );
    await db.execute(
      sql`CREATE TRIGGER refuse_test_job BEFORE INSERT ON jobs FOR EACH ROW WHEN (NEW.title = 'Refused job') EXECUTE FUNCTION refuse_test_rows()`,
    );
    try {
      const good = ['Cleo', 'Dev', 'Eli'].map((first) => ({
        first,
        last: 'Batch',
        email: `${first.toLowerCase()}.batch@example.test`,
        skills: ['SQL'],
      }));
      const zip = zipOf({
        ...Object.fromEntries(good.map((p) => [`${p.first}.pdf`, resumePdf(p)])),
        'refused.pdf': resumePdf({ first: 'Rex', last: 'Fused', email: 'refused@example.test', skills: [] }),
        'broken.pdf': Buffer.from('%PDF-1.7\nnot really'),
      });
      const res = await upload('recruiter', `${RESUMES}/upload`, [{ name: 'mixed.zip', type: 'application/zip', data: zip }]);
      expect(res.status).toBe(202);
      const done = await finished('recruiter', RESUMES, res.json.token as string);
      expect(done).toMatchObject({ state: 'done', processed: 5, newly_created_count: 3, skipped_count: 2 });
      const s = (await request(t, { path: `${RESUMES}/dataprocess/status?token=${res.json.token}`, token: tokens.recruiter! })).json.data
        .summary;
      const reason = (n: string) => s.skipped_files.find((f: { resume_file: string }) => f.resume_file === n)?.reason as string;
      expect(reason('refused.pdf')).toMatch(/could not be saved/);
      expect(reason('broken.pdf')).toMatch(/could not be read/);
      const landed = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, demo), inArray(users.email, [...good.map((p) => p.email), 'refused@example.test'])));
      expect(landed[0]!.n).toBe(3);

      const csv = jobsCsv('en', [{ title: 'Kept job one' }, { title: 'Refused job' }, { title: 'Kept job two' }]);
      const jobsRes = await upload('manager', `${JOBS}/upload`, [{ name: 'mixed.csv', type: 'text/csv', data: csv }]);
      const jobsDone = await finished('manager', JOBS, jobsRes.json.token as string);
      expect(jobsDone).toMatchObject({ state: 'done', processed: 3, success_count: 2, failed_count: 1 });
      const js = (await request(t, { path: `${JOBS}/dataprocess/status?token=${jobsRes.json.token}`, token: tokens.manager! })).json.data
        .summary;
      expect(js.failed_files.find((f: { job_file: string }) => f.job_file === 'mixed.csv (row 3)').reason).toMatch(/could not be saved/);
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS refuse_test_user ON users`);
      await db.execute(sql`DROP TRIGGER IF EXISTS refuse_test_job ON jobs`);
      await db.execute(sql`DROP FUNCTION IF EXISTS refuse_test_rows()`);
    }
  });

  it("writes a spreadsheet's drafts chunk by chunk: each row its own job, a row the database refuses fails alone", async () => {
    await db.execute(sql`CREATE FUNCTION refuse_test_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused for the test';
      END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_test_jobs BEFORE INSERT ON jobs FOR EACH ROW WHEN (NEW.title LIKE 'Refused sheet job%') EXECUTE FUNCTION refuse_test_jobs()`,
    );
    try {
      // 60 rows: more than one chunk; rows 10 and 41 of the sheet are refused by the database.
      const title = (i: number) => (i === 8 || i === 39 ? `Refused sheet job ${i}` : `Sheet job ${i}`);
      const csv = jobsCsv(
        'en',
        Array.from({ length: 60 }, (_, i) => ({ title: title(i), experience_min: String(i % 5), experience_max: String((i % 5) + 2) })),
      );
      const res = await upload('manager', `${JOBS}/upload`, [{ name: 'sheet.csv', type: 'text/csv', data: csv }]);
      expect(res.status).toBe(202);
      const done = await finished('manager', JOBS, res.json.token as string);
      expect(done).toMatchObject({ state: 'done', processed: 60, success_count: 58, failed_count: 2 });
      const summary = (await request(t, { path: `${JOBS}/dataprocess/status?token=${res.json.token}`, token: tokens.manager! })).json.data
        .summary;
      expect(
        summary.failed_files.map((f: { job_file: string; reason: string }) => [f.job_file, /could not be saved/.test(f.reason)]).sort(),
      ).toEqual([
        ['sheet.csv (row 10)', true],
        ['sheet.csv (row 41)', true],
      ]);
      // Each row's file names the job made of that row, a draft with its first status.
      const byFile = new Map<string, number>(
        summary.success_files.map((f: { job_file: string; job_id: number }) => [f.job_file, f.job_id] as const),
      );
      const made = await db
        .select({ id: jobs.id, title: jobs.title, status: jobs.status, experienceMin: jobs.experienceMin })
        .from(jobs)
        .where(and(eq(jobs.tenantId, demo), inArray(jobs.id, [...byFile.values()])));
      expect(made).toHaveLength(58);
      const rowOf = new Map(made.map((j) => [j.id, j]));
      for (const [file, jobId] of byFile) {
        const i = Number(/row (\d+)/.exec(file)![1]) - 2;
        expect(rowOf.get(jobId)).toMatchObject({ title: title(i), status: 'draft', experienceMin: i % 5 });
      }
      const history = await db
        .select({ jobId: jobStatusHistory.jobId, toStatus: jobStatusHistory.toStatus })
        .from(jobStatusHistory)
        .where(inArray(jobStatusHistory.jobId, [...byFile.values()]));
      expect(history).toHaveLength(58);
      expect(new Set(history.map((h) => h.toStatus))).toEqual(new Set(['draft']));
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS refuse_test_jobs ON jobs`);
      await db.execute(sql`DROP FUNCTION IF EXISTS refuse_test_jobs()`);
    }
  });

  it('keeps batches to their organisation and tenant, and to the roles that import résumés', async () => {
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, token: tokens.recruiterMember! })).status).toBe(200);
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, token: tokens.admin! })).status).toBe(200);
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, token: tokens.recruiter2! })).status).toBe(404);
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, host: 'acme.localhost', token: tokens.acmeAdmin! })).status).toBe(404);
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, token: tokens.manager! })).status).toBe(403);
    expect((await request(t, { path: `${RESUMES}/batches/${token}`, token: tokens.seeker! })).status).toBe(403);
    expect((await request(t, { path: `${RESUMES}/batches/${token}` })).status).toBe(401);
    expect((await request(t, { path: `${JOBS}/batches/${token}`, token: tokens.admin! })).status).toBe(404);
    expect((await request(t, { method: 'POST', path: `${RESUMES}/batches/${token}/cancel`, token: tokens.recruiter2! })).status).toBe(404);
  });
});
