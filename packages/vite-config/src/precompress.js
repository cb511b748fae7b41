// Brotli and gzip copies of built files, written beside them (`x.js.br`, `x.js.gz`), so that the
// embedded edge (apps/api/src/edge/static.ts) and nginx (gzip_static / brotli_static, see
// scripts/edge-config.mjs) send them without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2 is compressed already) and archives are not. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
  '.map',
  '.ico',
]);

/** Below this size the copies save less than their headers cost. */
export const MIN_BYTES = 256;

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every compressible file under `dir`
 * that they make smaller; a copy that would not be smaller is not written, and the edge then sends
 * the file itself.
 * @param {string} dir
 */
export async function precompressDir(dir) {
  const result = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.has(extname(f).toLowerCase()));
  for (const file of files) {
    const source = await readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(source, { level: 9 }),
    ]);
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
    result.files += 1;
    result.bytes += source.length;
    result.brotliBytes += Math.min(br.length, source.length);
    result.gzipBytes += Math.min(gzipped.length, source.length);
  }
  return result;
}

/** Vite plugin: once the bundle is written, precompresses the whole output directory. */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  /** @type {(message: string) => void} */
  let log = () => undefined;
  return {
    name: 'tessera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const r = await precompressDir(outDir);
      const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
      log(`precompressed ${r.files} files: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`);
    },
  };
}
