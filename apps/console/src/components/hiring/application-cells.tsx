import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { ScoreCell } from './match-breakdown.tsx';
import { ApplicationStatusChip } from './status-chip.tsx';
import type { ApplicationStatus } from './types.ts';

/** An application's row ends the same in every list: its status, its match score out of 100, and when it came. */
export function ApplicationCells({ status, score, createdAt }: { status: ApplicationStatus; score: number; createdAt: string }) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  return (
    <>
      <td>
        <ApplicationStatusChip status={status} />
      </td>
      <ScoreCell value={score}>
        <span>{t('match.outOf100', { value: score })}</span>
      </ScoreCell>
      <td className="hr-nowrap">{f.date(createdAt)}</td>
    </>
  );
}
