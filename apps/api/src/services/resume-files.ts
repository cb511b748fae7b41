// Résumé files: the type is read from the content (a PDF starts with %PDF-; a Word .docx is a ZIP
// archive holding word/document.xml), never from the name or the declared type; a Word file that states
// it unpacks to more than 50 MB is refused; the text is extracted (unpdf for PDF, mammoth for Word, in a
// worker with a memory cap and a time limit: resume-text.ts) and kept in stored_files.extracted_text; the
// bytes go to the file store at resume/<uuid>.<ext>.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, seekerProfiles, storedFiles } from '../db/schema.ts';
import { TooLarge, UnsupportedType, ValidationError } from '../errors.ts';
import { tooLargeMessage, type UploadedFile } from '../uploads.ts';
import type { FileStore } from './file-store.ts';
import { DEFAULT_TEXT_LIMITS, extractWithin, type ResumeTextLimits } from './resume-text.ts';

export type ResumeKind = 'pdf' | 'docx';
export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const satisfies Record<ResumeKind, string>;
/** Extracted text kept per file (characters). */
export const MAX_TEXT = 100_000;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type StoredFileRow = typeof storedFiles.$inferSelect;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** As the central directory states it; 0xffffffff means a ZIP64 size (refused: no résumé needs one). */
  uncompressedSize: number;
}

/** The entries of a ZIP archive's central directory; null when `data` is not a readable ZIP archive. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  const EOCD = 0x06054b50;
  if (data.length < 22) return null;
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= lowest; i -= 1) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The names in a ZIP archive's central directory; null when `data` is not a readable ZIP archive. */
export function zipEntryNames(data: Buffer): string[] | null {
  return zipEntries(data)?.map((e) => e.name) ?? null;
}

/** What a Word résumé may unpack to, all entries together (a long résumé with photos is a few MB). */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/** Whether a ZIP archive states it unpacks to more than MAX_UNPACKED_BYTES (or uses ZIP64 sizes). */
export function unpacksTooLarge(data: Buffer): boolean {
  const entries = zipEntries(data);
  if (!entries) return false;
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize === 0xffffffff || e.compressedSize === 0xffffffff) return true;
    total += e.uncompressedSize;
  }
  return total > MAX_UNPACKED_BYTES;
}

/** pdf or docx by content; null for anything else. */
export function detectResumeKind(data: Buffer): ResumeKind | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (data.length >= 22 && data.readUInt32LE(0) === 0x04034b50 && zipEntryNames(data)?.includes('word/document.xml')) return 'docx';
  return null;
}

/** Extracted text as stored: no NUL bytes, runs of spaces and blank lines folded, at most MAX_TEXT. */
export function tidyText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- NUL is what it removes: PostgreSQL refuses it in text
      .replace(/\u0000/g, '')
      .replace(/[ \t\f\v]+/g, ' ')
      .replace(/\s*\n\s*\n\s*/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT)
  );
}

/** Plain text of a résumé (in the extraction worker, within the limits); throws when none could be had. */
export async function extractResumeText(kind: ResumeKind, data: Buffer, limits: ResumeTextLimits = DEFAULT_TEXT_LIMITS): Promise<string> {
  const outcome = await extractWithin(kind, data, limits);
  if (outcome.kind !== 'text') throw new Error(`no text: ${outcome.kind}`);
  return tidyText(outcome.text);
}

/** A display name from the client's file name: no folders, no control characters, a sane length. */
export function cleanFileName(name: string | undefined, kind: ResumeKind): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what it removes from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean || `resume.${kind}`;
}

export interface CheckedResume {
  kind: ResumeKind;
  contentType: string;
  fileName: string;
  data: Buffer;
  sha256: string;
  text: string;
}

export const RESUME_MESSAGES = {
  missing: 'Choose a PDF or Word (.docx) file to upload.',
  repeated: 'Send one file at a time.',
  empty: 'The file is empty. Choose your résumé file and try again.',
  wrongType:
    'Only PDF and Word (.docx) files can be used as a résumé, and this file is neither (whatever its name says). Save your résumé as PDF or .docx and try again.',
  unreadable: 'This file could not be read. It may be damaged or protected by a password. Save it again as PDF or .docx and try again.',
  unpacksTooLarge: 'This Word file unpacks to far more than a résumé (over 50 MB). Save your résumé again as PDF or .docx and try again.',
} as const;

