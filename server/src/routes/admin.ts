// Admin only: the dashboard's figures and charts, and user management (roles, suspension, restore, audit).

import { errors, json } from '@dealloop/contract';
import { ADMIN_MESSAGES } from '@dealloop/core';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AdminStatsSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  GrantRoleBody,
  StatsQuery,
  SuspendBody,
  UserIdParams,
  UserRoleParams,
  UsersQuery,
} from '../admin/admin-schemas';
import { adminStats } from '../admin/admin-stats';
import { grantUserRole, restoreUser, revokeUserRole, suspendUser } from '../admin/admin-user-actions';
import { serializeAdminUser } from '../admin/admin-user-serializer';
import { adminUserPage, auditOf, findAdminUser } from '../admin/admin-users-repo';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];
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
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/stats',
        summary: 'Current figures and new users, listings, offers and contracts per day or week (admin only)',
        security: bearer,
        request: { query: StatsQuery },
        responses: {
          200: { description: 'The figures', content: json(AdminStatsSchema) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
        requireRole(c, 'admin');
        const query = c.req.valid('query');
        return c.json(
          await adminStats(db, dialect, { days: query.days as 30 | 90, bucket: query.bucket }),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/users',
        summary: 'Users by name or email, role and status, newest first, in cursor pages (admin only)',
        security: bearer,
        request: { query: UsersQuery },
        responses: {
          200: { description: 'A page', content: json(AdminUserPageSchema) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/users/{id}',
        summary: 'One user with the admin actions on them (admin only)',
        security: bearer,
        request: { params: UserIdParams },
        responses: {
          200: { description: 'The user', content: json(AdminUserSchema) },
          ...errors(401, 403, 404),
        },
      }),
      async (c) => {
        requireRole(c, 'admin');
        return c.json(await userAnswer(c.req.valid('param').id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/users/{id}/roles',
        summary: 'Grant a role (admin only; audited)',
        security: bearer,
        request: { params: UserIdParams, body: { content: json(GrantRoleBody), required: true } },
        responses: {
          200: { description: 'The user', content: json(AdminUserSchema) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await grantUserRole(db, dialect, target(c, id), c.req.valid('json').role);
        return c.json(await userAnswer(id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/admin/users/{id}/roles/{role}',
        summary: 'Revoke a role (admin only; audited; an admin cannot remove their own admin role)',
        security: bearer,
        request: { params: UserRoleParams },
        responses: {
          200: { description: 'The user', content: json(AdminUserSchema) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const { id, role } = c.req.valid('param');
        await revokeUserRole(db, dialect, target(c, id), role);
        return c.json(await userAnswer(id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/users/{id}/suspension',
        summary:
          'Suspend an account with a reason: its sessions end and its tokens are refused at once (admin only)',
        security: bearer,
        request: { params: UserIdParams, body: { content: json(SuspendBody), required: true } },
        responses: {
          200: { description: 'The user', content: json(AdminUserSchema) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await suspendUser(deps, target(c, id), c.req.valid('json').reason);
        return c.json(await userAnswer(id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/admin/users/{id}/suspension',
        summary: 'Restore a suspended account; the user signs in again (admin only; audited)',
        security: bearer,
        request: { params: UserIdParams },
        responses: {
          200: { description: 'The user', content: json(AdminUserSchema) },
          ...errors(401, 403, 404, 409),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await restoreUser(db, dialect, target(c, id));
        return c.json(await userAnswer(id), 200);
      },
    );
}
