import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useFormatters } from '@tessera/i18n/format';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import { ScoreBar } from '../../../components/hiring/match-breakdown.tsx';
import { ApplicationStatusChip } from '../../../components/hiring/status-chip.tsx';
import { MATCH_PARTS, MAX_COMPARE, MIN_COMPARE, type ComparedApplication } from '../../../components/hiring/types.ts';
import { parseIdList, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { useCompareApplicants } from '../api/compare-applicants.ts';
import '../../../components/hiring/hiring.css';

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul>
      {items.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {children.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

interface TableProps {
  results: ComparedApplication[];
  onRemove: (a: ComparedApplication) => void;
}

function CompareTable({ results, onRemove }: TableProps) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  const best = Math.max(...results.map((r) => r.score_total));
  const cells = (render: (a: ComparedApplication) => ReactNode) => results.map((a) => render(a));
  return (
    <div className="hr-table-wrap" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="hr-table hr-compare">
        <caption id="compare-caption">{t('compare.caption', { number: results.length })}</caption>
        <thead>
          <tr>
            <td />
            {results.map((a) => (
              <th scope="col" key={a.id}>
                <AppLink to={`/applications/${a.id}`}>{a.candidate.name}</AppLink>
                <div>
                  <button type="button" className="ui-button ui-button--link" onClick={() => onRemove(a)}>
                    {t('compare.remove', { name: a.candidate.name })}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label={t('compare.job')}>
            {cells((a) => (
              <>
                {a.job.title}
                <div className="hr-meta">{a.job.company}</div>
              </>
            ))}
          </Row>
          <Row label={t('list.status')}>
            {cells((a) => (
              <ApplicationStatusChip status={a.status} />
            ))}
          </Row>
          <Row label={t('list.score')}>
            {cells((a) => (
              <span className="hr-bar-cell">
                <ScoreBar value={a.score_total} />
                <span className="hr-score">{a.score_total}</span>
                {a.score_total === best ? <span>{t('compare.highest')}</span> : null}
              </span>
            ))}
          </Row>
          {MATCH_PARTS.map(({ part, weight }) => (
            <Row key={part} label={t('compare.partRow', { part: t(`parts.${part}`) })}>
              {cells((a) =>
                t('compare.partCell', {
                  score: f.whole(a.match.parts[part]),
                  weight: a.weights[weight],
                  points: f.decimal(a.match.weighted[part]),
                }),
              )}
            </Row>
          ))}
          <Row label={t('match.matchedSkills')}>
            {cells((a) => (
              <List items={a.match.matched_skills} empty={t('match.noneMatched')} />
            ))}
          </Row>
          <Row label={t('match.missingSkills')}>
            {cells((a) => (
              <List items={a.match.missing_skills} empty={t('match.noneMissing')} />
            ))}
          </Row>
          <Row label={t('profile.experience')}>{cells((a) => String(a.years_experience))}</Row>
          <Row label={t('compare.educationLevel')}>{cells((a) => t(`education.${a.education}`))}</Row>
          <Row label={t('compare.managementLevel')}>{cells((a) => t(`management.${a.management_level}`))}</Row>
          <Row label={t('compare.industry')}>{cells((a) => a.industry || t('profile.notGiven'))}</Row>
          <Row label={t('profile.skills')}>
            {cells((a) => (
              <List items={a.skills} empty={t('profile.noSkills')} />
            ))}
          </Row>
          <Row label={t('profile.certifications')}>
            {cells((a) => (
              <List items={a.certifications} empty={t('profile.noCertifications')} />
            ))}
          </Row>
          <Row label={t('list.applied')}>{cells((a) => f.date(a.created_at))}</Row>
        </tbody>
      </table>
    </div>
  );
}

/** /compareApplicants?ids=1,2: two to four applicants side by side; the choice lives in the address. */
export default function ComparePage() {
  const { t, ready } = useTranslation('applications-staff');
  const { params, update } = useSearchState();
  const raw = params.get('ids');
  const ids = parseIdList(raw, MAX_COMPARE);
  const tooMany = parseIdList(raw, Number.MAX_SAFE_INTEGER).length > MAX_COMPARE;
  const query = useCompareApplicants(ids);
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLDivElement>(null);
  if (!ready) return <Spinner />;
  const title = t('compare.title');

  function remove(a: ComparedApplication) {
    update({ ids: ids.filter((id) => id !== a.id).join(',') });
    setRemoved(t('compare.removed', { name: a.candidate.name }));
    requestAnimationFrame(() => heading.current?.querySelector('h1')?.focus());
  }

  let body: ReactNode;
  if (ids.length < MIN_COMPARE) {
    body = (
      <div className="ui-notice ui-stack">
        <p>{ids.length === 1 ? t('compare.onlyOne') : t('compare.noneChosen')}</p>
        <p>{t('compare.howToChoose')}</p>
        {ids.length === 1 ? (
          <p>
            <AppLink to={`/applications/${ids[0]}`}>{t('compare.openOne')}</AppLink>
          </p>
        ) : null}
        <p>
          <AppLink to="/applications">{t('detail.backToList')}</AppLink>
        </p>
      </div>
    );
  } else if (query.isPending) {
    body = <Spinner />;
  } else if (query.isError) {
    body = <LoadProblem error={query.error} notFoundText={t('compare.notFound')} onRetry={() => void query.refetch()} />;
  } else {
    const { results, same_job: sameJob } = query.data;
    const first = results[0];
    body = (
      <>
        {sameJob && first ? (
          <p>
            {t('compare.sameJob', { title: first.job.title, company: first.job.company })}{' '}
            <AppLink to={`/jobs/${first.job.id}/applicantlist`}>{t('detail.rankedLink')}</AppLink>
          </p>
        ) : (
          <p className="ui-notice">{t('compare.differentJobs')}</p>
        )}
        <p className="ui-hint">{t('compare.how')}</p>
        <CompareTable results={results} onRemove={remove} />
      </>
    );
  }

  return (
    <div className="ui-stack">
      <div ref={heading}>
        <PageHeading title={title}>{title}</PageHeading>
      </div>
      <p>{t('compare.intro')}</p>
      <p>{t('compare.share')}</p>
      {tooMany ? <p className="ui-notice">{t('compare.tooMany', { max: MAX_COMPARE })}</p> : null}
      <p role="status" aria-live="polite">
        {removed}
      </p>
      {body}
    </div>
  );
}
