import { authenticate } from '../context.ts';
import { NotFound } from '../errors.ts';
import { findActiveJob, getLocation, listLocations, parseSearchQuery, publicView, searchJobs, seekerFacts } from '../services/search.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

/** Public job search, locations and the public job page (contract tag "search"). */
export const searchRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async searchJobs(req) {
      const params = parseSearchQuery(req.query);
      return searchJobs(ctx.db, req.tenant.id, params);
    },

    async getPublicJob(req) {
      const { id } = req.params;
      // The bearer is optional; when one is sent it must be valid (401 otherwise), as on every other call.
      const viewer = req.headers.authorization ? (await authenticate(ctx, req)).user : null;
      const job = await findActiveJob(ctx.db, req.tenant.id, id);
      if (!job) throw new NotFound('Not found.');
      const view = publicView(job);
      if (!viewer?.isUser) return view;
      return { ...view, ...(await seekerFacts(ctx.db, req.tenant.id, job, viewer.id)) };
    },

    async listLocations(req) {
      return listLocations(ctx.db, req.tenant.id);
    },

    async getLocation(req) {
      const { slug } = req.params;
      const location = await getLocation(ctx.db, req.tenant.id, slug);
      if (!location) throw new NotFound('Not found.');
      return location;
    },
  });
