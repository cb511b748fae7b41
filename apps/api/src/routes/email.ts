import { authenticate, publicOrigin } from '../context.ts';
import { resendVerification, verifyEmail } from '../services/accounts.ts';
import type { RouteGroup } from './types.ts';

export const emailRoutes: RouteGroup = (ctx) => ({
  async verifyEmail(req) {
    const { token } = req.body as { token: string };
    await verifyEmail(ctx, req.tenant, token);
    return { detail: 'Your email address is confirmed.' };
  },

  async resendVerificationEmail(req) {
    const { user } = await authenticate(ctx, req);
    await resendVerification(ctx, req.tenant, user, publicOrigin(req));
    return { detail: user.emailVerified ? 'Your email address is already confirmed.' : 'We sent you a new confirmation email.' };
  },
});
