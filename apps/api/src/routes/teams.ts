// Team endpoints (contract tag "teams", issue 11 §3): members and invitations of an employer's, a
// partner's or the program's team; the invited person's first password; one's own password change.
import { authenticate, mailSite } from '../context.ts';
import { changePassword } from '../services/accounts.ts';
import {
  acceptInvitation,
  invite,
  listInvitations,
  listMembers,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
  updateMember,
} from '../services/teams.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const teamRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listTeamMembers(req) {
      const { user } = await authenticate(ctx, req);
      return listMembers(ctx.db, req.tenant.id, user, req.params.team, req.query);
    },

    async updateTeamMember(req) {
      const { user } = await authenticate(ctx, req);
      return updateMember(ctx, req.tenant.id, user, req.params.team, req.params.id, req.body, clientAddress(req));
    },

    async listTeamInvitations(req) {
      const { user } = await authenticate(ctx, req);
      return listInvitations(ctx.db, req.tenant.id, user, req.params.team, req.query);
    },

    async inviteTeamMember(req, reply) {
      const { user } = await authenticate(ctx, req);
      const created = await invite(ctx, req.tenant, user, req.params.team, req.body, clientAddress(req), mailSite(req));
      reply.code(201);
      return created;
    },

    async resendTeamInvitation(req) {
      const { user } = await authenticate(ctx, req);
      return resendInvitation(ctx, req.tenant, user, req.params.team, req.params.id, clientAddress(req), mailSite(req));
    },

    async revokeTeamInvitation(req, reply) {
      const { user } = await authenticate(ctx, req);
      await revokeInvitation(ctx, req.tenant.id, user, req.params.team, req.params.id, clientAddress(req));
      reply.code(204);
    },

    async lookupInvitation(req) {
      return lookupInvitation(ctx, req.tenant, req.body.token, clientAddress(req));
    },

    async acceptInvitation(req) {
      const user = await acceptInvitation(ctx, req.tenant, req.body.token, req.body.password, clientAddress(req));
      return ctx.tokens.startSession(user, req.tenant);
    },

    async changePassword(req) {
      const { user, claims } = await authenticate(ctx, req);
      await changePassword(ctx, req.tenant, user, claims.sid, req.body);
      return { detail: 'Your password has been changed. Your other sessions have been signed out.' };
    },
  });
