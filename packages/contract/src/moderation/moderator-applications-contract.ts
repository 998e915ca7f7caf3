// The moderator-application routes: a user applies to moderate (one at a time) and reads their application;
// admins list the pending ones and approve or decline them.

import { MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { moderatorApplicationsEndpoints as at } from './moderator-applications-endpoints';

const text = z.string().max(MODERATION_LIMITS.applicationTextMaxLength);

const Application = z
  .object({
    id: z.string(),
    userId: z.string(),
    why: z.string(),
    experience: z.string(),
    markets: z.array(z.string()),
    status: z.enum(['pending', 'approved', 'declined']),
    decisionReason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ModeratorApplication');
const MyApplication = z
  .object({ isModerator: z.boolean(), application: Application.nullable() })
  .openapi('MyModeratorApplication');
const ApplyBody = z
  .object({
    why: text,
    experience: text,
    markets: z.array(z.string().max(2)).max(60),
  })
  .openapi('ModeratorApplicationBody');
const PendingApplication = Application.extend({
  applicant: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
}).openapi('PendingModeratorApplication');
const DecisionBody = z
  .object({
    decision: z.enum(['approve', 'decline']),
    reason: z.string().max(MODERATION_LIMITS.reasonMaxLength).nullable().optional().openapi({
      description: 'Required to decline; sent to the applicant.',
    }),
  })
  .openapi('ModeratorApplicationDecision');

/** The moderator-applications routes. */
export const moderatorApplicationsContract = {
  mine: createRoute({
    ...at.mine,
    summary: "The caller's newest moderator application and whether they moderate already",
    security: bearer,
    responses: { 200: { description: 'The application', content: json(MyApplication) }, ...errors(401) },
  }),
  apply: createRoute({
    ...at.apply,
    summary: 'Apply to become a moderator (one pending application at a time)',
    security: bearer,
    request: { body: { content: json(ApplyBody), required: true } },
    responses: {
      201: { description: 'Sent', content: json(Application) },
      ...errors(400, 401, 409),
    },
  }),
  list: createRoute({
    ...at.list,
    summary: 'Pending moderator applications, oldest first (admins)',
    security: bearer,
    responses: {
      200: {
        description: 'Pending applications',
        content: json(z.object({ items: z.array(PendingApplication) })),
      },
      ...errors(401, 403),
    },
  }),
  decide: createRoute({
    ...at.decide,
    summary: 'Approve (grants the moderator role) or decline an application (admins)',
    security: bearer,
    request: {
      params: z.object({ id: z.string().min(1).max(64) }),
      body: { content: json(DecisionBody), required: true },
    },
    responses: {
      200: { description: 'Decided', content: json(Application) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
};

/** The moderator-applications routes' types (import type only). */
export type ModeratorApplicationsContract = typeof moderatorApplicationsContract;
