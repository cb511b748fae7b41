// Keys the instances share through the database (instance_secrets): made once by whichever instance asks
// first, then read by every instance. Each is cached per database handle.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instanceSecrets } from '../db/schema.ts';

/** What a key is read through: the database or a transaction of it. */
export type KeyReader = Pick<Db, 'select' | 'insert'>;

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/** The shared 32-byte key named `name`, made on first use. */
export function instanceKey(db: KeyReader, name: string): Promise<Buffer> {
  let named = keys.get(db);
  if (!named) {
    named = new Map();
    keys.set(db, named);
  }
  let key = named.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(instanceSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
      if (!row) throw new Error(`could not load the key ${name}`);
      return Buffer.from(row.value, 'base64url');
    })();
    named.set(name, key);
  }
  return key;
}
