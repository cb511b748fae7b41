// Job seekers as staff see them (permission jobSeekers.read; DECISIONS 1, 19): program staff the tenant's,
// partner staff those linked to their organisation.
import { requirePermission } from '../scope.ts';
import { getJobSeeker, listJobSeekerApplications, listJobSeekers } from '../services/staff-job-seekers.ts';
import { paging } from '../services/staff-views.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const jobSeekerRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listJobSeekers(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.read');
      const q = req.query;
      return listJobSeekers(ctx.db, scope, { q: q.q, skills: q.skills, organisation: q.organisation }, paging(q));
    },

    async getJobSeeker(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.read');
      return getJobSeeker(ctx.db, scope, req.params.id);
    },

    async listJobSeekerApplications(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.read');
      return listJobSeekerApplications(ctx.db, scope, req.params.id, paging(req.query));
    },
  });
