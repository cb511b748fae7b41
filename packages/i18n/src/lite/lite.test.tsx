// @vitest-environment jsdom
// The i18next stand-in (./i18next.ts, ./react-i18next.tsx) gives i18next's own answers: for every key of
// every locale file in every language, with and without counts, variables, a missing variable, another
// language and a default value; and it loads, switches language and renders as i18next and react-i18next do.
import { act, render, screen } from '@testing-library/react';
import { createInstance as createI18next, type BackendModule } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next as realReact } from 'react-i18next';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createInstance as createLite } from './i18next';
import { I18nextProvider, initReactI18next as liteReact, Trans, useTranslation } from './react-i18next';

const LOCALES = join(__dirname, '..', '..', 'locales');
const LANGS = ['en', 'fr', 'esp'] as const;
const NAMESPACES = readdirSync(join(LOCALES, 'en'))
  .filter((n) => n.endsWith('.json'))
  .map((n) => n.slice(0, -5));

function resources() {
  const out: Record<string, Record<string, unknown>> = {};
  for (const lng of LANGS) {
    out[lng] = {};
    for (const ns of NAMESPACES) {
      try {
        out[lng][ns] = JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));
      } catch {
        // a namespace one language lacks falls back to English
      }
    }
  }
  return out;
}

/** The options of createI18n, with the files given at once. */
const options = (lng: string, extra: object = {}) => ({
  lng,
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  load: 'currentOnly' as const,
  nonExplicitSupportedLngs: false,
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: { product: 'Tessera' } },
  react: { useSuspense: false },
  returnNull: false,
  initAsync: false,
  ...extra,
});

/** Each text's key (plural forms as one) and the variables its texts in any language name. */
function keysOf(bundles: unknown[]): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
      return;
    }
    const key = prefix.replace(/_(zero|one|two|few|many|other)$/, '');
    const vars = out.get(key) ?? {};
    for (const m of String(value).matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)) vars[m[1]!] = `<${m[1]!}>`;
    out.set(key, vars);
  };
  for (const b of bundles) walk(b, '');
  return out;
}

