// The spec's geocoding server functions, with its exact call shapes: location suggestions, forward and reverse.

import { geocodingContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const SUGGESTION_LIMIT = 5;

/** The geocoding functions, mounted at /api/v1. */
export function geocodingFunctionRoutes(deps: Pick<AppDeps, 'geo'>) {
  return createRouter()
    .openapi(routes.locate, async (c) => {
      const body = c.req.valid('json');
      if ('query' in body) {
        const suggestions = await deps.geo.suggest(body.query, SUGGESTION_LIMIT);
        return c.json({ suggestions: suggestions.map((s) => ({ place_name: s.place_name })) }, 200);
      }
      const result = await deps.geo.geocode(body.location);
      if (!result.found) throw notFound(`We could not find "${body.location}".`, 'location_not_found');
      return c.json({ lat: result.lat, lng: result.lng }, 200);
    })
    .openapi(routes.reverse, async (c) => {
      const { latitude, longitude } = c.req.valid('json');
      const place = await deps.geo.reverse(latitude, longitude);
      return c.json({ features: place ? [{ place_name: place.place_name }] : [] }, 200);
    });
}
