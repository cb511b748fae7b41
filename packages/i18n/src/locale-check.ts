/**
 * Node-only helpers for the locale tests: read the locale files and find the keys the code uses.
 *
 * The key scanner is deliberately simple (regular expressions, no TypeScript parser). In every
 * apps/*\/src and packages/*\/src .ts/.tsx file that is not a test it finds:
 *   - t('key') / t("key") (also i18n.t(...)); template literals are skipped (dynamic keys cannot be checked);
 *   - i18nKey="key", i18nKey='key' and i18nKey={'key'};
 *   - any string literal 'ns:key' whose ns is a namespace file of the en locale (keys kept in constants,
 *     such as 'common:nav.jobs' in @tessera/routes).
 * A key "ns:key" names its namespace. A key without one belongs to the namespaces of the file's
 * useTranslation('ns') / useTranslation(['a', 'b']) calls, plus "common" (the fallback namespace);
 * with no useTranslation call, to "common". The key counts as present when it, or a plural form
 * (key_zero, key_one, key_other, ...), is a string in one of those namespaces.
 * Comments (block comments and whole-line // comments) are removed first. Keys of the "tenant"
 * namespace come from the tenant's server dictionary and are not checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type FlatLocale = Record<string, unknown>;

/** Nested JSON -> {"a.b.c": value}. */
export function flatten(value: unknown, prefix = '', out: FlatLocale = {}): FlatLocale {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

/** locales/{lng}/{ns}.json -> {lng: {ns: flat keys}}. */
export function readLocales(localesDir: string, languages: readonly string[]): Record<string, Record<string, FlatLocale>> {
  const out: Record<string, Record<string, FlatLocale>> = {};
  for (const lng of languages) {
    const dir = join(localesDir, lng);
    out[lng] = {};
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const ns = file.slice(0, -'.json'.length);
      (out[lng] as Record<string, FlatLocale>)[ns] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    }
  }
  return out;
}

/** The {{placeholders}} of a translation, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] as string).sort();
}

export interface UsedKey {
  file: string;
  key: string;
  /** Namespaces the key may come from, in order. */
  namespaces: string[];
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The src folders of apps/* and packages/* under the repository root. */
export function sourceRoots(repoRoot: string): string[] {
  const roots: string[] = [];
  for (const group of ['apps', 'packages']) {
    const base = join(repoRoot, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const src = join(base, name, 'src');
      if (existsSync(src)) roots.push(src);
    }
  }
  return roots;
}

const UNCHECKED_NAMESPACE = 'tenant';

export function scanUsedKeys(repoRoot: string, knownNamespaces: readonly string[]): UsedKey[] {
  const used: UsedKey[] = [];
  const known = new Set(knownNamespaces);
  for (const root of sourceRoots(repoRoot)) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const rel = relative(repoRoot, file);
      const fileNs: string[] = [];
      for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)) {
        for (const s of (m[1] as string).matchAll(/['"]([^'"]+)['"]/g)) fileNs.push(s[1] as string);
      }
      const defaults = [...new Set([...fileNs, 'common'])];
      const keys = new Set<string>();
      for (const m of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) keys.add(m[2] as string);
      for (const m of text.matchAll(/i18nKey=\{?\s*(['"])([^'"\n]+)\1/g)) keys.add(m[2] as string);
      for (const m of text.matchAll(/(['"])([A-Za-z][\w-]*):([A-Za-z][\w.-]*)\1/g)) {
        if (known.has(m[2] as string)) keys.add(`${m[2]}:${m[3]}`);
      }
      for (const key of keys) {
        const colon = key.indexOf(':');
        if (colon > 0 && !key.includes(' ')) {
          if (key.slice(0, colon) === UNCHECKED_NAMESPACE) continue;
          used.push({ file: rel, key: key.slice(colon + 1), namespaces: [key.slice(0, colon)] });
        } else {
          used.push({ file: rel, key, namespaces: defaults });
        }
      }
    }
  }
  return used;
}

const PLURAL_SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];

export function hasKey(locale: Record<string, FlatLocale>, namespaces: readonly string[], key: string): boolean {
  return namespaces.some((ns) =>
    PLURAL_SUFFIXES.some((suffix) => {
      const value = locale[ns]?.[`${key}${suffix}`];
      return typeof value === 'string' && value.trim() !== '';
    }),
  );
}
