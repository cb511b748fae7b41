import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_FILTERS, type JobFilter, type JobStatus, type JobStatusCounts } from '../api/types.ts';
import './jobs.css';

/** A job's status in words, on the theme's colour for it (colour never carries the meaning alone). */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <span className="jb-chip" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

export interface JobStatusFilterProps {
  value: JobFilter;
  counts: JobStatusCounts | undefined;
  /** The address of the list filtered by a status (keeps the search, goes back to page 1). */
  hrefFor: (status: JobFilter) => string;
}

/**
 * One link per status (and "All") with its count, in the theme's status colours; the chosen one is marked
 * aria-current and with a check mark. Links, so a filtered list can be bookmarked and shared.
 */
export function JobStatusFilter({ value, counts, hrefFor }: JobStatusFilterProps) {
  const { t } = useTranslation('jobs');
  return (
    <nav className="jb-filter" aria-labelledby="jb-filter-label">
      <p id="jb-filter-label" className="jb-filter__label">
        {t('list.filterLabel')}
      </p>
      <ul className="jb-filter__list">
        {JOB_FILTERS.map((status) => {
          const selected = value === status;
          const count = counts?.[status];
          return (
            <li key={status}>
              <Link
                to={hrefFor(status)}
                className="jb-chip jb-chip--button"
                data-status={status}
                aria-current={selected ? 'true' : undefined}
              >
                {selected ? (
                  <span className="jb-chip__check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                {t(`status.${status}`)}
                {count === undefined ? null : (
                  <span className="jb-chip__count">
                    <span className="ui-visually-hidden">: </span>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
