// My Account's active sessions: list the caller's live sessions, sign one out, or sign out all the others.

import { errors, json } from '@dealloop/contract';
import { createRoute } from '@hono/zod-openapi';
import { ActiveSessionList, SessionIdParam, SignedOutCount } from '../account/account-schemas';
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from '../account/session-list';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { endingAccess } from '../realtime/ending-access';

const bearer = [{ bearerAuth: [] }];

/** The session routes, mounted at /api/v1/auth. */
export function sessionRoutes(deps: Pick<AppDeps, 'db' | 'alertBus'>) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/sessions',
        summary: "The caller's live sessions (user agent, address, last use), most recently used first",
        security: bearer,
        responses: {
          200: { description: 'Live sessions', content: json(ActiveSessionList) },
          ...errors(401),
        },
      }),
      async (c) => {
        const { user, session } = requireAuth(c);
        return c.json({ items: await listActiveSessions(db, user.id, session.id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/sessions/sign-out-others',
        summary: 'Sign out every other session of the caller',
        security: bearer,
        responses: { 200: { description: 'Signed out', content: json(SignedOutCount) }, ...errors(401) },
      }),
      async (c) => {
        const { user, session } = requireAuth(c);
        const signedOut = await endingAccess(deps, user.id, (trx) =>
          revokeOtherSessions(trx, user.id, session.id),
        );
        return c.json({ signedOut }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/sessions/{id}',
        summary: "Sign out one of the caller's sessions (the current one too)",
        security: bearer,
        request: { params: SessionIdParam },
        responses: { 204: { description: 'Signed out' }, ...errors(400, 401, 404) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const id = c.req.valid('param').id;
        const revoked = await endingAccess(deps, user.id, (trx) => revokeOwnSession(trx, user.id, id));
        if (!revoked) throw notFound('This session does not exist or has already ended.');
        return c.body(null, 204);
      },
    );
}
