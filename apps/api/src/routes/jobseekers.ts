// Job seekers as staff see them (admin and roles 2, 5, 6, 7; DECISIONS 1).
import { JOB_SEEKER_VIEWERS, requireStaff } from '../services/staff-access.ts';
import { getJobSeeker, listJobSeekerApplications, listJobSeekers } from '../services/staff-job-seekers.ts';
import { paging } from '../services/staff-views.ts';
import type { RouteGroup } from './types.ts';

export const jobSeekerRoutes: RouteGroup = (ctx) => ({
  async listJobSeekers(req) {
    await requireStaff(ctx, req, JOB_SEEKER_VIEWERS);
    const q = req.query as { q?: string; skills?: string; page?: number; page_size?: number };
    return listJobSeekers(ctx.db, req.tenant.id, { q: q.q, skills: q.skills }, paging(q));
  },

  async getJobSeeker(req) {
    await requireStaff(ctx, req, JOB_SEEKER_VIEWERS);
    return getJobSeeker(ctx.db, req.tenant.id, (req.params as { id: number }).id);
  },

  async listJobSeekerApplications(req) {
    await requireStaff(ctx, req, JOB_SEEKER_VIEWERS);
    return listJobSeekerApplications(
      ctx.db,
      req.tenant.id,
      (req.params as { id: number }).id,
      paging(req.query as { page?: number; page_size?: number }),
    );
  },
});
