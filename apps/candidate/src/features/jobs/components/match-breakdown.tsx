import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import type { MatchBreakdown as Breakdown } from '../api/get-public-job.ts';

/** The six parts of SPEC §3 and the weight that scales each (weights use the spec's names). */
const PARTS = [
  ['skills', 'skills'],
  ['certification', 'certification'],
  ['education', 'education'],
  ['job_title', 'jobTitle'],
  ['industry', 'industry'],
  ['management_level', 'mgmtLevel'],
] as const;

/**
 * The job seeker's match with a job, explained: each part's score out of 100, its weight, the points it
 * adds, what it measures in plain words, and which required skills matched and which are missing.
 */
export function MatchBreakdown({ match, reason }: { match: Breakdown | null | undefined; reason: string | null | undefined }) {
  const { t, i18n } = useTranslation('search');
  const locale = localeOf(i18n.language);
  if (!match) {
    return (
      <section className="ui-card ui-stack" aria-labelledby="match-heading">
        <h2 id="match-heading">{t('match.heading')}</h2>
        <p>{reason === 'no_profile' ? t('match.noProfile') : t('match.unavailable')}</p>
        <p>
          <AppLink className="ui-button ui-button--secondary" to="/profile">
            {t('match.completeProfile')}
          </AppLink>
        </p>
      </section>
    );
  }
  return (
    <section className="ui-card ui-stack job-match" aria-labelledby="match-heading">
      <h2 id="match-heading">{t('match.heading')}</h2>
      <p className="job-match__total">{t('match.total', { score: match.totalScore })}</p>
      <p>{t('match.intro')}</p>
      <div className="job-match__table-wrap">
        <table className="job-match__table">
          <caption>{t('match.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('match.part')}</th>
              <th scope="col">{t('match.score')}</th>
              <th scope="col">{t('match.weight')}</th>
              <th scope="col">{t('match.points')}</th>
              <th scope="col">{t('match.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {PARTS.map(([part, weight]) => (
              <tr key={part}>
                <th scope="row">{t(`match.parts.${part}`)}</th>
                <td>{formatNumber(match.parts[part], locale)}</td>
                <td>{t('match.percent', { value: formatNumber(match.weights[weight], locale) })}</td>
                <td>{formatNumber(match.weighted[part], locale, 1)}</td>
                <td>{t(`match.explain.${part}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="job-match__skills">
        <div>
          <h3>{t('match.matched')}</h3>
          {match.matched_skills.length > 0 ? (
            <ul>
              {match.matched_skills.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p>{t('match.noneMatched')}</p>
          )}
        </div>
        <div>
          <h3>{t('match.missing')}</h3>
          {match.missing_skills.length > 0 ? (
            <ul>
              {match.missing_skills.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p>{t('match.noneMissing')}</p>
          )}
        </div>
      </div>
      <p>
        <AppLink to="/profile">{t('match.improve')}</AppLink>
      </p>
    </section>
  );
}
