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
  /** The address's query string; defaults to the page's. */
  search?: string;
}

/** The language a shared link asks for (?lang=en|fr|es|esp, the language alternates of issue 16), or null. */
export function languageFromQuery(search: string | undefined): Language | null {
  const query = search ?? (typeof location === 'undefined' ? '' : location.search);
  const asked = new URLSearchParams(query).get('lang');
  return asked ? languageFromTag(asked) : null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- some embedded browsers and test doubles have no navigator.languages
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language of the link (?lang=), else the stored choice, else the browser's first language, mapped per SPEC §4. */
export function detectLanguage({ stored, navigatorLanguages, search }: DetectLanguageInput = {}): Language {
  const linked = languageFromQuery(search);
  if (linked) return linked;
  if (isLanguage(stored)) return stored;
  const first = (navigatorLanguages ?? browserLanguages())[0];
  return languageFromTag(first);
}
