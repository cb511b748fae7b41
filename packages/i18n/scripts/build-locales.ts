// Build of the locale files: a copy of locales/ in dist/locales/ with brotli and gzip copies of each
// file, sent as they are by the API's edge (apps/api/src/edge/static.ts) and by nginx.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '@tessera/vite-config/precompress';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'locales');
await rm(out, { recursive: true, force: true });
await cp(join(root, 'locales'), out, { recursive: true });
const r = await precompressDir(out);
console.log(
  `dist/locales: ${r.files} files, ${(r.bytes / 1024).toFixed(1)} kB → brotli ${(r.brotliBytes / 1024).toFixed(1)} kB, gzip ${(r.gzipBytes / 1024).toFixed(1)} kB`,
);
