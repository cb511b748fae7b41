// Approval endpoints (contract tag "approvals", issue 11 §2): the approvers' queue and decisions, the
// review link from the new-sign-up email (public; the link's token is the credential), and the
// applicant's status page (public; read-only token).
import { publicOrigin } from '../context.ts';
import { actOnReview, approvalDetail, decide, listApprovals, organisationStatus, readReview } from '../services/approvals.ts';
import { APPROVERS, requireStaff } from '../services/staff-access.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const approvalRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listApprovals(req) {
      await requireStaff(ctx, req, APPROVERS);
      return listApprovals(ctx.db, req.tenant.id, req.query);
    },

    async getApproval(req) {
      await requireStaff(ctx, req, APPROVERS);
      return approvalDetail(ctx.db, req.tenant.id, req.params.id);
    },

    async decideApproval(req) {
      const user = await requireStaff(ctx, req, APPROVERS);
      return decide(ctx, req.tenant, req.params.id, req.body, {
        actorUserId: user.id,
        ipAddress: clientAddress(req),
        origin: publicOrigin(req),
      });
    },

    async getApprovalReview(req) {
      return readReview(ctx, req.tenant, req.query.token);
    },

    async actApprovalReview(req) {
      const { token, ...input } = req.body;
      return actOnReview(ctx, req.tenant, token, input, clientAddress(req), publicOrigin(req));
    },

    async getOrganisationStatus(req) {
      return organisationStatus(ctx, req.tenant, req.query.token);
    },
  });
