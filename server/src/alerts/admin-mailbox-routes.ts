// Admin only: the mailbox (every email the outbox holds, as sent) and sending a test email.

import { alertsContract as routes } from '@dealloop/contract';
import { EMAIL_MESSAGES } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import { conflict } from '../http/api-error';
import { createRouter } from '../http/router';
import { listMailbox } from '../mail/mailbox';
import { enqueueEmail } from '../mail/outbox';

/** The admin mailbox routes, mounted at /api/v1. */
export function adminMailboxRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(routes.mailbox, async (c) => {
      requireRole(c, 'admin');
      const page = await listMailbox(db, c.req.valid('query'), {
        publicUrl: config.publicUrl,
        from: config.mailFrom,
        postalAddress: config.mailPostalAddress,
      });
      return c.json(page, 200);
    })
    .openapi(routes.sendTestEmail, async (c) => {
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
    });
}
