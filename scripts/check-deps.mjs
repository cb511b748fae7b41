#!/usr/bin/env node
// Dependency rules of the monorepo (see ARCHITECTURE.md):
//  1. nothing under packages/* imports from apps/ (relative path or an app's @tessera/<name> package);
//  2. packages/contract and packages/api-client import no other @tessera package
//     (api-client may `import type` from @tessera/contract);
//  3. no cycle between workspace packages (package.json dependencies, devDependencies, peerDependencies);
//  4. no import cycle between source files of apps/*/src and packages/*/src
//     (relative and @tessera/* imports; `import type` is erased at build time and is not followed);
//  5. no barrel files: an index.ts(x) that only re-exports;
//  6. exactly one copy of react and of react-dom installed (node_modules/.pnpm): two copies break hooks.
// Usage: node scripts/check-deps.mjs [repo-root]   (exit code 1 on any violation)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_EXT = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', 'coverage', '.data']);

function listDirs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((p) => statSync(p).isDirectory() && existsSync(join(p, 'package.json')));
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (SOURCE_EXT.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** @returns {{spec: string, typeOnly: boolean}[]} */
export function parseImports(text) {
  const src = stripComments(text);
  const found = [];
  const re =
    /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  let m;
  while ((m = re.exec(src))) {
    if (m[4]) {
      const clause = m[3] ?? '';
      // `import { type A, type B } from` is type-only as well
      const named = clause.match(/^\{([\s\S]*)\}$/);
      const allTypeNamed =
        named &&
        named[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith('type '));
      found.push({ spec: m[4], typeOnly: Boolean(m[2]) || Boolean(allTypeNamed) });
    } else if (m[5]) found.push({ spec: m[5], typeOnly: false });
    else if (m[6]) found.push({ spec: m[6], typeOnly: false });
  }
  return found;
}

function isBarrel(text) {
  const joined = stripComments(text).replace(/\s+/g, ' ').trim();
  const rest = joined.replace(/export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"][^'"]+['"]\s*;?/g, '').trim();
  return joined !== '' && rest === '';
}

function tryFile(base) {
  const candidates = [base, ...SOURCE_EXT.map((e) => base + e), ...SOURCE_EXT.map((e) => join(base, 'index' + e))];
  // `./x.js` written for a `./x.ts` file
  if (/\.(m?js|jsx)$/.test(base)) {
    const stem = base.replace(/\.(m?js|jsx)$/, '');
    candidates.push(...SOURCE_EXT.map((e) => stem + e));
  }
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

export function checkDeps(rootArg) {
  const root = resolve(rootArg);
  const errors = [];
  const rel = (p) => relative(root, p).split(sep).join('/');

  const workspaces = [...listDirs(join(root, 'apps')), ...listDirs(join(root, 'packages'))].map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return { dir, name: pkg.name, pkg, kind: rel(dir).startsWith('apps/') ? 'app' : 'package' };
  });
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const appNames = new Set(workspaces.filter((w) => w.kind === 'app').map((w) => w.name));
  const appsDir = join(root, 'apps') + sep;

  // 3. package-level cycles
  const graph = new Map(
    workspaces.map((w) => [
      w.name,
      Object.keys({ ...w.pkg.dependencies, ...w.pkg.devDependencies, ...w.pkg.peerDependencies }).filter((d) => byName.has(d)),
    ]),
  );
  for (const cycle of findCycles(graph)) errors.push(`package cycle: ${cycle.join(' -> ')}`);

  const isolated = new Set(['packages/contract', 'packages/api-client']);
  for (const w of workspaces) {
    const where = rel(w.dir);
    if (!isolated.has(where)) continue;
    for (const dep of Object.keys({ ...w.pkg.dependencies, ...w.pkg.peerDependencies })) {
      if (!dep.startsWith('@tessera/')) continue;
      if (where === 'packages/api-client' && dep === '@tessera/contract') continue;
      errors.push(`${where}/package.json depends on ${dep}; ${where} must not depend on other Tessera packages`);
    }
  }

  // resolve a specifier to a file (or undefined for third-party)
  const resolveSpec = (fromFile, spec) => {
    if (spec.startsWith('.')) return tryFile(resolve(dirname(fromFile), spec));
    const m = spec.match(/^(@tessera\/[^/]+)(?:\/(.*))?$/);
    if (!m) return undefined;
    const target = byName.get(m[1]);
    if (!target) return undefined;
    if (!m[2]) {
      const main = target.pkg.exports?.['.'] ?? target.pkg.main;
      return typeof main === 'string' ? tryFile(join(target.dir, main)) : tryFile(join(target.dir, 'src', 'index'));
    }
    return tryFile(join(target.dir, 'src', m[2])) ?? tryFile(join(target.dir, m[2]));
  };

  const fileGraph = new Map();
  for (const w of workspaces) {
    const where = rel(w.dir);
    const files = w.kind === 'package' ? walk(w.dir) : walk(join(w.dir, 'src'));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const imports = parseImports(text);
      const base = file.split(sep).pop();
      if (/^index\.(ts|tsx|mts)$/.test(base) && isBarrel(text)) {
        errors.push(`barrel file ${rel(file)}: import from the module itself, not an index that re-exports`);
      }
      const edges = [];
      for (const { spec, typeOnly } of imports) {
        const pkgName = spec.match(/^(@tessera\/[^/]+)/)?.[1];
        if (w.kind === 'package') {
          // 1. packages never import apps
          if (spec.startsWith('.')) {
            const target = resolve(dirname(file), spec);
            if (target.startsWith(appsDir)) errors.push(`${rel(file)} imports from apps/ (${spec})`);
          }
          if (pkgName && appNames.has(pkgName)) errors.push(`${rel(file)} imports the app package ${spec}`);
          // 2. contract and api-client are leaves
          if (isolated.has(where) && pkgName && pkgName !== w.name) {
            const allowed = where === 'packages/api-client' && pkgName === '@tessera/contract' && typeOnly;
            if (!allowed) {
              errors.push(
                `${rel(file)} imports ${spec}; ${where} imports no other Tessera package` +
                  (where === 'packages/api-client' && pkgName === '@tessera/contract' ? ' (use `import type`)' : ''),
              );
            }
          }
        }
        if (typeOnly) continue;
        if (!spec.startsWith('.') && !pkgName) continue;
        const target = resolveSpec(file, spec);
        if (target && (target.includes(`${sep}src${sep}`) || w.kind === 'package')) edges.push(target);
      }
      // 4. file cycles are checked for src/ trees only
      if (file.includes(`${sep}src${sep}`)) fileGraph.set(file, edges);
    }
  }
  for (const [file, edges] of fileGraph)
    fileGraph.set(
      file,
      edges.filter((e) => fileGraph.has(e)),
    );
  for (const cycle of findCycles(fileGraph)) errors.push(`import cycle: ${cycle.map(rel).join(' -> ')}`);

  return errors;
}

