import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@tessera/i18n/format';
import { MATCH_PARTS, type MatchBreakdown as Breakdown } from './types.ts';
import './hiring.css';

/** Plain-language level of a total score (0..100). */
export function matchLevel(total: number): 'strong' | 'good' | 'partial' | 'low' {
  if (total >= 75) return 'strong';
  if (total >= 50) return 'good';
  if (total >= 25) return 'partial';
  return 'low';
}

/** A horizontal bar for a 0..100 value; decoration only, the number is always written next to it. */
export function ScoreBar({ value }: { value: number }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <span className="hr-bar" aria-hidden="true">
      <span className="hr-bar__fill" style={{ width: `${width}%` }} />
    </span>
  );
}

/** A table cell with a score's bar and, beside it, the score written out (`children`). */
export function ScoreCell({ value, label, children }: { value: number; label?: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <span className="hr-bar-cell">
        <ScoreBar value={value} />
        {children}
      </span>
    </td>
  );
}

/** The part that gave the most points, for the plain-words summary. */
function strongestPart(match: Breakdown) {
  let best: (typeof MATCH_PARTS)[number] | undefined;
  for (const entry of MATCH_PARTS) {
    if (match.weighted[entry.part] > 0 && (!best || match.weighted[entry.part] > match.weighted[best.part])) best = entry;
  }
  return best;
}

export interface MatchBreakdownViewProps {
  match: Breakdown;
  /** Heading level of the section title (2 on a page of its own, 3 inside a section). */
  headingLevel?: 2 | 3;
}

/**
 * An explainable match score (SPEC §3, §5): the total in words, a table of each part (0..100), the job's
 * weight, the points it gave, and which required skills matched and which are missing.
 */
export function MatchBreakdownView({ match, headingLevel = 2 }: MatchBreakdownViewProps) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  const id = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const best = strongestPart(match);
  const required = match.matched_skills.length + match.missing_skills.length;
  return (
    <section className="hr-match ui-stack" aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{t('match.title')}</H>
      <p className="hr-match__total">
        <strong>{t('match.total', { total: match.totalScore })}</strong> {t(`match.level.${matchLevel(match.totalScore)}`)}
      </p>
      <p>
        {best
          ? t('match.strongest', {
              part: t(`parts.${best.part}`),
              points: f.decimal(match.weighted[best.part]),
              total: match.totalScore,
            })
          : t('match.nothingMatched')}{' '}
        {required > 0 ? t('match.skillsCount', { matched: match.matched_skills.length, required }) : t('match.noRequiredSkills')}
      </p>
      <p className="ui-hint" id={`${id}-how`}>
        {t('match.how')}
      </p>
      <div className="hr-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="hr-table hr-match__table" aria-describedby={`${id}-how`}>
          <caption id={`${id}-caption`} className="ui-visually-hidden">
            {t('match.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('match.part')}</th>
              <th scope="col">{t('match.score')}</th>
              <th scope="col">{t('match.weight')}</th>
              <th scope="col">{t('match.points')}</th>
            </tr>
          </thead>
          <tbody>
            {MATCH_PARTS.map(({ part, weight }) => (
              <tr key={part}>
                <th scope="row">{t(`parts.${part}`)}</th>
                <ScoreCell value={match.parts[part]}>
                  <span>{t('match.outOf100', { value: f.whole(match.parts[part]) })}</span>
                </ScoreCell>
                <td>{t('match.percent', { value: match.weights[weight] })}</td>
                <td>{f.decimal(match.weighted[part])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('match.totalRow')}</th>
              <td />
              <td>{t('match.percent', { value: 100 })}</td>
              <td>
                <strong>{match.totalScore}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="hr-skills-columns">
        <div>
          <Sub>{t('match.matchedSkills')}</Sub>
          {match.matched_skills.length === 0 ? (
            <p>{t('match.noneMatched')}</p>
          ) : (
            <ul className="hr-tags">
              {match.matched_skills.map((s) => (
                <li key={s} className="hr-tag hr-tag--yes">
                  <span aria-hidden="true">✓ </span>
                  {s}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Sub>{t('match.missingSkills')}</Sub>
          {match.missing_skills.length === 0 ? (
            <p>{t('match.noneMissing')}</p>
          ) : (
            <ul className="hr-tags">
              {match.missing_skills.map((s) => (
                <li key={s} className="hr-tag hr-tag--no">
                  <span aria-hidden="true">✗ </span>
                  {s}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
