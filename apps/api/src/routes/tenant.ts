import { resolveTheme } from '../services/theme.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const tenantRoutes: RouteGroup = () =>
  typedRoutes({
    async getTenantTheme(req) {
      return { data: { ...resolveTheme(req.tenant.theme), time_zone: req.tenant.timeZone } };
    },
  });
