import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from './api.tsx';
import { currentLanguage } from './language-switcher.tsx';

const cache = new Map<string, Promise<Record<string, string>>>();

function dictionary(language: string): Promise<Record<string, string>> {
  let words = cache.get(language);
  if (!words) {
    words = getApi()
      .GET('/api/v1/language/translation/{language}', { params: { path: { language: language as 'en' | 'fr' | 'esp' } } })
      .then((res) => {
        // An answer that is not a dictionary (a proxy's error page, another call's stub in a test) shows no contact.
        const data: unknown = unwrap(res).data;
        return data !== null && typeof data === 'object' ? (data as Record<string, string>) : {};
      });
    // A failed read is tried again next time.
    words.catch(() => cache.delete(language));
    cache.set(language, words);
  }
  return words;
}

/** The tenant's support phone and email (SPEC §1, the concierge contact modal), from its dictionary. */
export function useSupportContact() {
  const { i18n } = useTranslation('common');
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [words, setWords] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    dictionary(language).then(
      (w) => live && setWords(w),
      () => live && setWords({}),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return { phone: words['tenant.support_phone'] ?? '', email: words['tenant.support_email'] ?? '' };
}

/** "Call {phone}" and "Write to {email}", each a link; nothing while the tenant has none. */
export function SupportContact() {
  const { t } = useTranslation('common');
  const { phone, email } = useSupportContact();
  if (!phone && !email) return null;
  return (
    <ul className="ui-support-contact">
      {phone ? (
        <li>
          {t('contact.phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          {t('contact.email')} <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
    </ul>
  );
}
