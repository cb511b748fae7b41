import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, hasKey, placeholders, readLocales, scanUsedKeys } from './locale-check';

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-scan-'));
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

describe('locale-check helpers', () => {
  it('flattens nested keys', () => {
    expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });
  it('reads placeholders', () => {
    expect(placeholders('Hi {{name}}, {{ count }} new')).toEqual(['count', 'name']);
  });
  it('finds plural forms', () => {
    const loc = { common: { items_one: 'one', items_other: 'many', empty: '' } };
    expect(hasKey(loc, ['common'], 'items')).toBe(true);
    expect(hasKey(loc, ['common'], 'empty')).toBe(false);
    expect(hasKey(loc, ['auth', 'common'], 'nope')).toBe(false);
  });
  it('scans t(), i18nKey and ns:key literals with the file namespace', () => {
    const root = repo({
      'apps/a/src/page.tsx': `const { t } = useTranslation('auth');\nt('login.title'); t("common:x.y"); <Trans i18nKey="z" />; t(\`dyn.\${v}\`);\n// t('commented')\n/* t('block') */ t('tenant:free');`,
      'apps/a/src/page.test.tsx': `t('ignored')`,
      'packages/p/src/nav.ts': `export const k = 'common:nav.jobs'; const url = 'http://x'; const s = 'other:thing';`,
      'packages/p/src/multi.tsx': `useTranslation(['landing', 'auth']); t('hero');`,
    });
    const used = scanUsedKeys(root, ['common', 'auth', 'landing']);
    const view = used.map((u) => `${u.file}|${u.namespaces.join(',')}|${u.key}`).sort();
    expect(view).toEqual([
      'apps/a/src/page.tsx|auth,common|login.title',
      'apps/a/src/page.tsx|auth,common|z',
      'apps/a/src/page.tsx|common|x.y',
      'packages/p/src/multi.tsx|landing,auth,common|hero',
      'packages/p/src/nav.ts|common|nav.jobs',
    ]);
  });
  it('reads locale folders', () => {
    const root = repo({ 'en/common.json': '{"a":{"b":"x"}}', 'fr/common.json': '{"a":{"b":"y"}}' });
    expect(readLocales(root, ['en', 'fr', 'esp'])).toEqual({
      en: { common: { 'a.b': 'x' } },
      fr: { common: { 'a.b': 'y' } },
      esp: {},
    });
  });
});
