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
      out[lng][ns] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
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

/** A file's text without comments, with `${NAME}:` resolved where `const NAME = 'ns'` names a namespace. */
function readSource(file: string, known: ReadonlySet<string>): string {
  let text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const m of text.matchAll(/\bconst\s+([A-Z_][A-Z0-9_]*)\s*=\s*'([\w-]+)'/g)) {
    if (known.has(m[2] as string)) text = text.split(`\${${m[1]}}:`).join(`${m[2]}:`);
  }
  return text;
}

const UNCHECKED_NAMESPACE = 'tenant';

export function scanUsedKeys(repoRoot: string, knownNamespaces: readonly string[]): UsedKey[] {
  const used: UsedKey[] = [];
  const known = new Set(knownNamespaces);
  for (const root of sourceRoots(repoRoot)) {
    for (const file of sourceFiles(root)) {
      const text = readSource(file, known);
      const rel = relative(repoRoot, file);
      const fileNs: string[] = [];
      for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)) {
        for (const s of (m[1] as string).matchAll(/['"]([^'"]+)['"]/g)) fileNs.push(s[1] as string);
      }
      const defaults = [...new Set([...fileNs, 'common'])];
      const keys = new Set<string>();
      for (const m of text.matchAll(/\bt\(\s*(['"`])([^'"`$\n]+)\1/g)) keys.add(m[2] as string);
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

export interface DynamicPrefix {
  /** Namespaces the prefix may belong to, as for a UsedKey. */
  namespaces: string[];
  /** The fixed start of a key built at run time, e.g. "status." of t(`status.${s}`). */
  prefix: string;
  /** A whole key (or the root of an object read with returnObjects), not a start. */
  exact?: boolean;
}

/**
 * The fixed starts of keys built at run time: t(`status.${s}`), t(`ns:status.${s}`) and the literal
 * starts of template strings `ns:status.${s}` for a known namespace. Every key under such a start
 * counts as used.
 */
export function scanDynamicPrefixes(repoRoot: string, knownNamespaces: readonly string[]): DynamicPrefix[] {
  const found: DynamicPrefix[] = [];
  const known = new Set(knownNamespaces);
  for (const root of sourceRoots(repoRoot)) {
    for (const file of sourceFiles(root)) {
      const text = readSource(file, known);
      // A dotted string literal anywhere (a key kept in a constant or a table): used in any namespace.
      for (const m of text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g))
        found.push({ namespaces: [...known], prefix: `${m[2]}`, exact: true });
      for (const m of text.matchAll(/`([A-Za-z][\w.:-]*)\$\{/g)) {
        const start = m[1] as string;
        const colon = start.indexOf(':');
        if (colon > 0) {
          const ns = start.slice(0, colon);
          if (known.has(ns)) found.push({ namespaces: [ns], prefix: start.slice(colon + 1) });
        } else if (start.includes('.') || /\bt\(\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) {
          // The t of a helper may be any namespace's (it is often passed in): the start counts in all.
          found.push({ namespaces: [...known], prefix: start });
        }
      }
    }
  }
  return found;
}

/** The "ns:key" of every en string that no code uses, directly, as a plural form or under a dynamic prefix. */
export function unusedKeys(locale: Record<string, FlatLocale>, used: readonly UsedKey[], dynamic: readonly DynamicPrefix[]): string[] {
  const direct = new Set(used.flatMap((u) => u.namespaces.map((ns) => `${ns}:${u.key}`)));
  const out: string[] = [];
  for (const [ns, flat] of Object.entries(locale)) {
    if (ns === UNCHECKED_NAMESPACE) continue;
    for (const key of Object.keys(flat)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      // A used key, a plural form of one, or a leaf under a used key (an object read with returnObjects).
      const parts = base.split('.');
      if (parts.some((_, i) => direct.has(`${ns}:${parts.slice(0, i + 1).join('.')}`))) continue;
      const under = (d: DynamicPrefix) =>
        d.exact ? base === d.prefix || base.startsWith(`${d.prefix}.`) : d.prefix !== '' && key.startsWith(d.prefix);
      if (dynamic.some((d) => d.namespaces.includes(ns) && under(d))) continue;
      out.push(`${ns}:${key}`);
    }
  }
  return out.sort();
}
