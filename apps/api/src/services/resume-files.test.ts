import { describe, expect, it } from 'vitest';
import { docxBomb, minimalDocx, zipParts, zipStore } from '../test/docx.ts';
import { RESUME_MAX_BYTES, type UploadedFile } from '../uploads.ts';
import {
  MAX_UNPACKED_BYTES,
  RESUME_MESSAGES,
  checkResumeUpload,
  cleanFileName,
  detectResumeKind,
  extractResumeText,
  unpacksTooLarge,
  zipEntryNames,
} from './resume-files.ts';
import { extractWithin } from './resume-text.ts';
import { simplePdf } from './simple-pdf.ts';

const upload = (data: Buffer, extra: Partial<UploadedFile> = {}): UploadedFile => ({
  field: 'file',
  fileName: 'cv.pdf',
  declaredType: 'application/pdf',
  data,
  tooLarge: false,
  repeated: false,
  ...extra,
});

describe('detectResumeKind', () => {
  it('reads PDF and DOCX from the content only', () => {
    expect(detectResumeKind(simplePdf(['A']))).toBe('pdf');
    expect(detectResumeKind(minimalDocx(['A']))).toBe('docx');
    expect(detectResumeKind(zipStore({ 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(detectResumeKind(Buffer.from('PK\x03\x04 not really a zip file at all, no directory'))).toBeNull();
    expect(detectResumeKind(Buffer.from('hello'))).toBeNull();
    expect(detectResumeKind(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(detectResumeKind(Buffer.alloc(0))).toBeNull();
  });

  it('lists the names of a ZIP archive', () => {
    expect(zipEntryNames(zipStore({ 'a.txt': 'a', 'word/document.xml': '<w/>' }))).toEqual(['a.txt', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('nothing'))).toBeNull();
  });
});

describe('extractResumeText', () => {
  it('gets the text of a PDF and of a Word document', async () => {
    expect(await extractResumeText('pdf', simplePdf(['Jordan Lee — Analyst', 'Skills: SQL (advanced), Python']))).toBe(
      'Jordan Lee — Analyst\nSkills: SQL (advanced), Python',
    );
    expect(await extractResumeText('docx', minimalDocx(['Jordan Lee', 'Skills: R & Excel']))).toBe('Jordan Lee\n\nSkills: R & Excel');
  });
});

describe('checkResumeUpload', () => {
  it('answers each refusal with its status and a clear message', async () => {
    await expect(checkResumeUpload(undefined, RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 400,
      body: { file: [expect.stringMatching(/Choose a PDF/)] },
    });
    expect(await checkResumeUpload(undefined, RESUME_MAX_BYTES, false)).toBeNull();
    await expect(checkResumeUpload(upload(simplePdf(['A']), { tooLarge: true }), RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(checkResumeUpload(upload(Buffer.from('text')), RESUME_MAX_BYTES, true)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkResumeUpload(upload(Buffer.from('%PDF-1.4 broken')), RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(checkResumeUpload(upload(Buffer.alloc(0)), RESUME_MAX_BYTES, true)).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkResumeUpload(upload(simplePdf(['A']), { repeated: true }), RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('gives the kind, the type, a clean name, a hash and the text', async () => {
    const checked = await checkResumeUpload(
      upload(minimalDocx(['Hello there']), { fileName: 'C:\\Users\\me\\My CV.pdf' }),
      RESUME_MAX_BYTES,
      true,
    );
    expect(checked).toMatchObject({
      kind: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileName: 'My CV.pdf',
      text: 'Hello there',
    });
    expect(checked?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cleanFileName', () => {
  it('drops folders and control characters and falls back to a default', () => {
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\n.pdf', 'pdf')).toBe('ab.pdf');
    expect(cleanFileName('', 'docx')).toBe('resume.docx');
    expect(cleanFileName(undefined, 'pdf')).toBe('resume.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });
});

describe('decompression bombs and slow files', () => {
  // One 60 MB bomb for the tests below: 60 MB of spaces deflate to a few dozen KB.
  const bomb = docxBomb(60);
  const liar = docxBomb(60, true);

  it('a Word file that states it unpacks to more than 50 MB is refused before anything is unpacked', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(detectResumeKind(bomb)).toBe('docx');
    expect(unpacksTooLarge(bomb)).toBe(true);
    expect(unpacksTooLarge(minimalDocx(['Fine']))).toBe(false);
    const started = Date.now();
    await expect(checkResumeUpload(upload(bomb, { fileName: 'cv.docx' }), RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 400,
      body: { file: [RESUME_MESSAGES.unpacksTooLarge] },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a ZIP64 size is refused too', () => {
    const zip64 = zipParts({ 'word/document.xml': { data: Buffer.from('<w/>'), statedSize: 0xffffffff } });
    expect(unpacksTooLarge(zip64)).toBe(true);
    expect(MAX_UNPACKED_BYTES).toBe(50 * 1024 * 1024);
  });

  it('a bomb whose directory lies about its sizes is caught while unpacking, with at most 50 MB read', async () => {
    expect(unpacksTooLarge(liar)).toBe(false);
    expect(await extractWithin('docx', liar)).toEqual({ kind: 'too_big' });
    await expect(checkResumeUpload(upload(liar, { fileName: 'cv.docx' }), RESUME_MAX_BYTES, true)).rejects.toMatchObject({
      statusCode: 400,
      body: { file: [RESUME_MESSAGES.unpacksTooLarge] },
    });
    // The worker is still there for the next file.
    expect(await extractResumeText('docx', minimalDocx(['After the bomb']))).toBe('After the bomb');
  });

  it('a file that takes longer than the time limit is kept without its text, and the next file is read', async () => {
    const pages = simplePdf(Array.from({ length: 200 }, (_, i) => `Line ${i} of a long résumé`));
    expect(await extractWithin('pdf', pages, { timeoutMs: 1 })).toEqual({ kind: 'timeout' });
    const checked = await checkResumeUpload(upload(pages), RESUME_MAX_BYTES, true, { timeoutMs: 1 });
    expect(checked).toMatchObject({ kind: 'pdf', text: '' });
    expect(await extractResumeText('pdf', simplePdf(['Read in time']))).toBe('Read in time');
  });
});
