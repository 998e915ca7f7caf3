// Admin only: the mailbox (every email the outbox holds, as sent) and sending a test email.

import { errors, json } from '@dealloop/contract';
import { ACCOUNT_MESSAGES, EMAIL_MESSAGES, emailProblem } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import { conflict } from '../http/api-error';
import { createRouter } from '../http/router';
import { listMailbox } from '../mail/mailbox';
import { enqueueEmail } from '../mail/outbox';

const bearer = [{ bearerAuth: [] }];

const MailboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const MailboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    kind: z.string(),
    subject: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    transport: z.string().nullable().openapi({ description: "'smtp', or 'mailbox' when kept locally" }),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    text: z.string().openapi({ description: 'The text body as sent, unsubscribe footer included.' }),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
  })
  .openapi('MailboxEmail');
const MailboxPage = z
  .object({ items: z.array(MailboxEmailSchema), total: z.number().int() })
  .openapi('MailboxPage');

const TestEmailBody = z
  .object({
    to: z
      .string()
      .trim()
      .refine((value) => emailProblem(value) === null, { message: ACCOUNT_MESSAGES.emailInvalid }),
  })
  .openapi('TestEmailRequest');
const QueuedEmail = z.object({ id: z.string(), status: z.literal('queued') }).openapi('QueuedEmail');

/** The admin mailbox routes, mounted at /api/v1. */
export function adminMailboxRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/mailbox',
        summary: 'The newest emails of the outbox with their status and the message as sent (admin only)',
        security: bearer,
        request: { query: MailboxQuery },
        responses: { 200: { description: 'A page', content: json(MailboxPage) }, ...errors(400, 401, 403) },
      }),
      async (c) => {
        requireRole(c, 'admin');
        const page = await listMailbox(db, c.req.valid('query'), {
          publicUrl: config.publicUrl,
          from: config.mailFrom,
        });
        return c.json(page, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/test-email',
        summary: 'Queue a test email to any address (admin only); the mail worker sends it',
        security: bearer,
        request: { body: { content: json(TestEmailBody), required: true } },
        responses: {
          202: { description: 'Queued', content: json(QueuedEmail) },
          ...errors(400, 401, 403, 409),
        },
      }),
      async (c) => {
        const auth = requireRole(c, 'admin');
        const { to } = c.req.valid('json');
        const result = await enqueueEmail(db, {
          userId: null,
          to,
          kind: 'test',
          subject: EMAIL_MESSAGES.testEmailSubject,
          text: EMAIL_MESSAGES.testEmailText(auth.fullName ?? auth.user.email),
        });
        if (!result.queued) {
          throw conflict('This recipient has turned off test emails.', 'email_turned_off');
        }
        return c.json({ id: result.id, status: 'queued' as const }, 202);
      },
    );
}
