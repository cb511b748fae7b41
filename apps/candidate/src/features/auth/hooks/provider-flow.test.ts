import { beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_FLOW_KEY, readProviderCallback, rememberFlow } from './provider-flow.ts';

describe('the provider’s answer on the sign-in page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is nothing without a code or error and a state', () => {
    expect(readProviderCallback('', 'sso')).toEqual({ kind: 'none' });
    expect(readProviderCallback('?next=%2Fjobs', 'sso')).toEqual({ kind: 'none' });
  });

  it('gives the code of the flow this tab started, once', () => {
    rememberFlow({ method: 'sso', state: 'abc', returnTo: '/jobs' });
    expect(readProviderCallback('?code=c1&state=abc', 'sso')).toEqual({ kind: 'code', code: 'c1', state: 'abc', returnTo: '/jobs' });
    expect(window.sessionStorage.getItem(PROVIDER_FLOW_KEY)).toBeNull();
    expect(readProviderCallback('?code=c1&state=abc', 'sso')).toEqual({ kind: 'error', reason: 'state' });
  });

  it('refuses another state or another method’s flow', () => {
    rememberFlow({ method: 'sso', state: 'abc', returnTo: null });
    expect(readProviderCallback('?code=c1&state=other', 'sso')).toEqual({ kind: 'error', reason: 'state' });
    rememberFlow({ method: 'linkedin', state: 'abc', returnTo: null });
    expect(readProviderCallback('?code=c1&state=abc', 'indeed')).toEqual({ kind: 'error', reason: 'state' });
  });

  it('tells a refusal at the provider apart', () => {
    rememberFlow({ method: 'linkedin', state: 'abc', returnTo: null });
    expect(readProviderCallback('?error=access_denied&state=abc', 'linkedin')).toEqual({ kind: 'error', reason: 'denied' });
  });
});
