import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
    // One worker: PGlite's WebAssembly is compiled once and reused by every test file.
    maxWorkers: 1,
  },
});
