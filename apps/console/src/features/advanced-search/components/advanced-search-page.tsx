import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import { ADVANCED_SEARCH_FILTERS, type AdvancedSearchFilter } from '@tessera/contract/advanced-search';
import { createSavedSearch } from '@tessera/contract/request-schemas';
import { CheckboxGroupField, SelectField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { contractShape } from '@tessera/forms/contract-schema';
import { isReadyPath, routeByPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toasts';
import { useViewer } from '@tessera/ui/use-viewer';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import { MAX_COMPARE, MIN_COMPARE } from '../../../components/hiring/types.ts';
import { positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { useJobs } from '../../jobs/api/list-jobs.ts';
import { useOrganisations } from '../../jobs/api/list-organisations.ts';
import { useIsProgramStaff } from '../../../components/hiring/organisation-filter.tsx';
import {
  exportAdvancedSearch,
  useAdvancedSearch,
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  type AdvancedSearchQuery,
} from '../api/advanced-search.ts';
import '../../../components/hiring/hiring.css';
import './advanced-search.css';

const PAGE_SIZE = 20;

/** The filters, as the address holds them (each a string; empty: not filtered). */
type FilterValues = Record<AdvancedSearchFilter, string>;

const EXPERIENCE = ['0-2', '2-5', '5-8', '8-60'] as const;
const EDUCATION = ['high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
const REMOTE = ['onsite', 'hybrid', 'remote'] as const;
const EMPLOYMENT = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
const STATUSES = ['applied', 'screening', 'interview', 'offered', 'withdrawn', 'hired', 'declined', 'on-hold', 'rejected'] as const;
const RADII = ['0', '10', '25', '50', '80', '150'] as const;

const text = (max: number) => z.string().trim().max(max);
const filterSchema = z.object({
  q: text(200),
  skills_all: text(500),
  skills_any: text(500),
  experience: z.string(),
  education: z.string(),
  city: text(120),
  region: text(120),
  country: text(120),
  radius: z.string(),
  remote: z.string(),
  employment_type: z.string(),
  available: z.string(),
  partner: z.string(),
  job_id: z.string(),
  status: z.string(),
  sort: z.string(),
});

function filtersFrom(params: URLSearchParams): FilterValues {
  return Object.fromEntries(ADVANCED_SEARCH_FILTERS.map((k) => [k, params.get(k) ?? ''])) as FilterValues;
}

function withoutPage(q: AdvancedSearchQuery) {
  const { page: _page, page_size: _size, ...rest } = q;
  return rest;
}

/** The address's filters as the API's query; values the API would refuse are left out. */
function queryFrom(f: FilterValues, page: number): AdvancedSearchQuery {
  const oneOf = <T extends string>(v: string, list: readonly T[]) => ((list as readonly string[]).includes(v) ? (v as T) : undefined);
  const id = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
  const q: AdvancedSearchQuery = { page, page_size: PAGE_SIZE };
  if (f.q) q.q = f.q;
  if (f.skills_all) q.skills_all = f.skills_all;
  if (f.skills_any) q.skills_any = f.skills_any;
  if (oneOf(f.experience, EXPERIENCE)) q.experience = oneOf(f.experience, EXPERIENCE);
  if (oneOf(f.education, EDUCATION)) q.education = oneOf(f.education, EDUCATION);
  if (f.city) {
    q.city = f.city;
    if (f.region) q.region = f.region;
    if (f.country) q.country = f.country;
    if (oneOf(f.radius, RADII)) q.radius = Number(f.radius);
  }
  if (oneOf(f.remote, REMOTE)) q.remote = oneOf(f.remote, REMOTE);
  if (oneOf(f.employment_type, EMPLOYMENT)) q.employment_type = oneOf(f.employment_type, EMPLOYMENT);
  if (f.available === 'true') q.available = true;
  if (id(f.partner)) q.partner = id(f.partner);
  if (id(f.job_id)) {
    q.job_id = id(f.job_id);
    if (oneOf(f.status, STATUSES)) q.status = oneOf(f.status, STATUSES);
    if (f.sort === 'match') q.sort = 'match';
  }
  if (f.sort === 'relevance' || f.sort === 'recent') q.sort = f.sort;
  return q;
}

function FilterForm({ values, onApply }: { values: FilterValues; onApply: (v: FilterValues) => void }) {
  const { t } = useTranslation('advanced-search');
  const program = useIsProgramStaff();
  const form = useContractForm({ schema: filterSchema, defaultValues: values });
  const key = ADVANCED_SEARCH_FILTERS.map((k) => values[k]).join('\u0001');
  // Back/forward, or a saved search run: the fields follow the address.
  useEffect(() => form.reset(values), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const jobs = useJobs({ page_size: 100 });
  const partners = useOrganisations({ page_size: 100 }, program);
  const opts = (list: readonly string[], prefix: string) => list.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <Form form={form} onSubmit={(v) => onApply(v)} role="search" aria-label={t('filters.label')} className="ui-stack">
      <TextField name="q" label={t('filters.q')} hint={t('filters.qHint')} maxLength={200} />
      <div className="as-grid">
        <TextField name="skills_all" label={t('filters.skillsAll')} hint={t('filters.skillsHint')} maxLength={500} />
        <TextField name="skills_any" label={t('filters.skillsAny')} hint={t('filters.skillsHint')} maxLength={500} />
        <SelectField
          name="experience"
          label={t('filters.experience')}
          placeholder={t('filters.any')}
          options={opts(EXPERIENCE, 'experience')}
        />
        <SelectField
          name="education"
          label={t('filters.education')}
          placeholder={t('filters.any')}
          options={opts(EDUCATION, 'education')}
        />
        <TextField name="city" label={t('filters.city')} maxLength={120} autoComplete="off" />
        <TextField name="region" label={t('filters.region')} maxLength={120} autoComplete="off" />
        <TextField name="country" label={t('filters.country')} maxLength={120} autoComplete="off" />
        <SelectField
          name="radius"
          label={t('filters.radius')}
          placeholder={t('filters.radiusDefault')}
          options={RADII.map((r) => ({ value: r, label: t('filters.miles', { count: Number(r) }) }))}
        />
        <SelectField name="remote" label={t('filters.remote')} placeholder={t('filters.any')} options={opts(REMOTE, 'remote')} />
        <SelectField
          name="employment_type"
          label={t('filters.employmentType')}
          placeholder={t('filters.any')}
          options={opts(EMPLOYMENT, 'employment')}
        />
        <SelectField
          name="available"
          label={t('filters.available')}
          placeholder={t('filters.anyone')}
          options={[{ value: 'true', label: t('filters.availableOnly') }]}
        />
        {program ? (
          <SelectField
            name="partner"
            label={t('filters.partner')}
            placeholder={t('filters.any')}
            options={(partners.data?.results ?? [])
              .filter((o) => o.kind !== 'employer')
              .map((o) => ({ value: String(o.id), label: o.name }))}
          />
        ) : null}
        <SelectField
          name="job_id"
          label={t('filters.job')}
          hint={t('filters.jobHint')}
          placeholder={t('filters.noJob')}
          options={(jobs.data?.results ?? []).map((j) => ({ value: String(j.id), label: `${j.title} (${j.company})` }))}
        />
        <SelectField
          name="status"
          label={t('filters.status')}
          hint={t('filters.statusHint')}
          placeholder={t('filters.any')}
          options={opts(STATUSES, 'status')}
        />
        <SelectField
          name="sort"
          label={t('filters.sort')}
          placeholder={t('sort.default')}
          options={[
            { value: 'relevance', label: t('sort.relevance') },
            { value: 'match', label: t('sort.match') },
            { value: 'recent', label: t('sort.recent') },
          ]}
        />
      </div>
      <div className="ui-row">
        <button type="submit" className="ui-button">
          {t('filters.submit')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => onApply(Object.fromEntries(ADVANCED_SEARCH_FILTERS.map((k) => [k, ''])) as FilterValues)}
        >
          {t('filters.clear')}
        </button>
      </div>
    </Form>
  );
}

const saveSchema = z.object({
  name: z.string().trim().min(1).pipe(contractShape(createSavedSearch).name),
  options: z.array(z.string()),
});

function SaveForm({ filters }: { filters: FilterValues }) {
  const { t } = useTranslation('advanced-search');
  const create = useCreateSavedSearch();
  const form = useContractForm({ schema: saveSchema, defaultValues: { name: '', options: [] } });
  const [said, setSaid] = useState('');
  return (
    <section aria-labelledby="as-save" className="ui-stack">
      <h2 id="as-save">{t('save.title')}</h2>
      <Form
        form={form}
        onSubmit={async (v) => {
          const saved = await create.mutateAsync({
            name: v.name,
            filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
            shared: v.options.includes('shared'),
            notify: v.options.includes('notify'),
          });
          form.reset({ name: '', options: [] });
          setSaid(t('save.done', { name: saved.name }));
        }}
        className="ui-stack"
      >
        <TextField name="name" label={t('save.name')} maxLength={100} />
        <CheckboxGroupField
          name="options"
          legend={t('save.options')}
          options={[
            { value: 'shared', label: t('save.shared') },
            { value: 'notify', label: t('save.notify') },
          ]}
        />
        <div className="ui-row">
          <button type="submit" className="ui-button">
            {t('save.submit')}
          </button>
        </div>
      </Form>
      <p role="status">{said}</p>
    </section>
  );
}

function SavedList({ onRun }: { onRun: (filters: Record<string, string>, name: string) => void }) {
  const { t } = useTranslation('advanced-search');
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [said, setSaid] = useState('');
  const list = saved.data?.results ?? [];
  return (
    <section aria-labelledby="as-saved" className="ui-stack">
      <h2 id="as-saved">{t('saved.title')}</h2>
      {saved.isPending ? <Spinner /> : null}
      {saved.isSuccess && list.length === 0 ? <p>{t('saved.none')}</p> : null}
      {list.length > 0 ? (
        <ul className="as-saved">
          {list.map((s) => (
            <li key={s.id}>
              <strong>{s.name}</strong>{' '}
              <span className="hr-meta">
                {s.mine ? null : t('saved.by', { name: s.owner_name })} {s.shared ? t('saved.sharedMark') : null}{' '}
                {s.notify ? t('saved.notifyMark') : null}
              </span>
              <div className="ui-row">
                <button type="button" className="ui-button ui-button--secondary" onClick={() => onRun(s.filters, s.name)}>
                  {t('saved.run', { name: s.name })}
                </button>
                {s.mine ? (
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    onClick={() =>
                      remove.mutate(s.id, {
                        onSuccess: () => setSaid(t('saved.deleted', { name: s.name })),
                        onError: () => setSaid(t('saved.deleteFailed', { name: s.name })),
                      })
                    }
                  >
                    {t('saved.delete', { name: s.name })}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status">{said}</p>
    </section>
  );
}

/** /advancedSearch: find the job seekers one may see, save the search, compare, export (issue 15). */
export default function AdvancedSearchPage() {
  const { t, i18n, ready } = useTranslation('advanced-search');
  const { role } = useViewer();
  const { params, update } = useSearchState();
  const filters = filtersFrom(params);
  const page = positiveInt(params.get('page'), 1);
  const query = queryFrom(filters, page);
  const search = useAdvancedSearch(query, true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [ran, setRan] = useState('');
  const results = useRef<HTMLHeadingElement>(null);
  const jobKey = filters.job_id;
  useEffect(() => setChosen([]), [jobKey]);
  if (!ready) return <Spinner />;
  const countText = (d: { count: number; count_capped: boolean }) =>
    d.count_capped
      ? t('results.countCapped', { formatted: formatNumber(d.count, localeOf(i18n.language)) })
      : t('results.count', { count: d.count });

  const seekerRoute = routeByPath('/jobSeekers/:id');
  const opensSeeker = isReadyPath('/jobSeekers/:id') && role !== null && (seekerRoute?.roles ?? []).includes(role);
  const apply = (v: Record<string, string>) => update(Object.fromEntries(ADVANCED_SEARCH_FILTERS.map((k) => [k, v[k] ?? ''])));
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `/advancedSearch?${next.toString()}`;
  };
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].slice(-MAX_COMPARE)));

  let body;
  if (search.isPending) body = <Spinner />;
  else if (search.isError)
    body = <LoadProblem error={search.error} notFoundText={t('results.jobGone')} onRetry={() => void search.refetch()} />;
  else {
    const data = search.data;
    body = (
      <>
        {data.results.length === 0 ? (
          <p>{t('results.none')}</p>
        ) : (
          <div className="hr-table-wrap" role="region" aria-labelledby="as-caption" tabIndex={0}>
            <table className="hr-table">
              <caption id="as-caption">
                {data.count_capped
                  ? t('results.captionCapped', { formatted: formatNumber(data.count, localeOf(i18n.language)) })
                  : t('results.caption', { count: data.count })}
              </caption>
              <thead>
                <tr>
                  {query.job_id ? <th scope="col">{t('results.compare')}</th> : null}
                  <th scope="col">{t('results.name')}</th>
                  <th scope="col">{t('results.headline')}</th>
                  <th scope="col">{t('results.place')}</th>
                  <th scope="col">{t('results.years')}</th>
                  <th scope="col">{t('results.skills')}</th>
                  {query.job_id ? <th scope="col">{t('results.score')}</th> : null}
                  {query.job_id ? <th scope="col">{t('results.application')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.results.map((r) => (
                  <tr key={r.user_id}>
                    {query.job_id ? (
                      <td>
                        {r.application_id !== null ? (
                          <input
                            type="checkbox"
                            aria-label={t('results.choose', { name: r.name })}
                            checked={chosen.includes(r.application_id)}
                            onChange={() => toggle(r.application_id as number)}
                          />
                        ) : null}
                      </td>
                    ) : null}
                    <td>
                      {opensSeeker ? (
                        <AppLink to={`/jobSeekers/${r.user_id}`}>{r.name}</AppLink>
                      ) : r.application_id !== null ? (
                        <AppLink to={`/applications/${r.application_id}`}>{r.name}</AppLink>
                      ) : (
                        r.name
                      )}
                    </td>
                    <td>{r.headline}</td>
                    <td>{[r.city, r.region].filter(Boolean).join(', ')}</td>
                    <td>{r.years_experience}</td>
                    <td>{r.skills.join(', ')}</td>
                    {query.job_id ? <td>{r.match_score ?? ''}</td> : null}
                    {query.job_id ? <td>{r.application_status ? t(`status.${r.application_status}`) : t('results.notApplied')}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          totalPages={data.total_pages}
          label={t('results.pages')}
          hrefFor={hrefFor}
          onNavigate={() => results.current?.focus()}
        />
      </>
    );
  }

  const compareReady = chosen.length >= MIN_COMPARE && chosen.length <= MAX_COMPARE;
  return (
    <div className="ui-stack as-page">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <FilterForm values={filters} onApply={apply} />
      <SavedList
        onRun={(f, name) => {
          apply(f);
          setRan(t('saved.ran', { name }));
          results.current?.focus();
        }}
      />
      <SaveForm filters={filters} />
      <section aria-labelledby="as-results" className="ui-stack">
        <h2 id="as-results" ref={results} tabIndex={-1}>
          {t('results.title')}
        </h2>
        <p role="status">
          {ran} {search.data ? countText(search.data) : ''}
        </p>
        <div className="ui-row">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              const pending = toast.info(t('export.preparing'));
              exportAdvancedSearch(withoutPage(query)).then(
                (name) => {
                  toast.dismiss(pending);
                  toast.success(t('export.done', { name }));
                },
                () => {
                  toast.dismiss(pending);
                  toast.error(t('export.failed'));
                },
              );
            }}
          >
            {t('export.button')}
          </button>
          {query.job_id ? (
            compareReady ? (
              <AppLink className="ui-button" to={`/compareApplicants?ids=${chosen.join(',')}`}>
                {t('results.compareLink', { count: chosen.length })}
              </AppLink>
            ) : (
              <span className="ui-hint">{t('results.compareHint', { min: MIN_COMPARE, max: MAX_COMPARE })}</span>
            )
          ) : (
            <span className="ui-hint">{t('results.compareNeedsJob')}</span>
          )}
        </div>
        {body}
      </section>
    </div>
  );
}
