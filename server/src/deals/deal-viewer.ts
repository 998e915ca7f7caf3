// Who looks at an offer or a contract: the signed-in caller, and whether they are an admin.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';

/** Who is looking at an offer or a contract. */
export interface DealViewer {
  userId: string;
  isAdmin: boolean;
}

/** The signed-in caller as a deal viewer (401 when signed out). */
export function dealViewerOf(c: Context<AppEnv>): DealViewer {
  const auth = requireAuth(c);
  return { userId: auth.user.id, isAdmin: auth.roles.includes('admin') };
}
