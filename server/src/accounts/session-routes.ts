// My Account's active sessions: list the caller's live sessions, sign one out, or sign out all the others.

import { accountsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { endingAccess } from '../realtime/ending-access';
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from './session-list';

/** The session routes, mounted at /api/v1. */
export function sessionRoutes(deps: Pick<AppDeps, 'db' | 'alertBus'>) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.sessions, async (c) => {
      const { user, session } = requireAuth(c);
      return c.json({ items: await listActiveSessions(db, user.id, session.id) }, 200);
    })
    .openapi(routes.signOutOthers, async (c) => {
      const { user, session } = requireAuth(c);
      const signedOut = await endingAccess(deps, user.id, (trx) =>
        revokeOtherSessions(trx, user.id, session.id),
      );
      return c.json({ signedOut }, 200);
    })
    .openapi(routes.signOutSession, async (c) => {
      const { user } = requireAuth(c);
      const id = c.req.valid('param').id;
      const revoked = await endingAccess(deps, user.id, (trx) => revokeOwnSession(trx, user.id, id));
      if (!revoked) throw notFound('This session does not exist or has already ended.');
      return c.body(null, 204);
    });
}
