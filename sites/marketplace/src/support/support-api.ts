// The support API's paths and shapes as the site reads them (server/src/routes/support-tickets.ts).
import type { SupportCategory, SupportTicketStatus } from '@dealloop/core';

/** POST `{ subject, category, message, email?, name? }` (bearer optional): opens a ticket. GET: all (admins). */
export const SUPPORT_TICKETS_API = '/api/v1/support/tickets';
/** GET: the caller's tickets, newest first. */
export const MY_SUPPORT_TICKETS_API = '/api/v1/me/support/tickets';
/** GET (`?key=` for a signed-out requester): one ticket. */
export const supportTicketApiPath = (id: string) => `${SUPPORT_TICKETS_API}/${encodeURIComponent(id)}`;
/** POST `{ answer }`: an admin's answer. */
export const answerTicketApiPath = (id: string) => `${supportTicketApiPath(id)}/answer`;
/** POST (`?key=`): closes a ticket. */
export const closeTicketApiPath = (id: string) => `${supportTicketApiPath(id)}/close`;

/** A support ticket. */
export interface SupportTicket {
  id: string;
  requesterId: string | null;
  email: string;
  name: string | null;
  subject: string;
  category: SupportCategory;
  message: string;
  status: SupportTicketStatus;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /support/tickets answers the ticket and, for a signed-out requester, its access key. */
export interface OpenedTicket {
  ticket: SupportTicket;
  accessKey: string | null;
}

/** A list of tickets. */
export interface SupportTicketList {
  items: SupportTicket[];
}

/** One page of the admins' list of tickets. */
export interface SupportTicketPage {
  items: SupportTicket[];
  nextCursor: string | null;
}
