import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, User } from '../context.ts';
import { oneTimeTokens, organisations, users, type OrganisationKind } from '../db/schema.ts';
import { BadRequest, Unauthorized, Throttled, ValidationError, fieldError, nonFieldError, throttled } from '../errors.ts';
import { notify } from './notifications.ts';
import { verifyOidcSignIn, type OidcIdentity, type OidcProvider } from './oidc.ts';
import { dummyPasswordHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { clear, limits, release, take } from './rate-limit.ts';
import type { Tenant } from './tenants.ts';
import { sendMail, type MailSite } from '../jobs/mail.ts';
import { resetPasswordMail, verifyEmailMail } from '../mail/messages.ts';
import type { Tx } from '../jobs/queue.ts';
import { randomToken, sha256 } from './tokens.ts';
import { acceptLegal, currentLegalVersions } from './site-pages.ts';
import { endUserSessions } from './session-end.ts';
import { announceSignup, issueStatusToken, organisationRefusal } from './approvals.ts';
import { recordAudit } from './audit.ts';

/** hiring_manager: the role of an employer (or corporate partner) who signed up on their own. */
export const EMPLOYER_ROLE_ID = 1;
/** recruiter: the role of a skilling or non-profit partner who signed up on their own. */
export const PARTNER_ROLE_ID = 2;

export type OrganisationUserType = 'employer' | 'corporate_partner' | 'skilling_partner' | 'nonprofit_partner';
const FIRST_USER_ROLE: Record<OrganisationKind, number> = {
  employer: EMPLOYER_ROLE_ID,
  corporate_partner: EMPLOYER_ROLE_ID,
  skilling_partner: PARTNER_ROLE_ID,
  nonprofit_partner: PARTNER_ROLE_ID,
};

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

export function ensureMaySignIn(user: User): void {
  if (user.approvalStatus === 'pending')
    throw new Unauthorized('Your account is awaiting approval. You can sign in once an administrator approves it.');
  if (user.approvalStatus === 'rejected' || !user.isActive) throw new Unauthorized('This account is disabled. Please contact support.');
}

/** Refuses (401, a message saying why) a user whose organisation is pending, rejected or suspended. */
async function ensureOrganisationMaySignIn(ctx: AppContext, user: User): Promise<void> {
  const refusal = await organisationRefusal(ctx.db, user);
  if (refusal !== null) throw new Unauthorized(refusal);
}

export async function signIn(ctx: AppContext, tenant: Tenant, username: string, password: string, address: string): Promise<User> {
  const account = normalizeEmail(username);
  // Every attempt is audited (issue 14): the signed-in user, or a refusal with its reason and the account
  // it named when that account exists (never the typed name itself, which may be a mistyped password).
  const audit = (user: User | undefined, ok: boolean, reason?: string) =>
    recordAudit(ctx.db, {
      tenantId: tenant.id,
      actorUserId: ok && user ? user.id : null,
      action: ok ? 'auth.sign_in' : 'auth.sign_in_failed',
      targetType: 'user',
      targetId: user?.id ?? null,
      organisationId: user?.organisationId ?? null,
      details: ok ? { method: 'password' } : { reason },
      ipAddress: address,
    });
  // Every attempt holds a place in both allowances while the password is checked, so parallel guesses
  // cannot all pass; a right password gives them back (only failures count).
  const { wait, tickets } = await take(ctx.db, tenant.id, [limits.signInAccount, account], [limits.signInAddress, address]);
  if (wait !== null) {
    await audit(undefined, false, 'throttled');
    throw new Throttled(`Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`);
  }
  const user = await findUserByEmail(ctx, tenant.id, account);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !ok) {
    await audit(user ?? undefined, false, user ? 'wrong_password' : 'unknown_account');
    throw nonFieldError(BAD_CREDENTIALS);
  }
  await release(ctx.db, tickets);
  try {
    await ensureOrganisationMaySignIn(ctx, user);
    ensureMaySignIn(user);
  } catch (error) {
    await audit(user, false, 'not_allowed');
    throw error;
  }
  await clear(ctx.db, tenant.id, limits.signInAccount, account);
  await audit(user, true);
  return user;
}

export async function userMaySignIn(ctx: AppContext, user: User): Promise<void> {
  await ensureOrganisationMaySignIn(ctx, user);
  ensureMaySignIn(user);
}

