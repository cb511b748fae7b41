// The reading profile (issue 17 §3): how a person reads Tessera, kept on their account so it follows them
// into every app (the session user carries it) and into their mail (plain text only, if they ask).
// Stored as JSON on the user row; what is missing or no longer valid reads as the default. The choices and
// the defaults are the contract's (@tessera/contract/reading-profile).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { NotFound } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { ownUser } from './visibility.ts';
import type { Queryer } from './email-preferences.ts';
import { toReadingProfile, type ReadingProfile } from '@tessera/contract/reading-profile';

/** Saves the fields given (the contract has checked them) over the stored profile; the others keep their value. */
export async function updateReadingProfile(db: Db, s: Scope, input: Partial<ReadingProfile>): Promise<ReadingProfile> {
  const next = toReadingProfile({ ...toReadingProfile(s.user.readingProfile), ...input });
  const [row] = await db.update(users).set({ readingProfile: next }).where(ownUser(s)).returning({ readingProfile: users.readingProfile });
  if (!row) throw new NotFound('Not found.');
  return toReadingProfile(row.readingProfile);
}

/** The addresses (lower case) among `emails` whose account asked for plain-text mail only (no account: the usual HTML and text). */
export async function plainTextMailTo(db: Queryer, tenantId: number, emails: string[]): Promise<Set<string>> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (lower.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(sql`lower(${users.email})`, lower),
        sql`(${users.readingProfile} ->> 'plain_text_email')::boolean`,
      ),
    );
  return new Set(rows.map((r) => r.email));
}
