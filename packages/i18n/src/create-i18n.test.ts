// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { addTenantDictionary, changeLanguage } from './change-language';
import { createI18n } from './create-i18n';
import { LocaleLoadError } from './locale-backend';

const FILES: Record<string, Record<string, string>> = {
  '/locales/en/common.json': { hello: 'Hello {{name}}', onlyEn: 'English only', html: '<b>x</b>' },
  '/locales/fr/common.json': { hello: 'Bonjour {{name}}' },
  '/locales/esp/common.json': { hello: 'Hola {{name}}' },
  '/locales/en/auth.json': { title: 'Sign in' },
  '/locales/fr/auth.json': { title: 'Connexion' },
  '/locales/esp/auth.json': { title: 'Iniciar sesión' },
};

function fakeRequest() {
  const urls: string[] = [];
  const load = vi.fn((url: string) => {
    urls.push(url);
    const body = FILES[url];
    return body ? Promise.resolve(body) : Promise.reject(new LocaleLoadError(`${url}: 404`, false));
  });
  return { load, urls };
}

describe('createI18n', () => {
  it('loads the start language and namespaces from /locales/{{lng}}/{{ns}}.json, falling back to en', async () => {
    const { load, urls } = fakeRequest();
    const i18n = await createI18n({ namespaces: ['auth'], language: 'fr', backend: { load } });
    expect(urls).toEqual(expect.arrayContaining(['/locales/fr/auth.json', '/locales/fr/common.json', '/locales/en/common.json']));
    expect(urls).not.toContain('/locales/esp/common.json');
    expect(i18n.t('title')).toBe('Connexion');
    expect(i18n.t('common:hello', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(i18n.t('onlyEn')).toBe('English only'); // fallbackNS common, fallbackLng en
    expect(i18n.t('common:html')).toBe('<b>x</b>'); // no escaping: React escapes
    expect(i18n.options.react?.useSuspense).toBe(false);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('detects from the stored choice and switches on demand', async () => {
    const { load, urls } = fakeRequest();
    const i18n = await createI18n({ namespaces: ['common'], storedLanguage: 'esp', backend: { load } });
    expect(i18n.language).toBe('esp');
    expect(document.documentElement.lang).toBe('es');
    const remember = vi.fn();
    await changeLanguage(i18n, 'en', { remember });
    expect(urls).toContain('/locales/en/common.json');
    expect(i18n.t('hello', { name: 'A' })).toBe('Hello A');
    expect(remember).toHaveBeenCalledWith('en');
    expect(document.documentElement.lang).toBe('en');
    await expect(changeLanguage(i18n, 'ko' as never)).rejects.toThrow();
  });

  it('adds the tenant dictionary as the tenant namespace', async () => {
    const { load } = fakeRequest();
    const i18n = await createI18n({ namespaces: ['common'], language: 'en', backend: { load } });
    addTenantDictionary(i18n, 'en', { welcome: 'Welcome to Acme' });
    expect(i18n.t('tenant:welcome')).toBe('Welcome to Acme');
  });
});
