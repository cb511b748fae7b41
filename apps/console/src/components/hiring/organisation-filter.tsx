import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleName } from '@tessera/routes/roles';
import { useViewer } from '@tessera/ui/use-viewer';
import { useOrganisations } from '../../features/jobs/api/list-organisations.ts';

/** Program staff see the whole tenant with an organisation filter (DECISIONS 19–20): admin, auditor, roles 6 and 7. */
const PROGRAM_STAFF: readonly RoleName[] = ['admin', 'auditor', 'concierge_member', 'program_manager'];

export function useIsProgramStaff(): boolean {
  const { role } = useViewer();
  return role !== null && PROGRAM_STAFF.includes(role);
}

/**
 * The organisation filter of the staff lists (applications, job seekers: every organisation of the tenant,
 * employers and partners; jobs and offers: `kind="employer"`, the employers only), by name. The value
 * lives in the address (`organisation`).
 */
export function OrganisationFilter({
  value,
  onChange,
  kind,
}: {
  value: number | undefined;
  onChange: (id: number | null) => void;
  kind?: 'employer';
}) {
  const { t } = useTranslation('applications-staff');
  const id = useId();
  const organisations = useOrganisations({ page_size: 100, ...(kind ? { kind } : {}) }, true);
  const list = organisations.data?.results ?? [];
  const missing = value !== undefined && !list.some((o) => o.id === value);
  const among = kind ?? 'any';
  return (
    <div className="ui-field">
      <label htmlFor={`${id}-organisation`}>{t(`organisationFilter.${among}.label`)}</label>
      <select
        id={`${id}-organisation`}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t(`organisationFilter.${among}.all`)}</option>
        {missing ? <option value={String(value)}>{t(`organisationFilter.${among}.number`, { id: value })}</option> : null}
        {list.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {kind !== 'employer'
              ? t('organisationFilter.option', { name: o.name, kind: t(`organisationFilter.kind.${o.kind}`) })
              : o.status === 'approved'
                ? o.name
                : t('organisationFilter.option', { name: o.name, kind: t(`organisationFilter.status.${o.status}`) })}
          </option>
        ))}
      </select>
    </div>
  );
}
