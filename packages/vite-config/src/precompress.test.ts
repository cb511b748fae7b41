import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy beside every text file they make smaller, in every folder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const text = ${JSON.stringify('tessera '.repeat(500))};`;
    const html = `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(50)}`;
    writeFileSync(join(dir, 'assets', 'main-Ab12Cd34.js'), js);
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const result = await precompressDir(dir);

    expect(result.files).toBe(2);
    const main = join(dir, 'assets', 'main-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${main}.gz`)).toString()).toBe(js);
    expect(statSync(`${main}.br`).size).toBeLessThan(js.length / 10);
    expect(statSync(`${main}.br`).mtimeMs).toBeGreaterThanOrEqual(statSync(main).mtimeMs);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(html);
    // Too small to gain, and images are compressed already.
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
  });
});
