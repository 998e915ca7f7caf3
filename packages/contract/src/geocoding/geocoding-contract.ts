// The spec's geocoding server functions, with its exact call shapes: location suggestions, forward and reverse.
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json } from '../http-schemas';
import { geocodingEndpoints as at } from './geocoding-endpoints';

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

/** The geocoding functions. */
export const geocodingContract = {
  locate: createRoute({
    ...at.locate,
    summary: 'Location suggestions for the search box, or the coordinates of a location',
    request: { body: { content: json(GeocodeBody), required: true } },
    responses: {
      200: { description: 'Suggestions or coordinates', content: json(GeocodeAnswer) },
      ...errors(400, 404),
    },
  }),
  reverse: createRoute({
    ...at.reverse,
    summary: 'The place nearest to a point',
    request: { body: { content: json(ReverseBody), required: true } },
    responses: {
      200: { description: 'Nearest place first', content: json(ReverseAnswer) },
      ...errors(400),
    },
  }),
};

/** The geocoding functions' types (import type only). */
export type GeocodingContract = typeof geocodingContract;
