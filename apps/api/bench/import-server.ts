// The API process of the import bench (bench/imports.ts): the app as `pnpm start` runs it (its own import
// worker inside), on PGlite in a data folder or on the PostgreSQL named. It tells the bench its port over
// IPC and runs until the bench ends it; the bench samples this process's memory from outside.
import { buildApp } from '../src/app.ts';

const [dataDir, databaseUrl, memory] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: import-server.ts <dataDir> [databaseUrl|-] [memory]');
const app = await buildApp({
  dataDir,
  inMemory: memory === 'memory',
  seedDemo: true,
  logLevel: 'silent',
  jwtSecret: undefined,
  ...(databaseUrl && databaseUrl !== '-' ? { databaseUrl } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', (m) => {
  if (m === 'close') void app.close().then(() => process.exit(0));
});
