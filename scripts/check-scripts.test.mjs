import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkDeps, checkSingleCopies, parseImports } from './check-deps.mjs';
import { checkCatalog, readCatalog } from './check-catalog.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'tessera-check-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const pkg = (name, deps = {}, extra = {}) => ({ name, version: '0.0.0', dependencies: deps, exports: { './*': './src/*.ts' }, ...extra });

const base = {
  'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n\ncatalog:\n  react: ^19.2.0\n  "@types/node": ^20.19.0\n',
  'package.json': { name: 'root', private: true },
  'apps/web/package.json': pkg('@tessera/web', { '@tessera/ui': 'workspace:*' }),
  'apps/web/src/main.ts': "import { button } from '@tessera/ui/button';\nexport const app = button;\n",
  'packages/ui/package.json': pkg('@tessera/ui'),
  'packages/ui/src/button.ts': "import { tone } from './tone';\nexport const button = tone;\n",
  'packages/ui/src/tone.ts': "export const tone = 'blue';\n",
  'packages/contract/package.json': pkg('@tessera/contract'),
  'packages/contract/src/schema.ts': 'export interface Paths { a: string }\n',
  'packages/api-client/package.json': pkg('@tessera/api-client', { '@tessera/contract': 'workspace:*' }),
  'packages/api-client/src/client.ts': "import type { Paths } from '@tessera/contract/schema';\nexport const p: Paths | null = null;\n",
};

