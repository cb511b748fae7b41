// Keys the instances share through the database (instance_secrets): made once by whichever instance asks
// first, then read by every instance. Each is cached per database (a handle and its transactions share it).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instanceSecrets } from '../db/schema.ts';

/** What a key is read through: the database or a transaction of it. */
export type KeyReader = Pick<Db, 'select' | 'insert'>;

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * Keys read from the database are kept per Drizzle dialect object: one per database handle, shared by the
 * transactions of that handle, so a key read in one mail's transaction serves the next. A key made in a
 * transaction is kept only for that transaction until another one reads it (the transaction might roll back).
 */
const sharedOwner = (db: KeyReader): object => (db as unknown as { dialect?: object }).dialect ?? db;

function cacheOf(owner: object): Map<string, Promise<Buffer>> {
  let named = keys.get(owner);
  if (!named) {
    named = new Map();
    keys.set(owner, named);
  }
  return named;
}

/** Reads the key `name`, making it when missing; `existed`: it was there (committed) before. */
async function load(db: KeyReader, name: string): Promise<{ key: Buffer; existed: boolean }> {
  const made = await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ name: instanceSecrets.name });
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`could not load the key ${name}`);
  return { key: Buffer.from(row.value, 'base64url'), existed: made.length === 0 };
}

/** The shared 32-byte key named `name`, made on first use. */
export function instanceKey(db: KeyReader, name: string): Promise<Buffer> {
  const shared = cacheOf(sharedOwner(db));
  const own = cacheOf(db);
  const known = shared.get(name) ?? own.get(name);
  if (known) return known;
  const reading = load(db, name);
  const key = reading.then((r) => r.key);
  own.set(name, key);
  // One that was there already is committed: every transaction of the database may use it.
  reading.then(
    (r) => {
      if (r.existed) shared.set(name, key);
    },
    () => own.delete(name),
  );
  return key;
}
