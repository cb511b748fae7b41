import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { Spinner } from '@tessera/ui/spinner';
import { useFormatters } from '@tessera/i18n/format';
import { ProblemPage } from '../../../components/hiring/load-problem.tsx';
import { ScoreCell } from '../../../components/hiring/match-breakdown.tsx';
import { Pager } from '@tessera/ui/pager';
import { ApplicationStatusChip, StatusFilterChips } from '../../../components/hiring/status-chip.tsx';
import {
  isStatusFilter,
  MATCH_PARTS,
  MAX_COMPARE,
  MIN_COMPARE,
  type JobApplicant,
  type MatchWeights,
} from '../../../components/hiring/types.ts';
import { parseIdList, positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { useJobApplicants } from '../api/list-job-applicants.ts';
import { JobPageHeading } from './job-page-heading.tsx';
import '../../../components/hiring/hiring.css';

const PAGE_SIZE = 20;

function WeightsLine({ weights }: { weights: MatchWeights }) {
  const { t } = useTranslation('applications-staff');
  return (
    <div className="ui-stack">
      <h2 id="weights-title">{t('ranked.weightsTitle')}</h2>
      <ul className="hr-tags" aria-labelledby="weights-title">
        {MATCH_PARTS.map(({ part, weight }) => (
          <li key={part} className="hr-tag">
            {t('ranked.weightItem', { part: t(`parts.${part}`), value: weights[weight] })}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface RowsProps {
  rows: JobApplicant[];
  weights: MatchWeights;
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}

function RankedRows({ rows, weights, chosen, onToggle }: RowsProps) {
  const { t } = useTranslation('applications-staff');
  const f = useFormatters();
  const full = chosen.length >= MAX_COMPARE;
  return (
    <div className="hr-table-wrap" role="region" aria-labelledby="ranked-caption" tabIndex={0}>
      <table className="hr-table hr-table--stack">
        <caption id="ranked-caption">{t('ranked.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ranked.compare')}</th>
            <th scope="col">{t('ranked.rank')}</th>
            <th scope="col" className="hr-name">
              {t('list.candidate')}
            </th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.score')}</th>
            {MATCH_PARTS.map(({ part, weight }) => (
              <th scope="col" key={part}>
                {t(`parts.${part}`)}
                <br />
                <span className="hr-weight">{t('match.percent', { value: weights[weight] })}</span>
              </th>
            ))}
            <th scope="col">{t('list.applied')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => {
            const on = chosen.includes(a.id);
            return (
              <tr key={a.id}>
                <td data-label={t('ranked.compare')}>
                  <label className="hr-check">
                    <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => onToggle(a.id, e.target.checked)} />
                    <span className="ui-visually-hidden">{t('ranked.compareOne', { name: a.candidate.name })}</span>
                  </label>
                </td>
                <td className="hr-num" data-label={t('ranked.rank')}>
                  {a.rank}
                </td>
                <td data-label={t('list.candidate')}>
                  <AppLink to={`/applications/${a.id}`}>{a.candidate.name}</AppLink>
                  {a.candidate.headline ? <div className="hr-meta">{a.candidate.headline}</div> : null}
                </td>
                <td data-label={t('list.status')}>
                  <ApplicationStatusChip status={a.status} />
                </td>
                <ScoreCell value={a.score_total} label={t('list.score')}>
                  <span className="hr-score">{a.score_total}</span>
                </ScoreCell>
                {MATCH_PARTS.map(({ part, weight }) => (
                  <td
                    key={part}
                    className="hr-num"
                    data-label={`${t(`parts.${part}`)} (${t('match.percent', { value: weights[weight] })})`}
                  >
                    {f.whole(a.score_parts[part])}
                  </td>
                ))}
                <td className="hr-nowrap" data-label={t('list.applied')}>
                  {f.date(a.created_at)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /jobs/:id/applicantlist: the job's applicants ranked by match score; choose 2 to 4 to compare. */
export default function JobApplicantListPage() {
  const { t, ready } = useTranslation('applications-staff');
  const f = useFormatters();
  const navigate = useNavigate();
  const id = useId();
  const params = useParams();
  const jobId = positiveInt(params.id ?? null, 0);
  const { params: search, update } = useSearchState();
  const rawStatus = search.get('status');
  const status = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const page = positiveInt(search.get('page'), 1);
  const chosenInAddress = search.get('compare') ?? '';
  // Kept in state as well as in the address, so a ticked box shows ticked at once (the address follows).
  const [chosen, setChosenNow] = useState(() => parseIdList(chosenInAddress, MAX_COMPARE));
  useEffect(() => setChosenNow(parseIdList(chosenInAddress, MAX_COMPARE)), [chosenInAddress]);
  const [hint, setHint] = useState('');
  const list = useJobApplicants(jobId, { status, page, page_size: PAGE_SIZE });

  if (!ready) return <Spinner />;
  if (!jobId || (list.isError && !list.data)) {
    return (
      <ProblemPage
        title={t('job.problemTitle')}
        query={jobId ? list : null}
        notFoundText={t('job.notFound')}
        backTo="/applications"
        backText={t('detail.backToList')}
      />
    );
  }
  if (list.isPending) return <Spinner />;
  const data = list.data;
  const title = t('ranked.title', { title: data.job.title });

  function setChosen(ids: number[]) {
    setChosenNow(ids);
    // The choice is kept in the address with replace, so paging and filtering keep it and Back leaves the page.
    update({ compare: ids.join(','), page: page === 1 ? null : page }, { replace: true });
    setHint('');
  }

  function compare() {
    if (chosen.length < MIN_COMPARE) {
      setHint(t('ranked.needTwo'));
      return;
    }
    void navigate(`/compareApplicants?ids=${chosen.join(',')}`);
  }

  return (
    <div className="ui-stack">
      <JobPageHeading title={title} job={data.job} />
      <p>{t('ranked.intro')}</p>
      <p>
        <AppLink to={`/jobs/${jobId}/applications`}>{t('job.toAll')}</AppLink>
      </p>
      <WeightsLine weights={data.job.weights} />
      <StatusFilterChips
        label={t('list.statusFilter')}
        value={status}
        counts={data.counts}
        onChange={(s) => update({ status: s === 'all' ? null : s })}
      />
      <p role="status" aria-live="polite" className="hr-meta">
        {data.count === 0 ? t('ranked.none') : t('ranked.count', { total: f.whole(data.count) })}
      </p>
      {data.results.length > 0 ? (
        <RankedRows
          rows={data.results}
          weights={data.job.weights}
          chosen={chosen}
          onToggle={(appId, on) => setChosen(on ? [...chosen, appId] : chosen.filter((c) => c !== appId))}
        />
      ) : null}
      <Pager
        page={data.page}
        totalPages={data.total_pages}
        onPage={(p) => update({ page: p === 1 ? null : p })}
        label={t('ranked.pages')}
      />
      <div className="hr-selectbar ui-stack" role="group" aria-labelledby={`${id}-choose`}>
        <p id={`${id}-choose`} className="hr-filter__label">
          {t('ranked.chooseTitle')}
        </p>
        <p id={`${id}-chosen`} aria-live="polite">
          {t('ranked.chosen', { chosen: chosen.length, max: MAX_COMPARE })}
          {chosen.length >= MAX_COMPARE ? ` ${t('ranked.full')}` : ''}
        </p>
        <div className="ui-row">
          <button
            type="button"
            className="ui-button"
            aria-describedby={`${id}-chosen`}
            aria-disabled={chosen.length < MIN_COMPARE || undefined}
            onClick={compare}
          >
            {t('ranked.compareButton')}
          </button>
          {chosen.length > 0 ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setChosen([])}>
              {t('ranked.clear')}
            </button>
          ) : null}
        </div>
        {hint ? (
          <p role="alert" className="ui-field-error">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
