// Request and response schemas of the saved searches API (they validate requests and document the API).
import { PROPERTY_TYPES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXTS } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

const price = z.number().int('Use a whole number of dollars.').min(0).max(100_000_000).nullable();

/** The criteria as sent: any type may be written null, '' or 'any'; missing bounds are null. */
export const CriteriaBody = z
  .object({
    location: z.string().trim().max(200).default(''),
    minPrice: price.default(null),
    maxPrice: price.default(null),
    propertyType: z
      .union([z.enum(PROPERTY_TYPES), z.literal('any'), z.literal('')])
      .nullable()
      .default(null)
      .transform((type) => (type === 'any' || type === '' ? null : type))
      .openapi({ description: "One property type; null, '' or 'any' for any type." }),
    minBeds: z.number().int().min(0).max(50).nullable().default(null),
    minBaths: z.number().multipleOf(0.5).min(0).max(50).nullable().default(null),
  })
  .refine((c) => c.minPrice === null || c.maxPrice === null || c.minPrice <= c.maxPrice, {
    message: 'minPrice cannot be above maxPrice.',
    path: ['minPrice'],
  })
  .openapi('SavedSearchCriteria');
/** The criteria as the server reads them (types normalized, bounds null when missing). */
export type CriteriaBody = z.infer<typeof CriteriaBody>;

const name = z.string().trim().min(1, SAVED_SEARCH_TEXTS.nameRequired).max(SAVED_SEARCH_NAME_MAX);

/** The body of POST /me/saved-searches. */
export const CreateSavedSearchBody = z
  .object({
    name,
    criteria: CriteriaBody,
    notifyEmail: z.boolean().optional().openapi({ description: 'Default true.' }),
    notifySms: z.boolean().optional().openapi({ description: 'Default false.' }),
  })
  .openapi('CreateSavedSearchBody');

/** The body of PATCH /me/saved-searches/{id}: any of the fields, at least one. */
export const UpdateSavedSearchBody = z
  .object({
    name: name.optional(),
    criteria: CriteriaBody.optional(),
    notifyEmail: z.boolean().optional(),
    notifySms: z.boolean().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Send at least one field to change.',
  )
  .openapi('UpdateSavedSearchBody');

/** A saved search as its owner sees it. */
export const SavedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    criteria: z.object({
      location: z.string(),
      minPrice: z.number().nullable(),
      maxPrice: z.number().nullable(),
      propertyType: z.enum(PROPERTY_TYPES).nullable(),
      minBeds: z.number().nullable(),
      minBaths: z.number().nullable(),
    }),
    notifyEmail: z.boolean(),
    notifySms: z.boolean(),
    summary: z.string().openapi({ description: 'The criteria in one line.' }),
    placeFound: z.boolean().openapi({ description: 'False when the location names no known place.' }),
    tooBroad: z.boolean().openapi({ description: 'True when matches raise notifications but no emails.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('SavedSearch');
/** A saved search as the API answers it. */
export type SavedSearchJson = z.infer<typeof SavedSearchSchema>;

/** How much of the plan's saved searches the account uses (core's PLAN_QUOTAS). */
export const QuotaUsageSchema = z
  .object({
    plan: z.string(),
    used: z.number().int(),
    limit: z.number().int().nullable(),
    text: z.string().nullable().openapi({ example: '2 of 3 saved searches used. Pro lifts the limit.' }),
  })
  .openapi('QuotaUsage');

/** The caller's saved searches and how much of the plan's quota they use. */
export const SavedSearchList = z
  .object({ items: z.array(SavedSearchSchema), usage: QuotaUsageSchema })
  .openapi('SavedSearchList');

/** The `{id}` of a saved search. */
export const SavedSearchIdParam = z.object({ id: z.string().min(1).max(64) });

/** The page of GET /me/saved-searches/{id}/matches. */
export const MatchesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(500).optional(),
});

/** A new saved search, as a caller sends it. */
export type NewSavedSearchBody = z.input<typeof CreateSavedSearchBody>;
/** Changes to a saved search, as a caller sends them. */
export type SavedSearchChanges = z.input<typeof UpdateSavedSearchBody>;
/** The quota usage of saved searches, as the API answers it. */
export type QuotaUsage = z.infer<typeof QuotaUsageSchema>;
