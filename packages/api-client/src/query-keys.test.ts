import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey, invalidateApi } from './query-keys';

describe('query keys', () => {
  it('names the operation by its contract path, then what varies', () => {
    expect(apiKey('/api/v1/jobs/{id}', 7)).toEqual(['get', '/api/v1/jobs/{id}', 7]);
    expect(apiKey('/api/v1/jobs')).toEqual(['get', '/api/v1/jobs']);
  });
  it('invalidates every query of the named operations and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(apiKey('/api/v1/jobs', { page: 1 }), 'list');
    client.setQueryData(apiKey('/api/v1/jobs/{id}', 7), 'job');
    client.setQueryData(apiKey('/api/v1/applications', { page: 1 }), 'applications');
    await invalidateApi(client, ['/api/v1/jobs', '/api/v1/jobs/{id}']);
    expect(client.getQueryState(apiKey('/api/v1/jobs', { page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(apiKey('/api/v1/jobs/{id}', 7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(apiKey('/api/v1/applications', { page: 1 }))?.isInvalidated).toBe(false);
  });
});
