// Reviewed edits of published listings: the owner's latest edit of a listing (pending, declined with the reason),
// and for moderators the queue of pending edits with their diff and the decision to approve or decline one.

import { errors, json, PropertySchema } from '@dealloop/contract';
import { LISTING_EDIT_ACTIONS, LISTING_EDIT_STATUSES, MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { decideListingEdit } from '../moderation/listing-edit-decisions';
import { isStaff, requireStaff } from '../moderation/staff-guard';
import { serializeListingEdit } from '../properties/listing-edit-serializer';
import { latestEdit, pendingEdits, withEdit } from '../properties/listing-edits-repo';
import { findPropertyById } from '../properties/properties-repo';
import { serializeProperty } from '../properties/property-serializer';
import { viewerOfAuth } from '../properties/visible-property';

const bearer = [{ bearerAuth: [] }];

const EditChange = z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() });
const ListingEditSchema = z
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
const Person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
const EditQueuePage = z
  .object({
    items: z.array(z.object({ edit: ListingEditSchema, listing: PropertySchema, owner: Person })),
    total: z.number().int(),
  })
  .openapi('ListingEditQueuePage');
const EditDecisionBody = z
  .object({
    action: z.enum(LISTING_EDIT_ACTIONS),
    reason: z.string().max(MODERATION_LIMITS.reasonMaxLength).nullable().optional().openapi({
      description: 'Required to decline; shown to the owner in the alert and on the listing.',
    }),
  })
  .openapi('ListingEditDecisionBody');

/** The listing-edit routes, mounted at /api/v1. */
export function listingEditRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const viewerOf = (c: Context<AppEnv>) => viewerOfAuth(c.get('auth'));
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/properties/{id}/edit',
        summary:
          'The latest edit of a listing (pending review, or declined with the reason) and the upload ids of the ' +
          "owner's version's photos, for the Edit form (owner and staff)",
        security: bearer,
        request: { params: z.object({ id: z.string().min(1).max(64) }) },
        responses: {
          200: {
            description: 'The latest edit, or null',
            content: json(
              z
                .object({
                  edit: ListingEditSchema.nullable(),
                  imageIds: z.array(z.string()).openapi({
                    description:
                      "Upload ids of the photos of the owner's version (a pending edit's), cover first.",
                  }),
                })
                .openapi('ListingEditState'),
            ),
          },
          ...errors(401, 404),
        },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const property = await findPropertyById(db, c.req.valid('param').id);
        if (!property || (property.user_id !== auth.user.id && !isStaff(auth.roles))) {
          throw notFound('This listing does not exist.');
        }
        const edit = await latestEdit(db, property.id);
        const version = edit?.status === 'pending' ? withEdit(property, edit.changes) : property;
        return c.json(
          {
            edit: edit ? serializeListingEdit(edit, property, viewerOf(c), config.publicUrl) : null,
            imageIds: version.images.map((image) => image.uploadId),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/moderation/edits',
        summary:
          'Edits of published listings waiting for review, longest waiting first (moderators and admins)',
        security: bearer,
        request: {
          query: z.object({
            limit: z.coerce.number().int().min(1).max(100).default(MODERATION_LIMITS.queuePageSize),
            offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
          }),
        },
        responses: {
          200: { description: 'A page of pending edits', content: json(EditQueuePage) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
        requireStaff(c);
        const page = await pendingEdits(db, c.req.valid('query'));
        const viewer = viewerOf(c);
        return c.json(
          {
            total: page.total,
            items: page.items.map(({ edit, property, owner }) => ({
              edit: serializeListingEdit(edit, property, viewer, config.publicUrl),
              listing: serializeProperty(property, viewer, config.publicUrl),
              owner,
            })),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/moderation/edits/{id}/decision',
        summary: 'Approve (apply to the listing) or decline (keep the approved version) a pending edit',
        security: bearer,
        request: {
          params: z.object({ id: z.string().min(1).max(64) }),
          body: { content: json(EditDecisionBody), required: true },
        },
        responses: {
          200: { description: 'Decided', content: json(z.object({ edit: ListingEditSchema })) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const auth = requireStaff(c);
        const body = c.req.valid('json');
        const { edit, property } = await decideListingEdit(deps, {
          actorId: auth.user.id,
          actorIsAdmin: auth.roles.includes('admin'),
          editId: c.req.valid('param').id,
          action: body.action,
          reason: body.reason,
        });
        return c.json({ edit: serializeListingEdit(edit, property, viewerOf(c), config.publicUrl) }, 200);
      },
    );
}
