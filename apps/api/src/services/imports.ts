// Bulk imports (issue 13; SPEC §2 "Import-result dialogs", §3 summaries, §7 dataprocess/status): an
// employer's job files become draft jobs, a partner's résumés become linked job seekers. The request
// checks and lays out the files (a spreadsheet's rows, a ZIP's entries, each a file of the batch), keeps
// the waiting bytes in the file store and queues one `import` job in the same transaction as the batch.
// The worker (jobs/import.ts → processBatch) handles the files a chunk of 25 at a time (résumés on PGlite,
// 5: RESUME_CHUNK); the chunk's effects (the jobs or the people it creates, the partner links) and its
// outcomes are written in ONE transaction that first locks the files' rows and skips those that already
// have an outcome, so a retried batch (a worker that died, a second worker that took the expired job)
// never does a file twice. No advisory lock is involved.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  importBatches,
  importFiles,
  jobHiringTeam,
  jobStatusHistory,
  jobs,
  oneTimeTokens,
  organisations,
  seekerPartnerLinks,
  seekerProfiles,
  storedFiles,
  tenants,
  users,
  type ImportBatchRow,
  type ImportKind,
  type ImportOutcome,
} from '../db/schema.ts';
import { fieldError, NotFound, TooLarge } from '../errors.ts';
import { queueMails, renderMails } from '../jobs/mail.ts';
import { importClaimMail } from '../mail/messages.ts';
import type { JobQueue, Tx } from '../jobs/queue.ts';
import type { Scope } from '../scope.ts';
import type { UploadedFile } from '../uploads.ts';
import type { Mail } from './mailer.ts';
import type { FileStore } from './file-store.ts';
import { detectJobFileKind, documentToJob, readJobSheet, rowToJob, type JobColumn } from './import-parse.ts';
import { parseResume } from './import-parse.ts';
import { readZip } from './import-zip.ts';
import { searchVector, validateJobInput } from './jobs.ts';
import { NOTIFICATION_CHANNEL, notify } from './notifications.ts';
import { detectResumeKind, extractResumeText, RESUME_CONTENT_TYPES, unpacksTooLarge, type ResumeKind } from './resume-files.ts';
import { DEFAULT_TEXT_LIMITS, type ResumeTextLimits } from './resume-text.ts';
import { defaultHiringTeam } from './settings.ts';
import { sha256 as hashToken, randomToken } from './tokens.ts';

export const IMPORT_QUEUE = 'import';
/** Per file at most 5 MB, per batch at most 1,000 files and 200 MB (issue 13 "Bad input"). */
export const IMPORT_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 1000,
  maxBatchBytes: 200 * 1024 * 1024,
  /** A ZIP entry inflating more than this many times its compressed size is a bomb. */
  maxRatio: 100,
} as const;
/** The durations of the status call (SPEC §9), in minutes. */
export const IMPORT_DURATIONS = ['15', '30', '45', '60', '90', '120', 'all'] as const;
/** An imported person's link to claim the account lasts two weeks. */
const CLAIM_TTL_MS = 14 * 24 * 60 * 60_000;

export interface ImportJob {
  tenantId: number;
  batchId: string;
  /** The tenant origin the upload came through: the claim links of imported people lead there. */
  origin: string;
}

type Lang = 'en' | 'fr' | 'esp';

interface PlannedFile {
  fileName: string;
  data?: Buffer;
  row?: Partial<Record<JobColumn, string>>;
  outcome?: ImportOutcome;
  reason?: string;
}

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

const REASONS = {
  tooLarge: `This file is larger than ${mb(IMPORT_LIMITS.maxFileBytes)}; it was not read.`,
  empty: 'This file is empty.',
  jobType:
    'Only CSV or XLSX spreadsheets and PDF or Word (.docx) job descriptions can be imported, and this file is none of them (whatever its name says).',
  resumeType:
    'Only PDF and Word (.docx) résumés, or a ZIP of them, can be imported, and this file is none of them (whatever its name says).',
  unreadable: 'This file could not be read. It may be damaged or protected by a password.',
  unpacksTooLarge: 'This Word file unpacks to far more than a résumé (over 50 MB); it was not read.',
  noText: 'No text could be read from this file (it may be a scanned image).',
  noEmail: 'No email address was found in this résumé, so no account could be made for the person.',
  cancelled: 'The upload was cancelled before this file was read.',
  staff: 'The email in this résumé belongs to a staff account, not a job seeker; nothing was imported.',
  refused: 'What this file holds could not be saved; nothing of it was imported. The other files were.',
} as const;

const cleanName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    // eslint-disable-next-line no-control-regex -- control characters are removed from a file name
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200) || 'file';

/** The organisation a batch belongs to: the uploader's own, or (program staff) the one named, of the right kind. */
async function batchOrganisation(db: Db, scope: Scope, kind: ImportKind, organisationId: number | undefined): Promise<number> {
  const kinds = kind === 'jobs' ? (['employer', 'corporate_partner'] as const) : (['skilling_partner', 'nonprofit_partner'] as const);
  if (scope.reach !== 'program') {
    const own = scope.organisation;
    if (!own || !(kinds as readonly string[]).includes(own.kind))
      throw fieldError('organisation_id', 'Your organisation cannot import these files.');
    return own.id;
  }
  if (organisationId === undefined)
    throw fieldError(
      'organisation_id',
      kind === 'jobs' ? 'Choose the employer the jobs are for.' : 'Choose the partner the résumés are for.',
    );
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, scope.tenantId), eq(organisations.id, organisationId), inArray(organisations.kind, [...kinds])));
  if (!org)
    throw fieldError(
      'organisation_id',
      kind === 'jobs' ? 'No employer of this program has this id.' : 'No skilling or non-profit partner of this program has this id.',
    );
  return org.id;
}

