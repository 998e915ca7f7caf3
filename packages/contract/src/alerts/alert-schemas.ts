// Schemas of the bell's notifications and the live alert stream (an alert is a notification of the bell).
import { z } from '@hono/zod-openapi';

/** A notification of the bell, which is also an event of the alert stream. */
export const NotificationSchema = z
  .object({
    id: z.string().openapi({ description: 'Increasing; also the id of the alert stream event.' }),
    kind: z.string(),
    tone: z.enum(['success', 'error', 'info']),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    propertyId: z.string().nullable(),
    offerId: z.string().nullable(),
    contractId: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Notification');
/** A live alert, which is also a notification of the bell (GET /notifications answers the same shape). */
export type AlertNotification = z.infer<typeof NotificationSchema>;

/** The latest notifications and the unread count. */
export const NotificationList = z
  .object({ items: z.array(NotificationSchema), unreadCount: z.number().int() })
  .openapi('NotificationList');

/** How many notifications were marked read. */
export const MarkedReadCount = z.object({ updated: z.number().int() });

/** A notification id (a whole number). */
export const NotificationIdParam = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'A notification id is a number.'),
});

/** How the alert stream is opened: a ticket where no header can be sent, and where to resume. */
export const StreamQuery = z.object({
  ticket: z.string().max(200).optional().openapi({
    description: 'A stream ticket (POST /alerts/stream-ticket), for clients that cannot send headers.',
  }),
  lastEventId: z
    .string()
    .max(20)
    .optional()
    .openapi({ description: 'As the Last-Event-ID header, for the first connect of an EventSource.' }),
});

/** A single-use ticket that opens the alert stream. */
export const StreamTicketSchema = z
  .object({ ticket: z.string(), expiresAt: z.string() })
  .openapi('StreamTicket');
