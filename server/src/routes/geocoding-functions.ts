// The spec's geocoding server functions, with its exact call shapes: location suggestions, forward and reverse.

import { errors, json } from '@dealloop/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const SUGGESTION_LIMIT = 5;

const GeocodeBody = z
  .union([
    z.object({ query: z.string().max(200) }).strict(),
    z.object({ location: z.string().trim().min(1).max(200) }).strict(),
  ])
  .openapi('GeocodeLocationBody', { description: '{query} for suggestions, or {location} for coordinates.' });

const GeocodeAnswer = z
  .union([
    z.object({ suggestions: z.array(z.object({ place_name: z.string() })) }),
    z.object({ lat: z.number(), lng: z.number() }),
  ])
  .openapi('GeocodeLocationResult');

const ReverseBody = z
  .object({ longitude: z.number().min(-180).max(180), latitude: z.number().min(-90).max(90) })
  .openapi('ReverseGeocodeBody');

const ReverseAnswer = z
  .object({ features: z.array(z.object({ place_name: z.string() })) })
  .openapi('ReverseGeocodeResult');

/** The geocoding functions, mounted at /api/v1/functions. */
export function geocodingFunctionRoutes(deps: Pick<AppDeps, 'geo'>) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/geocode-location',
        summary: 'Location suggestions for the search box, or the coordinates of a location',
        request: { body: { content: json(GeocodeBody), required: true } },
        responses: {
          200: { description: 'Suggestions or coordinates', content: json(GeocodeAnswer) },
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        if ('query' in body) {
          const suggestions = await deps.geo.suggest(body.query, SUGGESTION_LIMIT);
          return c.json({ suggestions: suggestions.map((s) => ({ place_name: s.place_name })) }, 200);
        }
        const result = await deps.geo.geocode(body.location);
        if (!result.found) throw notFound(`We could not find "${body.location}".`, 'location_not_found');
        return c.json({ lat: result.lat, lng: result.lng }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/reverse-geocode',
        summary: 'The place nearest to a point',
        request: { body: { content: json(ReverseBody), required: true } },
        responses: {
          200: { description: 'Nearest place first', content: json(ReverseAnswer) },
          ...errors(400),
        },
      }),
      async (c) => {
        const { latitude, longitude } = c.req.valid('json');
        const place = await deps.geo.reverse(latitude, longitude);
        return c.json({ features: place ? [{ place_name: place.place_name }] : [] }, 200);
      },
    );
}