async function issueOneTimeToken(db: Tx, user: User, purpose: 'verify_email' | 'reset_password', ttlMs: number): Promise<string> {
  const token = randomToken();
  await db
    .insert(oneTimeTokens)
    .values({ tokenHash: sha256(token), tenantId: user.tenantId, userId: user.id, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Issues a verification link and queues its mail, both in `tx` (the mail leaves once it commits). */
async function sendVerificationMail(ctx: AppContext, tx: Tx, user: User, tenant: Tenant, site: MailSite): Promise<void> {
  const token = await issueOneTimeToken(tx, user, 'verify_email', 24 * 60 * 60_000);
  const link = `${site.origin}/verifyEmail?token=${token}`;
  await sendMail(
    ctx.jobs,
    tx,
    verifyEmailMail({ to: user.email, lang: user.language ?? site.lang, name: user.firstName, tenant: tenant.name, link }),
    { tenantId: tenant.id, origin: site.origin, kind: 'account' },
  );
}

export interface RegisterInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_type: 'candidate' | OrganisationUserType;
  accept_terms?: 'true';
  organisation_name?: string;
  website?: string;
  phone?: string;
}

export interface Registered {
  user: User;
  /** An organisation's sign-up: the token of its status page. */
  statusToken: string | null;
}

export async function register(
  ctx: AppContext,
  tenant: Tenant,
  input: RegisterInput,
  address: string,
  site: MailSite,
): Promise<Registered> {
  const { wait, tickets } = await take(ctx.db, tenant.id, [limits.register, address]);
  if (wait !== null) throw throttled(wait, 'registrations from this address');
  try {
    return await createAccount(ctx, tenant, input, site);
  } catch (error) {
    // A registration sent back (errors in the form, an address already taken) does not count.
    await release(ctx.db, tickets);
    throw error;
  }
}

const ORGANISATION_TAKEN = 'An organisation with this name already exists.';

async function organisationNameTaken(ctx: AppContext, tenantId: number, name: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), sql`lower(${organisations.name}) = ${name.toLowerCase()}`));
  return row !== undefined;
}

async function createAccount(ctx: AppContext, tenant: Tenant, input: RegisterInput, site: MailSite): Promise<Registered> {
  const email = normalizeEmail(input.email);
  const errors: Record<string, string[]> = {};
  const kind: OrganisationKind | null = input.user_type === 'candidate' ? null : input.user_type;
  const organisationName = (input.organisation_name ?? '').trim().replace(/\s+/g, ' ');
  if (kind !== null) {
    if (organisationName === '') errors.organisation_name = ['This field may not be blank.'];
    else if (await organisationNameTaken(ctx, tenant.id, organisationName)) errors.organisation_name = [ORGANISATION_TAKEN];
  }
  if (!EMAIL_RE.test(email)) errors.email = ['Enter a valid email address.'];
  else if (await findUserByEmail(ctx, tenant.id, email)) errors.email = ['A user with this email already exists.'];
  if (input.first_name.trim() === '') errors.first_name = ['This field may not be blank.'];
  if (input.last_name.trim() === '') errors.last_name = ['This field may not be blank.'];
  const problems = passwordProblems(input.password, email);
  if (problems.length > 0) errors.password = problems;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const candidate = kind === null;
  const passwordHash = await hashPassword(input.password);
  // An organisation signs up pending with its first user, its organisation admin: a hiring manager for an
  // employer or corporate partner, a recruiter for a skilling or non-profit partner, never an admin (role_id
  // null on staff means admin, DECISIONS 5). Neither can sign in until program staff approve it.
  // The organisation, the account, its verification link, the staff's notifications and the mails are
  // stored together or not at all.
  return ctx.jobs.transaction(ctx.db, async (tx) => {
    let organisation = null;
    if (kind !== null) {
      const created = await tx
        .insert(organisations)
        .values({
          tenantId: tenant.id,
          kind,
          status: 'pending',
          name: organisationName,
          website: (input.website ?? '').trim(),
          contactName: `${input.first_name.trim()} ${input.last_name.trim()}`,
          contactEmail: email,
          contactPhone: (input.phone ?? '').trim(),
        })
        .onConflictDoNothing()
        .returning();
      organisation = created[0];
      if (!organisation) throw new ValidationError({ organisation_name: [ORGANISATION_TAKEN] });
    }
    const rows = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        passwordHash,
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        isUser: candidate,
        roleId: kind === null ? null : FIRST_USER_ROLE[kind],
        organisationId: organisation?.id ?? null,
        approvalStatus: candidate ? 'approved' : 'pending',
        emailVerified: false,
      })
      .onConflictDoNothing()
      .returning();
    const user = rows[0];
    if (!user) throw new ValidationError({ email: ['A user with this email already exists.'] });
    // A job seeker who ticked the box accepts the current terms and privacy policy (issue 16).
    if (candidate && input.accept_terms === 'true') {
      const current = await currentLegalVersions(tx, tenant.id);
      await acceptLegal(tx, tenant.id, user.id, {
        'terms-of-service': current['terms-of-service'].version,
        'privacy-policy': current['privacy-policy'].version,
      });
    }
    await sendVerificationMail(ctx, tx, user, tenant, site);
    if (!organisation) return { user, statusToken: null };
    await announceSignup(ctx, tx, tenant, organisation, site.origin);
    return { user, statusToken: await issueStatusToken(tx, tenant.id, user.id, organisation.id) };
  });
}

