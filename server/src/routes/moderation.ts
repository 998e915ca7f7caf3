// Moderation of listings (moderators and admins): the review queue, decisions on one or many listings at once,
// the audit log, and the latest decision about a listing for its owner (the decline reason on their listing).

import { errors, json, PropertySchema } from '@dealloop/contract';
import { MODERATION_ACTIONS, MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findPropertyById } from '../listings/properties-repo';
import { serializeProperty } from '../listings/property-serializer';
import { viewerOfAuth } from '../listings/visible-property';
import { latestListingDecision, listAuditEntries } from '../moderation/audit-log';
import { decideListings } from '../moderation/listing-decisions';
import { pendingListings } from '../moderation/review-queue';
import { isStaff, requireStaff } from '../moderation/staff-guard';

const bearer = [{ bearerAuth: [] }];

const PageQuery = (pageSize: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(pageSize),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });

const Person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });

const QueueItem = z
  .object({ listing: PropertySchema, owner: Person, submittedAt: z.string() })
  .openapi('ModerationQueueItem');
const QueuePage = z
  .object({ items: z.array(QueueItem), total: z.number().int() })
  .openapi('ModerationQueuePage');

const DecisionsBody = z
  .object({
    propertyIds: z.array(z.string().min(1).max(64)).min(1).max(MODERATION_LIMITS.bulkMax),
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().max(MODERATION_LIMITS.reasonMaxLength).nullable().optional().openapi({
      description: 'Required to decline; shown to the owner in the alert and on the listing.',
    }),
  })
  .openapi('ModerationDecisionsBody');
const DecisionsResult = z.object({ items: z.array(PropertySchema) }).openapi('ModerationDecisionsResult');

const AuditEntry = z
  .object({
    id: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    targetLabel: z.string().nullable(),
    actor: Person,
    subjectUserId: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ModerationAuditEntry');
const AuditPage = z
  .object({ items: z.array(AuditEntry), total: z.number().int() })
  .openapi('ModerationAuditPage');
const AuditQuery = PageQuery(MODERATION_LIMITS.auditPageSize).extend({
  targetId: z.string().min(1).max(64).optional(),
});

const LatestDecision = z
  .object({
    decision: z
      .object({ action: z.string(), reason: z.string().nullable(), createdAt: z.string() })
      .nullable(),
  })
  .openapi('ListingModerationDecision');

/** The moderation routes, mounted at /api/v1. */
export function moderationRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const viewerOf = (c: Context<AppEnv>) => viewerOfAuth(c.get('auth'));
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/moderation/queue',
        summary: 'Listings waiting for review, oldest first (moderators and admins)',
        security: bearer,
        request: {
          query: PageQuery(MODERATION_LIMITS.queuePageSize).extend({
            q: z
              .string()
              .max(200)
              .optional()
              .openapi({ description: 'Text in the title, location or owner email.' }),
          }),
        },
        responses: {
          200: { description: 'A page of the queue', content: json(QueuePage) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/moderation/decisions',
        summary:
          'Publish, decline or hold one or many listings in one step, all or nothing (moderators and admins)',
        security: bearer,
        request: { body: { content: json(DecisionsBody), required: true } },
        responses: {
          200: { description: 'Decided', content: json(DecisionsResult) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/moderation/audit',
        summary: 'The moderation audit log, newest first (moderators and admins)',
        security: bearer,
        request: { query: AuditQuery },
        responses: {
          200: { description: 'A page of the log', content: json(AuditPage) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
        requireStaff(c);
        return c.json(await listAuditEntries(db, c.req.valid('query')), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/properties/{id}/moderation',
        summary:
          "The latest moderation decision about a listing and its reason (the listing's owner and staff)",
        security: bearer,
        request: { params: z.object({ id: z.string().min(1).max(64) }) },
        responses: {
          200: { description: 'The latest decision, or null', content: json(LatestDecision) },
          ...errors(401, 404),
        },
      }),
      async (c) => {
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
      },
    );
}
