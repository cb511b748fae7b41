import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** DECISIONS 14: "Keep messages on screen" turns auto-hiding of toasts off. Stored on this device only. */
export const READING_PREFS_KEY = 'tessera-reading-preferences';

interface ReadingPreferences {
  keepMessages: boolean;
}

const listeners = new Set<() => void>();

function read(): ReadingPreferences {
  try {
    const raw = window.localStorage.getItem(READING_PREFS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ReadingPreferences>) : {};
    return { keepMessages: parsed.keepMessages === true };
  } catch {
    return { keepMessages: false };
  }
}

let cache: ReadingPreferences | null = null;
function snapshot(): ReadingPreferences {
  cache ??= read();
  return cache;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === READING_PREFS_KEY || e.key === null) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setKeepMessages(keepMessages: boolean) {
  window.localStorage.setItem(READING_PREFS_KEY, JSON.stringify({ ...snapshot(), keepMessages }));
  cache = null;
  for (const l of listeners) l();
}

export function useKeepMessages(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot().keepMessages, () => false);
}

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
