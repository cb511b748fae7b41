import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@tessera/contract/schema';
import { ApiError } from './api-error';

export type { paths };
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin + prefix the contract's full paths are appended to; "" (same origin) in the apps. */
  baseUrl?: string;
  /** The current access token, or null when nobody is signed in. */
  getAccessToken: () => string | null | undefined;
  /** The interface language: en, fr or esp (sent as Accept-Language en, fr or es). */
  getLanguage?: () => string | null | undefined;
  /** A call that carried a token got 401: the session is over. */
  onUnauthorized?: (info: { status: 401; path: string; body: unknown }) => void;
  /** For tests and non-browser use. */
  fetch?: typeof globalThis.fetch;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Sign-in calls answer 401 for a refused account; that is not a lost session. */
const NO_SESSION_PATHS = new Set(['/api/v1/token', '/api/v1/googlelogin', '/api/v1/logout']);

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

/** The bearer token, a request id, Accept-Language; 401 reported; non-JSON error bodies made {detail}. */
export function createApiMiddleware(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = options.getAccessToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, newRequestId());
      const lang = acceptLanguageFor(options.getLanguage?.());
      if (lang && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', lang);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined;
      let normalised = response;
      if (!isJson(response)) {
        const text = await response.clone().text();
        const headers = new Headers(response.headers);
        headers.set('content-type', 'application/json');
        normalised = new Response(JSON.stringify({ detail: text.trim() || response.statusText }), {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
      }
      if (
        response.status === 401 &&
        request.headers.has('Authorization') &&
        !NO_SESSION_PATHS.has(schemaPath) &&
        options.onUnauthorized
      ) {
        let body: unknown;
        try {
          body = await normalised.clone().json();
        } catch {
          body = undefined;
        }
        options.onUnauthorized({ status: 401, path: schemaPath, body });
      }
      return normalised;
    },
    onError({ error, request }) {
      // Network failure: one error type for the UI (status 0).
      const reason = error instanceof Error ? error.message : String(error);
      return new ApiError(0, { detail: reason }, request.headers.get(REQUEST_ID_HEADER) ?? undefined);
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(createApiMiddleware(options));
  return client;
}

/** The data of an openapi-fetch result, or an ApiError with the status and body (for query functions). */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(
      result.response.status,
      result.error,
      result.response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    );
  }
  return result.data as T;
}
