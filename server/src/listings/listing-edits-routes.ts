// Reviewed edits of published listings: the owner's latest edit of a listing (pending, declined with the reason),
// and for moderators the queue of pending edits with their diff and the decision to approve or decline one.

import { listingEditsContract as routes } from '@dealloop/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { decideListingEdit } from '../moderation/listing-edit-decisions';
import { isStaff, requireStaff } from '../moderation/staff-guard';
import { serializeListingEdit } from './listing-edit-serializer';
import { latestEdit, pendingEdits, withEdit } from './listing-edits-repo';
import { findPropertyById } from './properties-repo';
import { serializeProperty } from './property-serializer';
import { viewerOfAuth } from './visible-property';

/** The listing-edit routes, mounted at /api/v1. */
export function listingEditRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const viewerOf = (c: Context<AppEnv>) => viewerOfAuth(c.get('auth'));
  return createRouter()
    .openapi(routes.latest, async (c) => {
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
    })
    .openapi(routes.queue, async (c) => {
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
    })
    .openapi(routes.decide, async (c) => {
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
    });
}
