import { publicOrigin } from '../context.ts';
import { confirmPasswordReset, requestPasswordReset } from '../services/accounts.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const passwordRoutes: RouteGroup = (ctx) => ({
  async requestPasswordReset(req) {
    const { email } = req.body as { email: string };
    await requestPasswordReset(ctx, req.tenant, email, clientAddress(req), publicOrigin(req));
    return { detail: 'If an account exists for this address, we sent it a link to reset the password.' };
  },

  async confirmPasswordReset(req) {
    const { token, password } = req.body as { token: string; password: string };
    await confirmPasswordReset(ctx, req.tenant, token, password);
    return { detail: 'Your password has been reset. You can sign in with the new password.' };
  },
});
