import { authenticate, publicOrigin } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { findUserById, googleLogin, googleProvider, signIn, userMaySignIn } from '../services/accounts.ts';
import { publicAuthorization } from '../services/oidc.ts';
import { configuredMethods } from '../services/sign-in-config.ts';
import { finishSignIn, startSignIn } from '../services/sign-in-flows.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const authRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async obtainToken(req) {
      const { username, password } = req.body;
      const user = await signIn(ctx, req.tenant, username, password, clientAddress(req));
      return ctx.tokens.startSession(user, req.tenant);
    },

    async refreshToken(req) {
      const rotated = await ctx.tokens.rotate(req.body.refresh, req.tenant.id);
      if (!rotated) throw unauthorized('Token is invalid or expired');
      const user = await findUserById(ctx, req.tenant.id, rotated.userId);
      if (!user) throw unauthorized('Token is invalid or expired');
      try {
        await userMaySignIn(ctx, user);
      } catch (error) {
        await ctx.tokens.revokeSession(rotated.familyId);
        throw error;
      }
      return { access: await ctx.tokens.signAccess(user, req.tenant.slug, rotated.familyId), refresh: rotated.refresh };
    },

    async logout(req) {
      const given = req.body?.refresh;
      const revokeGivenRefresh = async (): Promise<void> => {
        if (!given) return;
        const family = await ctx.tokens.familyOf(given, req.tenant.id);
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

    async getSignInProviders(req) {
      const provider = googleProvider(ctx, req.tenant);
      const [endpoint, methods] = await Promise.all([
        provider ? publicAuthorization(provider, ctx.log) : null,
        configuredMethods(ctx.db, req.tenant),
      ]);
      return {
        google: provider && endpoint ? { client_id: provider.clientId, authorization_endpoint: endpoint.authorization_endpoint } : null,
        ...methods,
      };
    },

    async googleLogin(req) {
      const { access_token, id_token } = req.body;
      const user = await googleLogin(ctx, req.tenant, { accessToken: access_token, idToken: id_token });
      const pair = await ctx.tokens.startSession(user, req.tenant);
      return { access_token: pair.access, refresh_token: pair.refresh, username: user.email };
    },

    async startProviderSignIn(req) {
      return startSignIn(ctx, req.tenant, req.body, publicOrigin(req), clientAddress(req));
    },

    async finishProviderSignIn(req) {
      const { user, next } = await finishSignIn(ctx, req.tenant, req.body);
      const pair = await ctx.tokens.startSession(user, req.tenant);
      return { access_token: pair.access, refresh_token: pair.refresh, username: user.email, next };
    },
  });
