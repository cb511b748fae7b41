import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '@tessera/ui/language-switcher';
import { PageHeading } from '@tessera/ui/page-heading';
import { useViewer } from '@tessera/ui/use-viewer';
import './landing.css';
import { useTenantDictionary } from '../api/get-tenant-dictionary.ts';
import { setCountryOverride } from '../hooks/use-canada-redirect.ts';

/** Issue 17 §4: the job search comes first; it opens the search page with the words and place given. */
function JobSearch({ canada }: { canada: boolean }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState('');
  const [location, setLocation] = useState('');
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (location.trim()) params.set('location', location.trim());
    const query = params.toString();
    void navigate(`${canada ? '/ca' : ''}/searchJobs${query ? `?${query}` : ''}`);
  };
  return (
    <form role="search" className="ui-card ui-stack landing-search" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{t('search.title')}</h2>
      <div className="landing-search__fields">
        <div className="ui-field">
          <label htmlFor={`${id}-q`}>{t('search.keywords')}</label>
          <input id={`${id}-q`} type="search" name="q" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-location`}>{t('search.location')}</label>
          <input
            id={`${id}-location`}
            type="text"
            name="location"
            value={location}
            maxLength={200}
            autoComplete="address-level2"
            onChange={(e) => setLocation(e.target.value)}
          />
        </div>
      </div>
      <p>
        <button type="submit" className="ui-button">
          {t('search.submit')}
        </button>
      </p>
    </form>
  );
}

/** What the person can do next: a visitor signs up or in; a signed-in person goes on to their own page. */
function NextStep() {
  const { t } = useTranslation('landing');
  const viewer = useViewer();
  if (viewer.status === 'loading') return null;
  if (viewer.status === 'signedIn') {
    const seeker = viewer.user?.is_user === true;
    return (
      <div className="ui-row">
        <Link className="ui-button ui-button--secondary" to={seeker ? '/application' : '/home'}>
          {seeker ? t('signedIn.myJobs') : t('signedIn.work')}
        </Link>
      </div>
    );
  }
  return (
    <div className="ui-row">
      <Link className="ui-button ui-button--secondary" to="/signup">
        {t('signUp')}
      </Link>
      <Link className="ui-button ui-button--secondary" to="/login">
        {t('signIn')}
      </Link>
    </div>
  );
}

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
        <JobSearch canada={canada} />
        <NextStep />
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
