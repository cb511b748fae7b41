import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import type { ApplicationStatus } from '../../../components/hiring/types.ts';
import { applicationQueryKey } from './get-application.ts';
import { invalidateHiringLists } from './invalidate.ts';

export interface StatusChangeInput {
  status: ApplicationStatus;
  reason?: string;
}

/** POST /api/v1/applications/{id}/status: {status, reason?} -> the application after the change. */
export async function changeApplicationStatus(id: number, input: StatusChangeInput) {
  const body = input.reason?.trim() ? { status: input.status, reason: input.reason.trim() } : { status: input.status };
  return unwrap(await getApi().POST('/api/v1/applications/{id}/status', { params: { path: { id } }, body }));
}

/** The mutation; on success the page shows the answer at once and every list is refreshed. */
export function useChangeApplicationStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusChangeInput) => changeApplicationStatus(id, input),
    onSuccess: (application) => {
      client.setQueryData(applicationQueryKey(id), application);
      void invalidateHiringLists(client);
    },
  });
}
