// The browser side of Google sign-in (OpenID Connect implicit flow, response_type "id_token token"):
// the provider sends the tokens back to /login in the URL fragment (never to a server), with the
// state and nonce this page chose. The API then checks the ID token's signature, issuer and audience.
import { decodeJwt } from '@tessera/session/session-expiry';

export const GOOGLE_FLOW_KEY = 'tessera-google-sign-in';
/** Where the provider sends people back: register exactly this path (on each tenant domain) with the provider. */
export const GOOGLE_CALLBACK_PATH = '/login';

interface PendingFlow {
  state: string;
  nonce: string;
  returnTo: string | null;
}

function randomString(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorization URL for this page; remembers state, nonce and the page to return to. */
export function googleAuthorizationUrl(
  config: { client_id: string; authorization_endpoint: string },
  returnTo: string | null,
  storage: Storage = window.sessionStorage,
  origin = window.location.origin,
): string {
  const flow: PendingFlow = { state: randomString(), nonce: randomString(), returnTo };
  storage.setItem(GOOGLE_FLOW_KEY, JSON.stringify(flow));
  const url = new URL(config.authorization_endpoint);
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('response_type', 'id_token token');
  url.searchParams.set('redirect_uri', `${origin}${GOOGLE_CALLBACK_PATH}`);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', flow.state);
  url.searchParams.set('nonce', flow.nonce);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

export type GoogleCallback =
  | { kind: 'none' }
  | { kind: 'tokens'; access_token: string; id_token: string; returnTo: string | null }
  | { kind: 'error'; reason: 'state' | 'nonce' | 'denied' | 'incomplete' };

/**
 * Reads the provider's answer from a URL fragment. Tokens are accepted only with the state of the
 * flow this tab started and an ID token carrying its nonce; the flow is forgotten either way.
 */
export function readGoogleCallback(hash: string, storage: Storage = window.sessionStorage): GoogleCallback {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('state') || !(params.has('access_token') || params.has('id_token') || params.has('error'))) return { kind: 'none' };
  const raw = storage.getItem(GOOGLE_FLOW_KEY);
  storage.removeItem(GOOGLE_FLOW_KEY);
  let flow: PendingFlow | null = null;
  try {
    flow = raw ? (JSON.parse(raw) as PendingFlow) : null;
  } catch {
    flow = null;
  }
  if (!flow || params.get('state') !== flow.state) return { kind: 'error', reason: 'state' };
  if (params.has('error')) return { kind: 'error', reason: 'denied' };
  const access = params.get('access_token');
  const id = params.get('id_token');
  if (!access || !id) return { kind: 'error', reason: 'incomplete' };
  if ((decodeJwt(id) as { nonce?: unknown } | null)?.nonce !== flow.nonce) return { kind: 'error', reason: 'nonce' };
  return { kind: 'tokens', access_token: access, id_token: id, returnTo: flow.returnTo };
}