/** Packages that must be installed once: a second React (or react-dom) breaks hooks and context. */
export const SINGLE_COPY = ['react', 'react-dom'];

/**
 * 6. One copy each of `names` in node_modules/.pnpm (pnpm's store layout: `<name>@<version>[_<peers>]`);
 * nothing to check before an install.
 */
export function checkSingleCopies(rootArg, names = SINGLE_COPY) {
  const store = join(resolve(rootArg), 'node_modules', '.pnpm');
  if (!existsSync(store)) return [];
  const entries = readdirSync(store);
  const errors = [];
  for (const name of names) {
    const dirName = name.replace('/', '+');
    const copies = entries.filter((e) => e.startsWith(`${dirName}@`));
    if (copies.length !== 1) {
      errors.push(
        `${copies.length === 0 ? 'no copy' : `${copies.length} copies`} of ${name} in node_modules/.pnpm${copies.length ? ` (${copies.join(', ')})` : ''}; exactly one is allowed (pin it in the catalog, take it as a peer in packages)`,
      );
    }
  }
  return errors;
}

/** Depth-first search; returns one path per distinct cycle. */
export function findCycles(graph) {
  const state = new Map(); // 1 = on stack, 2 = done
  const stack = [];
  const cycles = [];
  const seen = new Set();
  const visit = (node) => {
    state.set(node, 1);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === 1) {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const key = [...cycle.slice(0, -1)].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (s === undefined && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 2);
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const errors = [...checkDeps(root), ...checkSingleCopies(root)];
  if (errors.length) {
    for (const e of errors) console.error(`check-deps: ${e}`);
    process.exit(1);
  }
  console.log('check-deps: ok');
}
