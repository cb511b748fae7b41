import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query';

describe('query helpers', () => {
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
