// The alerts routes: the bell's notifications, the live alert stream (server-sent events) and its tickets, the email
// settings, one-click unsubscribe and the admin mailbox.
import { NOTIFICATION_LIMIT } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import {
  MarkedReadCount,
  NotificationIdParam,
  NotificationList,
  NotificationSchema,
  StreamQuery,
  StreamTicketSchema,
} from './alert-schemas';
import { alertsEndpoints as at } from './alerts-endpoints';
import {
  EmailPreferencesSchema,
  EmailPreferencesUpdate,
  MailboxPage,
  MailboxQuery,
  QueuedEmail,
  TestEmailBody,
  TokenQuery,
  UnsubscribeTargetSchema,
} from './email-schemas';

/** The alerts routes. */
export const alertsContract = {
  notifications: createRoute({
    ...at.notifications,
    summary: `The latest ${NOTIFICATION_LIMIT} notifications, newest first, and the unread count`,
    security: bearer,
    responses: { 200: { description: 'Notifications', content: json(NotificationList) }, ...errors(401) },
  }),
  markRead: createRoute({
    ...at.markRead,
    summary: 'Mark one notification read',
    security: bearer,
    request: { params: NotificationIdParam },
    responses: {
      200: { description: 'Marked read', content: json(NotificationSchema) },
      ...errors(400, 401, 404),
    },
  }),
  markAllRead: createRoute({
    ...at.markAllRead,
    summary: 'Mark every notification read',
    security: bearer,
    responses: { 200: { description: 'Marked read', content: json(MarkedReadCount) }, ...errors(401) },
  }),
  stream: createRoute({
    ...at.stream,
    summary: "The caller's alerts as server-sent events: replay after Last-Event-ID, then live",
    description:
      'It opens with `: connected` and `id: <the id it resumes after>` (no data, so no event). Each alert is ' +
      '`id: <alert id>`, `event: alert`, `data: <Notification JSON>`; a `: heartbeat` comment is sent every ' +
      'ALERT_HEARTBEAT_MS. Authenticate with the bearer header or a `ticket`.',
    security: bearer,
    request: { query: StreamQuery },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errors(400, 401),
    },
  }),
  streamTicket: createRoute({
    ...at.streamTicket,
    summary: 'A single-use ticket (60 s) to open the alert stream without a bearer header (EventSource)',
    security: bearer,
    responses: { 200: { description: 'The ticket', content: json(StreamTicketSchema) }, ...errors(401) },
  }),
  emailPreferences: createRoute({
    ...at.emailPreferences,
    summary: 'Which emails the caller receives, and how often saved-search matches are emailed',
    security: bearer,
    responses: { 200: { description: 'Settings', content: json(EmailPreferencesSchema) }, ...errors(401) },
  }),
  updateEmailPreferences: createRoute({
    ...at.updateEmailPreferences,
    summary:
      'Switch kinds of email on or off and choose the saved-search frequency (Instant, Daily digest, Off)',
    security: bearer,
    request: { body: { content: json(EmailPreferencesUpdate), required: true } },
    responses: {
      200: { description: 'The settings now', content: json(EmailPreferencesSchema) },
      ...errors(400, 401),
    },
  }),
  unsubscribeTarget: createRoute({
    ...at.unsubscribeTarget,
    summary: 'What an unsubscribe link would switch off (for the confirmation page); changes nothing',
    request: { query: TokenQuery },
    responses: {
      200: { description: 'The kind of email', content: json(UnsubscribeTargetSchema) },
      ...errors(400, 404),
    },
  }),
  unsubscribe: createRoute({
    ...at.unsubscribe,
    summary:
      'One-click unsubscribe (RFC 8058): switches the email kind off for its recipient; no sign-in, any body',
    request: { query: TokenQuery },
    responses: {
      200: { description: 'Unsubscribed (again is fine)', content: json(UnsubscribeTargetSchema) },
      ...errors(400, 404),
    },
  }),
  mailbox: createRoute({
    ...at.mailbox,
    summary: 'The newest emails of the outbox with their status and the message as sent (admin only)',
    security: bearer,
    request: { query: MailboxQuery },
    responses: { 200: { description: 'A page', content: json(MailboxPage) }, ...errors(400, 401, 403) },
  }),
  sendTestEmail: createRoute({
    ...at.sendTestEmail,
    summary: 'Queue a test email to any address (admin only); the mail worker sends it',
    security: bearer,
    request: { body: { content: json(TestEmailBody), required: true } },
    responses: { 202: { description: 'Queued', content: json(QueuedEmail) }, ...errors(400, 401, 403, 409) },
  }),
};

/** The alerts routes' types (import type: the site and SDK take their shapes from here). */
export type AlertsContract = typeof alertsContract;
