import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import type { RoleName } from '@tessera/routes/roles';
import { getApi } from '@tessera/ui/api';
import { useViewer } from '@tessera/ui/use-viewer';

/** Program staff see the whole tenant with an organisation filter (DECISIONS 19–20): admin, auditor, roles 6 and 7. */
const PROGRAM_STAFF: readonly RoleName[] = ['admin', 'auditor', 'concierge_member', 'program_manager'];

export function useIsProgramStaff(): boolean {
  const { role } = useViewer();
  return role !== null && PROGRAM_STAFF.includes(role);
}

const ORGANISATIONS_QUERY = { page_size: 100 } as const;

/** GET /api/v1/organisations: every organisation of the tenant, by name (program staff). */
function useAllOrganisations(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/organisations', ORGANISATIONS_QUERY),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/organisations', { params: { query: ORGANISATIONS_QUERY } })),
      enabled,
      staleTime: 60_000,
    }),
  );
}

/**
 * The organisation filter of the staff lists (applications, job seekers): every organisation of the
 * tenant, employers and partners, by name. The value lives in the address (`organisation`).
 */
export function OrganisationFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | null) => void }) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  const organisations = useAllOrganisations(true);
  const list = organisations.data?.results ?? [];
  const missing = value !== undefined && !list.some((o) => o.id === value);
  return (
    <div className="ui-field">
      <label htmlFor={`${id}-organisation`}>{t('organisationFilter.label')}</label>
      <select
        id={`${id}-organisation`}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('organisationFilter.all')}</option>
        {missing ? <option value={String(value)}>{t('organisationFilter.number', { id: value })}</option> : null}
        {list.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {t('organisationFilter.option', { name: o.name, kind: t(`organisationFilter.kind.${o.kind}`) })}
          </option>
        ))}
      </select>
    </div>
  );
}
