import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@tessera/contract/schema';
import { ApiError } from './api-error';
import { createTokenRefresher, REFRESH_PATH, type TokenRefreshOptions, type TokenRefresher } from './token-refresh';

export type { paths };
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin + prefix the contract's full paths are appended to; "" (same origin) in the apps. */
  baseUrl?: string;
  /** The current access token, or null when nobody is signed in. */
  getAccessToken: () => string | null | undefined;
  /** The interface language: en, fr or esp (sent as Accept-Language en, fr or es). */
  getLanguage?: () => string | null | undefined;
  /**
   * A call that carried the session's token got 401 and a refresh did not help: the session is over.
   * Not called for calls that handle 401 themselves (`handles(401)`).
   */
  onUnauthorized?: (info: { status: 401; path: string; body: unknown }) => void;
  /**
   * A 404 of an operation without path parameters (so not "this id does not exist", which pages show
   * themselves), unless the call handles 404 itself (`handles(404)`).
   */
  onNotFound?: (info: { status: 404; path: string; body: unknown }) => void;
  /** Refreshes the access token shortly before expires_at, and once on a 401 (then the call is retried once). */
  refresh?: TokenRefreshOptions;
  /** For tests and non-browser use. */
  fetch?: typeof globalThis.fetch;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Sign-in calls answer 401 for a refused account; that is not a lost session. */
const NO_SESSION_PATHS = new Set(['/api/v1/token', '/api/v1/googlelogin', '/api/v1/logout', REFRESH_PATH]);

/** Request ids of calls that show some statuses themselves (see `handles`). */
const selfHandled = new Map<string, Set<number>>();

/**
 * Per-call middleware: this call shows these statuses itself, so the client-wide reactions (the 401
 * and 404 helper messages) stay quiet. `api.GET(path, { middleware: [handles(404)] })`.
 */
export function handles(...statuses: number[]): Middleware {
  return {
    onRequest({ id }) {
      selfHandled.set(id, new Set(statuses));
      return undefined;
    },
  };
}

export function newRequestId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}

/** "esp" is the product's code; HTTP speaks BCP 47. */
export function acceptLanguageFor(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  return language === 'esp' ? 'es' : language;
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** Error bodies that are not JSON (a proxy's HTML page) become {detail}. */
async function normalise(response: Response): Promise<Response> {
  if (response.ok || isJson(response)) return response;
  const text = await response.clone().text();
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ detail: text.trim() || response.statusText }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

function withToken(request: Request, token: string): Request {
  const next = new Request(request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
}

/**
 * The bearer token (refreshed shortly before it expires), a request id, Accept-Language; a 401 refreshes
 * the token once and retries the call once; 401 and 404 reported; non-JSON error bodies made {detail}.
 */
export function createApiMiddleware(options: ApiClientOptions, refresher?: TokenRefresher): Middleware {
  /** Calls that carry the session's token (not one given by the caller): id -> a copy to retry with. */
  const sessionCalls = new Map<string, { token: string; retry: Request }>();

  return {
    async onRequest({ request, schemaPath, id }) {
      if (!request.headers.has('Authorization')) {
        let token = options.getAccessToken();
        if (token && refresher && !NO_SESSION_PATHS.has(schemaPath) && refresher.isDue()) {
          // Shortly before expires_at: a fresh token first. If that fails the call goes with the old one.
          if ((await refresher.refresh(token)) === 'refreshed') token = options.getAccessToken() ?? token;
        }
        if (token) {
          request.headers.set('Authorization', `Bearer ${token}`);
          if (refresher && !NO_SESSION_PATHS.has(schemaPath)) sessionCalls.set(id, { token, retry: request.clone() });
        }
      }
      if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, newRequestId());
      const lang = acceptLanguageFor(options.getLanguage?.());
      if (lang && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', lang);
      return request;
    },

    async onResponse({ request, response, schemaPath, id, options: fetchOptions }) {
      const session = sessionCalls.get(id);
      sessionCalls.delete(id);
      const quiet = selfHandled.get(id);
      selfHandled.delete(id);
      let final = response;
      if (response.status === 401 && session && refresher) {
        const outcome = await refresher.refresh(session.token);
        const token = options.getAccessToken();
        if (outcome === 'refreshed' && token) {
          try {
            final = await fetchOptions.fetch(withToken(session.retry, token));
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new ApiError(0, { detail: reason }, request.headers.get(REQUEST_ID_HEADER) ?? undefined);
          }
        } else if (outcome === 'unavailable') {
          // The refresh could not be tried (network, 5xx): the session may still be alive; say nothing.
          return normalise(response);
        }
      }
      if (final.ok) return final === response ? undefined : final;
      const normalised = await normalise(final);
      if (
        final.status === 401 &&
        request.headers.has('Authorization') &&
        !NO_SESSION_PATHS.has(schemaPath) &&
        !quiet?.has(401) &&
        options.onUnauthorized
      ) {
        options.onUnauthorized({ status: 401, path: schemaPath, body: await readJson(normalised) });
      }
      if (final.status === 404 && !schemaPath.includes('{') && !quiet?.has(404) && options.onNotFound) {
        options.onNotFound({ status: 404, path: schemaPath, body: await readJson(normalised) });
      }
      return normalised;
    },

    onError({ error, request, id }) {
      sessionCalls.delete(id);
      selfHandled.delete(id);
      // Network failure: one error type for the UI (status 0).
      const reason = error instanceof Error ? error.message : String(error);
      return new ApiError(0, { detail: reason }, request.headers.get(REQUEST_ID_HEADER) ?? undefined);
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
  const refresher = options.refresh
    ? createTokenRefresher({ ...options.refresh, baseUrl, fetch: fetchImpl, getAccessToken: options.getAccessToken })
    : undefined;
  client.use(createApiMiddleware(options, refresher));
  return client;
}

/** The data of an openapi-fetch result, or an ApiError with the status and body (for query functions). */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error, result.response.headers.get(REQUEST_ID_HEADER) ?? undefined);
  }
  return result.data as T;
}
