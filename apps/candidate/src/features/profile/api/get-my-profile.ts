import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type Profile = components['schemas']['Profile'];
export type ProfileSection = components['schemas']['ProfileSection'];
export type ResumeMeta = components['schemas']['ResumeMeta'];

/** GET /api/v1/me/profile: the job seeker's own profile (empty until first saved). */
export async function getMyProfile(): Promise<Profile> {
  return unwrap(await getApi().GET('/api/v1/me/profile'));
}

export const MY_PROFILE_KEY = apiKey('/api/v1/me/profile');

export const myProfileQuery = () => queryOptions({ queryKey: MY_PROFILE_KEY, queryFn: getMyProfile });

export function useMyProfile(enabled = true) {
  return useQuery({ ...myProfileQuery(), enabled });
}
