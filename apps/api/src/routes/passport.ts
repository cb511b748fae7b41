// The access passport over HTTP (issue 17 §1): the job seeker's own passport, what each of their
// applications shares and who viewed it (/api/v1/me/…, job seekers only); what an application shares,
// for the staff who run its hiring (/api/v1/applications/{id}/passport, 'passports.read').
import { requirePermission } from '../scope.ts';
import {
  listPassportViews,
  loadPassport,
  myApplicationShare,
  passportView,
  savePassport,
  setApplicationShare,
  viewApplicationPassport,
} from '../services/passport.ts';
import { paging } from '../services/staff-views.ts';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const passportRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async getMyPassport(req) {
      const user = await requireSeeker(ctx, req);
      return passportView(await loadPassport(ctx.db, req.tenant.id, user.id));
    },

    async updateMyPassport(req) {
      const user = await requireSeeker(ctx, req);
      return passportView(await savePassport(ctx.db, req.tenant.id, user.id, req.body));
    },

    async listMyPassportViews(req) {
      const user = await requireSeeker(ctx, req);
      return listPassportViews(ctx.db, req.tenant.id, user.id, paging(req.query));
    },

    async getMyApplicationPassport(req) {
      const user = await requireSeeker(ctx, req);
      return myApplicationShare(ctx.db, req.tenant.id, user.id, req.params.id);
    },

    async shareMyPassport(req) {
      const user = await requireSeeker(ctx, req);
      await setApplicationShare(ctx.db, req.tenant.id, user.id, req.params.id, req.body);
      return myApplicationShare(ctx.db, req.tenant.id, user.id, req.params.id);
    },

    async getApplicationPassport(req) {
      const scope = await requirePermission(ctx, req, 'passports.read');
      return viewApplicationPassport(ctx.db, scope, scope.user.id, req.params.id);
    },
  });
