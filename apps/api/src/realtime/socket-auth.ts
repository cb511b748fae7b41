// Who an auth frame's access token belongs to, for the sockets (notification and chat): the one identity
// check of scope.ts, which HTTP's requests use too, and the scope it builds.
import type { AppContext, User } from '../context.ts';
import { identify, type Scope } from '../scope.ts';
import type { Tenant } from '../services/tenants.ts';

export interface SocketUser {
  user: User;
  /** The socket's scope: tenant, viewer and role, organisation. */
  scope: Scope;
  /** The token's expiry (Unix seconds): the socket is closed then (4401). */
  exp: number;
  /** The session (refresh-token family) the token belongs to: the socket closes when it ends. */
  sid: string;
}

/** The user behind `token` in `tenant`, or null (no, bad, expired or another tenant's token; session ended). */
export async function socketUser(ctx: AppContext, tenant: Tenant, token: string): Promise<SocketUser | null> {
  const identity = await identify(ctx, tenant, token);
  if (!identity.ok) return null;
  return { user: identity.scope.user, scope: identity.scope, exp: identity.scope.claims.exp, sid: identity.scope.claims.sid };
}
