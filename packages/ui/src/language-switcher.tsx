import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@tessera/i18n/change-language';
import { getSessionStore, type LanguageName } from '@tessera/session/session-store';

export const LANGUAGES: readonly LanguageName[] = ['en', 'fr', 'esp'];

/** The interface language in use, as one of en, fr, esp. */
export function currentLanguage(lng: string | undefined): LanguageName {
  if (lng === 'fr' || lng?.startsWith('fr')) return 'fr';
  if (lng === 'esp' || lng?.startsWith('es')) return 'esp';
  return 'en';
}

/** Switches the interface language and keeps the choice (session languageName). */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  return async (lng: LanguageName) => {
    await changeLanguage(i18n, lng, { remember: (l) => getSessionStore().getState().setLanguage(l) });
  };
}

export interface LanguageSwitcherProps {
  /** Hide the visible label (the top bar shows it to screen readers only). */
  compact?: boolean;
}

/** A labelled select of the three interface languages; each option is named in its own language. */
export function LanguageSwitcher({ compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const change = useChangeLanguage();
  const id = useId();
  const value = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="ui-language">
      <label htmlFor={id} className={compact ? 'ui-visually-hidden' : undefined}>
        {t('language.label')}
      </label>{' '}
      <select id={id} value={value} onChange={(e) => void change(e.target.value as LanguageName)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng === 'esp' ? 'es' : lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
