// The counties route: public listings per county, for the counties map and table.
import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../http-schemas';
import { countiesEndpoints as at } from './counties-endpoints';

/** One county with public listings. */
export const CountyStatsSchema = z
  .object({
    fips: z.string().openapi({ description: 'Five-digit Census FIPS code (the county id in us-atlas).' }),
    name: z.string().openapi({ description: 'Display name, e.g. "Cook County".' }),
    state: z.string().openapi({ description: 'Two-letter USPS code.' }),
    stateName: z.string(),
    activeListings: z
      .number()
      .int()
      .openapi({ description: 'Public listings whose status is active (not under contract, not sold).' }),
    publicListings: z
      .number()
      .int()
      .openapi({ description: 'Every public listing: active, under contract and sold.' }),
    averagePrice: z
      .number()
      .int()
      .openapi({ description: 'Mean asking price of the public listings, whole dollars.' }),
    lat: z.number().openapi({ description: 'Latitude of the county centroid.' }),
    lng: z.number().openapi({ description: 'Longitude of the county centroid.' }),
  })
  .openapi('CountyListings');
/** One county with public listings. */
export type CountyStatsView = z.infer<typeof CountyStatsSchema>;

/** Every county with public listings, and the totals. */
export const CountyReportSchema = z
  .object({
    counties: z.array(CountyStatsSchema),
    totals: z.object({
      counties: z.number().int(),
      activeListings: z.number().int(),
      publicListings: z.number().int(),
      unplacedListings: z
        .number()
        .int()
        .openapi({ description: 'Public listings without a known county (on no row above).' }),
    }),
  })
  .openapi('CountyListingReport');
/** Every county with public listings, and the totals. */
export type CountyReportView = z.infer<typeof CountyReportSchema>;

/** The counties route. */
export const countiesContract = {
  report: createRoute({
    ...at.report,
    summary: 'Public listings per county',
    description:
      'Every county with public listings (published, not archived, status active, under_contract or sold), ' +
      'busiest first. `activeListings` counts the public listings whose status is active; `publicListings` ' +
      'counts them all. Listings without a county are left out of the rows and counted in ' +
      '`totals.unplacedListings`. Cached for 60 seconds.',
    responses: { 200: { description: 'Counties with listings', content: json(CountyReportSchema) } },
  }),
};

/** The counties route's types (import type only). */
export type CountiesContract = typeof countiesContract;
