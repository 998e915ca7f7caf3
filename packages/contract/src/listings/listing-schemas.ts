// Request and response schemas of the listings API (they validate requests and document the API).

import {
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_NUMBER_RULES,
  LISTING_STATUSES,
  type ListingNumberField,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A numeric field checked by its rule in core, answering core's messages (the Add Listing form shows the same). */
const listingNumber = (field: ListingNumberField) => {
  const rule = LISTING_NUMBER_RULES[field];
  const label = LISTING_FIELD_LABELS[field];
  const number = z.number({
    error: (issue) =>
      issue.input === undefined ? LISTING_MESSAGES.required(label) : LISTING_MESSAGES.notANumber(label),
  });
  const stepped =
    rule.step === 'half'
      ? number.multipleOf(0.5, LISTING_MESSAGES.bathsStep)
      : number.int(
          rule.step === 'dollars'
            ? LISTING_MESSAGES.notWholeDollars(label)
            : LISTING_MESSAGES.notWholeNumber(label),
        );
  const bounded = stepped
    .min(0, LISTING_MESSAGES.negative(label))
    .max(rule.max, LISTING_MESSAGES.tooLarge(label));
  return rule.positive
    ? bounded.refine((value) => value !== 0, LISTING_MESSAGES.notPositive(label))
    : bounded;
};

const editable = {
  title: z
    .string()
    .trim()
    .min(LISTING_LIMITS.titleMinLength, LISTING_MESSAGES.titleTooShort)
    .max(LISTING_LIMITS.titleMaxLength, LISTING_MESSAGES.titleTooLong),
  description: z
    .string()
    .trim()
    .max(LISTING_LIMITS.descriptionMaxLength, LISTING_MESSAGES.descriptionTooLong)
    .nullable()
    .optional(),
  location: z
    .string()
    .trim()
    .min(LISTING_LIMITS.locationMinLength, LISTING_MESSAGES.locationRequired)
    .max(LISTING_LIMITS.locationMaxLength, LISTING_MESSAGES.locationTooLong),
  price: listingNumber('price'),
  beds: listingNumber('beds').nullable().optional(),
  baths: listingNumber('baths').nullable().optional(),
  sqft: listingNumber('sqft').nullable().optional(),
  lotSize: listingNumber('lotSize').nullable().optional().openapi({ description: 'Square feet.' }),
  propertyType: z.enum(PROPERTY_TYPES, { error: LISTING_MESSAGES.propertyTypeRequired }),
  arv: listingNumber('arv').nullable().optional(),
  repairCost: listingNumber('repairCost').nullable().optional(),
  imageIds: z
    .array(z.string().min(1).max(64))
    .max(LISTING_LIMITS.maxPhotos, LISTING_MESSAGES.tooManyPhotos)
    .optional(),
  requiresVerifiedFunds: z.boolean().optional().openapi({
    description:
      'Offers need a current verified proof of funds covering their amount (default false); applies at once, without review.',
  }),
};

export const CreatePropertyBody = z.object(editable).openapi('CreatePropertyBody');

export const UpdatePropertyBody = z
  .object(editable)
  .partial()
  .extend({ status: z.enum(PROPERTY_STATUSES).optional() })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.')
  .openapi('UpdatePropertyBody');

export const ModerationBody = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().max(MODERATION_LIMITS.reasonMaxLength).nullable().optional().openapi({
      description: 'Required to decline; shown to the owner in the alert and on the listing.',
    }),
  })
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
/** Prices and beds are whole numbers in the database: a fraction would fail there (Postgres), so it is a 400. */
const queryWholeNumber = (min: number, max: number) =>
  z.coerce.number().int('Use a whole number.').min(min).max(max).optional();

export const SearchQuery = z
  .object({
    location: z.string().trim().max(200).optional().openapi({ description: 'City, state, ZIP or county.' }),
    lat: queryNumber(-90, 90),
    lng: queryNumber(-180, 180),
    radius: queryNumber(0.1, 500).openapi({ description: 'Miles around lat/lng.' }),
    bounds: z.string().max(100).optional().openapi({
      description:
        "The map's visible box, west,south,east,north in degrees: only listings inside it (anonymous visitors by the coarse point). 400 invalid_bounds when malformed or crossing the antimeridian.",
      example: '-98.0,30.1,-97.5,30.5',
    }),
    minPrice: queryWholeNumber(0, 100_000_000),
    maxPrice: queryWholeNumber(0, 100_000_000),
    type: csv(PROPERTY_TYPES).optional().openapi({ description: 'Comma-separated property types.' }),
    minBeds: queryWholeNumber(0, 50),
    minBaths: queryNumber(0, 50),
    status: csv(PROPERTY_STATUSES).optional(),
    lister: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'lister must be a user id (UUID).',
      )
      .optional()
      .openapi({ description: "Only this user's published listings (an embedded grid of one wholesaler)." }),
    embedKey: z.string().max(100).optional().openapi({
      description:
        "An embedded grid's key: only the key owner's published listings, and only from the key's allowed origins (403 otherwise).",
    }),
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
    requiresVerifiedFunds: z.boolean(),
    earnestTerms: z.object({ amount: z.number().int(), windowHours: z.number().int() }).nullable().openapi({
      description:
        'The earnest money the seller asks and the hours after acceptance to deposit it; null when the listing states none.',
    }),
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
/** One page of listing search results. */
export type SearchResultView = z.infer<typeof SearchResponse>;
