import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { z } from './zod.ts';

const repo = join(__dirname, '..', '..', '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('zod under the Content-Security-Policy', () => {
  it('runs without its JIT, so it never probes for eval', () => {
    expect(globalConfig.jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });

  it('is imported through @tessera/forms/zod by every web app and package', () => {
    const roots = ['apps', 'packages']
      .flatMap((top) => readdirSync(join(repo, top)).map((name) => join(repo, top, name, 'src')))
      .filter((root) => !root.startsWith(join(repo, 'apps', 'api')));
    const direct = roots
      .filter((root) => statSync(root, { throwIfNoEntry: false })?.isDirectory())
      .flatMap((root) => sources(root))
      .filter((file) => !file.endsWith(join('packages', 'forms', 'src', 'zod.ts')))
      .filter((file) => /^import\s+(?!type\b)[^;]*from\s+['"]zod(\/[^'"]*)?['"]/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(direct).toEqual([]);
  });
});
