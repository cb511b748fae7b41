import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { MY_PROFILE_KEY } from './get-my-profile.ts';

/** DELETE /api/v1/me/resume: the profile no longer has a résumé (applications keep theirs). */
export async function deleteMyResume(): Promise<void> {
  unwrap(await getApi().DELETE('/api/v1/me/resume'));
}

export function useDeleteMyResume() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMyResume, onSuccess: () => client.invalidateQueries({ queryKey: MY_PROFILE_KEY }) });
}
