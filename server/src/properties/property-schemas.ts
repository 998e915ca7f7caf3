// Request and response schemas of the listings API (they validate requests and document the API).

import { LISTING_STATUSES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

const money = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number of dollars.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`);

const editable = {
  title: z.string().trim().min(3, 'Title must be at least 3 characters.').max(120),
  description: z.string().trim().max(5000).nullable().optional(),
  location: z.string().trim().min(3, 'Enter the property address or at least its city and state.').max(200),
  price: money('Price'),
  beds: z.number().int().min(0).max(50).nullable().optional(),
  baths: z.number().min(0).max(50).multipleOf(0.5, 'Baths go in steps of 0.5.').nullable().optional(),
  sqft: z.number().int().min(0).max(1_000_000).nullable().optional(),
  lotSize: z
    .number()
    .int()
    .min(0)
    .max(500_000_000)
    .nullable()
    .optional()
    .openapi({ description: 'Square feet.' }),
  propertyType: z.enum(PROPERTY_TYPES),
  arv: money('ARV').nullable().optional(),
  repairCost: money('Repair cost').nullable().optional(),
  imageIds: z.array(z.string().min(1).max(64)).max(30, 'At most 30 photos.').optional(),
};

export const CreatePropertyBody = z.object(editable).openapi('CreatePropertyBody');

export const UpdatePropertyBody = z
  .object(editable)
  .partial()
  .extend({ status: z.enum(PROPERTY_STATUSES).optional() })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.')
  .openapi('UpdatePropertyBody');

export const ModerationBody = z
  .object({ action: z.enum(['publish', 'decline', 'hold']) })
  .openapi('ModerationBody');

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

const queryNumber = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

export const SearchQuery = z
  .object({
    location: z.string().trim().max(200).optional().openapi({ description: 'City, state, ZIP or county.' }),
    lat: queryNumber(-90, 90),
    lng: queryNumber(-180, 180),
    radius: queryNumber(0.1, 500).openapi({ description: 'Miles around lat/lng.' }),
    minPrice: queryNumber(0, 100_000_000),
    maxPrice: queryNumber(0, 100_000_000),
    type: csv(PROPERTY_TYPES).optional().openapi({ description: 'Comma-separated property types.' }),
    minBeds: queryNumber(0, 50),
    minBaths: queryNumber(0, 50),
    status: csv(PROPERTY_STATUSES).optional(),
    sort: z.enum(['newest', 'price_asc', 'price_desc', 'distance']).default('newest'),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    cursor: z.string().max(500).optional(),
  })
  .refine((q) => q.radius === undefined || (q.lat !== undefined && q.lng !== undefined), {
    message: 'radius needs lat and lng.',
    path: ['radius'],
  })
  .refine((q) => q.sort !== 'distance' || (q.lat !== undefined && q.lng !== undefined), {
    message: 'Sorting by distance needs lat and lng.',
    path: ['sort'],
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Send lat and lng together.',
    path: ['lat'],
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice cannot be above maxPrice.',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

const ImageSchema = z.object({ thumb: z.string(), card: z.string(), full: z.string() });

export const PropertySchema = z
  .object({
    id: z.string(),
    shortId: z.string(),
    path: z.string().openapi({ description: 'The SEO path of the listing page.' }),
    ownerId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string(),
    locationTruncated: z
      .boolean()
      .openapi({ description: 'True for anonymous viewers: only city, state/ZIP.' }),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    county: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    distance: z.number().nullable().openapi({ description: 'Miles from the given lat/lng, 0.1 precision.' }),
    price: z.number(),
    beds: z.number().nullable(),
    baths: z.number().nullable(),
    sqft: z.number().nullable(),
    lotSize: z.number().nullable(),
    propertyType: z.enum(PROPERTY_TYPES),
    images: z.array(ImageSchema),
    arv: z.number().nullable(),
    repairCost: z.number().nullable(),
    profitPotential: z.number().nullable(),
    roi: z.number().nullable(),
    status: z.enum(PROPERTY_STATUSES),
    listingStatus: z.enum(LISTING_STATUSES),
    archivedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Property');
export type PropertyView = z.infer<typeof PropertySchema>;

export const SearchResponse = z
  .object({
    items: z.array(PropertySchema),
    nextCursor: z.string().nullable(),
    total: z.number().nullable().openapi({ description: 'Matches in all pages; only on the first page.' }),
    place: z
      .object({ found: z.boolean(), placeName: z.string().nullable(), precision: z.string().nullable() })
      .nullable(),
  })
  .openapi('PropertySearchResult');
