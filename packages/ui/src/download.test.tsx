import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFrom, saveBlob } from './download.tsx';

describe('fileNameFrom', () => {
  it('reads filename* first, then filename', () => {
    expect(fileNameFrom(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe('résumé.pdf');
    expect(fileNameFrom(`attachment; filename="cv.pdf"; filename*=UTF-8''Jos%C3%A9%20CV.pdf`)).toBe('José CV.pdf');
    expect(fileNameFrom('attachment; filename="applications-2025-01-02.csv"')).toBe('applications-2025-01-02.csv');
    expect(fileNameFrom('attachment; filename="Aisha Bello - Resume.pdf"')).toBe('Aisha Bello - Resume.pdf');
    expect(fileNameFrom('attachment; filename=plain.docx')).toBe('plain.docx');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a hidden download link under the name, leaves nothing behind, and frees the bytes later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:file');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; hidden: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, hidden: this.hidden });
    });
    saveBlob(new Blob(['x']), 'cv.pdf');
    expect(clicked).toEqual([{ href: 'blob:file', download: 'cv.pdf', hidden: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:file');
  });
});
