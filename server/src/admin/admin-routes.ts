// Admin only, mounted from the contract's admin routes: the dashboard's figures and charts, and user management
// (roles, suspension, restore, audit).
import { adminContract as routes } from '@dealloop/contract';
import { ADMIN_MESSAGES } from '@dealloop/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { adminStats } from './admin-stats';
import { grantUserRole, restoreUser, revokeUserRole, suspendUser } from './admin-user-actions';
import { serializeAdminUser } from './admin-user-serializer';
import { adminUserPage, auditOf, findAdminUser } from './admin-users-repo';

/** Admin actions shown with each user of a list page; the user's own answer shows more. */
const HISTORY_IN_LIST = 5;
const HISTORY_OF_ONE = 100;

/** The admin routes, mounted at /api/v1. */
export function adminRoutes(deps: Pick<AppDeps, 'db' | 'dialect' | 'alertBus'>) {
  const { db, dialect } = deps;

  /** The user as the admin sees them after a change (404 when unknown). */
  async function userAnswer(userId: string) {
    const user = await findAdminUser(db, userId);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');
    return serializeAdminUser(user, await auditOf(db, [user.id], HISTORY_OF_ONE));
  }

  const target = (c: Context<AppEnv>, userId: string) => ({
    adminId: requireRole(c, 'admin').user.id,
    userId,
  });

  return createRouter()
    .openapi(routes.stats, async (c) => {
      requireRole(c, 'admin');
      const query = c.req.valid('query');
      return c.json(
        await adminStats(db, dialect, { days: query.days as 30 | 90, bucket: query.bucket }),
        200,
      );
    })
    .openapi(routes.users, async (c) => {
      requireRole(c, 'admin');
      const page = await adminUserPage(db, c.req.valid('query'));
      const history = await auditOf(
        db,
        page.items.map((user) => user.id),
        HISTORY_IN_LIST,
      );
      return c.json(
        { items: page.items.map((user) => serializeAdminUser(user, history)), nextCursor: page.nextCursor },
        200,
      );
    })
    .openapi(routes.user, async (c) => {
      requireRole(c, 'admin');
      return c.json(await userAnswer(c.req.valid('param').id), 200);
    })
    .openapi(routes.grantRole, async (c) => {
      const { id } = c.req.valid('param');
      await grantUserRole(db, dialect, target(c, id), c.req.valid('json').role);
      return c.json(await userAnswer(id), 200);
    })
    .openapi(routes.revokeRole, async (c) => {
      const { id, role } = c.req.valid('param');
      await revokeUserRole(db, dialect, target(c, id), role);
      return c.json(await userAnswer(id), 200);
    })
    .openapi(routes.suspend, async (c) => {
      const { id } = c.req.valid('param');
      await suspendUser(deps, target(c, id), c.req.valid('json').reason);
      return c.json(await userAnswer(id), 200);
    })
    .openapi(routes.restore, async (c) => {
      const { id } = c.req.valid('param');
      await restoreUser(db, dialect, target(c, id));
      return c.json(await userAnswer(id), 200);
    });
}
