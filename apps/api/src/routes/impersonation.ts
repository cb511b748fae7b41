// Impersonation endpoints (contract tag "impersonation", issue 15, DECISIONS 30).
import { requestScope } from '../scope.ts';
import { accountViews, endImpersonation, impersonationAudit, listUsersToView, startImpersonation } from '../services/impersonation.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const impersonationRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listImpersonationUsers(req) {
      return listUsersToView(ctx, await requestScope(ctx, req), req.query);
    },

    async startImpersonation(req, reply) {
      const view = await startImpersonation(ctx, await requestScope(ctx, req), req.body.user_id, clientAddress(req));
      reply.code(201);
      return view;
    },

    async endImpersonation(req) {
      await endImpersonation(ctx, await requestScope(ctx, req), clientAddress(req));
      return { detail: 'The view as another user has ended.' };
    },

    async listImpersonationAudit(req) {
      return impersonationAudit(ctx, await requestScope(ctx, req), req.query);
    },

    async listMyAccountViews(req) {
      return accountViews(ctx, await requestScope(ctx, req));
    },
  });
