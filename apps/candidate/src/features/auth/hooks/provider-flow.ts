// The browser's half of a provider sign-in (authorization code flow): the tab remembers the state the API
// chose before leaving for the provider, and accepts an answer only with that state and method. The code
// goes to the API, which holds the PKCE verifier, the nonce and the client secret.
import type { SignInMethod } from '../api/provider-sign-in.ts';

export const PROVIDER_FLOW_KEY = 'tessera-provider-sign-in';

interface PendingFlow {
  method: SignInMethod;
  state: string;
  returnTo: string | null;
}

export function rememberFlow(flow: PendingFlow, storage: Storage = window.sessionStorage): void {
  storage.setItem(PROVIDER_FLOW_KEY, JSON.stringify(flow));
}

export type ProviderCallback =
  { kind: 'none' } | { kind: 'code'; code: string; state: string; returnTo: string | null } | { kind: 'error'; reason: 'state' | 'denied' };

/** Reads the provider's answer from the query; the pending flow is forgotten either way. */
export function readProviderCallback(search: string, method: SignInMethod, storage: Storage = window.sessionStorage): ProviderCallback {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (state === null || !(params.has('code') || params.has('error'))) return { kind: 'none' };
  const raw = storage.getItem(PROVIDER_FLOW_KEY);
  storage.removeItem(PROVIDER_FLOW_KEY);
  let flow: PendingFlow | null = null;
  try {
    flow = raw ? (JSON.parse(raw) as PendingFlow) : null;
  } catch {
    flow = null;
  }
  if (!flow || flow.method !== method || flow.state !== state) return { kind: 'error', reason: 'state' };
  const code = params.get('code');
  if (params.has('error') || !code) return { kind: 'error', reason: 'denied' };
  return { kind: 'code', code, state, returnTo: flow.returnTo };
}
