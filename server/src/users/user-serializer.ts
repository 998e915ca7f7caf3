// What a signed-in user is told about their own account.

import { ROLES, type Role } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import type { User } from '../db/schema';

export const CurrentUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
    isAdmin: z.boolean(),
    isModerator: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('CurrentUser');
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The account as its owner sees it: never the password hash. */
export function serializeCurrentUser(user: User, fullName: string | null, roles: Role[]): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    fullName,
    roles,
    isAdmin: roles.includes('admin'),
    isModerator: roles.includes('moderator'),
    createdAt: user.created_at,
  };
}
