import { sql } from 'drizzle-orm';
import type { OpenApiDocument } from '../contract.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const metaRoutes =
  (document: OpenApiDocument): RouteGroup =>
  (ctx) =>
    typedRoutes({
      getOpenApiDocument() {
        return Promise.resolve(document);
      },

      async getHealth() {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' };
      },
    });
