import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One id per run, shared with the workers through the environment (workers inherit it).
process.env.TESSERA_E2E_RUN ??= `${Date.now()}`;
const run = process.env.TESSERA_E2E_RUN;
process.env.TESSERA_E2E_DATA_DIR ??= join(tmpdir(), `tessera-e2e-${run}`);

const PORT = Number(process.env.E2E_PORT ?? 3100);
const systemChromium = '/usr/bin/chromium';
const useSystemChromium = existsSync(systemChromium);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `./test-results/${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: useSystemChromium
          ? {
              executablePath: systemChromium,
              args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--no-first-run',
              ],
            }
          : {},
      },
    },
  ],
  webServer: {
    // The apps are built by the root test script before this runs (turbo run build).
    command: 'node start-server.mjs',
    url: `http://localhost:${PORT}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM (not Playwright's default SIGKILL) lets start-server.mjs drop the run's database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      TESSERA_SEED_DEMO: '1',
      TESSERA_DATA_DIR: process.env.TESSERA_E2E_DATA_DIR,
      TESSERA_E2E_RUN: run,
      // Every test signs up from 127.0.0.1: the run's registrations exceed one address's 20 an hour.
      REGISTER_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
