import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { useTenantDictionary } from '../api/get-tenant-dictionary.ts';
import { setCountryOverride } from '../hooks/use-canada-redirect.ts';

/** The landing page for job seekers and employers; `canada` shows the Canada variant (/ca). */
export function LandingContent({ canada }: { canada: boolean }) {
  const { t, i18n } = useTranslation('landing');
  const navigate = useNavigate();
  const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dictionary = useTenantDictionary(language).data;
  const tenantName = dictionary?.['tenant.name'];
  const tagline = dictionary?.['tenant.tagline'];
  const title = canada ? t('titleCanada') : t('title');
  const switchCountry = () => {
    setCountryOverride(canada ? 'INT' : 'CA');
    void navigate(canada ? '/' : '/ca');
  };
  return (
    <div className="ui-stack">
      <section className="ui-stack" aria-labelledby="page-heading">
        {tenantName ? <p className="ui-hint">{t('welcome', { tenant: tenantName })}</p> : null}
        <PageHeading title={title}>{title}</PageHeading>
        {tagline ? <p>{tagline}</p> : null}
        <p>{canada ? t('leadCanada') : t('lead')}</p>
        <div className="ui-row">
          <Link className="ui-button" to="/signup">
            {t('signUp')}
          </Link>
          <Link className="ui-button ui-button--secondary" to="/login">
            {t('signIn')}
          </Link>
        </div>
      </section>
      <div className="ui-grid">
        <section className="ui-card" aria-labelledby="landing-seekers">
          <h2 id="landing-seekers">{t('seekers.title')}</h2>
          <ul>
            <li>{t('seekers.p1')}</li>
            <li>{t('seekers.p2')}</li>
            <li>{t('seekers.p3')}</li>
          </ul>
        </section>
        <section className="ui-card" aria-labelledby="landing-employers">
          <h2 id="landing-employers">{t('employers.title')}</h2>
          <ul>
            <li>{t('employers.p1')}</li>
            <li>{t('employers.p2')}</li>
            <li>{t('employers.p3')}</li>
          </ul>
        </section>
      </div>
      <section aria-labelledby="landing-how">
        <h2 id="landing-how">{t('how.title')}</h2>
        <ol>
          <li>{t('how.step1')}</li>
          <li>{t('how.step2')}</li>
          <li>{t('how.step3')}</li>
        </ol>
      </section>
      <section className="ui-card" aria-labelledby="landing-country">
        <h2 id="landing-country">{t('country.title')}</h2>
        <p>{t('country.current', { country: canada ? t('country.canada') : t('country.global') })}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={switchCountry}>
          {canada ? t('country.switchToGlobal') : t('country.switchToCanada')}
        </button>
      </section>
    </div>
  );
}
