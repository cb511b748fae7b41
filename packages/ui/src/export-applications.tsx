import { useTranslation } from 'react-i18next';
import { getApi } from './api.tsx';
import { toast } from './toasts.tsx';

const NAMESPACE = 'applications-export';

/** The file name of a Content-Disposition header (filename* first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * GET /api/v1/applications/export (admin and the auditor) saved as the CSV file the server names.
 * Resolves to the file name; rejects when the server refuses or the network fails.
 */
export async function downloadApplicationsExport(): Promise<string> {
  const { data, response } = await getApi().GET('/api/v1/applications/export', { parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`export failed with HTTP ${response.status}`);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? 'applications.csv';
  saveBlob(data, name);
  return name;
}

/**
 * The auditor's profile-menu "Export" (SPEC §2, role 3): downloads the tenant's applications as CSV.
 * The result is announced in a toast (a live region); the file itself stays in the downloads.
 */
export function ExportApplicationsButton({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <button
      type="button"
      onClick={(event) => {
        // The menu closes; focus goes back to its button rather than being lost with the list.
        const trigger = event.currentTarget.closest('.ui-menu')?.querySelector<HTMLButtonElement>('.ui-menu__button');
        trigger?.focus();
        onStart();
        // Toasts keep the container's timing, so "Keep messages on screen" is honoured (DECISIONS 14).
        const pending = toast.info(t(`${NAMESPACE}:preparing`));
        downloadApplicationsExport().then(
          (name) => {
            toast.dismiss(pending);
            toast.success(t(`${NAMESPACE}:done`, { name }));
          },
          () => {
            toast.dismiss(pending);
            toast.error(t(`${NAMESPACE}:failed`));
          },
        );
      }}
    >
      {t('common:profileMenu.export')}
    </button>
  );
}
