import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS, type RoleName } from '@tessera/routes/roles';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toasts';
import { useViewer } from '@tessera/ui/use-viewer';
import { startViewAs } from '@tessera/ui/view-as';
import { useViewableUsers, type ViewableRole, type ViewableUser } from '../api/impersonation.ts';
import './get-users-page.css';

const PAGE_SIZE = 20;
const ROLES: readonly RoleName[] = [...(Object.keys(ROLE_IDS) as RoleName[]), 'job_seeker'];

/**
 * /getUsers (issue 15, DECISIONS 30): the administrator with user id 1 searches the tenant's users by name,
 * email and role and views the site as one of them ("View as"); a banner then stays on every page.
 */
export default function GetUsersPage() {
  const { t } = useTranslation(['impersonation', 'common']);
  const viewer = useViewer();
  const allowed = viewer.user?.user_id === 1 && !viewer.user.impersonation;
  const id = useId();
  const [draft, setDraft] = useState({ q: '', role: '' });
  const [query, setQuery] = useState({ q: '', role: '' });
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<number | null>(null);
  const list = useViewableUsers(
    {
      page,
      page_size: PAGE_SIZE,
      ...(query.q ? { q: query.q } : {}),
      ...(query.role ? { role: query.role as ViewableRole } : {}),
    },
    allowed,
  );
  const title = t('title');

  const search = (e: SyntheticEvent) => {
    e.preventDefault();
    setQuery(draft);
    setPage(1);
  };

  const viewAs = async (user: ViewableUser) => {
    setStarting(user.id);
    try {
      await startViewAs(user.id);
    } catch {
      toast.error(t('startError'));
      setStarting(null);
    }
  };

  return (
    <section className="ui-stack gu" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      {!allowed ? (
        <p className="ui-alert">{t('onlyAdmin')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <form className="gu-search" role="search" aria-label={t('search.submit')} onSubmit={search}>
            <div className="ui-field">
              <label htmlFor={`${id}-q`}>{t('search.label')}</label>
              <input
                id={`${id}-q`}
                type="search"
                maxLength={200}
                value={draft.q}
                onChange={(e) => setDraft({ ...draft, q: e.target.value })}
              />
            </div>
            <div className="ui-field">
              <label htmlFor={`${id}-role`}>{t('search.role')}</label>
              <select id={`${id}-role`} value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value })}>
                <option value="">{t('search.anyRole')}</option>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`common:roles.${r}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="ui-button">
              {t('search.submit')}
            </button>
          </form>
          <div className="ui-stack">
            {list.isPending ? (
              <Spinner />
            ) : list.isError ? (
              <p role="alert" className="ui-alert">
                {t('loadError')}
              </p>
            ) : (
              <>
                <p role="status">{list.data.count === 0 ? t('empty') : t('count', { count: list.data.count })}</p>
                {list.data.count > 0 ? (
                  <div className="gu-table-wrap">
                    <table className="gu-table" aria-labelledby="page-heading">
                      <thead>
                        <tr>
                          <th scope="col">{t('columns.name')}</th>
                          <th scope="col">{t('columns.email')}</th>
                          <th scope="col">{t('columns.role')}</th>
                          <th scope="col">{t('columns.organisation')}</th>
                          <th scope="col">{t('columns.actions')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {list.data.results.map((u) => (
                          <tr key={u.id}>
                            <th scope="row">{u.name || u.email}</th>
                            <td>{u.email}</td>
                            <td>{u.role ? t(`common:roles.${u.role}`) : ''}</td>
                            <td>{u.organisation_name ?? ''}</td>
                            <td>
                              {u.id === viewer.user?.user_id ? null : (
                                <button
                                  type="button"
                                  className="ui-button ui-button--secondary"
                                  disabled={starting !== null}
                                  onClick={() => void viewAs(u)}
                                >
                                  {t('viewAs', { name: u.name || u.email })}
                                </button>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
                <Pager page={list.data.page} totalPages={list.data.total_pages} label={t('pages')} onPage={setPage} />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
