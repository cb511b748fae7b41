// Survey endpoints (contract tag "surveys"; issue 14, DECISIONS 29): program staff write, send and read
// surveys of their tenant; job seekers answer through the signed link of their mail (services/surveys.ts).
import { mailSite } from '../context.ts';
import { requirePermission } from '../scope.ts';
import { answerSurvey, createSurvey, getSurvey, listSurveys, sendSurvey, surveyByLink, surveySummary } from '../services/surveys.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const surveyRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listSurveys(req) {
      return listSurveys(ctx.db, await requirePermission(ctx, req, 'surveys.manage'), req.query);
    },
    async createSurvey(req, reply) {
      const scope = await requirePermission(ctx, req, 'surveys.manage');
      const created = await createSurvey(ctx.db, scope, req.body);
      reply.code(201);
      return created;
    },
    async getSurvey(req) {
      return getSurvey(ctx.db, await requirePermission(ctx, req, 'surveys.manage'), req.params.id);
    },
    async sendSurvey(req) {
      const scope = await requirePermission(ctx, req, 'surveys.manage');
      return sendSurvey(ctx, scope, req.params.id, req.body, mailSite(req));
    },
    async getSurveySummary(req) {
      return surveySummary(ctx.db, await requirePermission(ctx, req, 'surveys.manage'), req.params.id, req.query.country ?? 'us');
    },
    async getSurveyByLink(req) {
      return surveyByLink(ctx.db, req.tenant, req.query.token);
    },
    async answerSurvey(req) {
      return answerSurvey(ctx.db, req.tenant, req.body.token, req.body.answers);
    },
  });
