import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import type { Tx } from '../jobs/queue.ts';
import { authSessions, instanceSecrets, refreshTokens, type users } from '../db/schema.ts';

export const ACCESS_TTL_S = 60 * 60;
export const REFRESH_TTL_S = 14 * 24 * 60 * 60;
/** The hard end of an impersonation (DECISIONS 30): 30 minutes after it starts, never extended. */
export const IMPERSONATION_TTL_S = 30 * 60;

/** Milliseconds since the epoch; the app's clock (tests set their own to move time without waiting). */
export type Clock = () => number;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The HS256 key: JWT_SECRET, else one generated once and stored so every instance shares it. */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(instanceSecrets)
    .values({ name: 'jwt_signing_key', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'jwt_signing_key'));
  if (!row) throw new Error('could not load the JWT signing key');
  return new TextEncoder().encode(row.value);
}

export interface AccessClaims {
  user_id: number;
  is_user: boolean;
  full_name: string;
  tenant: string;
  role_id: number | null;
  sid: string;
  exp: number;
  /** Set while the administrator (this user id) views as `user_id` (DECISIONS 30). */
  impersonated_by?: number;
}

/** What marks an access token as an impersonation's. */
export interface ImpersonationMark {
  by: number;
  endsAt: Date;
}

type User = typeof users.$inferSelect;

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    readonly now: Clock = Date.now,
  ) {}

  async signAccess(user: User, tenantSlug: string, sid: string, impersonation?: ImpersonationMark): Promise<string> {
    const nowS = Math.floor(this.now() / 1000);
    const exp = impersonation ? Math.min(nowS + ACCESS_TTL_S, Math.floor(impersonation.endsAt.getTime() / 1000)) : nowS + ACCESS_TTL_S;
    return new SignJWT({
      user_id: user.id,
      is_user: user.isUser,
      full_name: fullName(user),
      tenant: tenantSlug,
      role_id: user.roleId,
      sid,
      ...(impersonation ? { impersonated_by: impersonation.by } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(nowS)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      if (
        typeof payload.user_id !== 'number' ||
        typeof payload.tenant !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number' ||
        (payload.impersonated_by !== undefined && typeof payload.impersonated_by !== 'number')
      )
        return null;
      return payload as unknown as AccessClaims;
    } catch {
      return null;
    }
  }

  private async newRefresh(tenantId: number, familyId: string): Promise<string> {
    const refresh = randomToken();
    await this.db
      .insert(refreshTokens)
      .values({ jtiHash: sha256(refresh), tenantId, familyId, expiresAt: new Date(this.now() + REFRESH_TTL_S * 1000) });
    return refresh;
  }

  /** Opens a session family and returns its first pair. */
  async startSession(user: User, tenant: { id: number; slug: string }): Promise<{ access: string; refresh: string }> {
    const sid = randomUUID();
    await this.db.insert(authSessions).values({ id: sid, tenantId: tenant.id, userId: user.id });
    return { access: await this.signAccess(user, tenant.slug, sid), refresh: await this.newRefresh(tenant.id, sid) };
  }

  /**
   * Opens an impersonation (DECISIONS 30): a session of `user` marked with the administrator and the
   * administrator's own session, ending IMPERSONATION_TTL_S from now. Only an access token, never a
   * refresh token: the session cannot outlive its end, and the administrator's own tokens stay theirs.
   */
  async startImpersonation(
    db: Db | Tx,
    admin: { userId: number; sid: string },
    user: User,
    tenant: { id: number; slug: string },
  ): Promise<{ access: string; sid: string; endsAt: Date }> {
    const sid = randomUUID();
    const endsAt = new Date(this.now() + IMPERSONATION_TTL_S * 1000);
    await db.insert(authSessions).values({
      id: sid,
      tenantId: tenant.id,
      userId: user.id,
      impersonatedBy: admin.userId,
      impersonatorSid: admin.sid,
      endsAt,
    });
    return { access: await this.signAccess(user, tenant.slug, sid, { by: admin.userId, endsAt }), sid, endsAt };
  }

  /** Rotates a refresh token. A spent token revokes its whole family. Returns the session to re-sign, or null. */
  async rotate(refresh: string, tenantId: number): Promise<{ familyId: string; userId: number; refresh: string } | null> {
    const hash = sha256(refresh);
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jtiHash, hash), eq(refreshTokens.tenantId, tenantId)));
    if (!row) return null;
    const [session] = await this.db.select().from(authSessions).where(eq(authSessions.id, row.familyId));
    if (!session || session.revokedAt) return null;
    const spent = await this.db
      .update(refreshTokens)
      .set({ spentAt: new Date() })
      .where(and(eq(refreshTokens.jtiHash, hash), isNull(refreshTokens.spentAt)))
      .returning({ familyId: refreshTokens.familyId });
    if (spent.length === 0) {
      await this.revokeSession(row.familyId);
      return null;
    }
    if (row.expiresAt.getTime() < this.now()) return null;
    return { familyId: row.familyId, userId: session.userId, refresh: await this.newRefresh(tenantId, row.familyId) };
  }

  async sessionActive(sid: string, tenantId: number, userId: number): Promise<boolean> {
    const [session] = await this.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.id, sid), eq(authSessions.tenantId, tenantId), eq(authSessions.userId, userId)));
    if (!session || session.revokedAt !== null) return false;
    if (session.endsAt && session.endsAt.getTime() <= this.now()) return false;
    // An impersonation lives only while the administrator's own session does.
    if (session.impersonatorSid && session.impersonatedBy !== null)
      return this.sessionActive(session.impersonatorSid, tenantId, session.impersonatedBy);
    return true;
  }

  async familyOf(refresh: string, tenantId: number): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jtiHash, sha256(refresh)), eq(refreshTokens.tenantId, tenantId)));
    return row?.familyId ?? null;
  }

  async revokeSession(sid: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)));
  }

  async revokeAllForUser(tenantId: number, userId: number): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.tenantId, tenantId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }
}
