// Who an auth frame's access token belongs to, for the sockets (the same rules as HTTP's authenticate in
// context.ts): a valid token of this tenant, a live session, an active and approved user of the tenant.
import { and, eq } from 'drizzle-orm';
import type { AppContext, User } from '../context.ts';
import { users } from '../db/schema.ts';
import type { Tenant } from '../services/tenants.ts';

export interface SocketUser {
  user: User;
  /** The token's expiry (Unix seconds): the socket is closed then (4401). */
  exp: number;
}

/** The user behind `token` in `tenant`, or null (no, bad, expired or another tenant's token; session ended). */
export async function socketUser(ctx: AppContext, tenant: Tenant, token: string): Promise<SocketUser | null> {
  const claims = await ctx.tokens.verifyAccess(token);
  if (!claims || claims.tenant !== tenant.slug) return null;
  if (!(await ctx.tokens.sessionActive(claims.sid, tenant.id, claims.user_id))) return null;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.user_id), eq(users.tenantId, tenant.id)));
  if (!user || !user.isActive || user.approvalStatus !== 'approved') return null;
  return { user, exp: claims.exp };
}