async function planJobFiles(uploads: UploadedFile[]): Promise<PlannedFile[]> {
  const planned: PlannedFile[] = [];
  const seen = new Map<string, string>();
  for (const upload of uploads) {
    const fileName = cleanName(upload.fileName);
    if (upload.tooLarge) planned.push({ fileName, outcome: 'failed', reason: REASONS.tooLarge });
    else if (upload.data.length === 0) planned.push({ fileName, outcome: 'failed', reason: REASONS.empty });
    else {
      const kind = detectJobFileKind(upload.data, fileName);
      if (!kind) planned.push({ fileName, outcome: 'failed', reason: REASONS.jobType });
      else if (kind === 'pdf' || kind === 'docx') planned.push({ fileName, data: upload.data });
      else {
        const sheet = await readJobSheet(kind, upload.data);
        if (sheet.problem) planned.push({ fileName, outcome: 'failed', reason: sheet.problem });
        for (const row of sheet.rows) {
          // A row repeated in the upload (in this sheet or another) would make the same job twice.
          const key = JSON.stringify(
            Object.entries(row.cells)
              .map(([k, v]) => [k, v.trim().toLowerCase()])
              .sort(),
          );
          const first = seen.get(key);
          const label = `${fileName} (row ${row.line})`;
          if (first) planned.push({ fileName: label, outcome: 'failed', reason: `This row repeats ${first}; it was not imported twice.` });
          else {
            seen.set(key, label);
            planned.push({ fileName: label, row: row.cells });
          }
        }
      }
    }
  }
  return planned;
}

const isZip = (data: Buffer) => data.length >= 22 && data.readUInt32LE(0) === 0x04034b50;

async function planResumeFiles(uploads: UploadedFile[]): Promise<PlannedFile[]> {
  const planned: PlannedFile[] = [];
  let zipBudget = IMPORT_LIMITS.maxBatchBytes;
  for (const upload of uploads) {
    const fileName = cleanName(upload.fileName);
    if (upload.data.length === 0) {
      planned.push({ fileName, outcome: 'skipped', reason: REASONS.empty });
      continue;
    }
    const kind = detectResumeKind(upload.data);
    if (!kind && isZip(upload.data)) {
      const reading = await readZip(upload.data, {
        maxEntries: IMPORT_LIMITS.maxFiles,
        maxEntryBytes: IMPORT_LIMITS.maxFileBytes,
        maxTotalBytes: zipBudget,
        maxRatio: IMPORT_LIMITS.maxRatio,
      });
      if ('problem' in reading) planned.push({ fileName, outcome: 'skipped', reason: reading.problem });
      else
        for (const item of reading.items) {
          if (item.data) zipBudget -= item.data.length;
          if (!item.data) planned.push({ fileName: item.name, outcome: 'skipped', reason: item.reason ?? REASONS.unreadable });
          else if (!detectResumeKind(item.data)) planned.push({ fileName: item.name, outcome: 'skipped', reason: REASONS.resumeType });
          else planned.push({ fileName: item.name, data: item.data });
        }
      continue;
    }
    if (upload.tooLarge) planned.push({ fileName, outcome: 'skipped', reason: REASONS.tooLarge });
    else if (!kind) planned.push({ fileName, outcome: 'skipped', reason: REASONS.resumeType });
    else planned.push({ fileName, data: upload.data });
  }
  return planned;
}

/** Checks and lays out an upload, stores the waiting bytes and queues the batch. */
export async function createImport(
  db: Db,
  jobQueue: JobQueue,
  store: FileStore,
  scope: Scope,
  kind: ImportKind,
  uploads: UploadedFile[],
  organisationId: number | undefined,
  language: Lang,
  origin: string,
) {
  const organisation = await batchOrganisation(db, scope, kind, organisationId);
  if (uploads.length === 0)
    throw fieldError('files', kind === 'jobs' ? 'Choose the job files to upload.' : 'Choose the résumés (or a ZIP of them) to upload.');
  if (uploads.length > IMPORT_LIMITS.maxFiles)
    throw fieldError('files', `At most ${IMPORT_LIMITS.maxFiles} files can be uploaded at once.`);
  const bytes = uploads.reduce((n, u) => n + u.data.length, 0);
  if (bytes > IMPORT_LIMITS.maxBatchBytes)
    throw new TooLarge(`The files add up to more than ${mb(IMPORT_LIMITS.maxBatchBytes)}. Upload them in smaller batches.`);
  const planned = kind === 'jobs' ? await planJobFiles(uploads) : await planResumeFiles(uploads);
  if (planned.length > IMPORT_LIMITS.maxFiles)
    throw fieldError(
      'files',
      `The upload holds ${planned.length} files or rows; at most ${IMPORT_LIMITS.maxFiles} are read at once. Split it.`,
    );
  const batchId = randomUUID();
  const tenantSlug = scope.tenant.slug;
  const paths: string[] = [];
  try {
    const rows: (typeof importFiles.$inferInsert)[] = [];
    for (const [position, file] of planned.entries()) {
      let path: string | null = null;
      if (file.data && !file.outcome) {
        path = `imports/${batchId}/${position}.bin`;
        await store.put(tenantSlug, path, file.data);
        paths.push(path);
      }
      rows.push({
        tenantId: scope.tenantId,
        batchId,
        position,
        fileName: file.fileName,
        path,
        row: file.row ? file.row : null,
        sha256: file.data ? createHash('sha256').update(file.data).digest('hex') : '',
        outcome: file.outcome ?? null,
        reason: file.reason ?? '',
        processedAt: file.outcome ? new Date() : null,
      });
    }
    await jobQueue.transaction(db, async (tx) => {
      await tx.insert(importBatches).values({
        id: batchId,
        tenantId: scope.tenantId,
        organisationId: organisation,
        userId: scope.user.id,
        kind,
        language,
        total: planned.length,
      });
      for (let i = 0; i < rows.length; i += 200) await tx.insert(importFiles).values(rows.slice(i, i + 200));
      await jobQueue.send(tx, IMPORT_QUEUE, { tenantId: scope.tenantId, batchId, origin } satisfies ImportJob);
    });
  } catch (error) {
    await Promise.all(paths.map((p) => store.delete(tenantSlug, p).catch(() => undefined)));
    throw error;
  }
  return progressOf(db, scope.tenantId, batchId);
}

