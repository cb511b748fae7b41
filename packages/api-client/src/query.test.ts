import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createQueryClient, createQueryHooks, shouldRetry } from './query';

describe('query helpers', () => {
  it('creates hooks over the client', () => {
    const client = createApiClient({ getAccessToken: () => null, fetch: async () => new Response('{}') });
    const $api = createQueryHooks(client);
    expect(typeof $api.useQuery).toBe('function');
    expect(typeof $api.useMutation).toBe('function');
    expect(typeof $api.queryOptions).toBe('function');
    expect($api.queryOptions('get', '/api/v1/health').queryKey.slice(0, 2)).toEqual(['get', '/api/v1/health']);
  });
  it('retries network failures and 5xx only, at most twice', () => {
    expect(shouldRetry(0, new ApiError(0, { detail: 'x' }))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, {}))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, {}))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, {}))).toBe(false);
    expect(shouldRetry(0, { detail: 'parsed body of an HTTP error' })).toBe(false);
    expect(shouldRetry(0, new TypeError('x'))).toBe(true);
  });
  it('creates a QueryClient with those defaults', () => {
    const qc = createQueryClient();
    expect(qc.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(qc.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
