// Partners and their job seekers (contract tag "partners"; issue 11 §1): partner staff put a linked job
// seeker forward for a job; the job seeker agrees or declines; the job seeker sees and ends partner links.
import { requirePermission } from '../scope.ts';
import {
  answerPutForward,
  endMyPartnerLink,
  listMyPartnerLinks,
  listMyPutForwards,
  listSeekerPutForwards,
  pendingPutForward,
  putForward,
} from '../services/put-forwards.ts';
import { applyToJob } from '../services/seeker-applications.ts';
import { paging } from '../services/staff-views.ts';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const partnerRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listJobSeekerPutForwards(req) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.read');
      return listSeekerPutForwards(ctx.db, scope, req.params.id, paging(req.query));
    },

    async putJobSeekerForward(req, reply) {
      const scope = await requirePermission(ctx, req, 'jobSeekers.putForward');
      const made = await putForward(ctx.db, scope, req.params.id, req.body.job_id, req.body.message);
      reply.code(201);
      return made;
    },

    async listMyPutForwards(req) {
      const user = await requireSeeker(ctx, req);
      return listMyPutForwards(ctx.db, req.tenant.id, user.id, paging(req.query));
    },

    async acceptMyPutForward(req) {
      const user = await requireSeeker(ctx, req);
      const request = await pendingPutForward(ctx.db, req.tenant.id, user.id, req.params.id);
      const applicationId = await applyToJob(ctx.db, ctx.files, req.tenant, user, {
        jobId: request.jobId,
        coverLetter: '',
        upload: undefined,
        maxBytes: 0,
        sourceOrganisationId: request.organisationId,
      });
      return answerPutForward(ctx.db, req.tenant.id, request.id, 'accepted', applicationId);
    },

    async declineMyPutForward(req) {
      const user = await requireSeeker(ctx, req);
      const request = await pendingPutForward(ctx.db, req.tenant.id, user.id, req.params.id);
      return answerPutForward(ctx.db, req.tenant.id, request.id, 'declined', null);
    },

    async listMyPartnerLinks(req) {
      const user = await requireSeeker(ctx, req);
      return listMyPartnerLinks(ctx.db, req.tenant.id, user.id);
    },

    async endMyPartnerLink(req, reply) {
      const user = await requireSeeker(ctx, req);
      await endMyPartnerLink(ctx.db, req.tenant.id, user.id, req.params.id);
      return reply.code(204).send();
    },
  });
