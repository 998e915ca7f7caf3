// Becoming a moderator: a signed-in user's application (GET/POST /me/moderator-application) and the admins' list
// and decisions (GET /moderation/applications, POST /moderation/applications/{id}/decision).

import { errors, json } from '@dealloop/contract';
import { MODERATION_LIMITS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth, requireRole } from '../auth/auth-middleware';
import { createRouter } from '../http/router';
import {
  applicationView,
  applyToModerate,
  decideApplication,
  latestApplicationOf,
  pendingApplications,
} from '../moderation/moderator-applications';

const bearer = [{ bearerAuth: [] }];
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

/** The moderator application routes, mounted at /api/v1. */
export function moderatorApplicationRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/moderator-application',
        summary: "The caller's newest moderator application and whether they moderate already",
        security: bearer,
        responses: { 200: { description: 'The application', content: json(MyApplication) }, ...errors(401) },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const latest = await latestApplicationOf(db, auth.user.id);
        return c.json(
          {
            isModerator: auth.roles.includes('moderator'),
            application: latest ? applicationView(latest) : null,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/moderator-application',
        summary: 'Apply to become a moderator (one pending application at a time)',
        security: bearer,
        request: { body: { content: json(ApplyBody), required: true } },
        responses: {
          201: { description: 'Sent', content: json(Application) },
          ...errors(400, 401, 409),
        },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const row = await applyToModerate(db, { id: auth.user.id, roles: auth.roles }, c.req.valid('json'));
        return c.json(applicationView(row), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/moderation/applications',
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
      async (c) => {
        requireRole(c, 'admin');
        return c.json({ items: await pendingApplications(db) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/moderation/applications/{id}/decision',
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
      async (c) => {
        const auth = requireRole(c, 'admin');
        const body = c.req.valid('json');
        const row = await decideApplication(deps, {
          actorId: auth.user.id,
          applicationId: c.req.valid('param').id,
          decision: body.decision,
          reason: body.reason,
        });
        return c.json(applicationView(row), 200);
      },
    );
}