/** Batches the viewer may see: program staff every batch of the tenant, others their organisation's. */
function visibleBatches(scope: Pick<Scope, 'tenantId' | 'reach' | 'organisation'>): SQL {
  const tenant = eq(importBatches.tenantId, scope.tenantId);
  if (scope.reach === 'program') return tenant;
  if (scope.reach === 'employer' || scope.reach === 'partner')
    return and(tenant, eq(importBatches.organisationId, scope.organisation?.id ?? -1)) as SQL;
  return sql`false`;
}

/** The progress of one batch: processed of total, per outcome. */
export async function progressOf(db: Pick<Db, 'select'>, tenantId: number, batchId: string) {
  const [batch] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.tenantId, tenantId), eq(importBatches.id, batchId)));
  if (!batch) throw new NotFound('Not found.');
  const counts = await db
    .select({ outcome: importFiles.outcome, n: sql<number>`count(*)::integer` })
    .from(importFiles)
    .where(and(eq(importFiles.tenantId, tenantId), eq(importFiles.batchId, batchId)))
    .groupBy(importFiles.outcome);
  const by = (o: ImportOutcome) => Number(counts.find((c) => c.outcome === o)?.n ?? 0);
  const processed = counts.filter((c) => c.outcome !== null).reduce((n, c) => n + Number(c.n), 0);
  return {
    token: batch.id,
    kind: batch.kind,
    state: batch.state,
    total: batch.total,
    processed,
    success_count: by('success'),
    failed_count: by('failed'),
    newly_created_count: by('newly_created'),
    already_existing_count: by('already_existing'),
    skipped_count: by('skipped'),
    created_at: batch.createdAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
  };
}

/** The bus payload of a batch's progress: `{"t": tenant, "ib": token, "u": uploader, "p": progress}`. */
export interface ImportChange {
  t: number;
  ib: string;
  u: number;
  p: Awaited<ReturnType<typeof progressOf>>;
}

export function parseImportChange(payload: string): ImportChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { t, ib, u, p } = value as Partial<Record<keyof ImportChange, unknown>>;
  if (!Number.isInteger(t) || typeof ib !== 'string' || !Number.isInteger(u) || !p || typeof p !== 'object') return null;
  return { t: t as number, ib, u: u as number, p: p as ImportChange['p'] };
}

/**
 * Tells the uploader's /ws/notifications/ sockets, on every instance, the batch's progress as it stands in
 * `tx` (NOTIFY leaves on commit, so a push never shows what a rolled-back file did).
 */
async function announceProgress(tx: Pick<Db, 'select' | 'execute'>, batch: Pick<ImportBatchRow, 'id' | 'tenantId' | 'userId'>) {
  const progress = await progressOf(tx, batch.tenantId, batch.id);
  const payload = JSON.stringify({ t: batch.tenantId, ib: batch.id, u: batch.userId, p: progress } satisfies ImportChange);
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}

export async function importProgress(db: Db, scope: Scope, kind: ImportKind, token: string) {
  const [batch] = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(and(visibleBatches(scope), eq(importBatches.id, token), eq(importBatches.kind, kind)));
  if (!batch) throw new NotFound('Not found.');
  return progressOf(db, scope.tenantId, batch.id);
}

/** Stops a batch: files not yet read are left unread (with the reason); what was done stays. */
export async function cancelImport(db: Db, scope: Scope, kind: ImportKind, token: string) {
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(importBatches)
      .where(and(visibleBatches(scope), eq(importBatches.id, token), eq(importBatches.kind, kind)))
      .for('update');
    if (!batch) throw new NotFound('Not found.');
    if (batch.state === 'done' || batch.state === 'cancelled') return;
    await tx.update(importBatches).set({ state: 'cancelled', finishedAt: new Date() }).where(eq(importBatches.id, batch.id));
    await tx
      .update(importFiles)
      .set({ outcome: kind === 'jobs' ? 'failed' : 'skipped', reason: REASONS.cancelled, processedAt: new Date() })
      .where(and(eq(importFiles.tenantId, batch.tenantId), eq(importFiles.batchId, batch.id), isNull(importFiles.outcome)));
    await notify(tx, {
      tenantId: batch.tenantId,
      userId: batch.userId,
      modelType: 'uploaded_files',
      messageKey: 'import_cancelled',
      token: batch.id,
    });
    await announceProgress(tx, batch);
  });
  return progressOf(db, scope.tenantId, token);
}

const iso = (d: Date) => d.toISOString();

