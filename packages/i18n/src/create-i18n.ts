import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { setHtmlLang } from './html-lang';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';
import { localeBackend, type LocaleBackendOptions } from './locale-backend';
import { PRODUCT_CHANGED_EVENT, PRODUCT_NAME } from './product-name';

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
  /** Overrides of the locale backend (tests pass a `load`). */
  backend?: LocaleBackendOptions;
  /** The tenant's name `{{product}}` stands for in texts (setProductName changes it later); default Tessera. */
  productName?: string | null;
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
  const init: InitOptions = {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // "esp" is not a BCP 47 tag: never try "esp-XX" -> "esp" style lookups.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: namespaces,
    defaultNS: options.defaultNamespace ?? namespaces[0] ?? COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false, defaultVariables: { product: options.productName?.trim() || PRODUCT_NAME } },
    react: { useSuspense: false, bindI18n: `languageChanged ${PRODUCT_CHANGED_EVENT}` },
    returnNull: false,
  };
  await instance.use(localeBackend(options.backend)).use(initReactI18next).init(init);
  if (options.setDocumentLanguage !== false && typeof document !== 'undefined') setHtmlLang(instance.language);
  instance.on('languageChanged', (lng) => {
    if (options.setDocumentLanguage !== false && typeof document !== 'undefined') setHtmlLang(lng);
  });
  return instance;
}
