import { authenticate } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { findUserById, googleLogin, signIn, userMaySignIn } from '../services/accounts.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const authRoutes: RouteGroup = (ctx) => ({
  async obtainToken(req) {
    const { username, password } = req.body as { username: string; password: string };
    const user = await signIn(ctx, req.tenant, username, password, clientAddress(req));
    return ctx.tokens.startSession(user, req.tenant);
  },

  async refreshToken(req) {
    const { refresh } = req.body as { refresh: string };
    const rotated = await ctx.tokens.rotate(refresh, req.tenant.id);
    if (!rotated) throw unauthorized('Token is invalid or expired');
    const user = await findUserById(ctx, req.tenant.id, rotated.userId);
    if (!user) throw unauthorized('Token is invalid or expired');
    try {
      userMaySignIn(user);
    } catch (error) {
      await ctx.tokens.revokeSession(rotated.familyId);
      throw error;
    }
    return { access: await ctx.tokens.signAccess(user, req.tenant.slug, rotated.familyId), refresh: rotated.refresh };
  },

  async logout(req) {
    const body = req.body as { refresh?: string } | undefined;
    const revokeGivenRefresh = async (): Promise<void> => {
      if (!body?.refresh) return;
      const family = await ctx.tokens.familyOf(body.refresh, req.tenant.id);
      if (family) await ctx.tokens.revokeSession(family);
    };
    let sid: string;
    try {
      sid = (await authenticate(ctx, req)).claims.sid;
    } catch (error) {
      // A refresh token in the body is revoked even when the access token has already expired.
      await revokeGivenRefresh();
      throw error;
    }
    await ctx.tokens.revokeSession(sid);
    await revokeGivenRefresh();
    return { detail: 'Successfully logged out.' };
  },

  async googleLogin(req) {
    const { access_token, id_token } = req.body as { access_token: string; id_token?: string };
    const user = await googleLogin(ctx, req.tenant, { accessToken: access_token, idToken: id_token });
    const pair = await ctx.tokens.startSession(user, req.tenant);
    return { access_token: pair.access, refresh_token: pair.refresh, username: user.email };
  },
});
