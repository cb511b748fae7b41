import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import type { StaffApplication } from '../../../components/hiring/types.ts';
import { applicationQueryKey } from './get-application.ts';

/** POST /api/v1/applications/{id}/notes: {body} -> 201 the note. */
export async function addApplicationNote(id: number, body: string) {
  return unwrap(await getApi().POST('/api/v1/applications/{id}/notes', { params: { path: { id } }, body: { body } }));
}

/** The mutation; the new note goes on top of the page's list (notes are newest first, 20 at most). */
export function useAddApplicationNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addApplicationNote(id, body),
    onSuccess: async (note) => {
      // A refetch already on its way (a status change refreshes every hiring view) was read before this
      // note existed: drop it, show the note, then read the application again.
      await client.cancelQueries({ queryKey: applicationQueryKey(id) });
      client.setQueryData<StaffApplication>(applicationQueryKey(id), (old) =>
        old ? { ...old, notes: [note, ...old.notes].slice(0, 20), notes_count: old.notes_count + 1 } : old,
      );
      void client.invalidateQueries({ queryKey: applicationQueryKey(id) });
    },
  });
}
