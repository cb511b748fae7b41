import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

/** The file name of a Content-Disposition header: filename* (UTF-8) first, then filename. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : undefined;
}

/**
 * POST /api/v1/user/file/download (SPEC §7): multipart file_path = resume/<name>, bearer from the session.
 * Resolves to the file's bytes and the name to save it under.
 */
export async function downloadFile(filePath: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const result = await getApi().POST('/api/v1/user/file/download', {
    body: { file_path: filePath },
    bodySerializer(body) {
      const form = new FormData();
      form.append('file_path', body.file_path);
      return form;
    },
    parseAs: 'blob',
  });
  const blob = unwrap(result) as unknown as Blob;
  const fileName = fileNameFromDisposition(result.response.headers.get('content-disposition')) ?? fallbackName;
  return { blob, fileName };
}

/** Saves a blob on the device under a file name (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
