// Request and response schemas of the support ticket routes (also the OpenAPI document); the site reads the
// inferred types.
import { SUPPORT_LIMITS } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** Where a ticket stands. */
export const SupportTicketStatusSchema = z.enum(['open', 'answered', 'closed']);

/** A support ticket (never its access key hash or the answering admin). */
export const SupportTicketSchema = z
  .object({
    id: z.string(),
    requesterId: z.string().nullable(),
    email: z.string(),
    name: z.string().nullable(),
    subject: z.string(),
    category: z.enum(['account', 'listings', 'offers', 'billing', 'bug', 'other']),
    message: z.string(),
    status: SupportTicketStatusSchema,
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('SupportTicket');

/** The caller's tickets. */
export const SupportTicketListSchema = z
  .object({ items: z.array(SupportTicketSchema) })
  .openapi('SupportTicketList');

/** One page of the admins' list of tickets. */
export const SupportTicketPageSchema = z
  .object({ items: z.array(SupportTicketSchema), nextCursor: z.string().nullable() })
  .openapi('SupportTicketPage');

/** A new ticket (core's rule checks it; signed out, `email` is required). */
export const OpenTicketBody = z
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

/** The opened ticket and, for a signed-out requester, its access key. */
export const OpenedTicketSchema = z
  .object({
    ticket: SupportTicketSchema,
    accessKey: z
      .string()
      .nullable()
      .openapi({ description: 'Signed-out requesters read the ticket with it.' }),
  })
  .openapi('OpenedSupportTicket');

/** `{id}` of a ticket. */
export const TicketIdParam = z.object({ id: z.string().max(64) });
/** `?key=`: the emailed access key of a signed-out requester. */
export const TicketKeyQuery = z.object({ key: z.string().max(128).optional() });

/** The admins' list: a status (all without one) and the cursor of the next page. */
export const TicketsQuery = z.object({
  status: SupportTicketStatusSchema.optional(),
  cursor: z.string().max(200).optional().openapi({ description: 'The nextCursor of the previous page.' }),
});

/** An admin's answer. */
export const AnswerTicketBody = z.object({ answer: z.string().max(SUPPORT_LIMITS.answerMaxLength * 2) });

/** A support ticket. */
export type SupportTicket = z.infer<typeof SupportTicketSchema>;
/** The caller's tickets. */
export type SupportTicketList = z.infer<typeof SupportTicketListSchema>;
/** One page of the admins' list. */
export type SupportTicketPage = z.infer<typeof SupportTicketPageSchema>;
/** POST /support/tickets answers the ticket and, for a signed-out requester, its access key. */
export type OpenedTicket = z.infer<typeof OpenedTicketSchema>;
