import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { MY_PROFILE_KEY, type Profile } from './get-my-profile.ts';
import { apiKey, invalidateApi } from '@tessera/api-client/query-keys';

export type ProfileInput = components['schemas']['ProfileInput'];

/** PUT /api/v1/me/profile: saves the fields given (the others keep their value). */
export async function updateMyProfile(input: ProfileInput): Promise<Profile> {
  return unwrap(await getApi().PUT('/api/v1/me/profile', { body: input }));
}

/** The saved profile replaces the cached one; match scores shown elsewhere are fetched again. */
export function useUpdateMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      client.setQueryData(MY_PROFILE_KEY, profile);
      void invalidateApi(client, ['/api/v1/me/applications', '/api/v1/me/applications/{id}']);
      void client.invalidateQueries({ queryKey: apiKey('/api/v1/search/jobs/{id}') });
    },
  });
}
