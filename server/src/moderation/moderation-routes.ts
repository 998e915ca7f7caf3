// Moderation of listings (moderators and admins): the review queue, decisions on one or many listings at once,
// the audit log, and the latest decision about a listing for its owner (the decline reason on their listing).

import { moderationContract as routes } from '@dealloop/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findPropertyById } from '../listings/properties-repo';
import { serializeProperty } from '../listings/property-serializer';
import { viewerOfAuth } from '../listings/visible-property';
import { latestListingDecision, listAuditEntries } from './audit-log';
import { decideListings } from './listing-decisions';
import { pendingListings } from './review-queue';
import { isStaff, requireStaff } from './staff-guard';

/** The moderation routes, mounted at /api/v1. */
export function moderationRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const viewerOf = (c: Context<AppEnv>) => viewerOfAuth(c.get('auth'));
  return createRouter()
    .openapi(routes.queue, async (c) => {
      requireStaff(c);
      const page = await pendingListings(db, c.req.valid('query'));
      return c.json(
        {
          total: page.total,
          items: page.items.map(({ property, owner }) => ({
            listing: serializeProperty(property, viewerOf(c), config.publicUrl),
            owner,
            submittedAt: property.created_at,
          })),
        },
        200,
      );
    })
    .openapi(routes.decide, async (c) => {
      const auth = requireStaff(c);
      const body = c.req.valid('json');
      const updated = await decideListings(deps, {
        actorId: auth.user.id,
        actorIsAdmin: auth.roles.includes('admin'),
        propertyIds: body.propertyIds,
        action: body.action,
        reason: body.reason,
      });
      return c.json(
        { items: updated.map((property) => serializeProperty(property, viewerOf(c), config.publicUrl)) },
        200,
      );
    })
    .openapi(routes.audit, async (c) => {
      requireStaff(c);
      return c.json(await listAuditEntries(db, c.req.valid('query')), 200);
    })
    .openapi(routes.latestDecision, async (c) => {
      const auth = requireAuth(c);
      const property = await findPropertyById(db, c.req.valid('param').id);
      if (!property || (property.user_id !== auth.user.id && !isStaff(auth.roles))) {
        throw notFound('This listing does not exist.');
      }
      const latest = await latestListingDecision(db, property.id);
      return c.json(
        {
          decision: latest
            ? { action: latest.action, reason: latest.reason, createdAt: latest.created_at }
            : null,
        },
        200,
      );
    });
}
