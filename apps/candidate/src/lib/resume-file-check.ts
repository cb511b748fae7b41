// What the browser can tell about a résumé file before it is sent, so people learn at once that a file
// will be refused: the size (5 MB at most), the name (.pdf or .docx), and the first bytes (a PDF starts
// with %PDF-, a .docx is a ZIP archive starting with PK). The server checks the content again.

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type ResumeFileProblem = 'empty' | 'tooLarge' | 'wrongType' | 'notRealPdf' | 'notRealDocx';

const startsWith = (bytes: Uint8Array, text: string) => new TextEncoder().encode(text).every((b, i) => bytes[i] === b);

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(slice);
  });
}

/** null when the file looks like a résumé the server will take; otherwise why not. */
export async function checkResumeFile(file: File): Promise<ResumeFileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > RESUME_MAX_BYTES) return 'tooLarge';
  const name = file.name.toLowerCase();
  const bytes = await firstBytes(file, 5);
  if (name.endsWith('.pdf')) return startsWith(bytes, '%PDF-') ? null : 'notRealPdf';
  if (name.endsWith('.docx')) return startsWith(bytes, 'PK\u0003\u0004') ? null : 'notRealDocx';
  // Another name: judge by the content alone.
  if (startsWith(bytes, '%PDF-') || startsWith(bytes, 'PK\u0003\u0004')) return null;
  return 'wrongType';
}

/** "1.2 MB", "340 KB", "617 bytes" in the reader's locale (bytes spelled out: short is "617 byte" in English). */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (n: number, unit: 'megabyte' | 'kilobyte' | 'byte') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: 1,
    }).format(n);
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'megabyte');
  if (bytes >= 1024) return format(bytes / 1024, 'kilobyte');
  return format(bytes, 'byte');
}
