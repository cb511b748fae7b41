import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const translationRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async getTranslation(req, reply) {
      reply.header('cache-control', 'no-cache');
      return { data: await ctx.tenants.dictionary(req.tenant.id, req.params.language) };
    },
  });
