#!/usr/bin/env node
// Fails when a workspace package.json pins a version for a dependency that the pnpm catalog
// (pnpm-workspace.yaml `catalog:`) owns: such a dependency must be written as "catalog:".
// Usage: node scripts/check-catalog.mjs [repo-root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads the names in the default `catalog:` block (and named `catalogs:`) of pnpm-workspace.yaml. */
export function readCatalog(yamlText) {
  const names = new Set();
  let block = null; // 'catalog' | 'catalogs'
  for (const raw of yamlText.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '');
    if (!line.trim()) continue;
    if (/^\S/.test(line)) {
      block = /^catalog:\s*$/.test(line) ? 'catalog' : /^catalogs:\s*$/.test(line) ? 'catalogs' : null;
      continue;
    }
    if (!block) continue;
    const indent = line.match(/^\s*/)[0].length;
    if (block === 'catalogs' && indent <= 2) continue; // the catalog's own name
    const m = line.trim().match(/^(?:"([^"]+)"|'([^']+)'|([^:\s]+))\s*:/);
    if (m) names.add(m[1] ?? m[2] ?? m[3]);
  }
  return names;
}

function workspaceDirs(root, yamlText) {
  const dirs = [root];
  let inPackages = false;
  for (const line of yamlText.split(/\r?\n/)) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    else if (inPackages) {
      const m = line.match(/^\s*-\s*["']?([^"'\s]+)["']?/);
      if (!m) continue;
      const pattern = m[1];
      if (pattern.endsWith('/*')) {
        const base = join(root, pattern.slice(0, -2));
        if (existsSync(base)) {
          for (const name of readdirSync(base)) {
            const d = join(base, name);
            if (statSync(d).isDirectory()) dirs.push(d);
          }
        }
      } else dirs.push(join(root, pattern));
    }
  }
  return dirs.filter((d) => existsSync(join(d, 'package.json')));
}

export function checkCatalog(rootArg) {
  const root = resolve(rootArg);
  const yamlText = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const catalog = readCatalog(yamlText);
  const errors = [];
  for (const dir of workspaceDirs(root, yamlText)) {
    const file = join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, version] of Object.entries(pkg[field] ?? {})) {
        if (catalog.has(name) && !String(version).startsWith('catalog:')) {
          errors.push(
            `${relative(root, file) || 'package.json'}: ${field}.${name} is "${version}" but the catalog owns it; write "catalog:"`,
          );
        }
      }
    }
  }
  return errors;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const errors = checkCatalog(root);
  if (errors.length) {
    for (const e of errors) console.error(`check-catalog: ${e}`);
    process.exit(1);
  }
  console.log('check-catalog: ok');
}
