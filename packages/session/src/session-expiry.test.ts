import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_SECONDS, decodeJwt, expiresAtFromToken, isSessionValid } from './session-expiry';
import { fakeJwt } from './test-helpers';

describe('session expiry (SPEC §4, §9)', () => {
  it('decodes the payload without verifying, including non-ASCII names', () => {
    const token = fakeJwt({ user_id: 3, is_user: true, exp: 2_000_000_000 });
    expect(decodeJwt(token)).toEqual({ user_id: 3, is_user: true, exp: 2_000_000_000 });
    const bytes = new TextEncoder().encode(JSON.stringify({ full_name: 'Zoë Ångström', exp: 5 }));
    const b64 = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwt(`x.${b64}.y`)?.full_name).toBe('Zoë Ångström');
  });
  it('returns null for junk', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('abc')).toBeNull();
    expect(decodeJwt('a.%%%.c')).toBeNull();
    expect(decodeJwt(`a.${btoa('"text"')}.c`)).toBeNull();
  });
  it('stores exp - 600', () => {
    expect(EXPIRY_MARGIN_SECONDS).toBe(600);
    expect(expiresAtFromToken(fakeJwt({ exp: 10_000 }))).toBe(9_400);
    expect(expiresAtFromToken(fakeJwt({ sub: 'x' }))).toBeNull();
    expect(expiresAtFromToken(undefined)).toBeNull();
  });
  it('a token with an expiry in the future is valid', () => {
    expect(isSessionValid({ userToken: 't', expires_at: 101 }, 100)).toBe(true);
    expect(isSessionValid({ userToken: 't', expires_at: 100 }, 100)).toBe(false);
    expect(isSessionValid({ userToken: null, expires_at: 200 }, 100)).toBe(false);
    expect(isSessionValid({ userToken: 't', expires_at: null }, 100)).toBe(false);
  });
});
