import { useTranslation } from 'react-i18next';
import { openCareerFeedback } from '@tessera/feedback/career-feedback-store';
import { HintTooltip } from './hint-tooltip.tsx';

// Apart from the help-menu entry (career-feedback-entry.tsx): the top bar is on every first page, and
// this entry (with its hint) should load only with the lazy side bar.

const SHAPE = 'M4 4h16v11H9l-5 4zM8 8h8M8 11h5';

/** The side bar's second modal (SPEC §2 "It hosts two modals"): career-connector feedback. */
export function CareerFeedbackSideBarEntry() {
  const { t, ready } = useTranslation('feedback');
  if (!ready) return null;
  const label = t('career.open');
  return (
    <li>
      <HintTooltip label={label}>
        <button type="button" className="ui-sidebar__link" onClick={(e) => openCareerFeedback(e.currentTarget)}>
          <svg className="ui-sidebar__icon ui-sidebar__icon-idle" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={SHAPE} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <svg className="ui-sidebar__icon ui-sidebar__icon-active" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={SHAPE}
              fill="currentColor"
              fillOpacity="0.35"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{label}</span>
        </button>
      </HintTooltip>
    </li>
  );
}
