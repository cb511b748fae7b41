import type { i18n as I18n } from 'i18next';
import { setHtmlLang } from './html-lang';
import { isLanguage, type Language } from './languages';

export const TENANT_NAMESPACE = 'tenant';

export interface ChangeLanguageOptions {
  /** Keeps the choice (session setLanguage). */
  remember?: (language: Language) => void;
  doc?: Document;
}

/** Switches the interface language (loading its files on demand), sets <html lang> and remembers it. */
export async function changeLanguage(i18n: I18n, language: Language, options: ChangeLanguageOptions = {}): Promise<void> {
  if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  await i18n.changeLanguage(language);
  setHtmlLang(language, options.doc ?? document);
  options.remember?.(language);
}

/**
 * Adds the tenant's dictionary (GET /api/v1/language/translation/{language}) as the "tenant" namespace,
 * so tenant wording is read with t('tenant:<key>') and never mixes with the product's own keys.
 */
export function addTenantDictionary(i18n: I18n, language: Language, dictionary: Record<string, string>): void {
  i18n.addResourceBundle(language, TENANT_NAMESPACE, dictionary, true, true);
}
