// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, createSessionStore, initialSessionData, type SessionUser } from './session-store';
import { fakeJwt } from './test-helpers';

const user: SessionUser = {
  authenticated: true,
  name: 'Sam Seeker',
  email: 'seeker@demo.test',
  chat_id: null,
  is_user: true,
  user_id: 9,
  role_id: null,
  is_consent: true,
  tenant_name: 'Demo',
  user_image: '/img.png',
  is_cananda: false,
  billing: null,
  email_verified: true,
};

beforeEach(() => localStorage.clear());

describe('session store', () => {
  it('holds the SPEC §3 client state with defaults', () => {
    const s = createSessionStore().getState();
    for (const key of [
      'userToken',
      'refreshToken',
      'expires_at',
      'languageName',
      'changeCountry',
      'messageCount',
      'tenantTheme',
      'canadaPath',
      'notificationId',
      'user',
    ]) {
      expect(s, key).toHaveProperty(key);
    }
    expect(s.userToken).toBeNull();
  });

  it('signIn stores tokens, expiry (exp - 600) and user, and persists under tessera-session', () => {
    const store = createSessionStore();
    const access = fakeJwt({ exp: 5_000, user_id: 9 });
    store.getState().signIn({ access, refresh: 'r1', user });
    const s = store.getState();
    expect(s).toMatchObject({ userToken: access, refreshToken: 'r1', expires_at: 4_400, user });
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state.userToken).toBe(access);
    expect(saved.state.expires_at).toBe(4_400);
    expect(saved.state).not.toHaveProperty('signIn');
  });

  it('signOut and reset keep theme and language only', () => {
    const store = createSessionStore();
    const st = store.getState();
    st.setTenantTheme({ brand_color: '#123456' });
    st.setLanguage('fr');
    st.signIn({ access: fakeJwt({ exp: 5_000 }), refresh: 'r', user });
    st.update({ messageCount: 4, canadaPath: true, notificationId: 7 });
    st.signOut();
    expect(store.getState()).toMatchObject({
      ...initialSessionData(),
      tenantTheme: { brand_color: '#123456' },
      languageName: 'fr',
    });
    st.signIn({ access: fakeJwt({ exp: 5_000 }), refresh: 'r', user });
    store.getState().reset();
    expect(store.getState().userToken).toBeNull();
    expect(store.getState().languageName).toBe('fr');
  });

  it('sets tokens, user and returnTo', () => {
    const store = createSessionStore();
    store.getState().setTokens({ access: fakeJwt({ exp: 1_000 }), refresh: 'r2' });
    expect(store.getState()).toMatchObject({ refreshToken: 'r2', expires_at: 400 });
    store.getState().setUser({ ...user, billing: true });
    expect(store.getState().user?.billing).toBe(true);
    store.getState().setReturnTo('/dashboard');
    expect(store.getState().takeReturnTo()).toBe('/dashboard');
    expect(store.getState().takeReturnTo()).toBeNull();
    store.getState().setMessageCount(7);
    expect(store.getState().messageCount).toBe(7);
  });

  it('rehydrates from storage', () => {
    const a = createSessionStore();
    a.getState().signIn({ access: fakeJwt({ exp: 9_999 }), refresh: 'r', user });
    const b = createSessionStore();
    expect(b.getState().user?.email).toBe('seeker@demo.test');
  });

  it('a tab that loaded before another tab refreshed never writes the spent pair back', async () => {
    const first = createSessionStore();
    first.getState().signIn({ access: fakeJwt({ exp: 9_000 }), refresh: 'spent', user });
    // The second tab loads now, with the pair that is about to be spent.
    const second = createSessionStore();
    expect(second.getState().refreshToken).toBe('spent');
    const fresh = fakeJwt({ exp: 9_900 });
    first.getState().setTokens({ access: fresh, refresh: 'fresh' });
    // An unrelated write of the second tab keeps the stored pair, and the tab takes it up.
    second.getState().setLanguage('fr');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ userToken: fresh, refreshToken: 'fresh', languageName: 'fr' });
    await Promise.resolve();
    expect(second.getState()).toMatchObject({ userToken: fresh, refreshToken: 'fresh', languageName: 'fr' });
    // A sign-out in one tab is not undone by the other's next write.
    first.getState().signOut();
    second.getState().setMessageCount(3);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toMatchObject({ userToken: null, refreshToken: null });
    await Promise.resolve();
    expect(second.getState().userToken).toBeNull();
    // A tab's own new tokens are written as they are.
    second.getState().signIn({ access: fakeJwt({ exp: 9_990 }), refresh: 'again', user });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.refreshToken).toBe('again');
  });

  it('a view sets the administrator session aside and puts it back when it ends', () => {
    const store = createSessionStore();
    const own = fakeJwt({ exp: 5_000, user_id: 1 });
    store.getState().signIn({ access: own, refresh: 'admin-refresh', user: { ...user, user_id: 1, is_user: false } });
    const view = fakeJwt({ exp: 3_000, user_id: 9, impersonated_by: 1 });
    store.getState().startView(view);
    expect(store.getState()).toMatchObject({ userToken: view, refreshToken: null, expires_at: 3_000, user: null });
    expect(store.getState().impersonator).toMatchObject({ userToken: own, refreshToken: 'admin-refresh' });
    store.getState().endView();
    expect(store.getState()).toMatchObject({ userToken: own, refreshToken: 'admin-refresh', expires_at: 4_400, impersonator: null });
    expect(store.getState().user?.user_id).toBe(1);
    store.getState().endView();
    expect(store.getState().userToken).toBe(own);
  });
});
