import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { startServer } from './server.ts';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function health(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/v1/health', headers: { host: 'localhost' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('startServer', () => {
  it('listens on the PORT of the environment', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-port-'));
    const port = await freePort();
    expect(port).not.toBe(3000);
    // The embedded database in a fresh folder, whatever DATABASE_URL the tests run with.
    const app = await startServer(readEnv({ PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      expect((app.server.address() as AddressInfo).port).toBe(port);
      expect(await health(port)).toEqual({ status: 200, body: '{"status":"ok"}' });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
