import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { useFormatters } from '@tessera/i18n/format';
import { ListState } from '../../../components/hiring/list-state.tsx';
import { SearchForm } from '../../../components/hiring/search-form.tsx';
import { positiveInt, useSearchState } from '../../../components/hiring/use-search-state.ts';
import { OrganisationFilter } from '../../../components/hiring/organisation-filter.tsx';
import {
  OFFER_STATUSES,
  isOfferStatus,
  useOfferSettings,
  useOffers,
  useSaveOfferSettings,
  type OfferList,
  type OfferStatus,
} from '../api/offers.ts';
import { OFFER_TONE, OfferStatusChip } from './offer-status-chip.tsx';
import { OfferTemplates } from './offer-templates.tsx';
import '../../../components/hiring/hiring.css';

export const PAGE_SIZE = 20;
const PROGRAM_ROLES = ['admin', 'auditor', 'concierge_member', 'program_manager'];

/** One toggle button per offer status (and "All"), each with its count. */
function OfferStatusChips({
  value,
  counts,
  onChange,
}: {
  value: OfferStatus | 'all';
  counts: OfferList['counts'] | undefined;
  onChange: (s: OfferStatus | 'all') => void;
}) {
  const { t } = useTranslation('offers');
  const labelId = useId();
  return (
    <div className="hr-filter" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="hr-filter__label">
        {t('list.statusFilter')}
      </p>
      <ul className="hr-filter__list">
        {(['all', ...OFFER_STATUSES] as const).map((status) => (
          <li key={status}>
            <button
              type="button"
              className="hr-chip hr-chip--button"
              data-tone={OFFER_TONE[status]}
              aria-pressed={value === status}
              onClick={() => onChange(status)}
            >
              {status === 'all' ? t('list.all') : t(`statuses.${status}`)}
              {counts ? (
                <span className="hr-chip__count">
                  <span className="ui-visually-hidden">: </span>
                  {counts[status]}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The program's setting (admin, role 7): whether offers need a program manager's approval too. */
function ProgramApprovalSetting() {
  const { t } = useTranslation('offers');
  const id = useId();
  const settings = useOfferSettings(true);
  const save = useSaveOfferSettings();
  const [said, setSaid] = useState('');
  if (!settings.data) return null;
  return (
    <section className="hr-section ui-stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('settings.title')}</h2>
      <div className="ui-choice">
        <input
          id={`${id}-program`}
          type="checkbox"
          checked={settings.data.program_approval}
          aria-describedby={`${id}-hint`}
          disabled={save.isPending}
          onChange={(e) => {
            const next = e.target.checked;
            save.mutate(next, { onSuccess: () => setSaid(next ? t('settings.on') : t('settings.off')) });
          }}
        />
        <label htmlFor={`${id}-program`}>{t('settings.programApproval')}</label>
      </div>
      <p id={`${id}-hint`} className="ui-hint">
        {t('settings.hint')}
      </p>
      <p role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

/** /offers and /newOffers: the offers the viewer sees by status, with search, paging and (program staff) an employer filter. */
export default function OffersPage() {
  const { t, ready } = useTranslation('offers');
  const f = useFormatters();
  const { role } = useViewer();
  const programWide = useLocation().pathname.toLowerCase() === '/newoffers' || (role !== null && PROGRAM_ROLES.includes(role));
  const { params, update } = useSearchState();
  const raw = params.get('status');
  const status = isOfferStatus(raw) ? raw : 'all';
  const q = params.get('q') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const organisation = programWide ? positiveInt(params.get('organisation'), 0) || undefined : undefined;
  const list = useOffers({ status, page, page_size: PAGE_SIZE, ...(q ? { q } : {}), ...(organisation ? { organisation } : {}) });
  if (!ready) return <Spinner />;
  const data = list.data;
  const title = programWide ? t('list.programTitle') : t('list.title');
  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{programWide ? t('list.programIntro') : t('list.intro')}</p>
      <SearchForm value={q} onSearch={(text) => update({ q: text })} label={t('list.search')} hint={t('list.searchHint')} />
      {programWide ? (
        <div className="hr-toolbar">
          <OrganisationFilter kind="employer" value={organisation} onChange={(o) => update({ organisation: o })} />
        </div>
      ) : null}
      <OfferStatusChips value={status} counts={data?.counts} onChange={(s) => update({ status: s === 'all' ? null : s })} />
      <ListState list={list} none={t('list.none')} showing={(range) => t('list.showing', range)} />
      {data && data.results.length > 0 ? (
        <div className="hr-table-wrap">
          <table className="hr-table">
            <caption className="ui-visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.candidate')}</th>
                <th scope="col">{t('list.offer')}</th>
                {programWide ? <th scope="col">{t('list.employer')}</th> : null}
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.pay')}</th>
                <th scope="col">{t('list.expires')}</th>
                <th scope="col">{t('list.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((o) => (
                <tr key={o.id}>
                  <td>
                    <AppLink to={`/applications/${o.application_id}#offers`}>{o.candidate.name}</AppLink>
                  </td>
                  <td>
                    {o.title}
                    <div className="hr-meta">{t('list.forJob', { title: o.job.title })}</div>
                  </td>
                  {programWide ? <td>{o.organisation.name}</td> : null}
                  <td>
                    <OfferStatusChip status={o.status} />
                  </td>
                  <td className="hr-nowrap">
                    {t('pay', { amount: f.money(o.pay_amount, o.pay_currency), period: t(`periods.${o.pay_period}`) })}
                  </td>
                  <td className="hr-nowrap">{f.date(`${o.expires_on}T12:00:00Z`)}</td>
                  <td className="hr-nowrap">{f.date(o.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.total_pages}
          onPage={(p) => update({ page: p === 1 ? null : p })}
          label={t('list.pages')}
        />
      ) : null}
      {role === 'admin' || role === 'program_manager' ? <ProgramApprovalSetting /> : null}
      {role === 'hiring_manager' || role === 'hiring_member' ? <OfferTemplates canEdit={role === 'hiring_manager'} /> : null}
    </div>
  );
}