function withTree(extra, fn) {
  const root = tree({ ...base, ...extra });
  try {
    return fn(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('parseImports reads static, side-effect, dynamic and type imports', () => {
  const found = parseImports(`
    import a from './a';
    import type { B } from "./b";
    import { type C, type D } from './c';
    export * from './e';
    import './f.css';
    const g = () => import('./g');
    // import h from './h';
  `);
  assert.deepEqual(found, [
    { spec: './a', typeOnly: false },
    { spec: './b', typeOnly: true },
    { spec: './c', typeOnly: true },
    { spec: './e', typeOnly: false },
    { spec: './f.css', typeOnly: false },
    { spec: './g', typeOnly: false },
  ]);
});

test('a clean tree passes check-deps', () => {
  withTree({}, (root) => assert.deepEqual(checkDeps(root), []));
});

test('a package importing from apps/ by relative path fails', () => {
  withTree({ 'packages/ui/src/bad.ts': "import { app } from '../../../apps/web/src/main';\nexport const x = app;\n" }, (root) => {
    const errors = checkDeps(root);
    assert.ok(
      errors.some((e) => e.includes('packages/ui/src/bad.ts imports from apps/')),
      errors.join('\n'),
    );
  });
});

test('a package importing an app package fails', () => {
  withTree({ 'packages/ui/src/bad.ts': "import { app } from '@tessera/web/main';\nexport const x = app;\n" }, (root) => {
    assert.ok(checkDeps(root).some((e) => e.includes('imports the app package @tessera/web/main')));
  });
});

test('contract importing another Tessera package fails', () => {
  withTree({ 'packages/contract/src/bad.ts': "import { tone } from '@tessera/ui/tone';\nexport const x = tone;\n" }, (root) => {
    assert.ok(checkDeps(root).some((e) => e.includes('packages/contract/src/bad.ts imports @tessera/ui/tone')));
  });
});

test('api-client importing a value from contract fails, a type import passes', () => {
  withTree({ 'packages/api-client/src/bad.ts': "import { Paths } from '@tessera/contract/schema';\nexport const x = Paths;\n" }, (root) => {
    assert.ok(checkDeps(root).some((e) => e.includes('packages/api-client/src/bad.ts imports @tessera/contract/schema')));
  });
});

test('a cycle between workspace packages fails', () => {
  withTree(
    {
      'packages/ui/package.json': pkg('@tessera/ui', { '@tessera/theme': 'workspace:*' }),
      'packages/theme/package.json': pkg('@tessera/theme', {}, { devDependencies: { '@tessera/ui': 'workspace:*' } }),
      'packages/theme/src/theme.ts': 'export const t = 1;\n',
    },
    (root) => {
      const errors = checkDeps(root);
      assert.ok(
        errors.some((e) => /package cycle: @tessera\/(ui|theme) -> .* -> @tessera\/(ui|theme)/.test(e)),
        errors.join('\n'),
      );
    },
  );
});

test('an import cycle between source files fails', () => {
  withTree(
    { 'packages/ui/src/tone.ts': "import { button } from './button';\nexport const tone = 'blue';\nexport const b = () => button;\n" },
    (root) => {
      const errors = checkDeps(root);
      assert.ok(
        errors.some((e) => e.startsWith('import cycle: packages/ui/src/')),
        errors.join('\n'),
      );
    },
  );
});

test('an import cycle across packages through @tessera/* imports fails', () => {
  withTree(
    {
      'packages/theme/package.json': pkg('@tessera/theme'),
      'packages/theme/src/theme.ts': "import { button } from '@tessera/ui/button';\nexport const t = button;\n",
      'packages/ui/src/tone.ts': "import { t } from '@tessera/theme/theme';\nexport const tone = 'blue';\nexport const x = () => t;\n",
    },
    (root) => assert.ok(checkDeps(root).some((e) => e.startsWith('import cycle:'))),
  );
});

test('a barrel file fails', () => {
  withTree({ 'packages/ui/src/index.ts': "export * from './button';\nexport { tone } from './tone';\n" }, (root) => {
    assert.ok(checkDeps(root).some((e) => e.startsWith('barrel file packages/ui/src/index.ts')));
  });
});

test('one copy of react and react-dom passes; a second copy of either fails', () => {
  const one = {
    'node_modules/.pnpm/react@19.3.1/package.json': '{}',
    'node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/package.json': '{}',
    'node_modules/.pnpm/react-router@7.1.0_react@19.3.1/package.json': '{}',
  };
  withTree(one, (root) => assert.deepEqual(checkSingleCopies(root), []));
  withTree({ ...one, 'node_modules/.pnpm/react@18.3.1/package.json': '{}' }, (root) => {
    const errors = checkSingleCopies(root);
    assert.equal(errors.length, 1);
    assert.match(
      errors[0],
      /2 copies of react in node_modules\/\.pnpm \(react@18\.3\.1, react@19\.3\.1\)|2 copies of react in node_modules\/\.pnpm \(react@19\.3\.1, react@18\.3\.1\)/,
    );
  });
  withTree({ ...one, 'node_modules/.pnpm/react-dom@19.3.1_react@18.3.1/package.json': '{}' }, (root) => {
    assert.ok(checkSingleCopies(root).some((e) => e.startsWith('2 copies of react-dom')));
  });
  // Before an install there is nothing to check.
  withTree({}, (root) => assert.deepEqual(checkSingleCopies(root), []));
});

test('this repository has one react and one react-dom', () => {
  assert.deepEqual(checkSingleCopies(join(here, '..')), []);
});

test('check-deps CLI exits 1 on a violation', () => {
  withTree({ 'packages/ui/src/index.ts': "export * from './button';\n" }, (root) => {
    const r = spawnSync(process.execPath, [join(here, 'check-deps.mjs'), root], { encoding: 'utf8' });
    assert.equal(r.status, 1);
    assert.match(r.stderr, /barrel file/);
  });
});

test('readCatalog reads quoted and bare names', () => {
  assert.deepEqual(
    [...readCatalog('packages:\n  - a/*\ncatalog:\n  react: ^19\n  "@types/node": ^20 # c\nother: 1\n')],
    ['react', '@types/node'],
  );
});

test('check-catalog passes "catalog:" and fails a hard-coded version', () => {
  withTree({ 'apps/web/package.json': pkg('@tessera/web', { react: 'catalog:' }) }, (root) => assert.deepEqual(checkCatalog(root), []));
  withTree({ 'apps/web/package.json': pkg('@tessera/web', { react: '^19.1.0' }) }, (root) => {
    const errors = checkCatalog(root);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /apps\/web\/package.json: dependencies.react is "\^19.1.0"/);
    const r = spawnSync(process.execPath, [join(here, 'check-catalog.mjs'), root], { encoding: 'utf8' });
    assert.equal(r.status, 1);
  });
  withTree({ 'package.json': { name: 'root', devDependencies: { '@types/node': '20.0.0' } } }, (root) => {
    assert.ok(checkCatalog(root)[0].startsWith('package.json: devDependencies.@types/node'));
  });
});
