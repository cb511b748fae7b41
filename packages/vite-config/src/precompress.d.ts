import type { Plugin } from 'vite';

export declare const COMPRESSIBLE: Set<string>;
export declare const MIN_BYTES: number;
export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}
/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` that they make smaller. */
export declare function precompressDir(dir: string): Promise<PrecompressResult>;
/** Vite plugin: once the bundle is written, precompresses the whole output directory. */
export declare function precompress(): Plugin;
