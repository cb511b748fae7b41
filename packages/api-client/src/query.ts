import { QueryClient } from '@tanstack/react-query';
import createQueryClientHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient, paths } from './create-api-client';
import { ApiError } from './api-error';

export type QueryHooks = OpenapiQueryClient<paths>;

/**
 * $api.useQuery('get', '/api/v1/user/session'), $api.useMutation('post', '/api/v1/token'), ...
 * Query keys are [method, path, params]: invalidate by [method, path] after a mutation.
 */
export function createQueryHooks(client: ApiClient): QueryHooks {
  return createQueryClientHooks(client);
}

/**
 * Retry only what may pass next time: network failures (ApiError status 0) and 5xx, twice. openapi-react-query
 * throws the parsed error body of an HTTP error, so a plain object means the server answered: no retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return error instanceof Error;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