/** SPEC §7: `data.summary` of one batch (`token`) or of the viewer's batches of the last `duration` minutes. */
async function summaryFiles(db: Db, scope: Scope, kind: ImportKind, token: string | undefined, duration: string | undefined) {
  const where: SQL[] = [visibleBatches(scope), eq(importBatches.kind, kind)];
  if (token !== undefined) where.push(eq(importBatches.id, token));
  else {
    where.push(eq(importBatches.userId, scope.user.id));
    if (duration !== undefined && duration !== 'all')
      where.push(gte(importBatches.createdAt, new Date(Date.now() - Number(duration) * 60_000)));
  }
  const batches = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(and(...where))
    .orderBy(desc(importBatches.createdAt))
    .limit(200);
  if (token !== undefined && batches.length === 0) throw new NotFound('Not found.');
  if (batches.length === 0) return [];
  return db
    .select({
      fileName: importFiles.fileName,
      outcome: importFiles.outcome,
      reason: importFiles.reason,
      jobId: importFiles.jobId,
      seekerId: importFiles.seekerId,
      processedAt: importFiles.processedAt,
      batchId: importFiles.batchId,
    })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.tenantId, scope.tenantId),
        inArray(
          importFiles.batchId,
          batches.map((b) => b.id),
        ),
      ),
    )
    .orderBy(asc(importFiles.batchId), asc(importFiles.position))
    .limit(10_000);
}

export async function jobImportSummary(db: Db, scope: Scope, token: string | undefined, duration: string | undefined) {
  const files = await summaryFiles(db, scope, 'jobs', token, duration);
  const item = (f: (typeof files)[number]) => ({
    job_file: f.fileName,
    reason: f.reason,
    job_id: f.jobId,
    token: f.batchId,
    processed_at: f.processedAt ? iso(f.processedAt) : null,
  });
  const success = files.filter((f) => f.outcome === 'success').map(item);
  const failed = files.filter((f) => f.outcome === 'failed').map(item);
  return {
    data: {
      summary: { success_files: success, failed_files: failed, success_count: success.length, failed_count: failed.length },
      pending_count: files.filter((f) => f.outcome === null).length,
    },
  };
}

export async function resumeImportSummary(db: Db, scope: Scope, token: string | undefined, duration: string | undefined) {
  const files = await summaryFiles(db, scope, 'resumes', token, duration);
  const claimed = new Set<number>();
  const ids = [...new Set(files.map((f) => f.seekerId).filter((id): id is number => id !== null))];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, ids.slice(i, i + 500)), eq(users.awaitingConsent, false)));
    for (const r of rows) claimed.add(r.id);
  }
  const item = (f: (typeof files)[number]) => ({
    resume_file: f.fileName,
    reason: f.reason,
    job_seeker_id: f.seekerId,
    claimed: f.seekerId !== null && claimed.has(f.seekerId),
    token: f.batchId,
    processed_at: f.processedAt ? iso(f.processedAt) : null,
  });
  const pick = (o: ImportOutcome) => files.filter((f) => f.outcome === o).map(item);
  const created = pick('newly_created');
  const existing = pick('already_existing');
  const skipped = pick('skipped');
  return {
    data: {
      summary: {
        already_existing_files: existing,
        newly_created_files: created,
        skipped_files: skipped,
        newly_created_count: created.length,
        already_existing_count: existing.length,
        skipped_count: skipped.length,
      },
      pending_count: files.filter((f) => f.outcome === null).length,
    },
  };
}

// ------------------------------------------------------------------------------------------ the worker

export interface ImportDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  textLimits?: ResumeTextLimits;
  /** Résumés written in one transaction (RESUME_CHUNK); CHUNK when not given. */
  resumeChunk?: number;
}

/** The skills vocabulary of the match score: every skill the tenant's jobs name, by its normalised form. */
async function skillVocabulary(db: Db, tenantId: number): Promise<Map<string, string>> {
  const rows = await db.execute(
    sql`SELECT DISTINCT s FROM (SELECT unnest(${jobs.requiredSkills} || ${jobs.niceSkills}) AS s FROM ${jobs} WHERE ${jobs.tenantId} = ${tenantId}) t LIMIT 5000`,
  );
  const vocabulary = new Map<string, string>();
  const { normaliseTerm } = await import('./match-score.ts');
  for (const r of (rows as unknown as { rows: { s: string }[] }).rows) {
    const norm = normaliseTerm(r.s);
    if (norm.length >= 1 && !vocabulary.has(norm)) vocabulary.set(norm, r.s);
  }
  return vocabulary;
}

type ParsedResume = ReturnType<typeof parseResume>;

type FileResult =
  | { outcome: 'failed' | 'skipped'; reason: string }
  | { outcome: 'job'; values: JobValues }
  | {
      outcome: 'resume';
      kind: ResumeKind;
      data: Buffer;
      text: string;
      parsed: ParsedResume;
      /** The invitation to claim the account, rendered while the file is read (not in the chunk's transaction). */
      claim: { token: string; mail: Mail } | null;
    };

/** What a file became: its outcome row (written for the whole chunk by one UPDATE … FROM (VALUES …)). */
interface FileOutcome {
  outcome: ImportOutcome;
  reason?: string;
  jobId?: number;
  seekerId?: number;
}

type ImportFile = typeof importFiles.$inferSelect;

async function organisationName(db: Db, tenantId: number, organisationId: number): Promise<string> {
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, organisationId)));
  return org?.name ?? '';
}

type JobValues = ReturnType<typeof validateJobInput>['values'];

/** A row or document's job fields as a draft's values, or why they cannot be one (the job checks' words). */
function draftValues(input: Parameters<typeof validateJobInput>[0]): FileResult {
  const { values, problems } = validateJobInput(input, false);
  if (problems.any) return { outcome: 'failed', reason: Object.values(problems.fields).flat().join(' ') };
  return { outcome: 'job', values };
}

/**
 * The draft jobs of a chunk's rows and documents, with their hiring team and first status, by three
 * multi-row INSERTs (their ids taken from the jobs' identity first, so each file knows its job whatever
 * order RETURNING would give). A row the database refuses makes the statement fail: the chunk is then
 * written again file by file (processBatch), and that row fails alone. Resolves to each file's job id.
 */
