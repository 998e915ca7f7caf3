// The reviewed edits of published listings: the owner's latest edit of a listing (pending, or declined with the
// reason), and for moderators the queue of pending edits with their diff and the decision on one.
import { LISTING_EDIT_ACTIONS, LISTING_EDIT_STATUSES, MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { listingEditsEndpoints as at } from './listing-edits-endpoints';
import { PropertySchema } from './listing-schemas';

const EditChange = z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() });

/** An edit of a published listing, with its diff and the listing as it reads with it. */
export const ListingEditSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    status: z.enum(LISTING_EDIT_STATUSES),
    reason: z.string().nullable().openapi({ description: "The moderator's reason for a decline." }),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    changes: z
      .array(EditChange)
      .openapi({ description: 'Each changed field: label, approved value -> edited.' }),
    edited: PropertySchema.openapi({ description: 'The listing as it reads with the edit.' }),
  })
  .openapi('ListingEdit');
/** An edit of a published listing. */
export type ListingEditView = z.infer<typeof ListingEditSchema>;

/** The owner's view of their listing's edits: the latest one, and the upload ids of their version's photos. */
export const ListingEditStateSchema = z
  .object({
    edit: ListingEditSchema.nullable(),
    imageIds: z.array(z.string()).openapi({
      description: "Upload ids of the photos of the owner's version (a pending edit's), cover first.",
    }),
  })
  .openapi('ListingEditState');
/** The owner's view of their listing's edits. */
export type ListingEditStateView = z.infer<typeof ListingEditStateSchema>;

const Person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });

/** A page of the pending edits' queue. */
export const EditQueuePageSchema = z
  .object({
    items: z.array(z.object({ edit: ListingEditSchema, listing: PropertySchema, owner: Person })),
    total: z.number().int(),
  })
  .openapi('ListingEditQueuePage');
/** A page of the pending edits' queue. */
export type EditQueuePageView = z.infer<typeof EditQueuePageSchema>;

const EditDecisionBody = z
  .object({
    action: z.enum(LISTING_EDIT_ACTIONS),
    reason: z.string().max(MODERATION_LIMITS.reasonMaxLength).nullable().optional().openapi({
      description: 'Required to decline; shown to the owner in the alert and on the listing.',
    }),
  })
  .openapi('ListingEditDecisionBody');

/** The listing-edit routes. */
export const listingEditsContract = {
  latest: createRoute({
    ...at.latest,
    summary:
      'The latest edit of a listing (pending review, or declined with the reason) and the upload ids of the ' +
      "owner's version's photos, for the Edit form (owner and staff)",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The latest edit, or null', content: json(ListingEditStateSchema) },
      ...errors(401, 404),
    },
  }),
  queue: createRoute({
    ...at.queue,
    summary: 'Edits of published listings waiting for review, longest waiting first (moderators and admins)',
    security: bearer,
    request: {
      query: z.object({
        limit: z.coerce.number().int().min(1).max(100).default(MODERATION_LIMITS.queuePageSize),
        offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      }),
    },
    responses: {
      200: { description: 'A page of pending edits', content: json(EditQueuePageSchema) },
      ...errors(400, 401, 403),
    },
  }),
  decide: createRoute({
    ...at.decide,
    summary: 'Approve (apply to the listing) or decline (keep the approved version) a pending edit',
    security: bearer,
    request: { params: IdParam, body: { content: json(EditDecisionBody), required: true } },
    responses: {
      200: { description: 'Decided', content: json(z.object({ edit: ListingEditSchema })) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
};

/** The listing-edit routes' types (import type only). */
export type ListingEditsContract = typeof listingEditsContract;
