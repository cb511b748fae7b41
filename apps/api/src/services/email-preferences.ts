// Email preferences and one-click unsubscribe (issue 16, DECISIONS 21, RFC 8058). Every mail carries a
// signed link (added once, by the mail queue's sendMail): List-Unsubscribe points at POST
// /api/v1/email/unsubscribe (a mail client's one click turns that kind off), and the footer link opens
// /unsubscribeConfirm, where the person chooses which kinds they still get. Account and security mail
// (kind 'account': verification, password reset, invitations) always goes: its one click turns off every
// kind that can be turned off, and its footer leads to the same page.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { EMAIL_KINDS, emailPreferences, type EmailKind } from '../db/schema.ts';
import { link, renderMail, type MailContent } from '../mail/compose.ts';
import { mailT } from '../mail/i18n.ts';
import { instanceKey } from './instance-keys.ts';
import type { Mail } from './mailer.ts';

/**
 * What the preferences are read and written through: the database, or the transaction of the change that
 * sends a mail (PGlite has one connection: a query outside an open transaction would wait for it).
 */
export type Queryer = Pick<Db, 'select' | 'insert'>;

/** The instance's unsubscribe signing key, made once and shared by every instance through the database. */
const unsubscribeKey = (db: Queryer): Promise<Buffer> => instanceKey(db, 'unsubscribe_key');

/** The kinds of mail the product sends: those a person can turn off, and account and security mail. */
export const MAIL_KINDS = [...EMAIL_KINDS, 'account'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface UnsubscribeClaims {
  tenantId: number;
  email: string;
  kind: MailKind;
}

/** A token naming the tenant, the address and the kind of mail it came with; it does not expire. */
export async function signUnsubscribe(db: Queryer, claims: UnsubscribeClaims): Promise<string> {
  const payload = Buffer.from(JSON.stringify([claims.tenantId, claims.email.toLowerCase(), claims.kind])).toString('base64url');
  const mac = createHmac('sha256', await unsubscribeKey(db))
    .update(payload)
    .digest('base64url');
  return `${payload}.${mac}`;
}

export async function verifyUnsubscribe(db: Queryer, token: string): Promise<UnsubscribeClaims | null> {
  const [payload, mac] = token.split('.');
  if (!payload || !mac || token.split('.').length !== 2) return null;
  const want = createHmac('sha256', await unsubscribeKey(db))
    .update(payload)
    .digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const [tenantId, email, kind] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [number, string, MailKind];
    if (!Number.isInteger(tenantId) || typeof email !== 'string' || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
    return { tenantId, email, kind };
  } catch {
    return null;
  }
}

export async function unsubscribedKinds(db: Queryer, tenantId: number, email: string): Promise<EmailKind[]> {
  const [row] = await db
    .select()
    .from(emailPreferences)
    .where(and(eq(emailPreferences.tenantId, tenantId), eq(emailPreferences.email, email.toLowerCase())));
  return row?.unsubscribed ?? [];
}

export async function setUnsubscribed(db: Queryer, tenantId: number, email: string, kinds: EmailKind[]): Promise<EmailKind[]> {
  const clean = EMAIL_KINDS.filter((k) => kinds.includes(k));
  await db
    .insert(emailPreferences)
    .values({ tenantId, email: email.toLowerCase(), unsubscribed: clean })
    .onConflictDoUpdate({
      target: [emailPreferences.tenantId, emailPreferences.email],
      set: { unsubscribed: clean, updatedAt: sql`now()` },
    });
  return clean;
}

/**
 * The one-click POST: turns the token's kind off, keeping the others as they were. Account mail cannot be
 * turned off, so its one click turns off every kind that can (the person asked this sender for less mail).
 */
export async function unsubscribeFrom(db: Queryer, claims: UnsubscribeClaims): Promise<EmailKind[]> {
  if (claims.kind === 'account') return setUnsubscribed(db, claims.tenantId, claims.email, [...EMAIL_KINDS]);
  const now = await unsubscribedKinds(db, claims.tenantId, claims.email);
  return setUnsubscribed(db, claims.tenantId, claims.email, [...now, claims.kind]);
}

/** Whether a mail of `kind` may go to the address; account and security mail always may. */
export async function wantsMail(db: Queryer, tenantId: number, email: string, kind: MailKind): Promise<boolean> {
  if (kind === 'account') return true;
  return !(await unsubscribedKinds(db, tenantId, email)).includes(kind);
}

/**
 * A mail ready to send: its one-click unsubscribe headers and a footer link to the preferences page, in the
 * mail's language (account mail's footer says it always goes). jobs/mail.ts adds them to every mail.
 */
export async function renderWithUnsubscribe(
  db: Queryer,
  content: MailContent,
  input: { tenantId: number; origin: string; kind: MailKind },
): Promise<Mail> {
  const token = await signUnsubscribe(db, { tenantId: input.tenantId, email: content.to, kind: input.kind });
  const oneClick = `${input.origin}/api/v1/email/unsubscribe?token=${token}`;
  const page = `${input.origin}/unsubscribeConfirm?token=${token}`;
  const t = mailT(content.lang);
  const footer = link(page, input.kind === 'account' ? t('mail:footer.account') : t('mail:footer.choose'));
  return renderMail(content, [footer], { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
}
