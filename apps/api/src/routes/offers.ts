// Offers (issue 12): the staff side (lists, one offer, drafting, approval, sending, withdrawing, the
// organisation's letter templates, the program's approval setting) and the job seeker's (their sent
// offers, the letter as a PDF, accepting and declining). Roles: the permission table (permissions.ts);
// what each viewer sees: their scope (services/visibility.ts visibleOffers).
import { publicOrigin } from '../context.ts';
import { requirePermission, type Scope } from '../scope.ts';
import { attachmentHeader } from '../services/file-access.ts';
import {
  answerMyOffer,
  approveOffer,
  createOffer,
  getOffer,
  listApplicationOffers,
  listMyOffers,
  listOffers,
  listTemplates,
  myOfferPdf,
  offerSettings,
  saveOfferSettings,
  saveTemplate,
  sendOffer,
  submitOffer,
  updateOffer,
  withdrawOffer,
  type Actor,
} from '../services/offers.ts';
import { paging } from '../services/staff-views.ts';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

const actorOf = (scope: Scope): Actor => ({
  tenantId: scope.tenantId,
  reach: scope.reach,
  organisation: scope.organisation,
  role: scope.role,
  userId: scope.user.id,
});

export const offerRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listOffers(req) {
      const scope = await requirePermission(ctx, req, 'offers.read');
      const q = req.query;
      return listOffers(ctx.db, scope, { status: q.status, organisation: q.organisation, q: q.q }, paging(q));
    },

    async getOfferSettings(req) {
      const scope = await requirePermission(ctx, req, 'offers.read');
      return offerSettings(ctx.db, scope.tenantId);
    },

    async updateOfferSettings(req) {
      const scope = await requirePermission(ctx, req, 'offers.settings');
      return saveOfferSettings(ctx.db, scope.tenantId, req.body.program_approval);
    },

    async listOfferTemplates(req) {
      const scope = await requirePermission(ctx, req, 'offers.read');
      return listTemplates(ctx.db, scope);
    },

    async updateOfferTemplate(req) {
      const scope = await requirePermission(ctx, req, 'offers.templates');
      return saveTemplate(ctx.db, scope, scope.user.id, req.params.language, req.body.body);
    },

    async getOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.read');
      return getOffer(ctx.db, actorOf(scope), req.params.id);
    },

    async updateOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.write');
      return updateOffer(ctx.db, actorOf(scope), req.params.id, req.body);
    },

    async submitOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.write');
      return submitOffer(ctx.db, actorOf(scope), req.params.id);
    },

    async approveOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.approve');
      return approveOffer(ctx.db, actorOf(scope), req.params.id);
    },

    async sendOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.write');
      return sendOffer(ctx.db, ctx.jobs, actorOf(scope), req.params.id, publicOrigin(req));
    },

    async withdrawOffer(req) {
      const scope = await requirePermission(ctx, req, 'offers.write');
      return withdrawOffer(ctx.db, actorOf(scope), req.params.id, req.body?.reason);
    },

    async listApplicationOffers(req) {
      const scope = await requirePermission(ctx, req, 'offers.read');
      return listApplicationOffers(ctx.db, actorOf(scope), req.params.id);
    },

    async createOffer(req, reply) {
      const scope = await requirePermission(ctx, req, 'offers.write');
      const offer = await createOffer(ctx.db, actorOf(scope), req.params.id, req.body);
      reply.code(201);
      return offer;
    },

    async listMyOffers(req) {
      const user = await requireSeeker(ctx, req);
      return listMyOffers(ctx.db, req.tenant.id, user, paging(req.query));
    },

    async downloadMyOfferLetter(req, reply) {
      const user = await requireSeeker(ctx, req);
      const { pdf, filename } = await myOfferPdf(ctx.db, req.tenant.id, user, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(filename))
        .header('content-length', String(pdf.length))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    async acceptMyOffer(req) {
      const user = await requireSeeker(ctx, req);
      return answerMyOffer(ctx.db, req.tenant.id, user, req.params.id, 'accepted');
    },

    async declineMyOfferById(req) {
      const user = await requireSeeker(ctx, req);
      return answerMyOffer(ctx.db, req.tenant.id, user, req.params.id, 'declined', req.body?.reason);
    },
  });
