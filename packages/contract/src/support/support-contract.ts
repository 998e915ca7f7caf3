// The support ticket routes: anyone opens a ticket (signed out with an email; rate limited), the requester (or the
// holder of the emailed access key) reads and closes it, admins list every ticket and answer.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { supportEndpoints as at } from './support-endpoints';
import {
  AnswerTicketBody,
  OpenedTicketSchema,
  OpenTicketBody,
  SupportTicketListSchema,
  SupportTicketPageSchema,
  SupportTicketSchema,
  TicketIdParam,
  TicketKeyQuery,
  TicketsQuery,
} from './support-schemas';

/** The support ticket routes. */
export const supportContract = {
  open: createRoute({
    ...at.open,
    summary:
      'Open a support ticket (bearer optional: signed out, `email` is required); emails a confirmation',
    request: { body: { content: json(OpenTicketBody), required: true } },
    responses: { 201: { description: 'Opened', content: json(OpenedTicketSchema) }, ...errors(400, 429) },
  }),
  mine: createRoute({
    ...at.mine,
    summary: "The caller's support tickets, newest first",
    security: bearer,
    responses: { 200: { description: 'Tickets', content: json(SupportTicketListSchema) }, ...errors(401) },
  }),
  all: createRoute({
    ...at.all,
    summary:
      'Every support ticket, or those of one status, a page at a time (admins only; open ones oldest first)',
    security: bearer,
    request: { query: TicketsQuery },
    responses: {
      200: { description: 'One page of tickets', content: json(SupportTicketPageSchema) },
      ...errors(400, 401, 403),
    },
  }),
  ticket: createRoute({
    ...at.ticket,
    summary: 'One ticket: for its requester, the holder of its access key (`?key=`) or an admin; else 404',
    request: { params: TicketIdParam, query: TicketKeyQuery },
    responses: { 200: { description: 'The ticket', content: json(SupportTicketSchema) }, ...errors(404) },
  }),
  answer: createRoute({
    ...at.answer,
    summary: 'Answer a ticket (admins only); the answer is emailed and shown to the requester',
    security: bearer,
    request: { params: TicketIdParam, body: { content: json(AnswerTicketBody), required: true } },
    responses: {
      200: { description: 'Answered', content: json(SupportTicketSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  close: createRoute({
    ...at.close,
    summary: 'Close a ticket: its requester, the holder of its access key (`?key=`) or an admin',
    request: { params: TicketIdParam, query: TicketKeyQuery },
    responses: { 200: { description: 'Closed', content: json(SupportTicketSchema) }, ...errors(404, 409) },
  }),
};

/** The support ticket routes' types (import type: the site takes its shapes from here). */
export type SupportContract = typeof supportContract;
