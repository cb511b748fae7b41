// Fails when src/schema.d.ts does not match what openapi-typescript generates from openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'tessera-contract-'));
try {
  const out = join(dir, 'schema.d.ts');
  execFileSync(join(root, 'node_modules', '.bin', 'openapi-typescript'), ['openapi.yaml', '-o', out], { cwd: root, stdio: 'pipe' });
  const fresh = readFileSync(out, 'utf8');
  const committed = readFileSync(join(root, 'src', 'schema.d.ts'), 'utf8');
  if (fresh !== committed) {
    console.error('src/schema.d.ts is stale: run `pnpm --filter @tessera/contract generate` and commit the result.');
    process.exit(1);
  }
  console.log('src/schema.d.ts is up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
