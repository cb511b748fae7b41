import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../api/list-my-applications.ts';
import { statusStyle } from '../hooks/status-style.ts';

/** The status in plain words on the theme's colour for it. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <span className="ap-chip" style={statusStyle(status)}>
      {t(`status.${status}.label`)}
    </span>
  );
}
