import { useTranslation } from 'react-i18next';
import { openCareerFeedback } from '@tessera/feedback/career-feedback-store';

/**
 * The help menu's career-connector entry for job seekers. The menu closes first; focus then returns to
 * the menu's button when the dialog closes, since the entry itself is gone by then.
 */
export function CareerFeedbackMenuEntry({ close }: { close: () => void }) {
  const { t, ready } = useTranslation('feedback');
  if (!ready) return null;
  return (
    <li>
      <button
        type="button"
        onClick={(e) => {
          const menuButton = e.currentTarget.closest('.ui-menu')?.querySelector<HTMLElement>('.ui-menu__button') ?? null;
          close();
          openCareerFeedback(menuButton);
        }}
      >
        {t('career.open')}
      </button>
    </li>
  );
}
