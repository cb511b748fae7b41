import { mailSite } from '../context.ts';
import { checkEmail, register } from '../services/accounts.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const registerRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async register(req, reply) {
      const input = req.body;
      const { user, statusToken } = await register(ctx, req.tenant, input, clientAddress(req), mailSite(req));
      reply.code(201);
      if (statusToken !== null) {
        return {
          status: 201,
          message:
            'Your organisation was signed up and is awaiting approval. We sent you an email to confirm your address; you can sign in once the program approves it.',
          data: { status_token: statusToken },
        };
      }
      const pair = await ctx.tokens.startSession(user, req.tenant);
      return {
        status: 201,
        message: 'Your account was created. We sent you an email to confirm your address.',
        data: { access_token: pair.access, refresh_token: pair.refresh },
      };
    },

    async checkEmail(req) {
      const exists = await checkEmail(ctx, req.tenant, req.body.email, clientAddress(req));
      return { message: exists ? 'Account exits' : 'Account does not exists' };
    },
  });
