import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { hasKey, placeholders, readLocales, scanDynamicPrefixes, scanUsedKeys, unusedKeys } from './locale-check';

const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const locales = readLocales(LOCALES_DIR, LANGUAGES);

describe('locale files', () => {
  it.each(LANGUAGES)('%s has a locale folder', (lng) => {
    expect(existsSync(`${LOCALES_DIR}/${lng}`)).toBe(true);
  });

  it('every language has the same namespace files', () => {
    const all = new Set(LANGUAGES.flatMap((lng) => Object.keys(locales[lng] ?? {})));
    expect(all.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const lng of LANGUAGES) for (const ns of all) if (!locales[lng]?.[ns]) missing.push(`${lng}/${ns}.json`);
    expect(missing).toEqual([]);
  });

  it('a key present in any language is a non-empty string in every language, with the same placeholders', () => {
    const problems: string[] = [];
    const namespaces = new Set(LANGUAGES.flatMap((lng) => Object.keys(locales[lng] ?? {})));
    for (const ns of namespaces) {
      const keys = new Set(LANGUAGES.flatMap((lng) => Object.keys(locales[lng]?.[ns] ?? {})));
      for (const key of keys) {
        const en = locales.en?.[ns]?.[key];
        for (const lng of LANGUAGES) {
          const value = locales[lng]?.[ns]?.[key];
          if (typeof value !== 'string' || value.trim() === '') {
            problems.push(`${lng}/${ns}.json: "${key}" is missing or empty`);
          } else if (typeof en === 'string' && placeholders(en).join() !== placeholders(value).join()) {
            problems.push(`${lng}/${ns}.json: "${key}" has placeholders ${placeholders(value).join()} (en: ${placeholders(en).join()})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('keys used in the code', () => {
  it('are all in the en locale', () => {
    const en = locales.en ?? {};
    const used = scanUsedKeys(REPO_ROOT, Object.keys(en));
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter((u) => !hasKey(en, u.namespaces, u.key)).map((u) => `${u.file}: ${u.namespaces.join('|')}:${u.key}`);
    expect(missing).toEqual([]);
  });

  it('use every key of the en locale (directly, as a plural, under a dynamic start or a returnObjects root)', () => {
    const en = locales.en ?? {};
    const namespaces = Object.keys(en);
    const unused = unusedKeys(en, scanUsedKeys(REPO_ROOT, namespaces), scanDynamicPrefixes(REPO_ROOT, namespaces));
    expect(unused).toEqual([]);
  });
});