export async function checkEmail(ctx: AppContext, tenant: Tenant, email: string, address: string): Promise<boolean> {
  const { wait } = await take(ctx.db, tenant.id, [limits.checkEmail, address]);
  if (wait !== null) throw throttled(wait, 'email checks');
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

export async function resendVerification(ctx: AppContext, tenant: Tenant, user: User, site: MailSite): Promise<void> {
  const key = String(user.id);
  const { wait } = await take(ctx.db, tenant.id, [limits.verifyResend, key]);
  if (wait !== null) throw throttled(wait, 'verification emails');
  if (!user.emailVerified) await ctx.jobs.transaction(ctx.db, (tx) => sendVerificationMail(ctx, tx, user, tenant, site));
}

export async function requestPasswordReset(ctx: AppContext, tenant: Tenant, email: string, address: string, site: MailSite): Promise<void> {
  const account = normalizeEmail(email);
  const { wait } = await take(ctx.db, tenant.id, [limits.passwordResetAddress, address], [limits.passwordResetAccount, account]);
  if (wait !== null) throw throttled(wait, 'password reset requests');
  const user = await findUserByEmail(ctx, tenant.id, account);
  if (!user || !user.isActive) return;
  await ctx.jobs.transaction(ctx.db, async (tx) => {
    const token = await issueOneTimeToken(tx, user, 'reset_password', 60 * 60_000);
    const link = `${site.origin}/confirmPasswordReset?token=${token}`;
    await sendMail(
      ctx.jobs,
      tx,
      resetPasswordMail({ to: user.email, lang: user.language ?? site.lang, name: user.firstName, tenant: tenant.name, link }),
      { tenantId: tenant.id, origin: site.origin, kind: 'account' },
    );
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
    if (problems.length > 0) throw new ValidationError({ password: problems });
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
  if (!provider) throw new BadRequest('Google sign-in is not configured for this site.');
  const info = await verifyOidcSignIn(provider, tokens, ctx.log);
  if (typeof info.email !== 'string' || info.email_verified !== true)
    throw new Unauthorized('The Google account has no verified email address.');
  return signInOrRegisterSeeker(ctx, tenant, info as OidcIdentity & { email: string }, 'Google');
}

/**
 * The account of a person a provider vouches for (verified email): signed in when it exists, else created
 * as a verified job seeker with the provider's name and picture.
 */
export async function signInOrRegisterSeeker(
  ctx: AppContext,
  tenant: Tenant,
  info: OidcIdentity & { email: string },
  providerName: string,
): Promise<User> {
  const existing = await findUserByEmail(ctx, tenant.id, info.email);
  if (existing) {
    await ensureOrganisationMaySignIn(ctx, existing);
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
  if (!raced) throw new Unauthorized(`The ${providerName} sign-in could not be completed.`);
  await ensureOrganisationMaySignIn(ctx, raced);
  ensureMaySignIn(raced);
  return raced;
}

/**
 * /setpassword: the signed-in user changes their own password. Wrong current passwords count against a
 * small allowance per account (a stolen session cannot guess the password at length); the user's other
 * sessions end at once, the asking one (`sid`) stays.
 */
export async function changePassword(
  ctx: AppContext,
  tenant: Tenant,
  user: User,
  sid: string,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const { wait, tickets } = await take(ctx.db, tenant.id, [limits.passwordChange, String(user.id)]);
  if (wait !== null) throw throttled(wait, 'password attempts');
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, input.current_password) : false;
  if (!ok)
    throw fieldError(
      'current_password',
      user.passwordHash ? 'Your current password is not correct.' : 'This account has no password yet: set one with “Forgot password?”.',
    );
  await release(ctx.db, tickets);
  const problems = passwordProblems(input.new_password, user.email);
  if (input.new_password === input.current_password) problems.push('Choose a password different from the current one.');
  if (problems.length > 0) throw new ValidationError({ new_password: problems });
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, user.id)));
    await notify(tx, { tenantId: tenant.id, userId: user.id, modelType: 'change_password', messageKey: 'password_changed' });
    await endUserSessions(tx, tenant.id, user.id, sid);
  });
}
