import { useTranslation } from 'react-i18next';
import { formatMoney, localeOf } from '@tessera/i18n/format';
import type { Profile, ProfileSection } from '../api/get-my-profile.ts';

function monthText(value: string, locale: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

function Terms({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) return <p className="pf-muted">{empty}</p>;
  return (
    <ul className="pf-terms__list">
      {values.map((v) => (
        <li key={v} className="pf-term">
          {v}
        </li>
      ))}
    </ul>
  );
}

/** What a section holds, read-only, in plain words. */
export function SectionSummary({ section, profile }: { section: ProfileSection; profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const locale = localeOf(i18n.language);
  const dash = t('summary.notGiven');
  switch (section) {
    case 'about':
      return (
        <dl className="pf-facts">
          <dt>{t('about.headline')}</dt>
          <dd>{profile.headline || dash}</dd>
          <dt>{t('about.summary')}</dt>
          <dd className="pf-prewrap">{profile.summary || dash}</dd>
          <dt>{t('summary.place')}</dt>
          <dd>{[profile.city, profile.region, profile.country].filter(Boolean).join(', ') || dash}</dd>
          <dt>{t('about.phone')}</dt>
          <dd>{profile.phone || dash}</dd>
        </dl>
      );
    case 'skills':
      return <Terms values={profile.skills} empty={t('skills.empty')} />;
    case 'certifications':
      return <Terms values={profile.certifications} empty={t('certifications.empty')} />;
    case 'experience':
      return (
        <div className="ui-stack">
          <dl className="pf-facts">
            <dt>{t('experience.years')}</dt>
            <dd>{t('summary.years', { count: profile.years_experience })}</dd>
            <dt>{t('experience.industry')}</dt>
            <dd>{profile.industry || dash}</dd>
            <dt>{t('experience.level')}</dt>
            <dd>{t(`levels.${profile.management_level}`)}</dd>
          </dl>
          {profile.experience.length === 0 ? (
            <p className="pf-muted">{t('experience.none')}</p>
          ) : (
            <ul className="pf-list">
              {profile.experience.map((e, i) => (
                <li key={`${e.title}-${e.start}-${i}`}>
                  <strong>{t('summary.position', { title: e.title, company: e.company })}</strong>
                  <br />
                  {e.end
                    ? t('summary.period', { start: monthText(e.start, locale), end: monthText(e.end, locale) })
                    : t('summary.since', { start: monthText(e.start, locale) })}
                  {e.description ? <p className="pf-prewrap">{e.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case 'education':
      return (
        <div className="ui-stack">
          <p>{t('summary.highest', { level: t(`education.levels.${profile.education}`) })}</p>
          {profile.education_entries.length === 0 ? null : (
            <ul className="pf-list">
              {profile.education_entries.map((e, i) => (
                <li key={`${e.school}-${i}`}>
                  <strong>{e.school}</strong> · {t(`education.levels.${e.level}`)}
                  {e.field ? ` · ${e.field}` : ''}
                  {e.year ? ` · ${e.year}` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    case 'preferences': {
      const p = profile.preferences;
      return (
        <dl className="pf-facts">
          <dt>{t('preferences.remote')}</dt>
          <dd>{p.remote.length ? p.remote.map((r) => t(`remote.${r}`)).join(', ') : dash}</dd>
          <dt>{t('preferences.types')}</dt>
          <dd>{p.employment_types.length ? p.employment_types.map((r) => t(`employment.${r}`)).join(', ') : dash}</dd>
          <dt>{t('preferences.locations')}</dt>
          <dd>{p.locations.join(', ') || dash}</dd>
          <dt>{t('preferences.industries')}</dt>
          <dd>{p.industries.join(', ') || dash}</dd>
          <dt>{t('preferences.salary')}</dt>
          <dd>{p.salary_min === null ? dash : formatMoney(p.salary_min, 'USD', locale)}</dd>
        </dl>
      );
    }
    case 'resume':
      return profile.resume ? <p>{profile.resume.file_name}</p> : <p className="pf-muted">{t('resume.none')}</p>;
  }
}
