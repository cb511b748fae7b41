import { readEnv } from '../env.ts';
import { createDatabase } from './client.ts';
import { localFileStore } from '../services/file-store.ts';
import { seedDemo } from './seed.ts';
import { join } from 'node:path';

const env = readEnv();
const database = createDatabase({ databaseUrl: env.databaseUrl, pgliteDir: join(env.dataDir, 'pglite') });
await database.migrate();
await seedDemo(database.db, localFileStore(join(env.dataDir, 'files')));
await database.close();
console.log(`demo data seeded (${database.kind})`);
