import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from '@tessera/ui/api';
import { fetchSessionUser } from '@tessera/ui/session-api';
import { apiKey } from '@tessera/api-client/query-keys';

export type PersonalSettings = components['schemas']['PersonalSettings'];
export type PersonalSettingsInput = components['schemas']['PersonalSettingsInput'];
export type NotificationKind = components['schemas']['NotificationKind'];
export type OrganisationSettings = components['schemas']['OrganisationSettings'];
export type OrganisationSettingsInput = components['schemas']['OrganisationSettingsInput'];

const MY_SETTINGS = apiKey('/api/v1/user/settings');
const ORGANISATION_SETTINGS = apiKey('/api/v1/organisation/settings');

/** The top bar shows the session user's name and photo: read it again after they change. */
async function refreshSessionUser(): Promise<void> {
  const user = await fetchSessionUser().catch(() => null);
  if (user) getSessionStore().getState().setUser(user);
}

/** The photo or logo as the multipart body of its operation. */
function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** GET /api/v1/user/settings. */
export const mySettingsQuery = () =>
  queryOptions({
    queryKey: MY_SETTINGS,
    queryFn: async () => unwrap(await getApi().GET('/api/v1/user/settings')),
  });

export function useMySettings() {
  return useQuery(mySettingsQuery());
}

/** PUT /api/v1/user/settings; the answer replaces the cached settings. */
export function useUpdateMySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PersonalSettingsInput) => unwrap(await getApi().PUT('/api/v1/user/settings', { body })),
    onSuccess: async (data) => {
      client.setQueryData(MY_SETTINGS, data);
      await refreshSessionUser();
    },
  });
}

/** PUT (a file) or DELETE (null) /api/v1/user/photo. */
export function useMyPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) =>
      file
        ? unwrap(await getApi().PUT('/api/v1/user/photo', { body: {}, bodySerializer: () => imageForm(file) }))
        : unwrap(await getApi().DELETE('/api/v1/user/photo')),
    onSuccess: async (data) => {
      client.setQueryData(MY_SETTINGS, data);
      await refreshSessionUser();
    },
  });
}

/** GET /api/v1/organisation/settings. */
export function useOrganisationSettings() {
  return useQuery(
    queryOptions({
      queryKey: ORGANISATION_SETTINGS,
      queryFn: async () => unwrap(await getApi().GET('/api/v1/organisation/settings')),
    }),
  );
}

/** PUT /api/v1/organisation/settings. */
export function useUpdateOrganisationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganisationSettingsInput) => unwrap(await getApi().PUT('/api/v1/organisation/settings', { body })),
    onSuccess: (data) => client.setQueryData(ORGANISATION_SETTINGS, data),
  });
}

/** PUT (a file) or DELETE (null) /api/v1/organisation/logo. */
export function useOrganisationLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) =>
      file
        ? unwrap(await getApi().PUT('/api/v1/organisation/logo', { body: {}, bodySerializer: () => imageForm(file) }))
        : unwrap(await getApi().DELETE('/api/v1/organisation/logo')),
    onSuccess: (data) => client.setQueryData(ORGANISATION_SETTINGS, data),
  });
}

/** GET /api/v1/me/account-views: when the administrator viewed this account as the person (DECISIONS 30). */
export function useMyAccountViews() {
  return useQuery({
    queryKey: apiKey('/api/v1/me/account-views'),
    queryFn: async () => unwrap(await getApi().GET('/api/v1/me/account-views')),
  });
}
