// Support: anyone opens a ticket (signed out with an email; rate limited), the requester (or the holder of the
// emailed access key) reads and closes it, admins list every ticket and answer.

import { errors, json } from '@dealloop/contract';
import { SUPPORT_LIMITS, SUPPORT_TEXTS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
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
} from '../support/support-tickets';

const bearer = [{ bearerAuth: [] }];
/** New tickets per hour: per signed-in user, and per address for signed-out visitors. */
export const SUPPORT_RATE_LIMITS: { signedIn: RateLimit; anonymous: RateLimit } = {
  signedIn: { max: 5, windowSeconds: 3600 },
  anonymous: { max: 3, windowSeconds: 3600 },
};

const status = z.enum(['open', 'answered', 'closed']);
const Ticket = z
  .object({
    id: z.string(),
    requesterId: z.string().nullable(),
    email: z.string(),
    name: z.string().nullable(),
    subject: z.string(),
    category: z.enum(['account', 'listings', 'offers', 'billing', 'bug', 'other']),
    message: z.string(),
    status,
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('SupportTicket');
const TicketList = z.object({ items: z.array(Ticket) }).openapi('SupportTicketList');
const TicketPage = z
  .object({ items: z.array(Ticket), nextCursor: z.string().nullable() })
  .openapi('SupportTicketPage');
const OpenBody = z
  .object({
    subject: z.string().max(SUPPORT_LIMITS.subjectMaxLength * 2),
    category: z.string().max(40),
    message: z.string().max(SUPPORT_LIMITS.messageMaxLength * 2),
    email: z.string().max(254).nullable().optional(),
    name: z
      .string()
      .max(SUPPORT_LIMITS.nameMaxLength * 2)
      .nullable()
      .optional(),
  })
  .openapi('SupportTicketBody');
const Opened = z
  .object({
    ticket: Ticket,
    accessKey: z
      .string()
      .nullable()
      .openapi({ description: 'Signed-out requesters read the ticket with it.' }),
  })
  .openapi('OpenedSupportTicket');
const IdParam = z.object({ id: z.string().max(64) });
const KeyQuery = z.object({ key: z.string().max(128).optional() });

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
    .openapi(
      createRoute({
        method: 'post',
        path: '/support/tickets',
        summary:
          'Open a support ticket (bearer optional: signed out, `email` is required); emails a confirmation',
        request: { body: { content: json(OpenBody), required: true } },
        responses: { 201: { description: 'Opened', content: json(Opened) }, ...errors(400, 429) },
      }),
      async (c) => {
        const viewer = viewerOf(c);
        const [key, limit] = viewer.userId
          ? [`support:user:${viewer.userId}`, SUPPORT_RATE_LIMITS.signedIn]
          : [`support:ip:${clientIp(c, config.trustProxy) ?? 'unknown'}`, SUPPORT_RATE_LIMITS.anonymous];
        const quota = await hitRateLimit(db, key, limit);
        if (!quota.allowed) throw tooManyRequests(quota.retryAfterSeconds, SUPPORT_TEXTS.rateLimited);
        return c.json(await openTicket(db, config.publicUrl, viewer, c.req.valid('json')), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/support/tickets',
        summary: "The caller's support tickets, newest first",
        security: bearer,
        responses: { 200: { description: 'Tickets', content: json(TicketList) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json({ items: await ticketsOf(db, user.id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/support/tickets',
        summary:
          'Every support ticket, or those of one status, a page at a time (admins only; open ones oldest first)',
        security: bearer,
        request: {
          query: z.object({
            status: status.optional(),
            cursor: z
              .string()
              .max(200)
              .optional()
              .openapi({ description: 'The nextCursor of the previous page.' }),
          }),
        },
        responses: {
          200: { description: 'One page of tickets', content: json(TicketPage) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
        requireRole(c, 'admin');
        return c.json(await allTickets(db, c.req.valid('query')), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/support/tickets/{id}',
        summary:
          'One ticket: for its requester, the holder of its access key (`?key=`) or an admin; else 404',
        request: { params: IdParam, query: KeyQuery },
        responses: { 200: { description: 'The ticket', content: json(Ticket) }, ...errors(404) },
      }),
      async (c) => {
        const ticket = await readTicket(db, viewerOf(c), c.req.valid('param').id, c.req.valid('query').key);
        return c.json(ticket, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/support/tickets/{id}/answer',
        summary: 'Answer a ticket (admins only); the answer is emailed and shown to the requester',
        security: bearer,
        request: {
          params: IdParam,
          body: {
            content: json(z.object({ answer: z.string().max(SUPPORT_LIMITS.answerMaxLength * 2) })),
            required: true,
          },
        },
        responses: {
          200: { description: 'Answered', content: json(Ticket) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const auth = requireRole(c, 'admin');
        const ticket = await answerTicket(
          db,
          config.publicUrl,
          auth.user.id,
          c.req.valid('param').id,
          c.req.valid('json').answer,
        );
        return c.json(ticket, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/support/tickets/{id}/close',
        summary: 'Close a ticket: its requester, the holder of its access key (`?key=`) or an admin',
        request: { params: IdParam, query: KeyQuery },
        responses: { 200: { description: 'Closed', content: json(Ticket) }, ...errors(404, 409) },
      }),
      async (c) => {
        const ticket = await closeTicket(db, viewerOf(c), c.req.valid('param').id, c.req.valid('query').key);
        return c.json(ticket, 200);
      },
    );
}
