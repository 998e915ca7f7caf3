// What a signed-in user is told about their own account (the shape is the contract's CurrentUser).

import type { CurrentUser } from '@dealloop/contract';
import type { Role } from '@dealloop/core';
import type { User } from '../db/schema';

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
