// Rough latency figures of a few calls on an in-memory database: `pnpm --filter @tessera/api bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
const app = await buildApp({ dataDir, inMemory: true, seedDemo: true, logLevel: 'warn' });
await app.listen({ port: 0, host: 'localhost' });
const base = `http://localhost:${(app.server.address() as AddressInfo).port}`;

async function measure(name: string, runs: number, call: () => Promise<Response>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number): string => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
  console.log(`${name.padEnd(30)} runs ${String(runs).padStart(4)}  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms`);
}

const json = { 'content-type': 'application/json' };
const signIn = (): Promise<Response> => fetch(`${base}/api/v1/token`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin@demo.test', password: 'demo-Password-1' }) });
try {
  await measure('GET /api/v1/health', 200, () => fetch(`${base}/api/v1/health`));
  await measure('GET /api/v1/tenant/theme', 200, () => fetch(`${base}/api/v1/tenant/theme`));
  await measure('POST /api/v1/token (argon2id)', 20, signIn);
  const { access } = (await (await signIn()).json()) as { access: string };
  await measure('GET /api/v1/user/session', 200, () => fetch(`${base}/api/v1/user/session`, { headers: { authorization: `Bearer ${access}` } }));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
