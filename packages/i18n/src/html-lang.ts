import { FALLBACK_LANGUAGE, isLanguage } from './languages';

/** The HTML lang value of a language (any other string gives the fallback's): "esp" is written "es" (DECISIONS 7). */
export function htmlLangFor(language: string): string {
  const lng = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  return lng === 'esp' ? 'es' : lng;
}

export function setHtmlLang(language: string, doc: Document = document): void {
  doc.documentElement.lang = htmlLangFor(language);
}
