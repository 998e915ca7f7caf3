// The moderation routes (moderators and admins): the review queue, decisions on one or many listings at once, the
// audit log, and the latest decision about a listing for its owner (the decline reason on their listing).

import { MODERATION_ACTIONS, MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { PropertySchema } from '../listings/listing-schemas';
import { moderationEndpoints as at } from './moderation-endpoints';

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

/** The moderation routes. */
export const moderationContract = {
  queue: createRoute({
    ...at.queue,
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
  decide: createRoute({
    ...at.decide,
    summary:
      'Publish, decline or hold one or many listings in one step, all or nothing (moderators and admins)',
    security: bearer,
    request: { body: { content: json(DecisionsBody), required: true } },
    responses: {
      200: { description: 'Decided', content: json(DecisionsResult) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  audit: createRoute({
    ...at.audit,
    summary: 'The moderation audit log, newest first (moderators and admins)',
    security: bearer,
    request: { query: AuditQuery },
    responses: {
      200: { description: 'A page of the log', content: json(AuditPage) },
      ...errors(400, 401, 403),
    },
  }),
  latestDecision: createRoute({
    ...at.latestDecision,
    summary: "The latest moderation decision about a listing and its reason (the listing's owner and staff)",
    security: bearer,
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: {
      200: { description: 'The latest decision, or null', content: json(LatestDecision) },
      ...errors(401, 404),
    },
  }),
};

/** The moderation routes' types (import type only). */
export type ModerationContract = typeof moderationContract;
