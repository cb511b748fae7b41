import { resolveTheme } from '../services/theme.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const tenantRoutes: RouteGroup = () =>
  typedRoutes({
    getTenantTheme(req) {
      return Promise.resolve({ data: { ...resolveTheme(req.tenant.theme), time_zone: req.tenant.timeZone } });
    },
  });
