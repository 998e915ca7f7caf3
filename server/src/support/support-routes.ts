// Support, mounted from the contract's support routes: anyone opens a ticket (signed out with an email; rate
// limited), the requester (or the holder of the emailed access key) reads and closes it, admins list every ticket
// and answer.
import { supportContract as routes } from '@dealloop/contract';
import { SUPPORT_TEXTS } from '@dealloop/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth, requireRole } from '../auth/auth-middleware';
import { tooManyRequests } from '../http/api-error';
import { clientIp } from '../http/client-info';
import { hitRateLimit, type RateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import {
  allTickets,
  answerTicket,
  closeTicket,
  openTicket,
  readTicket,
  type TicketViewer,
  ticketsOf,
} from './support-tickets';

/** New tickets per hour: per signed-in user, and per address for signed-out visitors. */
export const SUPPORT_RATE_LIMITS: { signedIn: RateLimit; anonymous: RateLimit } = {
  signedIn: { max: 5, windowSeconds: 3600 },
  anonymous: { max: 3, windowSeconds: 3600 },
};

function viewerOf(c: Context<AppEnv>): TicketViewer {
  const auth = c.get('auth');
  return auth
    ? { userId: auth.user.id, email: auth.user.email, isAdmin: auth.roles.includes('admin') }
    : { userId: null, email: null, isAdmin: false };
}

/** The support ticket routes, mounted at /api/v1. */
export function supportTicketRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(routes.open, async (c) => {
      const viewer = viewerOf(c);
      const [key, limit] = viewer.userId
        ? [`support:user:${viewer.userId}`, SUPPORT_RATE_LIMITS.signedIn]
        : [`support:ip:${clientIp(c, config.trustProxy) ?? 'unknown'}`, SUPPORT_RATE_LIMITS.anonymous];
      const quota = await hitRateLimit(db, key, limit);
      if (!quota.allowed) throw tooManyRequests(quota.retryAfterSeconds, SUPPORT_TEXTS.rateLimited);
      return c.json(await openTicket(db, config.publicUrl, viewer, c.req.valid('json')), 201);
    })
    .openapi(routes.mine, async (c) => {
      const { user } = requireAuth(c);
      return c.json({ items: await ticketsOf(db, user.id) }, 200);
    })
    .openapi(routes.all, async (c) => {
      requireRole(c, 'admin');
      return c.json(await allTickets(db, c.req.valid('query')), 200);
    })
    .openapi(routes.ticket, async (c) => {
      const ticket = await readTicket(db, viewerOf(c), c.req.valid('param').id, c.req.valid('query').key);
      return c.json(ticket, 200);
    })
    .openapi(routes.answer, async (c) => {
      const auth = requireRole(c, 'admin');
      const ticket = await answerTicket(
        db,
        config.publicUrl,
        auth.user.id,
        c.req.valid('param').id,
        c.req.valid('json').answer,
      );
      return c.json(ticket, 200);
    })
    .openapi(routes.close, async (c) => {
      const ticket = await closeTicket(db, viewerOf(c), c.req.valid('param').id, c.req.valid('query').key);
      return c.json(ticket, 200);
    });
}
