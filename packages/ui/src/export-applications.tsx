import { useTranslation } from 'react-i18next';
import { getApi } from './api.tsx';
import { saveDownload } from './download.tsx';
import { toast } from './toasts.tsx';

const NAMESPACE = 'applications-export';

/**
 * GET /api/v1/applications/export (admin and the auditor) saved as the CSV file the server names.
 * Resolves to the file name; rejects when the server refuses or the network fails.
 */
export async function downloadApplicationsExport(): Promise<string> {
  return saveDownload(await getApi().GET('/api/v1/applications/export', { parseAs: 'blob' }), 'applications.csv');
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
