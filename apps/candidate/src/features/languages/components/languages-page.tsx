import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSessionStore, type LanguageName } from '@tessera/session/session-store';
import { LANGUAGES, currentLanguage, useChangeLanguage } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { setCountryOverride } from '../../landing/hooks/use-canada-redirect.ts';

const ENDONYMS: Record<LanguageName, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  fr: { name: 'Français', lang: 'fr' },
  esp: { name: 'Español', lang: 'es' },
};

/** /languages: the interface language and the country version, both kept on this device. */
export default function LanguagesPage() {
  const { t, i18n } = useTranslation('landing');
  const change = useChangeLanguage();
  const current = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [saved, setSaved] = useState('');
  const [country, setCountry] = useState<'CA' | 'INT'>(() => (getSessionStore().getState().canadaPath ? 'CA' : 'INT'));
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('languages.title')}>{t('languages.title')}</PageHeading>
      <p>{t('languages.intro')}</p>
      <fieldset className="ui-fieldset">
        <legend className="ui-legend">{t('common:language.label')}</legend>
        {LANGUAGES.map((lng) => (
          <div className="ui-choice" key={lng}>
            <input
              id={`language-${lng}`}
              type="radio"
              name="language"
              value={lng}
              checked={current === lng}
              onChange={() => void change(lng).then(() => setSaved(i18n.t('landing:languages.saved', { language: ENDONYMS[lng].name })))}
            />
            <label htmlFor={`language-${lng}`} lang={ENDONYMS[lng].lang}>
              {ENDONYMS[lng].name}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="ui-fieldset">
        <legend className="ui-legend">{t('languages.country')}</legend>
        {(['INT', 'CA'] as const).map((value) => (
          <div className="ui-choice" key={value}>
            <input
              id={`country-${value}`}
              type="radio"
              name="country"
              value={value}
              checked={country === value}
              onChange={() => {
                setCountryOverride(value);
                setCountry(value);
              }}
            />
            <label htmlFor={`country-${value}`}>{value === 'CA' ? t('country.canada') : t('country.globalLabel')}</label>
          </div>
        ))}
      </fieldset>
      <p role="status">{saved}</p>
    </section>
  );
}
