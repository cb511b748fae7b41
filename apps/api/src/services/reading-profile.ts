// The reading profile (issue 17 §3): how a person reads Tessera, kept on their account so it follows them
// into every app (the session user carries it) and into their mail (plain text only, if they ask).
// Stored as JSON on the user row; what is missing or no longer valid reads as the default.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { NotFound } from '../errors.ts';
import type { Scope } from '../scope.ts';
import { ownUser } from './visibility.ts';
import type { Queryer } from './email-preferences.ts';

export const READING_CHOICES = {
  font: ['system', 'atkinson', 'lexend'],
  text_size: [100, 125, 150, 175, 200],
  line_spacing: ['normal', 'wide', 'wider'],
  letter_spacing: ['normal', 'wide', 'wider'],
  line_length: ['narrow', 'medium', 'wide'],
  color_scheme: ['light', 'dark', 'contrast'],
  reduced_motion: ['system', 'reduce'],
} as const;

type Choices = typeof READING_CHOICES;

export type ReadingProfile = { [K in keyof Choices]: Choices[K][number] } & { keep_messages: boolean; plain_text_email: boolean };

export const DEFAULT_READING_PROFILE: Readonly<ReadingProfile> = Object.freeze({
  font: 'system',
  text_size: 100,
  line_spacing: 'normal',
  letter_spacing: 'normal',
  line_length: 'medium',
  color_scheme: 'light',
  reduced_motion: 'system',
  keep_messages: false,
  plain_text_email: false,
});

/** The stored JSON as a whole profile: each field kept when it is one of its choices, else the default. */
export function readingProfile(stored: Record<string, unknown> | null | undefined): ReadingProfile {
  const profile: ReadingProfile = { ...DEFAULT_READING_PROFILE };
  if (!stored) return profile;
  for (const key of Object.keys(READING_CHOICES) as (keyof Choices)[]) {
    const value = stored[key];
    if ((READING_CHOICES[key] as readonly unknown[]).includes(value)) (profile as Record<string, unknown>)[key] = value;
  }
  if (typeof stored.keep_messages === 'boolean') profile.keep_messages = stored.keep_messages;
  if (typeof stored.plain_text_email === 'boolean') profile.plain_text_email = stored.plain_text_email;
  return profile;
}

/** Saves the fields given (the contract has checked them) over the stored profile; the others keep their value. */
export async function updateReadingProfile(db: Db, s: Scope, input: Partial<ReadingProfile>): Promise<ReadingProfile> {
  const next = readingProfile({ ...readingProfile(s.user.readingProfile), ...input });
  const [row] = await db.update(users).set({ readingProfile: next }).where(ownUser(s)).returning({ readingProfile: users.readingProfile });
  if (!row) throw new NotFound('Not found.');
  return readingProfile(row.readingProfile);
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
