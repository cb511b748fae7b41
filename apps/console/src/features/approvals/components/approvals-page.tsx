import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { translateServerMessage } from '@tessera/forms/server-errors';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import {
  useApproval,
  useApprovals,
  useDecide,
  type ApprovalDetail,
  type ApprovalsQuery,
  type OrganisationKind,
  type OrganisationStatus,
} from '../api/approvals.ts';
import './approvals-page.css';

const STATUSES: readonly OrganisationStatus[] = ['pending', 'approved', 'rejected', 'suspended'];
const KINDS: readonly OrganisationKind[] = ['employer', 'corporate_partner', 'skilling_partner', 'nonprofit_partner'];
const PAGE_SIZE = 20;

interface Filters {
  status: OrganisationStatus | '';
  kind: OrganisationKind | '';
  q: string;
}

/** The decisions an organisation's status allows, and whether each needs a reason. */
function decisionsFor(status: OrganisationStatus) {
  if (status === 'pending') return { plain: 'approve', withReason: 'reject' } as const;
  if (status === 'approved') return { plain: null, withReason: 'suspend' } as const;
  if (status === 'suspended') return { plain: 'restore', withReason: null } as const;
  return { plain: null, withReason: null } as const;
}

/** One organisation: its profile and people, and the decisions its status allows. */
function ApprovalDetailView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation(['approvals', 'forms']);
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const formId = useId();
  const detail = useApproval(id);
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // The organisation's name takes focus once it shows (a row was opened: the view changed).
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [id, loaded]);

  if (detail.isError) {
    return (
      <p role="alert" className="ui-alert">
        {t('queue.loadFailed')}
      </p>
    );
  }
  if (!detail.data) return <Spinner />;
  const org: ApprovalDetail = detail.data;
  const allowed = decisionsFor(org.status);

  async function run(decision: 'approve' | 'reject' | 'suspend' | 'restore') {
    setFailure('');
    setStatus('');
    const needsReason = decision === 'reject' || decision === 'suspend';
    if (needsReason && reason.trim() === '') {
      setReasonError(t('queue.reasonRequired'));
      document.getElementById(`${formId}-reason`)?.focus();
      return;
    }
    setReasonError('');
    try {
      const saved = await decide.mutateAsync({ id: org.id, body: needsReason ? { decision, reason: reason.trim() } : { decision } });
      setReason('');
      setStatus(t(`queue.done.${decision}`, { name: saved.name }));
    } catch (error) {
      const fields = isApiError(error) ? readFieldErrors(error.body) : {};
      if (fields.reason) {
        setReasonError(translateServerMessage(fields.reason, t, i18n.language));
        return;
      }
      const message = isApiError(error) && error.status !== 0 ? readErrorMessage(error.body) : undefined;
      setFailure(message ? translateServerMessage(message, t, i18n.language) : t('queue.failed'));
    }
  }

  const onReasonSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if (allowed.withReason) void run(allowed.withReason);
  };

  return (
    <section className="ui-stack approvals-detail" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} ref={heading} tabIndex={-1}>
        {org.name}
      </h2>
      <p>
        <button type="button" className="ui-button ui-button--secondary" onClick={onBack}>
          {t('queue.back')}
        </button>
      </p>
      <dl className="approvals-facts">
        <dt>{t('facts.kind')}</dt>
        <dd>{t(`kinds.${org.kind}`)}</dd>
        <dt>{t('facts.status')}</dt>
        <dd>{t(`statuses.${org.status}`)}</dd>
        {org.status_reason ? (
          <>
            <dt>{t('facts.reason')}</dt>
            <dd>{org.status_reason}</dd>
          </>
        ) : null}
        {org.website ? (
          <>
            <dt>{t('facts.website')}</dt>
            <dd>
              <a href={org.website} rel="noopener noreferrer" target="_blank">
                {org.website}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('facts.contactEmail')}</dt>
        <dd>{org.contact_email || '—'}</dd>
        {org.contact_phone ? (
          <>
            <dt>{t('facts.contactPhone')}</dt>
            <dd>{org.contact_phone}</dd>
          </>
        ) : null}
        <dt>{t('facts.signedUp')}</dt>
        <dd>{formatDateTime(new Date(org.created_at), locale)}</dd>
      </dl>
      <h3>{t('facts.people')}</h3>
      {org.people.length === 0 ? (
        <p>{t('facts.noPeople')}</p>
      ) : (
        <ul>
          {org.people.map((p) => (
            <li key={p.email}>
              {p.first_name} {p.last_name}, {p.email} ({p.email_verified ? t('facts.verified') : t('facts.notVerified')})
            </li>
          ))}
        </ul>
      )}
      {allowed.plain ? (
        <div>
          <button type="button" className="ui-button" disabled={decide.isPending} onClick={() => void run(allowed.plain)}>
            {t(`queue.actions.${allowed.plain}`, { name: org.name })}
          </button>
        </div>
      ) : null}
      {allowed.withReason ? (
        <form className="ui-form" noValidate onSubmit={onReasonSubmit}>
          <div className="ui-field">
            <label htmlFor={`${formId}-reason`}>{t(`queue.reason.${allowed.withReason}`)}</label>
            <p id={`${formId}-reason-hint`} className="ui-hint">
              {t(`queue.reasonHint.${allowed.withReason}`)}
            </p>
            <textarea
              id={`${formId}-reason`}
              rows={3}
              maxLength={2000}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${formId}-reason-hint ${formId}-reason-error` : `${formId}-reason-hint`}
              onChange={(e) => setReason(e.target.value)}
            />
            {reasonError ? (
              <p id={`${formId}-reason-error`} className="ui-field-error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="ui-button ui-button--secondary" disabled={decide.isPending}>
              {t(`queue.actions.${allowed.withReason}`, { name: org.name })}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status">{status}</p>
      {failure ? (
        <p role="alert" className="ui-alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /approvals (admin) and /newApprovals (concierge members and program managers, DECISIONS 20): the
 * tenant's organisations for approval, pending first by default, with status, type and word filters; a
 * row opens its detail (`?id=`), where it is approved, rejected with a reason, suspended or restored.
 */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation('approvals');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('id') ?? '');
  const [draft, setDraft] = useState<Filters>({ status: 'pending', kind: '', q: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const query: ApprovalsQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
  const list = useApprovals(query);
  const title = t('queue.title');

  const open = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });

  const apply = (e: SubmitEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  if (Number.isInteger(selected) && selected > 0) {
    return (
      <div className="ui-stack">
        <PageHeading title={title}>{title}</PageHeading>
        <ApprovalDetailView id={selected} onBack={() => open(null)} />
      </div>
    );
  }

  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('queue.intro')}</p>
      <form className="approvals-filters" aria-label={t('queue.filters')} onSubmit={apply}>
        <div className="ui-field">
          <label htmlFor={`${formId}-status`}>{t('facts.status')}</label>
          <select
            id={`${formId}-status`}
            value={draft.status}
            onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as Filters['status'] }))}
          >
            <option value="">{t('queue.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${formId}-kind`}>{t('facts.kind')}</label>
          <select
            id={`${formId}-kind`}
            value={draft.kind}
            onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as Filters['kind'] }))}
          >
            <option value="">{t('queue.anyKind')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${formId}-q`}>{t('queue.search')}</label>
          <input
            id={`${formId}-q`}
            type="search"
            maxLength={200}
            value={draft.q}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
          />
        </div>
        <div>
          <button type="submit" className="ui-button">
            {t('queue.apply')}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${formId}-results`} className="ui-stack">
        <h2 id={`${formId}-results`}>{t('queue.results')}</h2>
        <p role="status">{list.data ? t('queue.count', { count: list.data.count }) : ''}</p>
        {list.isPending ? <Spinner /> : null}
        {list.isError ? (
          <p role="alert" className="ui-alert">
            {t('queue.loadFailed')}
          </p>
        ) : null}
        {list.data && list.data.results.length > 0 ? (
          <table className="approvals-table">
            <thead>
              <tr>
                <th scope="col">{t('facts.name')}</th>
                <th scope="col">{t('facts.kind')}</th>
                <th scope="col">{t('facts.status')}</th>
                <th scope="col">{t('facts.contactEmail')}</th>
                <th scope="col">{t('facts.signedUp')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((o) => (
                <tr key={o.id}>
                  <td>
                    <a
                      href={`?id=${o.id}`}
                      onClick={(e) => {
                        e.preventDefault();
                        open(o.id);
                      }}
                    >
                      {o.name}
                    </a>
                  </td>
                  <td>{t(`kinds.${o.kind}`)}</td>
                  <td>{t(`statuses.${o.status}`)}</td>
                  <td>{o.contact_email}</td>
                  <td>{formatDateTime(new Date(o.created_at), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {list.data ? <Pager page={page} totalPages={list.data.total_pages} label={t('queue.pagerLabel')} onPage={setPage} /> : null}
      </section>
    </div>
  );
}
