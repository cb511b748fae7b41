import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { acceptLanguageFor, createApiClient, handles, unwrap } from './create-api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(responder: (req: Request) => Response | Promise<Response>, token: string | null = 'tok', language = 'esp') {
  const seen: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: Request) => {
    seen.push(input);
    return responder(input);
  }) as unknown as typeof globalThis.fetch;
  const client = createApiClient({
    baseUrl: 'http://demo.localhost:3000',
    getAccessToken: () => token,
    getLanguage: () => language,
    onUnauthorized,
    fetch,
  });
  return { client, seen, onUnauthorized };
}

describe('createApiClient', () => {
  it('adds bearer, request id and Accept-Language', async () => {
    const { client, seen } = setup(() => json(200, { status: 'ok' }));
    const { data } = await client.GET('/api/v1/health');
    expect(data).toEqual({ status: 'ok' });
    const req = seen[0]!;
    expect(req.url).toBe('http://demo.localhost:3000/api/v1/health');
    expect(req.headers.get('Authorization')).toBe('Bearer tok');
    expect(req.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{8,}$/);
    expect(req.headers.get('Accept-Language')).toBe('es');
  });

  it('sends no Authorization without a token, and a new request id each call', async () => {
    const { client, seen } = setup(() => json(200, { status: 'ok' }), null, 'fr');
    await client.GET('/api/v1/health');
    await client.GET('/api/v1/health');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.get('Accept-Language')).toBe('fr');
    expect(seen[0]!.headers.get('X-Request-Id')).not.toBe(seen[1]!.headers.get('X-Request-Id'));
  });

  it('posts JSON bodies and returns typed errors', async () => {
    const { client, seen } = setup(() => json(400, { non_field_errors: ['No active account'] }));
    const { data, error, response } = await client.POST('/api/v1/token', {
      body: { username: 'a@b.test', password: 'x' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(error).toEqual({ non_field_errors: ['No active account'] });
    expect(await seen[0]!.clone().json()).toEqual({ username: 'a@b.test', password: 'x' });
  });

  it('reports 401 of a call that carried a token, not of sign-in', async () => {
    const { client, onUnauthorized } = setup(() => json(401, { detail: 'Token expired' }));
    await client.GET('/api/v1/user/session');
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 401, path: '/api/v1/user/session', body: { detail: 'Token expired' } });
    onUnauthorized.mockClear();
    await client.POST('/api/v1/token', { body: { username: 'a', password: 'b' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report 401 when no token was sent', async () => {
    const { client, onUnauthorized } = setup(() => json(401, { detail: 'x' }), null);
    await client.GET('/api/v1/user/session');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 404 of a fixed path, not of a path with an id, nor of a call that handles it', async () => {
    const onNotFound = vi.fn();
    const fetch = vi.fn(async () => json(404, { detail: 'Not found.' })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://demo.localhost:3000', getAccessToken: () => null, onNotFound, fetch });
    await client.GET('/api/v1/tenant/theme');
    expect(onNotFound).toHaveBeenCalledWith({ status: 404, path: '/api/v1/tenant/theme', body: { detail: 'Not found.' } });
    onNotFound.mockClear();
    await client.GET('/api/v1/search/jobs/{id}', { params: { path: { id: 7 } } });
    await client.GET('/api/v1/tenant/theme', { middleware: [handles(404)] });
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('a call that handles 401 itself is not reported', async () => {
    const { client, onUnauthorized } = setup(() => json(401, { detail: 'Token expired' }));
    await client.GET('/api/v1/user/session', { middleware: [handles(401)] });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a non-JSON error body into {detail}', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/html' } }));
    const { error, response } = await client.GET('/api/v1/health');
    expect(response.status).toBe(502);
    expect(error).toEqual({ detail: 'Bad gateway' });
  });

  it('turns a network failure into ApiError status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/api/v1/health')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('unwrap gives data or throws ApiError', async () => {
    const ok = setup(() => json(200, { data: { title: 'Acme' } }));
    expect(unwrap(await ok.client.GET('/api/v1/tenant/theme'))).toEqual({ data: { title: 'Acme' } });
    const bad = setup(() => json(404, { detail: 'Unknown tenant.' }));
    let caught: unknown;
    try {
      unwrap(await bad.client.GET('/api/v1/tenant/theme'));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(404);
    expect((caught as ApiError).message).toBe('Unknown tenant.');
  });

  it('acceptLanguageFor maps esp to es', () => {
    expect(acceptLanguageFor('esp')).toBe('es');
    expect(acceptLanguageFor('en')).toBe('en');
    expect(acceptLanguageFor(null)).toBeUndefined();
  });
});
