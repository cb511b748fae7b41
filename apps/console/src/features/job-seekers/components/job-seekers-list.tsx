import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isReadyPath, RESUME_IMPORTERS } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { useViewer } from '@tessera/ui/use-viewer';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { placeText } from '../../../components/hiring/format.ts';
import { ListState } from '../../../components/hiring/list-state.tsx';
import { OrganisationFilter, useIsProgramStaff } from '../../../components/hiring/organisation-filter.tsx';
import { Pager } from '@tessera/ui/pager';
import type { JobSeekerSummary } from '../../../components/hiring/types.ts';
import { positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { useJobSeekers } from '../api/list-job-seekers.ts';
import '../../../components/hiring/hiring.css';

const PAGE_SIZE = 20;
/** Skills shown per job seeker in the list before "and N more". */
const SKILLS_SHOWN = 5;

/** "python, SQL ,, excel" -> ["python", "SQL", "excel"]: trimmed, empty parts dropped, each once. */
export function parseSkills(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const s = part.trim().replace(/\s+/g, ' ');
    if (s && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
  }
  return out;
}

function Filters({ q, skills, onApply }: { q: string; skills: string; onApply: (q: string, skills: string) => void }) {
  const { t } = useTranslation('jobseekers');
  const id = useId();
  const [text, setText] = useState(q);
  const [skillText, setSkillText] = useState(skills);
  useEffect(() => setText(q), [q]);
  useEffect(() => setSkillText(skills), [skills]);
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="hr-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(text.trim(), parseSkills(skillText).join(','));
      }}
    >
      <div className="ui-field">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <p id={`${id}-q-hint`} className="ui-hint">
          {t('filters.searchHint')}
        </p>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={200}
          aria-describedby={`${id}-q-hint`}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-skills`}>{t('filters.skills')}</label>
        <p id={`${id}-skills-hint`} className="ui-hint">
          {t('filters.skillsHint')}
        </p>
        <input
          id={`${id}-skills`}
          type="text"
          value={skillText}
          maxLength={500}
          aria-describedby={`${id}-skills-hint`}
          onChange={(e) => setSkillText(e.target.value)}
        />
      </div>
      <div className="ui-row">
        <button type="submit" className="ui-button">
          {t('filters.submit')}
        </button>
        {q || skills ? (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              setText('');
              setSkillText('');
              onApply('', '');
            }}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function SkillsText({ skills }: { skills: string[] }) {
  const { t } = useTranslation('jobseekers');
  if (skills.length === 0) return <>{t('list.noSkills')}</>;
  const shown = skills.slice(0, SKILLS_SHOWN).join(', ');
  const more = skills.length - SKILLS_SHOWN;
  return <>{more > 0 ? t('list.skillsMore', { skills: shown, more }) : shown}</>;
}

function SeekerTable({ rows }: { rows: JobSeekerSummary[] }) {
  const { t } = useTranslation('jobseekers');
  return (
    <div className="hr-table-wrap" role="region" aria-labelledby="seekers-caption" tabIndex={0}>
      <table className="hr-table">
        <caption id="seekers-caption" className="ui-visually-hidden">
          {t('list.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.location')}</th>
            <th scope="col">{t('list.experience')}</th>
            <th scope="col">{t('list.skills')}</th>
            <th scope="col">{t('list.applications')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.user_id}>
              <td>
                <AppLink to={`/jobSeekers/${s.user_id}`}>{s.name}</AppLink>
                {s.headline ? <div className="hr-meta">{s.headline}</div> : null}
              </td>
              <td>{placeText(s.city, s.region) || t('list.noPlace')}</td>
              <td className="hr-num">{s.years_experience}</td>
              <td>
                <SkillsText skills={s.skills} />
              </td>
              <td className="hr-num">{s.applications_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SeekerCards({ rows }: { rows: JobSeekerSummary[] }) {
  const { t } = useTranslation('jobseekers');
  return (
    <ul className="hr-cards" aria-label={t('list.caption')}>
      {rows.map((s) => (
        <li key={s.user_id} className="hr-card">
          <h2>
            <AppLink to={`/jobSeekers/${s.user_id}`}>{s.name}</AppLink>
          </h2>
          {s.headline ? <p>{s.headline}</p> : null}
          <p className="hr-meta">
            {[
              placeText(s.city, s.region) || t('list.noPlace'),
              t('applications-staff:profile.yearsLine', { years: s.years_experience }),
              t(`applications-staff:education.${s.education}`),
            ].join(' · ')}
          </p>
          <p>
            <SkillsText skills={s.skills} />
          </p>
          <p>{t('list.applicationsCount', { number: s.applications_count })}</p>
        </li>
      ))}
    </ul>
  );
}

export interface JobSeekersListPageProps {
  /** Heading and document title. */
  titleKey: 'title' | 'allCandidatesTitle' | 'cardsTitle';
  variant: 'table' | 'cards';
}

/** The tenant's job seekers: search, skills filter and paging in the address; a table or denser cards. */
export function JobSeekersListPage({ titleKey, variant }: JobSeekersListPageProps) {
  const { t, ready } = useTranslation(['jobseekers', 'applications-staff']);
  const { params, update } = useSearchState();
  const q = params.get('q') ?? '';
  const skills = params.get('skills') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const { role } = useViewer();
  // Program staff filter the tenant's job seekers by organisation (DECISIONS 19–20).
  const programStaff = useIsProgramStaff();
  const rawOrganisation = params.get('organisation');
  const organisation = programStaff && rawOrganisation ? positiveInt(rawOrganisation, 0) || undefined : undefined;
  const list = useJobSeekers({
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(skills ? { skills } : {}),
    ...(organisation ? { organisation } : {}),
  });
  if (!ready) return <Spinner />;
  // Issue 13: partner staff (and admin) bulk-upload résumés; the link shows once the page is built.
  const canImport = role !== null && RESUME_IMPORTERS.includes(role) && isReadyPath('/jobSeekers/bulkUpload');
  const title = t(`list.${titleKey}`);
  const data = list.data;
  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('list.intro')}</p>
      {canImport ? (
        <p>
          <Link to="/jobSeekers/bulkUpload" className="ui-button ui-button--secondary">
            {t('list.bulkUpload')}
          </Link>
        </p>
      ) : null}
      <Filters q={q} skills={skills} onApply={(nq, ns) => update({ q: nq, skills: ns })} />
      {programStaff ? (
        <div className="hr-toolbar">
          <OrganisationFilter value={organisation} onChange={(id) => update({ organisation: id })} />
        </div>
      ) : null}
      <ListState list={list} none={t('list.none')} showing={(range) => t('list.showing', range)} />
      {data && data.results.length > 0 ? (
        variant === 'cards' ? (
          <SeekerCards rows={data.results} />
        ) : (
          <SeekerTable rows={data.results} />
        )
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.total_pages}
          onPage={(p) => update({ page: p === 1 ? null : p })}
          label={t('list.pages')}
        />
      ) : null}
    </div>
  );
}
