// The shape every administration command shares (tenant:add, sign-in:add): parse the arguments (exit 2 with
// the reason when they are wrong), open the database the server uses (DATABASE_URL, or the embedded one in
// TESSERA_DATA_DIR) with its migrations applied, run, print what was done (exit 1 with the reason when the
// command is refused), close.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readEnv } from '../env.ts';
import { createDatabase, type Database } from './client.ts';

export interface AdminCommand<T> {
  parse: (args: string[]) => T;
  run: (database: Database, input: T) => Promise<string[]>;
  /** The error class the command refuses with: its message is for the operator; anything else is a bug. */
  refused: abstract new (...args: never[]) => Error;
}

export async function runAdminCommand<T>(command: AdminCommand<T>, argv: string[] = process.argv.slice(2)): Promise<number> {
  let input: T;
  try {
    input = command.parse(argv.filter((a) => a !== '--'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const env = readEnv();
  const database = createDatabase({ databaseUrl: env.databaseUrl, pgliteDir: join(env.dataDir, 'pglite') });
  try {
    await database.migrate();
    for (const line of await command.run(database, input)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof command.refused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** True when this module is the script node was started with (not imported by a test). */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(resolve(script)).href;
}
