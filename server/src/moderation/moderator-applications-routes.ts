// Becoming a moderator: a signed-in user's application (GET/POST /me/moderator-application) and the admins' list
// and decisions (GET /moderation/applications, POST /moderation/applications/{id}/decision).

import { moderatorApplicationsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth, requireRole } from '../auth/auth-middleware';
import { createRouter } from '../http/router';
import {
  applicationView,
  applyToModerate,
  decideApplication,
  latestApplicationOf,
  pendingApplications,
} from './moderator-applications';

/** The moderator application routes, mounted at /api/v1. */
export function moderatorApplicationRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.mine, async (c) => {
      const auth = requireAuth(c);
      const latest = await latestApplicationOf(db, auth.user.id);
      return c.json(
        {
          isModerator: auth.roles.includes('moderator'),
          application: latest ? applicationView(latest) : null,
        },
        200,
      );
    })
    .openapi(routes.apply, async (c) => {
      const auth = requireAuth(c);
      const row = await applyToModerate(db, { id: auth.user.id, roles: auth.roles }, c.req.valid('json'));
      return c.json(applicationView(row), 201);
    })
    .openapi(routes.list, async (c) => {
      requireRole(c, 'admin');
      return c.json({ items: await pendingApplications(db) }, 200);
    })
    .openapi(routes.decide, async (c) => {
      const auth = requireRole(c, 'admin');
      const body = c.req.valid('json');
      const row = await decideApplication(deps, {
        actorId: auth.user.id,
        applicationId: c.req.valid('param').id,
        decision: body.decision,
        reason: body.reason,
      });
      return c.json(applicationView(row), 200);
    });
}
