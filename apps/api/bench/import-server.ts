// The API process of the import bench (bench/imports.ts): the app as `pnpm start` runs it (its own import
// worker inside), on PGlite in a data folder or on the PostgreSQL named. It tells the bench its port over
// IPC and runs until the bench ends it; the bench samples this process's memory from outside.
//
// Mode `bare`: PGlite alone (an empty database in the data folder, with the pg_trgm extension the app
// loads, asked SELECT 1) and no app, so the bench can tell PGlite's own memory from the import's.
// With `count`, every statement sent to PostgreSQL is counted (pg's Client.query) and the bench may ask
// for the count ('queries'). Asked 'memory', it answers process.memoryUsage() and the size of PGlite's
// WebAssembly memory, so the bench can tell what holds the resident set.
import pg from 'pg';

const [dataDir, databaseUrl, memory, count] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: import-server.ts <dataDir> [databaseUrl|-] [memory|disk|bare] [count]');
let queries = 0;
if (count === 'count') {
  const proto = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    queries += 1;
    return query.apply(this, args);
  };
}
let close: () => Promise<unknown>;
/** The WebAssembly memory of PGlite (its whole database server's heap: shared buffers, caches, work memory), in bytes. */
let pgliteHeap = (): number => 0;
const wasmHeap = (client: unknown) => () => (client as { mod?: { HEAP8?: { length: number } } }).mod?.HEAP8?.length ?? 0;
if (memory === 'bare') {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.query('SELECT 1');
  pgliteHeap = wasmHeap(client);
  process.send?.({ port: 0 });
  close = () => client.close();
} else {
  const { buildApp } = await import('../src/app.ts');
  const app = await buildApp({
    dataDir,
    inMemory: memory === 'memory',
    seedDemo: true,
    logLevel: 'silent',
    jwtSecret: undefined,
    ...(databaseUrl && databaseUrl !== '-' ? { databaseUrl } : {}),
  });
  if (app.database.pglite) pgliteHeap = wasmHeap(app.database.pglite);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  close = () => app.close();
}
process.on('message', (m) => {
  if (m === 'queries') process.send?.({ queries });
  if (m === 'memory') process.send?.({ memory: { ...process.memoryUsage(), pgliteHeap: pgliteHeap() } });
  if (m === 'close') void close().then(() => process.exit(0));
});