/**
 * Checks an uploaded résumé (size, type by content, readable) and extracts its text. Throws the
 * answer for a refused file: 413 too large, 415 not PDF/DOCX, 400 {file} empty, repeated or unreadable.
 * `null` when there is no file and none is required.
 */
export async function checkResumeUpload(
  upload: UploadedFile | undefined,
  maxBytes: number,
  required: boolean,
  limits: ResumeTextLimits = DEFAULT_TEXT_LIMITS,
): Promise<CheckedResume | null> {
  if (!upload) {
    if (required) throw new ValidationError({ file: [RESUME_MESSAGES.missing] });
    return null;
  }
  if (upload.repeated) throw new ValidationError({ file: [RESUME_MESSAGES.repeated] });
  if (upload.tooLarge) throw new TooLarge(tooLargeMessage(maxBytes));
  if (upload.data.length === 0) throw new ValidationError({ file: [RESUME_MESSAGES.empty] });
  const kind = detectResumeKind(upload.data);
  if (!kind) throw new UnsupportedType(RESUME_MESSAGES.wrongType);
  // A ZIP archive states the size of each entry: one that unpacks to far more than a résumé is refused
  // before anything is unpacked.
  if (kind === 'docx' && unpacksTooLarge(upload.data)) throw new ValidationError({ file: [RESUME_MESSAGES.unpacksTooLarge] });
  const outcome = await extractWithin(kind, upload.data, limits);
  if (outcome.kind === 'too_big') throw new ValidationError({ file: [RESUME_MESSAGES.unpacksTooLarge] });
  if (outcome.kind === 'unreadable') throw new ValidationError({ file: [RESUME_MESSAGES.unreadable] });
  // Too slow to read: the file is kept without its text (has_text false) rather than holding the request.
  const text = outcome.kind === 'text' ? tidyText(outcome.text) : '';
  return {
    kind,
    contentType: RESUME_CONTENT_TYPES[kind],
    fileName: cleanFileName(upload.fileName, kind),
    data: upload.data,
    sha256: createHash('sha256').update(upload.data).digest('hex'),
    text,
  };
}

/** Where a new résumé goes in the store. */
export function newResumePath(kind: ResumeKind): { id: string; path: string } {
  const id = randomUUID();
  return { id, path: `resume/${id}.${kind}` };
}

/**
 * Puts the file in the store, then runs `write(row values)` (the caller's transaction, which inserts the
 * row); when that fails the file is removed again, so a refused or failed request leaves nothing behind.
 */
export async function storeResume<T>(
  files: FileStore,
  tenant: { id: number; slug: string },
  ownerId: number,
  resume: CheckedResume,
  write: (row: typeof storedFiles.$inferInsert) => Promise<T>,
): Promise<T> {
  const { id, path } = newResumePath(resume.kind);
  await files.put(tenant.slug, path, resume.data);
  try {
    return await write({
      id,
      tenantId: tenant.id,
      ownerId,
      kind: 'resume',
      path,
      originalName: resume.fileName,
      contentType: resume.contentType,
      size: resume.data.length,
      sha256: resume.sha256,
      extractedText: resume.text,
    });
  } catch (error) {
    await files.delete(tenant.slug, path).catch(() => undefined);
    throw error;
  }
}

/** Deletes a stored file (row and bytes) that no profile and no application uses any more. */
export async function deleteIfUnused(
  db: Executor,
  files: FileStore,
  tenant: { id: number; slug: string },
  fileId: string,
): Promise<boolean> {
  const [onApplication] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, tenant.id), eq(applications.resumeFileId, fileId)))
    .limit(1);
  if (onApplication) return false;
  const [onProfile] = await db
    .select({ id: seekerProfiles.userId })
    .from(seekerProfiles)
    .where(and(eq(seekerProfiles.tenantId, tenant.id), eq(seekerProfiles.resumeFileId, fileId)))
    .limit(1);
  if (onProfile) return false;
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenant.id), eq(storedFiles.id, fileId)))
    .returning({ path: storedFiles.path });
  if (row) await files.delete(tenant.slug, row.path);
  return Boolean(row);
}

const iso = (d: Date) => d.toISOString();

/** The wire ResumeMeta of a stored file. */
export function resumeMeta(row: StoredFileRow) {
  return {
    file_name: row.originalName,
    file_path: row.path,
    size: row.size,
    content_type: row.contentType as (typeof RESUME_CONTENT_TYPES)[ResumeKind],
    uploaded_at: iso(row.createdAt),
    has_text: row.extractedText.trim() !== '',
  };
}
