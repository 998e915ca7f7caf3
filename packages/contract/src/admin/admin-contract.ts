// The admin routes (admins only): the dashboard's figures and charts, and user management (roles, suspension,
// restore, audit).
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { adminEndpoints as at } from './admin-endpoints';
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
} from './admin-schemas';

/** The admin routes. */
export const adminContract = {
  stats: createRoute({
    ...at.stats,
    summary: 'Current figures and new users, listings, offers and contracts per day or week (admin only)',
    security: bearer,
    request: { query: StatsQuery },
    responses: {
      200: { description: 'The figures', content: json(AdminStatsSchema) },
      ...errors(400, 401, 403),
    },
  }),
  users: createRoute({
    ...at.users,
    summary: 'Users by name or email, role and status, newest first, in cursor pages (admin only)',
    security: bearer,
    request: { query: UsersQuery },
    responses: {
      200: { description: 'A page', content: json(AdminUserPageSchema) },
      ...errors(400, 401, 403),
    },
  }),
  user: createRoute({
    ...at.user,
    summary: 'One user with the admin actions on them (admin only)',
    security: bearer,
    request: { params: UserIdParams },
    responses: {
      200: { description: 'The user', content: json(AdminUserSchema) },
      ...errors(401, 403, 404),
    },
  }),
  grantRole: createRoute({
    ...at.grantRole,
    summary: 'Grant a role (admin only; audited)',
    security: bearer,
    request: { params: UserIdParams, body: { content: json(GrantRoleBody), required: true } },
    responses: {
      200: { description: 'The user', content: json(AdminUserSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  revokeRole: createRoute({
    ...at.revokeRole,
    summary: 'Revoke a role (admin only; audited; an admin cannot remove their own admin role)',
    security: bearer,
    request: { params: UserRoleParams },
    responses: {
      200: { description: 'The user', content: json(AdminUserSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  suspend: createRoute({
    ...at.suspend,
    summary:
      'Suspend an account with a reason: its sessions end and its tokens are refused at once (admin only)',
    security: bearer,
    request: { params: UserIdParams, body: { content: json(SuspendBody), required: true } },
    responses: {
      200: { description: 'The user', content: json(AdminUserSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  restore: createRoute({
    ...at.restore,
    summary: 'Restore a suspended account; the user signs in again (admin only; audited)',
    security: bearer,
    request: { params: UserIdParams },
    responses: {
      200: { description: 'The user', content: json(AdminUserSchema) },
      ...errors(401, 403, 404, 409),
    },
  }),
};

/** The admin routes' types (import type: the site takes its shapes from here). */
export type AdminContract = typeof adminContract;
