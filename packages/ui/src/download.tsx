// The one way the apps save a file the API sends: the name from Content-Disposition, the bytes handed
// to the browser through a temporary object URL.

/** The file name of a Content-Disposition header: filename* (UTF-8) first, then filename; else null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Saves a file the API answered (`parseAs: 'blob'`) under the name its Content-Disposition gives, else
 * `fallback`; returns that name. Throws when the server refused or sent nothing.
 */
export function saveDownload({ data, response }: { data?: Blob | undefined; response: Response }, fallback: string): string {
  if (!response.ok || !data) throw new Error(`download failed with HTTP ${response.status}`);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallback;
  saveBlob(data, name);
  return name;
}
