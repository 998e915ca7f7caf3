// The bell: the signed-in user's latest notifications (their alerts) with the unread count, and marking them read.

import { alertsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { serializeAlert } from './alert-serializer';
import { latestAlerts, markAlertRead, markAllAlertsRead, unreadAlertCount } from './alerts-repo';

/** The notification routes, mounted at /api/v1. */
export function notificationRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.notifications, async (c) => {
      const { user } = requireAuth(c);
      const [items, unreadCount] = await Promise.all([
        latestAlerts(db, user.id),
        unreadAlertCount(db, user.id),
      ]);
      return c.json({ items: items.map(serializeAlert), unreadCount }, 200);
    })
    .openapi(routes.markRead, async (c) => {
      const { user } = requireAuth(c);
      const alert = await markAlertRead(db, user.id, Number(c.req.valid('param').id));
      if (!alert) throw notFound('This notification does not exist.');
      return c.json(serializeAlert(alert), 200);
    })
    .openapi(routes.markAllRead, async (c) => {
      const { user } = requireAuth(c);
      return c.json({ updated: await markAllAlertsRead(db, user.id) }, 200);
    });
}
