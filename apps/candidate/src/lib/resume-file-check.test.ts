import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES, checkResumeFile, formatFileSize } from './resume-file-check.ts';

const file = (content: string | Uint8Array<ArrayBuffer>, name: string) => new File([content], name);

describe('checkResumeFile', () => {
  it('accepts a real PDF or Word file, whatever the case of the name', async () => {
    expect(await checkResumeFile(file('%PDF-1.4 ...', 'CV.PDF'))).toBeNull();
    expect(await checkResumeFile(file('PK\u0003\u0004...', 'cv.docx'))).toBeNull();
    expect(await checkResumeFile(file('%PDF-1.7', 'resume'))).toBeNull();
  });

  it('explains what is wrong before anything is sent', async () => {
    expect(await checkResumeFile(file('', 'cv.pdf'))).toBe('empty');
    expect(await checkResumeFile(file('hello, I am text', 'cv.pdf'))).toBe('notRealPdf');
    expect(await checkResumeFile(file('hello', 'cv.docx'))).toBe('notRealDocx');
    expect(await checkResumeFile(file('hello', 'cv.txt'))).toBe('wrongType');
    expect(await checkResumeFile(file(new Uint8Array(RESUME_MAX_BYTES + 1), 'big.pdf'))).toBe('tooLarge');
  });
});

describe('formatFileSize', () => {
  it('uses the largest sensible unit', () => {
    expect(formatFileSize(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    // Issue 17 §4: plural rules through Intl, never "617 byte".
    expect(formatFileSize(617, 'en-US')).toBe('617 bytes');
    expect(formatFileSize(1, 'en-US')).toBe('1 byte');
    expect(formatFileSize(617, 'fr-FR')).toMatch(/^617\s+octets$/);
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(12, 'en-US')).toBe('12 bytes');
  });
});
