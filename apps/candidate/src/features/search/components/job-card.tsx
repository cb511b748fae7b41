import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber, localeOf } from '@tessera/i18n/format';
import { experienceText, placeText, salaryText } from '../../../lib/job-format.ts';
import type { JobCard } from '../api/search-jobs.ts';
import { ClearAdMark } from './clear-ad-mark.tsx';

/** One result: title (a link to the job), company, facts, the start of the description, a few skills. */
export function JobCardItem({ job, headingLevel = 3 }: { job: JobCard; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation(['search', 'plain-language']);
  const locale = localeOf(i18n.language);
  const salary = salaryText(job.salary, locale);
  const exp = experienceText(job.experience_min, job.experience_max);
  const place = placeText(job.city, job.region, job.country);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `job-card-${job.id}`;
  return (
    <article className="job-card" aria-labelledby={titleId}>
      <Heading id={titleId}>
        <Link to={`/jobs/${job.id}`}>{job.title}</Link>
      </Heading>
      <p className="job-card__company">{job.company}</p>
      {job.clear_ad ? <ClearAdMark /> : null}
      <ul className="job-card__facts" aria-label={t('card.facts')}>
        <li>{place || t('job.noPlace')}</li>
        {job.distance_miles !== null ? <li>{t('card.distance', { miles: formatNumber(job.distance_miles, locale, 1) })}</li> : null}
        <li>{t(`remote.${job.remote}`)}</li>
        <li>{t(`employment.${job.employment_type}`)}</li>
        <li>{t(`experienceRange.${exp.key}`, { ...exp, count: exp.key === 'atLeast' ? exp.min : exp.key === 'upTo' ? exp.max : 0 })}</li>
        <li>{t(`salary.${salary.key}`, salary)}</li>
        {job.published_at ? <li>{t('card.posted', { date: formatDate(job.published_at, locale) })}</li> : null}
      </ul>
      {job.snippet ? <p className="job-card__snippet">{job.snippet}</p> : null}
      {job.required_skills.length > 0 ? (
        <ul className="job-card__skills" aria-label={t('card.skills')}>
          {job.required_skills.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
