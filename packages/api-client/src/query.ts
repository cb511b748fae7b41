import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Retry only what may pass next time: network failures (ApiError status 0) and 5xx, twice. A plain object
 * (a parsed error body) means the server answered: no retry.
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
