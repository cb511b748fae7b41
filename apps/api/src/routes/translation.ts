import type { RouteGroup } from './types.ts';

export const translationRoutes: RouteGroup = (ctx) => ({
  async getTranslation(req, reply) {
    const { language } = req.params as { language: 'en' | 'fr' | 'esp' };
    reply.header('cache-control', 'no-cache');
    return { data: await ctx.tenants.dictionary(req.tenant.id, language) };
  },
});
