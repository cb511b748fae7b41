import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { apiKey } from '@tessera/api-client/query-keys';

export type Onboarding = components['schemas']['Onboarding'];
export type OnboardingStep = components['schemas']['OnboardingStep'];

const KEY = apiKey('/api/v1/user/onboarding');

/** GET /api/v1/user/onboarding: the first-run checklist, ticked from what exists. */
export function useOnboarding() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: async () => unwrap(await getApi().GET('/api/v1/user/onboarding')) }));
}

/** PUT /api/v1/user/onboarding: hide (true) or show again (false). */
export function useDismissOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (dismissed: boolean) => unwrap(await getApi().PUT('/api/v1/user/onboarding', { body: { dismissed } })),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
