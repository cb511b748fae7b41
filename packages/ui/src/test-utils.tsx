import { QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSessionStore, type SessionUser } from '@tessera/session/session-store';
import common from '@tessera/i18n/locales/en/common.json';

/** An English i18next instance with the real common namespace (plus any given), loaded synchronously. */
export function testI18n(extra: Record<string, object> = {}): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', ...Object.keys(extra)],
    defaultNS: 'common',
    resources: { en: { common, ...extra } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned token whose exp is an hour away (the client only reads exp). */
export function fakeToken(): string {
  return `${base64Url({ alg: 'none' })}.${base64Url({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export function sessionUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    authenticated: true,
    name: 'Ada Admin',
    email: 'admin@demo.test',
    chat_id: null,
    is_user: false,
    user_id: 1,
    role_id: null,
    is_consent: true,
    tenant_name: 'Tessera Demo',
    user_image: null,
    is_cananda: false,
    billing: null,
    email_verified: true,
    ...patch,
  };
}

/** Puts a signed-in user in the page's session store. */
export function signInAs(user: SessionUser | null) {
  const store = getSessionStore();
  store.getState().signOut();
  if (user) store.getState().signIn({ access: fakeToken(), refresh: 'refresh', user });
}

/** A query client for a test's render, as the apps' providers give one (the top bar's inbox badge reads through it). */
export function testQueries(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
