import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { currentLanguage } from '@tessera/ui/language-switcher';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { useAcceptLegal, useLegalStatus, type LegalAcceptance } from '../api/legal.ts';

/**
 * Asks a signed-in job seeker to accept the current terms of service and privacy policy when they have
 * not accepted them yet (a new version was published). Not a modal: the person can open and read the
 * texts first; the request stays on every page until they accept. The acceptance is recorded with the
 * versions shown (the server refuses a version that changed meanwhile, and the request shows the newer one).
 */
export default function LegalPrompt({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('site');
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const status = useLegalStatus(userId);
  const accept = useAcceptLegal(userId);
  const pending = status.data?.pending ?? [];
  if (pending.length === 0) return null;
  const body: LegalAcceptance = {};
  for (const p of pending) body[p.page] = p.version;
  return (
    <section className="ui-card site-legal-prompt" aria-labelledby="legal-prompt-title">
      <h2 id="legal-prompt-title">{t('legal.title')}</h2>
      <p>{t('legal.intro')}</p>
      <ul>
        {pending.map((p) => (
          <li key={p.page}>
            <AppLink to={`/${p.page}`}>{p.page === 'terms-of-service' ? t('legal.terms') : t('legal.privacy')}</AppLink>
            {p.published_at ? ` — ${t('page.effective', { date: formatDate(p.published_at, localeOf(language)) })}` : null}
          </li>
        ))}
      </ul>
      {accept.isError ? (
        <p role="alert" className="ui-alert">
          {t('legal.failed')}
        </p>
      ) : null}
      <button type="button" className="ui-button" disabled={accept.isPending} onClick={() => accept.mutate(body)}>
        {t('legal.accept')}
      </button>
    </section>
  );
}
