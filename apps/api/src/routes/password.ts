import { mailSite } from '../context.ts';
import { confirmPasswordReset, requestPasswordReset } from '../services/accounts.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const passwordRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async requestPasswordReset(req) {
      await requestPasswordReset(ctx, req.tenant, req.body.email, clientAddress(req), mailSite(req));
      return { detail: 'If an account exists for this address, we sent it a link to reset the password.' };
    },

    async confirmPasswordReset(req) {
      const { token, password } = req.body;
      await confirmPasswordReset(ctx, req.tenant, token, password);
      return { detail: 'Your password has been reset. You can sign in with the new password.' };
    },
  });
