import { describe, expect, it, vi } from 'vitest';
import { createApiClient, handles } from './create-api-client';
import type { TokenPair } from './token-refresh';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A session store in memory and a fake server: `responder` answers API calls, `refresher` the refresh call. */
function setup({
  expiresIn = 3000,
  responder = () => json(200, { status: 'ok' }),
  refresher = (n: number) => json(200, { access: `access-${n}`, refresh: `refresh-${n}` }),
  lock,
}: {
  expiresIn?: number;
  responder?: (req: Request, token: string | null) => Response | Promise<Response>;
  refresher?: (n: number, body: { refresh: string }) => Response | Promise<Response>;
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
} = {}) {
  const now = 1_000_000;
  const state = { access: 'access-0', refresh: 'refresh-0', expiresAt: now + expiresIn };
  const calls: { path: string; token: string | null; body: string }[] = [];
  let refreshes = 0;
  const fetch = vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const body = await input.clone().text();
    const token = input.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    calls.push({ path, token, body });
    if (path === '/api/v1/token/refresh') {
      refreshes += 1;
      return refresher(refreshes, JSON.parse(body) as { refresh: string });
    }
    return responder(input, token);
  }) as unknown as typeof globalThis.fetch;
  const setTokens = vi.fn((pair: TokenPair) => {
    state.access = pair.access;
    state.refresh = pair.refresh;
    state.expiresAt = now + 3000;
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://demo.localhost:3000',
    getAccessToken: () => state.access,
    onUnauthorized,
    fetch,
    refresh: {
      getRefreshToken: () => state.refresh,
      getExpiresAt: () => state.expiresAt,
      setTokens,
      now: () => now,
      ...(lock ? { lock } : {}),
    },
  });
  return { client, state, calls, setTokens, onUnauthorized, refreshCount: () => refreshes };
}

describe('token refresh in the client', () => {
  it('does not refresh a token far from expiry', async () => {
    const { client, calls, refreshCount } = setup({ expiresIn: 3000 });
    await client.GET('/api/v1/health');
    expect(refreshCount()).toBe(0);
    expect(calls[0]!.token).toBe('access-0');
  });

  it('refreshes shortly before expires_at and sends the call with the new token', async () => {
    const { client, calls, state, setTokens } = setup({ expiresIn: 30 });
    const { data } = await client.GET('/api/v1/health');
    expect(data).toEqual({ status: 'ok' });
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/token/refresh', '/api/v1/health']);
    expect(JSON.parse(calls[0]!.body)).toEqual({ refresh: 'refresh-0' });
    expect(setTokens).toHaveBeenCalledWith({ access: 'access-1', refresh: 'refresh-1' });
    expect(calls[1]!.token).toBe('access-1');
    expect(state.refresh).toBe('refresh-1');
  });

  it('shares one refresh among concurrent calls', async () => {
    const { client, calls, refreshCount } = setup({ expiresIn: 10 });
    await Promise.all([client.GET('/api/v1/health'), client.GET('/api/v1/user/session'), client.GET('/api/v1/tenant/theme')]);
    expect(refreshCount()).toBe(1);
    expect(calls.filter((c) => c.path !== '/api/v1/token/refresh').every((c) => c.token === 'access-1')).toBe(true);
  });

  it('on a 401 refreshes once and retries the call once, body included', async () => {
    const { client, calls, onUnauthorized } = setup({
      responder: (_req, token) =>
        token === 'access-0' ? json(401, { detail: 'Token expired' }) : json(200, { detail: 'Successfully sent.' }),
    });
    const { data, response } = await client.POST('/api/v1/password/reset', { body: { email: 'a@b.test' } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ detail: 'Successfully sent.' });
    expect(calls.map((c) => `${c.path} ${c.token}`)).toEqual([
      '/api/v1/password/reset access-0',
      '/api/v1/token/refresh null',
      '/api/v1/password/reset access-1',
    ]);
    expect(JSON.parse(calls[2]!.body)).toEqual({ email: 'a@b.test' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports the 401 (the session is over) when the refresh is refused, and never reuses the refused token', async () => {
    const { client, onUnauthorized, refreshCount } = setup({
      responder: () => json(401, { detail: 'Your session has ended.' }),
      refresher: () => json(401, { detail: 'Token is invalid or expired' }),
    });
    const { response } = await client.GET('/api/v1/user/session');
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 401, path: '/api/v1/user/session', body: { detail: 'Your session has ended.' } });
    await client.GET('/api/v1/user/session');
    expect(refreshCount()).toBe(1);
  });

  it('retries only once: a second 401 is reported', async () => {
    const { client, calls, onUnauthorized } = setup({ responder: () => json(401, { detail: 'no' }) });
    await client.GET('/api/v1/user/session');
    expect(calls.filter((c) => c.path === '/api/v1/user/session')).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot be tried (network, 5xx)', async () => {
    const { client, onUnauthorized, state } = setup({
      responder: () => json(401, { detail: 'Token expired' }),
      refresher: () => json(503, { detail: 'Service unavailable' }),
    });
    const { response } = await client.GET('/api/v1/user/session');
    expect(response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(state.refresh).toBe('refresh-0');
  });

  it('runs the refresh inside the cross-tab lock, and skips it when another tab refreshed meanwhile', async () => {
    let otherTabRefreshed = false;
    let locks = 0;
    const lock = async <T>(task: () => Promise<T>): Promise<T> => {
      locks += 1;
      if (!otherTabRefreshed) {
        // Another tab held the lock, refreshed and stored a new pair; this tab re-reads the store.
        otherTabRefreshed = true;
        ctx.state.access = 'access-from-other-tab';
        ctx.state.refresh = 'refresh-from-other-tab';
        ctx.state.expiresAt += 3000;
      }
      return task();
    };
    const ctx = setup({ expiresIn: 10, lock });
    await ctx.client.GET('/api/v1/health');
    expect(locks).toBe(1);
    expect(ctx.refreshCount()).toBe(0);
    expect(ctx.calls.at(-1)!.token).toBe('access-from-other-tab');
  });

  it('does not refresh for sign-in, logout or the refresh call itself', async () => {
    const { client, refreshCount } = setup({ expiresIn: 10, responder: () => json(401, { detail: 'x' }) });
    await client.POST('/api/v1/token', { body: { username: 'a', password: 'b' } });
    await client.POST('/api/v1/logout', { body: {} });
    expect(refreshCount()).toBe(0);
  });

  it('a call that handles 401 itself gets the refresh and retry but no report', async () => {
    const { client, onUnauthorized, refreshCount } = setup({
      responder: () => json(401, { detail: 'no' }),
      refresher: () => json(401, { detail: 'no' }),
    });
    const { response } = await client.GET('/api/v1/user/session', { middleware: [handles(401)] });
    expect(response.status).toBe(401);
    expect(refreshCount()).toBe(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
