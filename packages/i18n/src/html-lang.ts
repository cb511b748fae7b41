import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

/** The HTML lang value: "esp" is written "es" (DECISIONS 7). */
export function htmlLangFor(language: Language | string): string {
  const lng = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  return lng === 'esp' ? 'es' : lng;
}

export function setHtmlLang(language: Language | string, doc: Document = document): void {
  doc.documentElement.lang = htmlLangFor(language);
}
