// The mails' words, from the same i18next files as the web apps (packages/i18n/locales/<lang>/mail.json),
// so the locale check covers them: every key in en, fr and esp, none unused.
import { createRequire } from 'node:module';
import { createInstance, type TFunction } from 'i18next';

export type MailLang = 'en' | 'fr' | 'esp';
export const MAIL_LANGS: readonly MailLang[] = ['en', 'fr', 'esp'];

const require = createRequire(import.meta.url);
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail'],
  defaultNS: 'mail',
  // React escapes what it renders; the plain-text part is text.
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(MAIL_LANGS.map((lng) => [lng, { mail: require(`@tessera/i18n/locales/${lng}/mail.json`) as object }])),
});

/** The `t` of the mail namespace in one language. */
export function mailT(lang: MailLang): TFunction<'mail'> {
  return i18n.getFixedT(lang, 'mail');
}

/** A stored or detected language as a mail language (anything else: English). */
export function asMailLang(value: string | null | undefined): MailLang {
  return value === 'fr' || value === 'esp' ? value : 'en';
}
