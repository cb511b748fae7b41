import { useTranslation } from 'react-i18next';
import { placeText } from './format.ts';
import type { StaffSeekerProfile } from './types.ts';
import './hiring.css';

export interface ContactFactsProps {
  email: string;
  profile: StaffSeekerProfile;
}

/** Contact and headline facts of a job seeker, as a description list. */
export function ContactFacts({ email, profile }: ContactFactsProps) {
  const { t } = useTranslation('applications-staff');
  const place = placeText(profile.city, profile.region, profile.country);
  const none = t('profile.notGiven');
  return (
    <dl className="hr-facts">
      <dt>{t('profile.email')}</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
      <dt>{t('profile.phone')}</dt>
      <dd>{profile.phone ? <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>{profile.phone}</a> : none}</dd>
      <dt>{t('profile.headline')}</dt>
      <dd>{profile.headline || none}</dd>
      <dt>{t('profile.location')}</dt>
      <dd>{place || none}</dd>
      <dt>{t('profile.experience')}</dt>
      <dd>{profile.years_experience}</dd>
      <dt>{t('profile.education')}</dt>
      <dd>{t(`education.${profile.education}`)}</dd>
      <dt>{t('profile.industry')}</dt>
      <dd>{profile.industry || none}</dd>
      <dt>{t('profile.managementLevel')}</dt>
      <dd>{t(`management.${profile.management_level}`)}</dd>
    </dl>
  );
}

/** Skills and certifications as tag lists. */
function Tags({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="hr-tags">
      {items.map((s) => (
        <li key={s} className="hr-tag">
          {s}
        </li>
      ))}
    </ul>
  );
}

/** The rest of a profile: summary, skills, certifications, work experience and education. h3 headings. */
export function ProfileDetails({ profile }: { profile: StaffSeekerProfile }) {
  const { t } = useTranslation('applications-staff');
  return (
    <div className="ui-stack">
      {profile.summary ? (
        <>
          <h3>{t('profile.summary')}</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{profile.summary}</p>
        </>
      ) : null}
      <h3>{t('profile.skills')}</h3>
      <Tags items={profile.skills} empty={t('profile.noSkills')} />
      <h3>{t('profile.certifications')}</h3>
      <Tags items={profile.certifications} empty={t('profile.noCertifications')} />
      <h3>{t('profile.workHistory')}</h3>
      {profile.experience.length === 0 ? (
        <p>{t('profile.noWorkHistory')}</p>
      ) : (
        <ul className="hr-notes">
          {profile.experience.map((job, i) => (
            <li key={`${job.title}-${job.start}-${i}`}>
              <p>
                <strong>{job.title}</strong>
                {job.company ? ` · ${job.company}` : ''}
              </p>
              <p className="hr-meta">
                {job.end ? t('profile.period', { start: job.start, end: job.end }) : t('profile.periodNow', { start: job.start })}
              </p>
              {job.description ? <p>{job.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('profile.schooling')}</h3>
      {profile.education_entries.length === 0 ? (
        <p>{t('profile.noSchooling')}</p>
      ) : (
        <ul className="hr-notes">
          {profile.education_entries.map((e, i) => (
            <li key={`${e.school}-${i}`}>
              <p>
                <strong>{t(`education.${e.level}`)}</strong>
                {e.field ? ` · ${e.field}` : ''}
              </p>
              <p className="hr-meta">{e.year ? t('profile.schoolYear', { school: e.school, year: e.year }) : e.school}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
