import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

/** A BCP 47 tag -> interface language: fr* -> fr, es* -> esp, anything else -> en (SPEC §4). */
export function languageFromTag(tag: string | null | undefined): Language {
  const t = (tag ?? '').trim().toLowerCase();
  if (t === 'fr' || t.startsWith('fr-') || t.startsWith('fr_')) return 'fr';
  if (t === 'es' || t === 'esp' || t.startsWith('es-') || t.startsWith('es_')) return 'esp';
  return FALLBACK_LANGUAGE;
}

export interface DetectLanguageInput {
  /** The user's stored choice (session languageName); wins when it is a known language. */
  stored?: string | null;
  /** navigator.languages (or [navigator.language]); defaults to the browser's. */
  navigatorLanguages?: readonly string[];
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The stored choice, else the browser's first language, mapped per SPEC §4. */
export function detectLanguage({ stored, navigatorLanguages }: DetectLanguageInput = {}): Language {
  if (isLanguage(stored)) return stored;
  const first = (navigatorLanguages ?? browserLanguages())[0];
  return languageFromTag(first);
}
