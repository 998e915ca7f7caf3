// The bell: the signed-in user's latest notifications (their alerts) with the unread count, and marking them read.

import { errors, json } from '@dealloop/contract';
import { NOTIFICATION_LIMIT } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { serializeAlert } from '../alerts/alert-serializer';
import { latestAlerts, markAlertRead, markAllAlertsRead, unreadAlertCount } from '../alerts/alerts-repo';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];

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

const NotificationList = z
  .object({ items: z.array(NotificationSchema), unreadCount: z.number().int() })
  .openapi('NotificationList');

const IdParam = z.object({ id: z.string().regex(/^\d{1,15}$/, 'A notification id is a number.') });

/** The notification routes, mounted at /api/v1. */
export function notificationRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/notifications',
        summary: `The latest ${NOTIFICATION_LIMIT} notifications, newest first, and the unread count`,
        security: bearer,
        responses: { 200: { description: 'Notifications', content: json(NotificationList) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const [items, unreadCount] = await Promise.all([
          latestAlerts(db, user.id),
          unreadAlertCount(db, user.id),
        ]);
        return c.json({ items: items.map(serializeAlert), unreadCount }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/{id}/read',
        summary: 'Mark one notification read',
        security: bearer,
        request: { params: IdParam },
        responses: {
          200: { description: 'Marked read', content: json(NotificationSchema) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const alert = await markAlertRead(db, user.id, Number(c.req.valid('param').id));
        if (!alert) throw notFound('This notification does not exist.');
        return c.json(serializeAlert(alert), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/notifications/read-all',
        summary: 'Mark every notification read',
        security: bearer,
        responses: {
          200: { description: 'Marked read', content: json(z.object({ updated: z.number().int() })) },
          ...errors(401),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json({ updated: await markAllAlertsRead(db, user.id) }, 200);
      },
    );
}
