// The advanced search (issue 15, /advancedSearch; permission jobSeekers.search): any staff role, within
// the scope of visibleSeekers (DECISIONS 19), and the viewer's saved searches.
import { requirePermission } from '../scope.ts';
import { exportSearchCsv, searchJobSeekers, type AdvancedFilters } from '../services/advanced-search.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from '../services/saved-searches.ts';
import { paging } from '../services/staff-views.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const advancedSearchRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async searchJobSeekers(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.search');
      const { page, page_size, ...filters } = req.query;
      return searchJobSeekers(ctx.db, scope, filters satisfies AdvancedFilters, paging({ page, page_size }));
    },

    async exportJobSeekerSearch(req, reply) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.search');
      const csv = await exportSearchCsv(ctx.db, scope, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="job-seekers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },

    async listSavedSearches(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.search');
      return listSavedSearches(ctx.db, scope);
    },

    async createSavedSearch(req, reply) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.search');
      const saved = await createSavedSearch(ctx.db, ctx.jobs, scope, req.body);
      reply.code(201);
      return saved;
    },

    async deleteSavedSearch(req, reply) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.search');
      await deleteSavedSearch(ctx.db, scope, req.params.id);
      return reply.code(204).send();
    },
  });
