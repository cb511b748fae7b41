import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, User } from '../context.ts';
import { oneTimeTokens, users } from '../db/schema.ts';
import { HttpError, detail, fieldError, throttled } from '../errors.ts';
import { notify } from './notifications.ts';
import { verifyOidcSignIn, type OidcProvider } from './oidc.ts';
import { dummyPasswordHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { blockedFor, clear, limits, record } from './rate-limit.ts';
import type { Tenant } from './tenants.ts';
import { randomToken, sha256 } from './tokens.ts';

/** hiring_manager: the role of an employer who signed up on their own. */
export const EMPLOYER_ROLE_ID = 1;

export const BAD_CREDENTIALS = 'No active account found with the given credentials';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(ctx: AppContext, tenantId: number, email: string): Promise<User | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${normalizeEmail(email)}`));
  return user;
}

export async function findUserById(ctx: AppContext, tenantId: number, id: number): Promise<User | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return user;
}

function ensureMaySignIn(user: User): void {
  if (user.approvalStatus === 'pending')
    throw detail(401, 'Your account is awaiting approval. You can sign in once an administrator approves it.');
  if (user.approvalStatus === 'rejected' || !user.isActive) throw detail(401, 'This account is disabled. Please contact support.');
}

export async function signIn(ctx: AppContext, tenant: Tenant, username: string, password: string, address: string): Promise<User> {
  const account = normalizeEmail(username);
  const wait =
    (await blockedFor(ctx.db, tenant.id, limits.signInAccount, account)) ??
    (await blockedFor(ctx.db, tenant.id, limits.signInAddress, address));
  if (wait !== null)
    throw detail(429, `Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`);
  const user = await findUserByEmail(ctx, tenant.id, account);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !ok) {
    await record(ctx.db, tenant.id, limits.signInAccount, account);
    await record(ctx.db, tenant.id, limits.signInAddress, address);
    throw new HttpError(400, { non_field_errors: [BAD_CREDENTIALS] });
  }
  ensureMaySignIn(user);
  await clear(ctx.db, tenant.id, limits.signInAccount, account);
  return user;
}

export function userMaySignIn(user: User): void {
  ensureMaySignIn(user);
}

async function issueOneTimeToken(ctx: AppContext, user: User, purpose: 'verify_email' | 'reset_password', ttlMs: number): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insert(oneTimeTokens)
    .values({ tokenHash: sha256(token), tenantId: user.tenantId, userId: user.id, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

export async function sendVerificationMail(ctx: AppContext, user: User, tenant: Tenant, origin: string): Promise<void> {
  const token = await issueOneTimeToken(ctx, user, 'verify_email', 24 * 60 * 60_000);
  const link = `${origin}/verifyEmail?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Confirm your email address for ${tenant.name}`,
    text: `Hello ${user.firstName},\n\nConfirm your email address by opening this link (valid for 24 hours):\n${link}\n\nIf you did not create an account, ignore this mail.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Confirm your email address by opening this link (valid for 24 hours):</p><p><a href="${link}">${link}</a></p><p>If you did not create an account, ignore this mail.</p>`,
    links: [link],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RegisterInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_type: 'candidate' | 'employer';
}

export async function register(ctx: AppContext, tenant: Tenant, input: RegisterInput, address: string, origin: string): Promise<User> {
  const wait = await blockedFor(ctx.db, tenant.id, limits.register, address);
  if (wait !== null) throw throttled(wait, 'registrations from this address');
  const email = normalizeEmail(input.email);
  const errors: Record<string, string[]> = {};
  if (!EMAIL_RE.test(email)) errors.email = ['Enter a valid email address.'];
  else if (await findUserByEmail(ctx, tenant.id, email)) errors.email = ['A user with this email already exists.'];
  if (input.first_name.trim() === '') errors.first_name = ['This field may not be blank.'];
  if (input.last_name.trim() === '') errors.last_name = ['This field may not be blank.'];
  const problems = passwordProblems(input.password, email);
  if (problems.length > 0) errors.password = problems;
  if (Object.keys(errors).length > 0) throw new HttpError(400, { status: 400, message: 'Registration failed.', data: errors });
  await record(ctx.db, tenant.id, limits.register, address);
  const candidate = input.user_type === 'candidate';
  // A self-registered employer is a hiring manager, never an admin (role_id null on staff means admin,
  // DECISIONS 5), and stays pending (no sign-in, no staff access) until approved.
  const rows = await ctx.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      isUser: candidate,
      roleId: candidate ? null : EMPLOYER_ROLE_ID,
      approvalStatus: candidate ? 'approved' : 'pending',
      emailVerified: false,
    })
    .onConflictDoNothing()
    .returning();
  const user = rows[0];
  if (!user)
    throw new HttpError(400, { status: 400, message: 'Registration failed.', data: { email: ['A user with this email already exists.'] } });
  await sendVerificationMail(ctx, user, tenant, origin);
  return user;
}

export async function checkEmail(ctx: AppContext, tenant: Tenant, email: string, address: string): Promise<boolean> {
  const wait = await blockedFor(ctx.db, tenant.id, limits.checkEmail, address);
  if (wait !== null) throw throttled(wait, 'email checks');
  await record(ctx.db, tenant.id, limits.checkEmail, address);
  return (await findUserByEmail(ctx, tenant.id, email)) !== undefined;
}

/** Marks a one-time token used and returns its user, or throws 400 {token:[...]} (unknown, used or expired). */
async function consume(ctx: AppContext, tenantId: number, token: string, purpose: 'verify_email' | 'reset_password'): Promise<User> {
  const hash = sha256(token);
  const [row] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hash), eq(oneTimeTokens.tenantId, tenantId), eq(oneTimeTokens.purpose, purpose)));
  if (!row) throw fieldError('token', 'This link is invalid.');
  if (row.usedAt) throw fieldError('token', 'This link has already been used.');
  if (row.expiresAt.getTime() < Date.now()) throw fieldError('token', 'This link has expired.');
  const used = await ctx.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.tokenHash, hash), isNull(oneTimeTokens.usedAt)))
    .returning();
  if (used.length === 0) throw fieldError('token', 'This link has already been used.');
  const user = await findUserById(ctx, tenantId, row.userId);
  if (!user) throw fieldError('token', 'This link is invalid.');
  return user;
}

export async function verifyEmail(ctx: AppContext, tenant: Tenant, token: string): Promise<void> {
  const user = await consume(ctx, tenant.id, token, 'verify_email');
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
}

export async function resendVerification(ctx: AppContext, tenant: Tenant, user: User, origin: string): Promise<void> {
  const key = String(user.id);
  const wait = await blockedFor(ctx.db, tenant.id, limits.verifyResend, key);
  if (wait !== null) throw throttled(wait, 'verification emails');
  await record(ctx.db, tenant.id, limits.verifyResend, key);
  if (!user.emailVerified) await sendVerificationMail(ctx, user, tenant, origin);
}

export async function requestPasswordReset(ctx: AppContext, tenant: Tenant, email: string, address: string, origin: string): Promise<void> {
  const account = normalizeEmail(email);
  const wait =
    (await blockedFor(ctx.db, tenant.id, limits.passwordResetAddress, address)) ??
    (await blockedFor(ctx.db, tenant.id, limits.passwordResetAccount, account));
  if (wait !== null) throw throttled(wait, 'password reset requests');
  await record(ctx.db, tenant.id, limits.passwordResetAddress, address);
  await record(ctx.db, tenant.id, limits.passwordResetAccount, account);
  const user = await findUserByEmail(ctx, tenant.id, account);
  if (!user || !user.isActive) return;
  const token = await issueOneTimeToken(ctx, user, 'reset_password', 60 * 60_000);
  const link = `${origin}/confirmPasswordReset?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${tenant.name} password`,
    text: `Hello ${user.firstName},\n\nChoose a new password by opening this link (valid for 1 hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays the same.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Choose a new password by opening this link (valid for 1 hour, usable once):</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this mail; your password stays the same.</p>`,
    links: [link],
  });
}

export async function confirmPasswordReset(ctx: AppContext, tenant: Tenant, token: string, password: string): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.tenantId, tenant.id)));
  if (row && !row.usedAt && row.expiresAt.getTime() >= Date.now()) {
    const owner = await findUserById(ctx, tenant.id, row.userId);
    const problems = passwordProblems(password, owner?.email ?? '');
    if (problems.length > 0) throw new HttpError(400, { password: problems });
  }
  const user = await consume(ctx, tenant.id, token, 'reset_password');
  const passwordHash = await hashPassword(password);
  // The new password and the notification telling the owner about it are written together.
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, user.id));
    await notify(tx, { tenantId: tenant.id, userId: user.id, modelType: 'change_password', messageKey: 'password_changed' });
  });
  await ctx.tokens.revokeAllForUser(tenant.id, user.id);
}

/** The tenant's Google (OpenID Connect) provider: its own settings, else the server's; null when off. */
export function googleProvider(ctx: AppContext, tenant: Tenant): OidcProvider | null {
  const own = tenant.authConfig.google;
  const issuer = own ? own.issuer : ctx.oidc.issuer;
  const clientId = own ? own.client_id : ctx.oidc.clientId;
  return issuer && clientId ? { issuer, clientId } : null;
}

/** Signs in (or registers a job seeker) with tokens the configured provider issued to our client. */
export async function googleLogin(
  ctx: AppContext,
  tenant: Tenant,
  tokens: { accessToken: string; idToken?: string | undefined },
): Promise<User> {
  const provider = googleProvider(ctx, tenant);
  if (!provider) throw detail(400, 'Google sign-in is not configured for this site.');
  const info = await verifyOidcSignIn(provider, tokens, ctx.log);
  if (typeof info.email !== 'string' || info.email_verified !== true)
    throw detail(401, 'The Google account has no verified email address.');
  const existing = await findUserByEmail(ctx, tenant.id, info.email);
  if (existing) {
    ensureMaySignIn(existing);
    if (!existing.emailVerified) await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
    return existing;
  }
  const [created] = await ctx.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: normalizeEmail(info.email),
      passwordHash: null,
      firstName: typeof info.given_name === 'string' ? info.given_name : typeof info.name === 'string' ? info.name : '',
      lastName: typeof info.family_name === 'string' ? info.family_name : '',
      isUser: true,
      emailVerified: true,
      userImage: typeof info.picture === 'string' ? info.picture : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A first sign-in of the same person in another tab or instance created the account meanwhile.
  const raced = await findUserByEmail(ctx, tenant.id, info.email);
  if (!raced) throw detail(401, 'The Google sign-in could not be completed.');
  ensureMaySignIn(raced);
  return raced;
}
