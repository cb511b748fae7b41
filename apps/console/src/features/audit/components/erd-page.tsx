import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tessera/ui/page-heading';
import { downloadErd } from '../api/audit.ts';
import './audit.css';

/** The file's columns, in order (the contract's erdExport), each explained on the page. */
const COLUMNS = [
  'application_id',
  'job_id',
  'job_title',
  'employer',
  'partner',
  'job_seeker',
  'source',
  'current_status',
  'status_days',
] as const;

/**
 * /erd (issue 14, DECISIONS 22; program managers, role 7): the program's employment results data as
 * admin_erd.csv — what the file holds, column by column, and the download. Every download is audited.
 */
export default function ErdPage() {
  const { t } = useTranslation('audit');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const save = () => {
    if (busy) return;
    setBusy(true);
    setStatus(t('download.preparing'));
    downloadErd().then(
      (name) => {
        setBusy(false);
        setStatus(t('download.done', { name }));
      },
      () => {
        setBusy(false);
        setStatus(t('download.failed'));
      },
    );
  };
  return (
    <div className="ui-stack audit-page">
      <PageHeading title={t('erd.title')}>{t('erd.title')}</PageHeading>
      <p>{t('erd.intro')}</p>
      <p>{t('erd.privacy')}</p>
      <p>{t('erd.audited')}</p>
      <div className="audit-actions">
        <button type="button" className="ui-button" onClick={save} aria-disabled={busy || undefined}>
          {t('erd.download')}
        </button>
      </div>
      <p role="status" className="audit-download-status">
        {status}
      </p>
      <h2>{t('erd.columnsTitle')}</h2>
      <dl className="erd-columns">
        {COLUMNS.map((c) => (
          <div key={c}>
            <dt>
              <code>{t(`erd.columns.${c}.name`)}</code>
            </dt>
            <dd>{t(`erd.columns.${c}.text`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