async function insertDraftJobs(
  tx: Tx,
  batch: ImportBatchRow,
  team: number[],
  drafts: { fileId: number; values: JobValues }[],
): Promise<Map<number, number>> {
  const made = new Map<number, number>();
  if (drafts.length === 0) return made;
  const ids = (
    (await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::integer AS id FROM generate_series(1, ${drafts.length}::integer)`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => Number(r.id));
  const now = new Date();
  const rows = drafts.map((d, i) => {
    const id = ids[i];
    if (id === undefined) throw new Error('the jobs identity gave too few ids');
    made.set(d.fileId, id);
    return {
      ...d.values,
      id,
      organisationId: batch.organisationId,
      tenantId: batch.tenantId,
      status: 'draft' as const,
      createdBy: batch.userId,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
      search: searchVector(d.values),
    };
  });
  await tx.insert(jobs).overridingSystemValue().values(rows);
  const jobIds = [...made.values()];
  if (team.length > 0)
    await tx.insert(jobHiringTeam).values(jobIds.flatMap((jobId) => team.map((userId) => ({ tenantId: batch.tenantId, jobId, userId }))));
  await tx.insert(jobStatusHistory).values(
    jobIds.map((jobId) => ({
      tenantId: batch.tenantId,
      jobId,
      fromStatus: null,
      toStatus: 'draft' as const,
      reason: null,
      changedBy: batch.userId,
      createdAt: now,
    })),
  );
  return made;
}

/** What the worker knows of a batch while it runs. */
interface BatchContext {
  deps: ImportDeps;
  batch: ImportBatchRow;
  slug: string;
  partnerName: string;
  tenantInfo: { origin: string; name: string };
  /** The employer's default hiring team, given to each draft (a jobs batch). */
  team: number[];
}

interface ResumeItem {
  file: ImportFile;
  resume: Extract<FileResult, { outcome: 'resume' }>;
}

const ALREADY = {
  content: 'This résumé was imported or uploaded before; the person is linked to your organisation.',
  email: 'This email already has an account; the person is linked to your organisation.',
} as const;

/**
 * Makes or links the people of a chunk's résumés, inside the chunk's transaction, with a few statements
 * for the whole chunk: the known contents and emails are read in two queries, and the new people, their
 * files, profiles, partner links, claim tokens and invitations are each written by one multi-row INSERT.
 * The files are taken in their order, so a file repeating an earlier one of the same chunk (same content,
 * or same email) links the person that one creates, as it would in a chunk of its own.
 */
async function importPeople(tx: Tx, ctx: BatchContext, items: ResumeItem[], stored: string[]): Promise<Map<number, FileOutcome>> {
  const { batch } = ctx;
  const results = new Map<number, FileOutcome>();
  if (items.length === 0) return results;
  const tenantId = batch.tenantId;
  // Content imported (or uploaded) before: the same person, linked, not copied.
  const shas = [...new Set(items.map((i) => i.file.sha256))];
  const ownerBySha = new Map<string, number>();
  for (const row of await tx
    .selectDistinctOn([storedFiles.sha256], { sha256: storedFiles.sha256, ownerId: storedFiles.ownerId })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.sha256, shas)))
    .orderBy(storedFiles.sha256, asc(storedFiles.createdAt)))
    ownerBySha.set(row.sha256, row.ownerId);
  const known = async (emails: string[]) => {
    const found = new Map<string, { id: number; isUser: boolean }>();
    if (emails.length === 0) return found;
    for (const row of await tx
      .select({ id: users.id, email: sql<string>`lower(${users.email})`, isUser: users.isUser })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(sql`lower(${users.email})`, emails))))
      found.set(row.email, { id: row.id, isUser: row.isUser });
    return found;
  };
  const emails = [
    ...new Set(items.filter((i) => !ownerBySha.has(i.file.sha256)).flatMap((i) => (i.resume.parsed.email ? [i.resume.parsed.email] : []))),
  ];
  const byEmail = await known(emails);

  // The plan, file by file: linked to someone known, to someone this chunk creates, or skipped.
  type Plan =
    { to: 'known'; userId: number; reason: string } | { to: 'new'; email: string; reason?: string } | { to: 'skip'; reason: string };
  const plans = new Map<number, Plan>();
  const creators = new Map<string, ResumeItem>();
  const createdSha = new Map<string, string>();
  for (const item of items) {
    const { file, resume } = item;
    const owner = ownerBySha.get(file.sha256);
    const email = resume.parsed.email;
    const sameAs = createdSha.get(file.sha256);
    const user = email ? byEmail.get(email) : undefined;
    if (owner !== undefined) plans.set(file.id, { to: 'known', userId: owner, reason: ALREADY.content });
    else if (sameAs !== undefined) plans.set(file.id, { to: 'new', email: sameAs, reason: ALREADY.content });
    else if (!email) plans.set(file.id, { to: 'skip', reason: REASONS.noEmail });
    else if (user) {
      plans.set(file.id, user.isUser ? { to: 'known', userId: user.id, reason: ALREADY.email } : { to: 'skip', reason: REASONS.staff });
    } else if (creators.has(email)) plans.set(file.id, { to: 'new', email, reason: ALREADY.email });
    else {
      creators.set(email, item);
      createdSha.set(file.sha256, email);
      plans.set(file.id, { to: 'new', email });
    }
  }

  // The new people; an address someone took meanwhile (ON CONFLICT) is that person's, as if known before.
  const created = new Map<string, number>();
  if (creators.size > 0) {
    const rows = await tx
      .insert(users)
      .values(
        [...creators.entries()].map(
          ([
            email,
            {
              resume: { parsed },
            },
          ]) => ({
            tenantId,
            email,
            passwordHash: null,
            firstName: parsed.firstName,
            lastName: parsed.lastName,
            isUser: true,
            isConsent: false,
            awaitingConsent: true,
            language: batch.language,
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: sql<string>`lower(${users.email})` });
    for (const r of rows) created.set(r.email, r.id);
    const taken = await known([...creators.keys()].filter((e) => !created.has(e)));
    for (const [email, user] of taken) {
      creators.delete(email);
      for (const [fileId, plan] of plans)
        if (plan.to === 'new' && plan.email === email)
          plans.set(fileId, user.isUser ? { to: 'known', userId: user.id, reason: ALREADY.email } : { to: 'skip', reason: REASONS.staff });
    }
  }

  const people = [...creators.entries()].flatMap(([email, item]) => {
    const userId = created.get(email);
    const claim = item.resume.claim;
    const fileId = randomUUID();
    // A creator has an email, so its invitation was rendered with the file.
    return userId === undefined || !claim ? [] : [{ email, item, userId, fileId, path: `resume/${fileId}.${item.resume.kind}`, claim }];
  });
  if (people.length > 0) {
    stored.push(...people.map((p) => p.path));
    await Promise.all(people.map((p) => ctx.deps.files.put(ctx.slug, p.path, p.item.resume.data)));
    await tx.insert(storedFiles).values(
      people.map((p) => ({
        id: p.fileId,
        tenantId,
        ownerId: p.userId,
        kind: 'resume' as const,
        path: p.path,
        originalName: p.item.file.fileName,
        contentType: RESUME_CONTENT_TYPES[p.item.resume.kind],
        size: p.item.resume.data.length,
        sha256: p.item.file.sha256,
        extractedText: p.item.resume.text,
      })),
    );
    await tx.insert(seekerProfiles).values(
      people.map(({ userId, fileId, item: { resume } }) => ({
        userId,
        tenantId,
        headline: resume.parsed.headline,
        phone: resume.parsed.phone,
        city: resume.parsed.city,
        region: resume.parsed.region,
        country: resume.parsed.country,
        yearsExperience: resume.parsed.yearsExperience,
        skills: resume.parsed.skills,
        education: resume.parsed.education,
        experience: resume.parsed.experience,
        educationEntries: resume.parsed.educationEntries,
        resumeFileId: fileId,
      })),
    );
  }

  // Every person of the chunk linked to the partner (once; a link that exists stays as it is).
  const userOf = (plan: Plan) => (plan.to === 'known' ? plan.userId : plan.to === 'new' ? created.get(plan.email) : undefined);
  const linked = [...new Set([...plans.values()].map(userOf).filter((id): id is number => id !== undefined))];
  if (linked.length > 0)
    await tx
      .insert(seekerPartnerLinks)
      .values(linked.map((userId) => ({ tenantId, userId, organisationId: batch.organisationId, origin: 'imported' as const })))
      .onConflictDoNothing();

  if (people.length > 0) {
    // The invitations to claim the accounts, in the partner's language, leave with this transaction.
    const expiresAt = new Date(Date.now() + CLAIM_TTL_MS);
    await tx.insert(oneTimeTokens).values(
      people.map((p) => ({
        tokenHash: hashToken(p.claim.token),
        tenantId,
        userId: p.userId,
        purpose: 'reset_password' as const,
        expiresAt,
      })),
    );
    await queueMails(
      ctx.deps.jobs,
      tx,
      people.map((p) => p.claim.mail),
      claimAudience(ctx),
    );
  }

  for (const [fileId, plan] of plans) {
    const userId = userOf(plan);
    if (plan.to === 'skip' || userId === undefined)
      results.set(fileId, { outcome: 'skipped', reason: plan.to === 'skip' ? plan.reason : '' });
    else if (plan.to === 'new' && plan.reason === undefined) results.set(fileId, { outcome: 'newly_created', seekerId: userId });
    else results.set(fileId, { outcome: 'already_existing', reason: plan.reason, seekerId: userId });
  }
  return results;
}

/** Reads one waiting file (outside any transaction): what it becomes, or why not. */
async function readFile(ctx: BatchContext, file: ImportFile, vocabulary: Map<string, string>): Promise<FileResult> {
  const { deps, batch, slug, partnerName: company } = ctx;
  const fail = batch.kind === 'jobs' ? ('failed' as const) : ('skipped' as const);
  if (file.row) {
    const made = rowToJob(file.row, company);
    return 'reason' in made ? { outcome: 'failed', reason: made.reason } : draftValues(made.input);
  }
  if (!file.path) return { outcome: fail, reason: REASONS.unreadable };
  const data = await deps.files.get(slug, file.path);
  if (!data) return { outcome: fail, reason: REASONS.unreadable };
  const kind = detectResumeKind(data);
  if (!kind) return { outcome: fail, reason: batch.kind === 'jobs' ? REASONS.jobType : REASONS.resumeType };
  if (kind === 'docx' && unpacksTooLarge(data)) return { outcome: fail, reason: REASONS.unpacksTooLarge };
  let text: string;
  try {
    text = await extractResumeText(kind, data, deps.textLimits ?? DEFAULT_TEXT_LIMITS);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { outcome: fail, reason: message.includes('too_big') ? REASONS.unpacksTooLarge : REASONS.unreadable };
  }
  if (text.trim() === '') return { outcome: fail, reason: REASONS.noText };
  if (batch.kind === 'jobs') {
    const made = documentToJob(text, company, vocabulary);
    return 'reason' in made ? { outcome: 'failed', reason: made.reason } : draftValues(made.input);
  }
  const parsed = parseResume(text, vocabulary);
  let claim: { token: string; mail: Mail } | null = null;
  if (parsed.email) {
    // Rendered now, for whoever this person turns out to be: a render is CPU work the chunk's transaction
    // (which holds PGlite's one session) should not wait for. Unused when the person is known already.
    const token = randomToken();
    const [mail] = await renderMails(
      deps.db,
      [
        importClaimMail({
          to: parsed.email,
          lang: batch.language,
          name: parsed.firstName || parsed.email,
          partner: ctx.partnerName,
          tenant: ctx.tenantInfo.name,
          link: `${ctx.tenantInfo.origin}/confirmPasswordReset?token=${token}&claim=1`,
        }),
      ],
      claimAudience(ctx),
    );
    if (mail) claim = { token, mail };
  }
  return { outcome: 'resume', kind, data, text, parsed, claim };
}

/** The invitations to claim an imported account are account mail, with links to the tenant the upload came through. */
const claimAudience = (ctx: BatchContext) => ({ tenantId: ctx.batch.tenantId, origin: ctx.tenantInfo.origin, kind: 'account' as const });

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * An error the database gives for what one file holds (a data exception, a constraint, a trigger's
 * refusal): that file fails alone. Anything else (a lost connection, a serialization failure) fails the
 * job, which is retried.
 */
const refusesTheRow = (error: unknown) => /^(22|23|P0)/.test(sqlState(error) ?? '');

/**
 * Writes a chunk of files in ONE transaction: their rows are locked first and those that already have an
 * outcome (a retried batch, another worker) are left alone; the résumés' people (importPeople) and the
 * drafts (insertDraftJobs) are made by a few set-based statements; the outcomes are written by one
 * UPDATE … FROM (VALUES …). Resolves to the ids of the files it wrote.
 */
async function writeChunk(tx: Tx, ctx: BatchContext, chunk: { file: ImportFile; result: FileResult }[], stored: string[]) {
  const ids = chunk.map((c) => c.file.id);
  const open = new Set(
    (
      await tx
        .select({ id: importFiles.id })
        .from(importFiles)
        .where(and(inArray(importFiles.id, ids), isNull(importFiles.outcome)))
        .orderBy(asc(importFiles.id))
        .for('update')
    ).map((r) => r.id),
  );
  const unsettled = chunk.filter((c) => open.has(c.file.id));
  if (unsettled.length === 0) return [];
  const outcomes = new Map<number, FileOutcome>();
  const resumes: ResumeItem[] = [];
  const drafts: { fileId: number; values: JobValues }[] = [];
  for (const { file, result } of unsettled) {
    switch (result.outcome) {
      case 'failed':
      case 'skipped':
        outcomes.set(file.id, { outcome: result.outcome, reason: result.reason });
        break;
      case 'job':
        drafts.push({ fileId: file.id, values: result.values });
        break;
      case 'resume':
        resumes.push({ file, resume: result });
    }
  }
  for (const [id, jobId] of await insertDraftJobs(tx, ctx.batch, ctx.team, drafts)) outcomes.set(id, { outcome: 'success', jobId });
  for (const [id, outcome] of await importPeople(tx, ctx, resumes, stored)) outcomes.set(id, outcome);
  const rows = unsettled.map(({ file }) => {
    const o = outcomes.get(file.id) ?? { outcome: 'failed' as const, reason: REASONS.unreadable };
    return sql`(${file.id}::integer, ${o.outcome}::text, ${o.reason ?? ''}::text, ${o.jobId ?? null}::integer, ${o.seekerId ?? null}::integer)`;
  });
  await tx.execute(sql`
    UPDATE ${importFiles} SET outcome = v.outcome, reason = v.reason, job_id = v.job_id, seeker_id = v.seeker_id,
      path = NULL, processed_at = now()
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, outcome, reason, job_id, seeker_id)
    WHERE ${importFiles.id} = v.id`);
  return unsettled.map((c) => c.file.id);
}

/** Writes the outcome of one file the database refused (its chunk was written file by file). */
async function writeRefused(tx: Tx, ctx: BatchContext, file: ImportFile) {
  const wrote = await tx
    .update(importFiles)
    .set({ outcome: ctx.batch.kind === 'jobs' ? 'failed' : 'skipped', reason: REASONS.refused, path: null, processedAt: new Date() })
    .where(and(eq(importFiles.id, file.id), isNull(importFiles.outcome)))
    .returning({ id: importFiles.id });
  return wrote.map((r) => r.id);
}

/** A batch of more files than this pushes its progress at most every PROGRESS_EVERY_MS (a smaller one, every chunk). */
const PROGRESS_EVERY_FILE_UP_TO = 100;
const PROGRESS_EVERY_MS = 250;
/** Files written in one transaction. */
const CHUNK = 25;
/**
 * Résumés written in one transaction, by database: on PGlite, whose one session every request waits for
 * while a chunk's transaction holds it, 5 (a person costs some milliseconds of its CPU), so a search asked
 * during an import waits for tens of milliseconds rather than hundreds. A job row costs far less: a
 * spreadsheet's chunks stay of CHUNK rows.
 */
export const RESUME_CHUNK = { postgres: CHUNK, pglite: 5 } as const;
/** Files taken from the database at a time (their reads run a chunk ahead of the one being written). */
const PAGE = 100;

/**
 * Processes a batch's waiting files a chunk at a time, one transaction per chunk, then ends it with its
 * notification. The next chunk's files are read (their text extracted, in the extraction worker) while a
 * chunk's transaction runs. A chunk the database refuses (one file holding what it cannot take) is
 * written again file by file, so the refused file fails alone with its reason and the others land.
 */
export async function processBatch(deps: ImportDeps, job: ImportJob): Promise<void> {
  const { db } = deps;
  const [batch] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.tenantId, job.tenantId), eq(importBatches.id, job.batchId)));
  if (!batch || batch.state === 'done' || batch.state === 'cancelled') return;
  await db
    .update(importBatches)
    .set({ state: 'running' })
    .where(and(eq(importBatches.id, batch.id), eq(importBatches.state, 'queued')));
  const [tenant] = await db.select({ slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.id, batch.tenantId));
  if (!tenant) return;
  const slug = tenant.slug;
  const vocabulary = await skillVocabulary(db, batch.tenantId);
  const company = await organisationName(db, batch.tenantId, batch.organisationId);
  // Drafts get the employer's default hiring team (/settingsV2), read once for the batch.
  const team = batch.kind === 'jobs' ? await defaultHiringTeam(db, batch.tenantId, batch.organisationId) : [];
  const ctx: BatchContext = { deps, batch, slug, partnerName: company, tenantInfo: { origin: job.origin, name: tenant.name }, team };
  const everyChunk = batch.total <= PROGRESS_EVERY_FILE_UP_TO;
  let announced = 0;
  const cancelled = async () => {
    const [now] = await db.select({ state: importBatches.state }).from(importBatches).where(eq(importBatches.id, batch.id));
    return now?.state === 'cancelled';
  };
  /** One transaction: `write` and, when due, the progress push (NOTIFY leaves on commit: it shows the chunk done). */
  const commit = async (write: (tx: Tx, stored: string[]) => Promise<number[]>) => {
    const stored: string[] = [];
    try {
      return await deps.jobs.transaction(db, async (tx) => {
        const wrote = await write(tx, stored);
        if (wrote.length > 0 && (everyChunk || Date.now() - announced >= PROGRESS_EVERY_MS)) {
          await announceProgress(tx, batch);
          announced = Date.now();
        }
        return wrote;
      });
    } catch (error) {
      // The résumés stored for a rolled-back transaction belong to nobody.
      await Promise.all(stored.map((p) => deps.files.delete(slug, p).catch(() => undefined)));
      throw error;
    }
  };
  for (;;) {
    const pending = await db
      .select()
      .from(importFiles)
      .where(and(eq(importFiles.tenantId, batch.tenantId), eq(importFiles.batchId, batch.id), isNull(importFiles.outcome)))
      .orderBy(asc(importFiles.position))
      .limit(PAGE);
    if (pending.length === 0) break;
    const chunks: ImportFile[][] = [];
    const size = batch.kind === 'resumes' ? (deps.resumeChunk ?? CHUNK) : CHUNK;
    for (let i = 0; i < pending.length; i += size) chunks.push(pending.slice(i, i + size));
    const read = (files: ImportFile[] | undefined) =>
      files?.map((file) => {
        const reading = readFile(ctx, file, vocabulary);
        // Read ahead, so a cancelled batch may leave some unawaited: only ever a rejection nobody waits for.
        reading.catch(() => undefined);
        return reading;
      });
    let next = read(chunks[0]);
    for (const [k, files] of chunks.entries()) {
      // A cancelled batch stops here; its unread files already have their outcome (cancelImport).
      if (await cancelled()) return;
      const reading = next ?? [];
      next = read(chunks[k + 1]);
      const chunk: { file: ImportFile; result: FileResult }[] = [];
      for (const [i, file] of files.entries()) {
        const result = await reading[i];
        if (result) chunk.push({ file, result });
      }
      // PGlite runs in this thread and answers without a turn of the event loop: without this, a batch
      // would hold every request (search, the progress polls) until its end.
      await new Promise((resolve) => setImmediate(resolve));
      let done: number[];
      try {
        done = await commit((tx, stored) => writeChunk(tx, ctx, chunk, stored));
      } catch (error) {
        if (!refusesTheRow(error)) throw error;
        // One file holds what the database refuses: the chunk again, a file per transaction.
        done = [];
        for (const c of chunk) {
          try {
            done.push(...(await commit((tx, stored) => writeChunk(tx, ctx, [c], stored))));
          } catch (one) {
            if (!refusesTheRow(one)) throw one;
            done.push(...(await commit((tx) => writeRefused(tx, ctx, c.file))));
          }
        }
      }
      const wrote = new Set(done);
      for (const c of chunk) if (c.file.path && wrote.has(c.file.id)) await deps.files.delete(slug, c.file.path).catch(() => undefined);
      // Files another worker did (a retried batch): the batch may have been cancelled meanwhile.
      if (wrote.size < chunk.length && (await cancelled())) return;
    }
  }
  await deps.jobs.transaction(db, async (tx) => {
    const [ended] = await tx
      .update(importBatches)
      .set({ state: 'done', finishedAt: new Date() })
      .where(and(eq(importBatches.id, batch.id), inArray(importBatches.state, ['queued', 'running'])))
      .returning({ id: importBatches.id });
    if (!ended) return;
    const progress = await progressOf(tx, batch.tenantId, batch.id);
    await notify(tx, {
      tenantId: batch.tenantId,
      userId: batch.userId,
      modelType: 'uploaded_files',
      messageKey: batch.kind === 'jobs' ? 'jobs_imported' : 'resumes_imported',
      params:
        batch.kind === 'jobs'
          ? { success: progress.success_count, failed: progress.failed_count }
          : { created: progress.newly_created_count, existing: progress.already_existing_count, skipped: progress.skipped_count },
      token: batch.id,
    });
    await announceProgress(tx, batch);
  });
}

/** An imported person consents (after claiming the account): employers may now see them. */
export async function consentToImport(db: Db, tenantId: number, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ isConsent: true, awaitingConsent: false })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export { REASONS as IMPORT_REASONS };
