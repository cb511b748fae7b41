import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { SessionBootstrap } from './app-providers.tsx';

function i18nIn(lng: string) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: {}, initAsync: false, react: { useSuspense: false } });
  return i18n;
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 200 })));
  getSessionStore().getState().signOut();
  getSessionStore().setState({ languageName: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the detected language (SPEC §3 languageName)', () => {
  it('is stored on the first page without the user picking one', () => {
    render(<SessionBootstrap i18n={i18nIn('esp')} />);
    expect(getSessionStore().getState().languageName).toBe('esp');
  });

  it('never replaces the language the user picked', () => {
    getSessionStore().getState().setLanguage('fr');
    render(<SessionBootstrap i18n={i18nIn('en')} />);
    expect(getSessionStore().getState().languageName).toBe('fr');
  });
});
