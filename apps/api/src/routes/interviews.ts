// Interview endpoints (contract tag "interviews", issue 12): the staff list and calendar, an application's
// interviews, scheduling, changes, adjustment answers, scorecards, criteria and the .ics download; and the
// job seeker's cards, slot choice, adjustment and reschedule requests and their own .ics.
import type { FastifyReply } from 'fastify';
import { publicOrigin } from '../context.ts';
import { may, requirePermission } from '../scope.ts';
import {
  answerAdjustment,
  cancelInterview,
  chooseSlot,
  completeInterview,
  createInterview,
  getInterview,
  listApplicationInterviews,
  listInterviews,
  listMyInterviews,
  listScorecards,
  myInviteIcs,
  requestAdjustments,
  requestReschedule,
  rescheduleInterview,
  setInterviewCriteria,
  setInterviewPanel,
  staffInviteIcs,
  submitScorecard,
  updateInterview,
} from '../services/interviews.ts';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

function sendIcs(reply: FastifyReply, ics: string, id: number): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8; method=PUBLISH')
    .header('content-disposition', `attachment; filename="interview-${id}.ics"`)
    .header('cache-control', 'private, no-store')
    .send(ics);
}

export const interviewRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listInterviews(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      const q = req.query;
      return listInterviews(
        ctx.db,
        scope,
        { jobId: q.job_id, interviewerId: q.interviewer_id, organisationId: q.organisation_id, status: q.status, from: q.from, to: q.to },
        { page: q.page ?? 1, pageSize: q.page_size ?? 50 },
      );
    },

    async listApplicationInterviews(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return listApplicationInterviews(ctx.db, scope, req.params.id, scope.user.id, may(scope, 'interviews.manage'));
    },

    async createInterview(req, reply) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      const created = await createInterview(ctx, req.tenant, scope, req.params.id, req.body, scope.user, publicOrigin(req));
      reply.code(201);
      return created;
    },

    async getInterview(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return getInterview(ctx.db, scope, req.params.id, scope.user.id, may(scope, 'interviews.manage'));
    },

    async updateInterview(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return updateInterview(ctx, scope, req.params.id, req.body.details, scope.user.id);
    },

    async setInterviewPanel(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return setInterviewPanel(ctx, req.tenant, scope, req.params.id, req.body.panel, scope.user.id, publicOrigin(req));
    },

    async rescheduleInterview(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return rescheduleInterview(ctx, req.tenant, scope, req.params.id, req.body, scope.user.id, publicOrigin(req));
    },

    async cancelInterview(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return cancelInterview(ctx, req.tenant, scope, req.params.id, req.body.reason, scope.user.id, publicOrigin(req));
    },

    async completeInterview(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return completeInterview(ctx, scope, req.params.id, scope.user.id, may(scope, 'interviews.manage'));
    },

    async answerInterviewAdjustment(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return answerAdjustment(ctx, scope, req.params.id, req.params.adjustment, req.body, scope.user.id);
    },

    async listScorecards(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return listScorecards(ctx.db, scope, req.params.id, scope.user.id);
    },

    async submitScorecard(req) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return submitScorecard(ctx.db, scope, req.params.id, scope.user.id, req.body);
    },

    async setInterviewCriteria(req) {
      const scope = await requirePermission(ctx, req, 'interviews.manage');
      return setInterviewCriteria(ctx.db, scope, req.params.id, req.body.criteria);
    },

    async downloadInterviewInvite(req, reply) {
      const scope = await requirePermission(ctx, req, 'interviews.read');
      return sendIcs(reply, await staffInviteIcs(ctx.db, req.tenant, scope, req.params.id), req.params.id);
    },

    async listMyInterviews(req) {
      const user = await requireSeeker(ctx, req);
      return listMyInterviews(ctx.db, req.tenant.id, user.id, req.params.id);
    },

    async chooseInterviewSlot(req) {
      const user = await requireSeeker(ctx, req);
      return chooseSlot(ctx, req.tenant, user.id, req.params.id, req.body.slot_id, publicOrigin(req));
    },

    async requestInterviewAdjustments(req, reply) {
      const user = await requireSeeker(ctx, req);
      const card = await requestAdjustments(ctx, req.tenant, user.id, req.params.id, req.body, publicOrigin(req));
      reply.code(201);
      return card;
    },

    async requestInterviewReschedule(req) {
      const user = await requireSeeker(ctx, req);
      return requestReschedule(ctx, req.tenant, user.id, req.params.id, req.body.reason, publicOrigin(req));
    },

    async downloadMyInterviewInvite(req, reply) {
      const user = await requireSeeker(ctx, req);
      return sendIcs(reply, await myInviteIcs(ctx.db, req.tenant, user.id, req.params.id), req.params.id);
    },
  });
