import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type paths } from '@tessera/api-client/create-api-client';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';
import { saveDownload } from '@tessera/ui/download';

/** The audit log's filters and page, as the address carries them. */
export type AuditQuery = NonNullable<paths['/api/v1/audit_log']['get']['parameters']['query']>;
export type AuditFilters = NonNullable<paths['/api/v1/audit_log/csv']['get']['parameters']['query']>;
export type AuditKind = NonNullable<AuditQuery['kind']>;
export const AUDIT_KINDS: readonly AuditKind[] = ['sign_in', 'approval', 'role_change', 'invitation', 'export', 'status_change'];

/** GET /api/v1/audit_log: one page of the tenant's audit log (admin, auditor). */
export function useAuditLog(query: AuditQuery) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('/api/v1/audit_log', query),
      queryFn: async () => unwrap(await getApi().GET('/api/v1/audit_log', { params: { query } })),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/v1/audit_log/csv with the filters on screen. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<string> {
  return saveDownload(await getApi().GET('/api/v1/audit_log/csv', { params: { query: filters }, parseAs: 'blob' }), 'audit_log.csv');
}

/** GET /api/v1/admin_csv: the ERD export (program managers). */
export async function downloadErd(): Promise<string> {
  return saveDownload(await getApi().GET('/api/v1/admin_csv', { parseAs: 'blob' }), 'admin_erd.csv');
}
