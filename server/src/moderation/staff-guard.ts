// Who may moderate: the signed-in caller with the moderator or the admin role (401 signed out, 403 otherwise).
import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { forbidden } from '../http/api-error';

/** Whether these roles may moderate listings, reports and profiles. */
export const isStaff = (roles: readonly string[]): boolean =>
  roles.includes('moderator') || roles.includes('admin');

/** The signed-in moderator or admin, or a 401/403. */
export function requireStaff(c: Context<AppEnv>): AuthContext {
  const auth = requireAuth(c);
  if (!isStaff(auth.roles)) throw forbidden('Only moderators and admins can do this.');
  return auth;
}