describe('the i18next stand-in', () => {
  it('translates every key of every locale file as i18next does', () => {
    const res = resources();
    let compared = 0;
    const mismatches: unknown[] = [];
    for (const lng of LANGS) {
      const real = createI18next();
      void real.init(options(lng, { resources: res }));
      const lite = createLite();
      void lite.init(options(lng, { resources: res }));
      for (const ns of NAMESPACES) {
        for (const [key, vars] of keysOf(LANGS.map((l) => res[l]?.[ns]))) {
          const cases: object[] = [
            { ...vars, count: 0 },
            { ...vars, count: 1 },
            { ...vars, count: 2 },
            { ...vars, count: 1_000_000 },
            { ...vars, lng: 'fr' },
            { defaultValue: 'Default {{x}}', x: 'y' },
            { returnObjects: true, context: 'male' },
          ];
          const calls: Array<[string, object]> = [
            [key, {}],
            [`${ns}:${key}`, {}],
            ...cases.map((c): [string, object] => [`${ns}:${key}`, c]),
          ];
          for (const [k, c] of calls) {
            const expected: unknown = real.t(k, c as never);
            const got: unknown = lite.t(k, c);
            if (JSON.stringify(got) !== JSON.stringify(expected)) mismatches.push({ k, lng, c, got, expected });
            compared += 1;
          }
        }
      }
      // Through getFixedT, as useTranslation calls it.
      for (const ns of ['auth', 'jobs', 'applications-staff']) {
        expect(lite.getFixedT(lng, ns)('title')).toBe(real.getFixedT(lng, ns)('title'));
        expect(lite.getFixedT(null, ns)('common:nav.home')).toBe(real.getFixedT(null, ns)('common:nav.home'));
      }
      expect(lite.language).toBe(real.language);
      expect(lite.resolvedLanguage).toBe(real.resolvedLanguage);
      expect(lite.languages).toEqual(real.languages);
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
  }, 120_000);

  it('answers odd keys and arguments as i18next does', () => {
    const bundle = {
      common: {
        a: { b: 'deep' },
        'flat.key': 'flat',
        hello: 'Hi {{name}} and {{- raw}} {{user.name}}',
        empty: '',
        arr: ['x', 'y {{product}}'],
      },
      other: { only: 'other only', item_one: '{{count}} item', item_other: '{{count}} items', item_zero: 'no items' },
    };
    const real = createI18next();
    void real.init(options('en', { ns: ['common', 'other'], resources: { en: bundle } }));
    const lite = createLite();
    void lite.init(options('en', { ns: ['common', 'other'], resources: { en: bundle } }));
    const cases: Array<[string | string[], unknown?]> = [
      ['a.b'],
      ['a'],
      ['flat.key'],
      ['hello', { name: 'Ana', raw: '<b>', user: { name: 'Bo' } }],
      ['hello', { name: '$& {{raw}}', raw: 'r' }],
      ['hello'],
      ['empty'],
      ['arr', { returnObjects: true }],
      ['missing'],
      ['other:missing', { defaultValue: 'd {{x}}', x: 1 }],
      ['other:item', { count: 0 }],
      ['other:item', { count: 1 }],
      ['other:item', { count: 7 }],
      ['other:only'],
      ['only', { ns: 'other' }],
      [['missing', 'other:only']],
      [['missing', 'also.missing']],
      ['Is this a sentence: yes?'],
      ['hello', 'a default'],
      ['nope', 'a default {{x}}'],
    ];
    for (const [key, opt] of cases)
      expect({ key, got: lite.t(key as never, opt as never) }).toEqual({ key, got: real.t(key as never, opt as never) });
  });

  it('loads through the backend, retries, falls back and switches language as i18next does', async () => {
    const files: Record<string, object> = {
      'en|common': { hello: 'Hello' },
      'fr|common': { hello: 'Bonjour' },
      'en|auth': { title: 'Sign in', onlyEn: 'English' },
      'fr|auth': { title: 'Connexion' },
    };
    const trace = async (create: () => ReturnType<typeof createLite>) => {
      const reads: string[] = [];
      let flaky = 1;
      const backend = {
        type: 'backend',
        init() {},
        read(lng: string, ns: string, callback: (error: unknown, data: unknown) => void) {
          reads.push(`${lng}|${ns}`);
          setTimeout(() => {
            if (`${lng}|${ns}` === 'fr|auth' && flaky-- > 0) callback('503', true);
            else if (files[`${lng}|${ns}`]) callback(null, files[`${lng}|${ns}`]);
            else callback('404', false);
          }, 1);
        },
      } as unknown as BackendModule;
      const i18n = create();
      const events: string[] = [];
      i18n.on('languageChanged', (l: string) => events.push(`changed ${l} ${i18n.t('hello')}`));
      await i18n.use(backend).init({ ...options('en'), ns: ['common'], initAsync: true });
      const before = [i18n.hasLoadedNamespace('auth'), i18n.t('auth:title')];
      await i18n.loadNamespaces('auth');
      const afterLoad = [i18n.hasLoadedNamespace('auth'), i18n.t('auth:title')];
      const switching = i18n.changeLanguage('fr');
      const during = [i18n.language, i18n.t('hello')];
      await switching;
      await i18n.loadNamespaces('missing');
      return {
        reads: [...reads].sort(),
        events,
        before,
        afterLoad,
        during,
        after: [i18n.language, i18n.resolvedLanguage, i18n.languages, i18n.t('auth:title'), i18n.t('auth:onlyEn'), i18n.t('hello')],
        missing: [i18n.hasLoadedNamespace('missing'), i18n.t('missing:x')],
      };
    };
    expect(await trace(createLite)).toEqual(await trace(createI18next as unknown as typeof createLite));
  });

  it('renders with useTranslation and Trans as react-i18next does, and again on a language change', async () => {
    const res = resources();
    const html = async (
      create: () => any,
      react: object,
      Provider: ComponentType<any>,
      use: (ns: string[]) => any,
      T: ComponentType<any>,
    ) => {
      const i18n = create();
      void i18n.use(react).init(options('en', { resources: res }));
      function Page() {
        const { t, ready } = use(['auth', 'forms']);
        if (!ready) return null;
        return (
          <p data-testid="page">
            {t('signup.title')} / {t('forms:required', { defaultValue: 'required' })} / {t('common:nav.home')} /{' '}
            {/* Trans fills each link with its words from the translation, as in the sign-up form. */}
            {/* eslint-disable jsx-a11y/anchor-has-content */}
            <T t={t} i18nKey="signup.acceptTerms" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />
            {/* eslint-enable jsx-a11y/anchor-has-content */}
          </p>
        );
      }
      const view = render(
        <Provider i18n={i18n}>
          <Page />
        </Provider>,
      );
      const first = screen.getByTestId('page').innerHTML;
      await act(async () => {
        await i18n.changeLanguage('fr');
      });
      const second = screen.getByTestId('page').innerHTML;
      view.unmount();
      return [first, second];
    };
    const lite = await html(createLite, liteReact, I18nextProvider, useTranslation, Trans);
    const { I18nextProvider: RealProvider, useTranslation: realUse, Trans: RealTrans } = await import('react-i18next');
    const real = await html(createI18next, realReact, RealProvider, realUse, RealTrans);
    expect(lite).toEqual(real);
    expect(lite[1]).toContain('href="/t"');
  });
});
