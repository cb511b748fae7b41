import { authenticate } from '../context.ts';
import { suggestPlaces } from '../services/gazetteer.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

/** The offline gazetteer behind location fields (contract tag "places"). */
export const placeRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async suggestCities(req) {
      await authenticate(ctx, req);
      const { q, country = '', region = '' } = req.query;
      return { results: suggestPlaces(q, country, region, 10) };
    },
  });
