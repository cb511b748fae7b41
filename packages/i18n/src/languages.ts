/** Interface languages (DECISIONS 7): Spanish is "esp" on the wire and in stored state. */
export const LANGUAGES = ['en', 'fr', 'esp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_ENDONYMS: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'Français',
  esp: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where the locale files are served (DECISIONS 11: one origin per tenant domain; SPEC §7 GET /locales/{lng}/{ns}.json). */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** A text written by people in each language (a survey's title or question), read in `language` (English otherwise). */
export function localText(text: Readonly<Record<Language, string>>, language: string): string {
  return isLanguage(language) ? text[language] : text.en;
}
