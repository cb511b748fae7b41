import { publicOrigin } from '../context.ts';
import { checkEmail, register } from '../services/accounts.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const registerRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async register(req, reply) {
      const input = req.body;
      const user = await register(ctx, req.tenant, input, clientAddress(req), publicOrigin(req));
      reply.code(201);
      if (input.user_type === 'employer') {
        return {
          status: 201,
          message: 'Your employer account was created and is awaiting approval. You can sign in once an administrator approves it.',
          data: {},
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
