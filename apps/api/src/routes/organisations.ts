// Organisation endpoints (contract tag "organisations"): the list behind the organisation filters.
import { requirePermission } from '../scope.ts';
import { listOrganisations } from '../services/organisations.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const organisationRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listOrganisations(req) {
      const scope = await requirePermission(ctx, req, 'organisations.read');
      return listOrganisations(ctx.db, scope, req.query);
    },
  });
