import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { devicePreference } from './device-preference';

/** DECISIONS 14: "Keep messages on screen" turns auto-hiding of toasts off. Stored on this device only. */
export const READING_PREFS_KEY = 'tessera-reading-preferences';

const keepMessages = devicePreference(
  READING_PREFS_KEY,
  (stored) => (stored as { keepMessages?: unknown } | null)?.keepMessages === true,
  (keep) => ({ keepMessages: keep }),
  false,
);

export const setKeepMessages = (keep: boolean): void => keepMessages.set(keep);
export const useKeepMessages = (): boolean => keepMessages.use();

/** The checkbox for the preference (rendered in the footer of every page). */
export function KeepMessagesToggle() {
  const { t } = useTranslation('common');
  const keep = useKeepMessages();
  const id = useId();
  return (
    <div className="ui-choice">
      <input id={id} type="checkbox" checked={keep} onChange={(e) => setKeepMessages(e.target.checked)} aria-describedby={`${id}-hint`} />
      <label htmlFor={id}>{t('preferences.keepMessages')}</label>
      <span id={`${id}-hint`} className="ui-visually-hidden">
        {t('preferences.keepMessagesHint')}
      </span>
    </div>
  );
}
