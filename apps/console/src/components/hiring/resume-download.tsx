import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@tessera/ui/toasts';
import { saveBlob } from '@tessera/ui/download';
import { downloadFile } from './download-file.ts';
import { useFormatters } from '@tessera/i18n/format';
import type { StoredFileRef } from './types.ts';

/** Size in KB or MB, rounded, for people. */
function sizeText(bytes: number, whole: (n: number) => string, decimal: (n: number) => string): string {
  if (bytes >= 1024 * 1024) return `${decimal(bytes / (1024 * 1024))} MB`;
  return `${whole(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * A button that downloads a stored résumé and saves it under its name. A failed download shows the toast
 * 'Something went wrong.' (SPEC §8, spelled correctly per DECISIONS 8).
 */
export function ResumeDownload({ file, ownerName }: { file: StoredFileRef; ownerName: string }) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  const [busy, setBusy] = useState(false);
  async function onDownload() {
    // aria-disabled (not disabled) keeps keyboard focus on the button while the file comes.
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await downloadFile(file.file_path, file.file_name);
      saveBlob(blob, fileName);
    } catch {
      toast.error(t('common:errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="hr-resume">
      <button type="button" className="ui-button" onClick={() => void onDownload()} aria-disabled={busy} aria-describedby="hr-resume-file">
        {busy ? t('resume.downloading') : t('resume.download', { name: ownerName })}
      </button>
      <p id="hr-resume-file" className="ui-hint">
        {t('resume.file', { name: file.file_name, size: sizeText(file.size, f.whole, f.decimal) })}
      </p>
    </div>
  );
}
