import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type ApplicationStatus, type ApplicationStatusCounts, type ApplicationStatusFilter } from './types.ts';
import './hiring.css';

/**
 * The theme colour (SPEC §3 "Theme", §9) each application status is shown in. The theme has colours for
 * all, active, closed, paused, offer, screening and interview; the other statuses borrow the nearest one.
 * Colour never carries the meaning alone: the chip always says the status in words.
 */
export const STATUS_TONE: Readonly<Record<ApplicationStatusFilter, string>> = {
  all: 'all',
  applied: 'all',
  screening: 'screening',
  interview: 'interview',
  offered: 'offer',
  hired: 'active',
  'on-hold': 'paused',
  rejected: 'closed',
  declined: 'closed',
  withdrawn: 'closed',
};

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications-staff');
  return (
    <span className="hr-chip" data-tone={STATUS_TONE[status]}>
      {t(`statuses.${status}`)}
    </span>
  );
}

export interface StatusFilterChipsProps {
  value: ApplicationStatusFilter;
  counts: ApplicationStatusCounts | undefined;
  onChange: (status: ApplicationStatusFilter) => void;
  /** Visible label of the group. */
  label: string;
}

/** One toggle button per status (and "All"), each with its count, in the theme's status colours. */
export function StatusFilterChips({ value, counts, onChange, label }: StatusFilterChipsProps) {
  const { t } = useTranslation('applications-staff');
  return (
    <div className="hr-filter" role="group" aria-labelledby="hr-status-filter-label">
      <p id="hr-status-filter-label" className="hr-filter__label">
        {label}
      </p>
      <ul className="hr-filter__list">
        {STATUS_FILTERS.map((status) => {
          const count = counts?.[status];
          const chipLabel = status === 'all' ? t('filters.all') : t(`statuses.${status}`);
          return (
            <li key={status}>
              <button
                type="button"
                className="hr-chip hr-chip--button"
                data-tone={STATUS_TONE[status]}
                aria-pressed={value === status}
                onClick={() => onChange(status)}
              >
                {/* The name is the visible text with a separator read aloud ("Screening: 4"), as the job chips. */}
                {chipLabel}
                {count === undefined ? null : (
                  <span className="hr-chip__count">
                    <span className="ui-visually-hidden">: </span>
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
