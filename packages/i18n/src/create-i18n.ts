import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { setHtmlLang } from './html-lang';
import { FALLBACK_LANGUAGE, LANGUAGES, LOCALES_LOAD_PATH, type Language } from './languages';

export type { I18n };

export const COMMON_NAMESPACE = 'common';

export interface CreateI18nOptions {
  /** The namespaces the app loads at start ("common" is always added). */
  namespaces: readonly string[];
  /** Default namespace for t() without a prefix; defaults to the first of `namespaces`. */
  defaultNamespace?: string;
  /** Start language; defaults to detectLanguage({stored}). */
  language?: Language;
  /** The user's stored choice (session languageName). */
  storedLanguage?: string | null;
  /** Overrides of the HTTP backend (tests pass a `request`). */
  backend?: Partial<HttpBackendOptions>;
  /** Set <html lang> (default true). */
  setDocumentLanguage?: boolean;
}

/**
 * An initialised i18next instance for one app: en, fr and esp with en as fallback, locale files loaded
 * on demand from /locales/{{lng}}/{{ns}}.json, no suspense, no escaping (React escapes).
 */
export async function createI18n(options: CreateI18nOptions): Promise<I18n> {
  const namespaces = [...new Set([...options.namespaces, COMMON_NAMESPACE])];
  const language = options.language ?? detectLanguage({ stored: options.storedLanguage ?? null });
  const instance = createInstance();
  const init: InitOptions<HttpBackendOptions> = {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // "esp" is not a BCP 47 tag: never try "esp-XX" -> "esp" style lookups.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: namespaces,
    defaultNS: options.defaultNamespace ?? namespaces[0] ?? COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    backend: { loadPath: LOCALES_LOAD_PATH, ...options.backend },
  };
  await instance.use(HttpBackend).use(initReactI18next).init(init);
  if (options.setDocumentLanguage !== false && typeof document !== 'undefined') setHtmlLang(instance.language);
  instance.on('languageChanged', (lng) => {
    if (options.setDocumentLanguage !== false && typeof document !== 'undefined') setHtmlLang(lng);
  });
  return instance;
}
