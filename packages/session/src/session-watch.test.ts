// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';
import { SESSION_EXPIRED_IN_STORAGE_KEY, SESSION_EXPIRED_ON_LOAD_KEY, checkSessionOnLoad, watchStorage } from './session-watch';
import { fakeJwt } from './test-helpers';

beforeEach(() => localStorage.clear());

function signedIn(exp: number) {
  const store = createSessionStore();
  store.getState().setTenantTheme({ brand_color: '#111111' });
  store.getState().setLanguage('esp');
  store.getState().signIn({ access: fakeJwt({ exp }), refresh: 'r' });
  return store;
}

describe('checkSessionOnLoad (SPEC §4)', () => {
  it('keeps a valid session', () => {
    const store = signedIn(10_000);
    const notify = vi.fn();
    expect(checkSessionOnLoad(store, notify, 9_000)).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });
  it('an expired session notifies and resets, keeping theme and language', () => {
    const store = signedIn(10_000);
    const notify = vi.fn();
    expect(checkSessionOnLoad(store, notify, 9_400)).toBe(false);
    expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED_ON_LOAD_KEY);
    expect(SESSION_EXPIRED_ON_LOAD_KEY).toBe('common:session.expiredOnLoad');
    expect(store.getState()).toMatchObject({ userToken: null, languageName: 'esp', tenantTheme: { brand_color: '#111111' } });
  });
  it('says nothing when nobody was signed in', () => {
    const notify = vi.fn();
    expect(checkSessionOnLoad(createSessionStore(), notify, 1)).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});

function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue });
}

describe('watchStorage (SPEC §4)', () => {
  it('an invalid session in storage notifies and clears', () => {
    const store = signedIn(10_000);
    const notify = vi.fn();
    const stop = watchStorage(store, notify, { now: () => 100 });
    window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, JSON.stringify({ state: { userToken: null }, version: 1 })));
    expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED_IN_STORAGE_KEY);
    expect(SESSION_EXPIRED_IN_STORAGE_KEY).toBe('common:session.expiredInStorage');
    expect(store.getState()).toMatchObject({ userToken: null, languageName: 'esp' });
    stop();
  });
  it('an expired stored token and a removed key count as invalid', () => {
    for (const value of [JSON.stringify({ state: { userToken: 'x', expires_at: 50 } }), null, 'not json']) {
      const store = signedIn(10_000);
      const notify = vi.fn();
      const stop = watchStorage(store, notify, { now: () => 100 });
      window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, value));
      expect(notify).toHaveBeenCalledTimes(1);
      expect(store.getState().userToken).toBeNull();
      stop();
    }
  });
  it('localStorage.clear() elsewhere (key null) clears too', () => {
    const store = signedIn(10_000);
    const notify = vi.fn();
    const stop = watchStorage(store, notify, { now: () => 100 });
    window.dispatchEvent(storageEvent(null, null));
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
  });
  it('ignores other keys, anonymous tabs, and removed listeners', () => {
    const store = signedIn(10_000);
    const notify = vi.fn();
    const stop = watchStorage(store, notify, { now: () => 100 });
    window.dispatchEvent(storageEvent('other', null));
    expect(notify).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, null));
    expect(notify).not.toHaveBeenCalled();

    localStorage.clear();
    const anon = createSessionStore();
    const n2 = vi.fn();
    const stop2 = watchStorage(anon, n2, { now: () => 100 });
    window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, null));
    expect(n2).not.toHaveBeenCalled();
    stop2();
  });
  it('a valid session signed in elsewhere is picked up', async () => {
    const store = createSessionStore();
    const notify = vi.fn();
    const stop = watchStorage(store, notify, { now: () => 100 });
    const value = JSON.stringify({ state: { userToken: 'other', expires_at: 5_000, refreshToken: 'r' }, version: 1 });
    localStorage.setItem(SESSION_STORAGE_KEY, value);
    window.dispatchEvent(storageEvent(SESSION_STORAGE_KEY, value));
    await Promise.resolve();
    expect(notify).not.toHaveBeenCalled();
    expect(store.getState().userToken).toBe('other');
    stop();
  });
});
