import { authenticate, mailSite } from '../context.ts';
import { resendVerification, verifyEmail } from '../services/accounts.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const emailRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async verifyEmail(req) {
      await verifyEmail(ctx, req.tenant, req.body.token);
      return { detail: 'Your email address is confirmed.' };
    },

    async resendVerificationEmail(req) {
      const { user } = await authenticate(ctx, req);
      await resendVerification(ctx, req.tenant, user, mailSite(req));
      return { detail: user.emailVerified ? 'Your email address is already confirmed.' : 'We sent you a new confirmation email.' };
    },
  });
