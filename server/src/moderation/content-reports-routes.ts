// Reports: signed-in users report a listing or a public profile; moderators and admins list the open reports
// grouped by target and resolve them (dismiss, or hide the listing / unpublish the profile), audited.

import { contentReportsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createRouter } from '../http/router';
import { createReport, openReportGroups, resolveReports } from './content-reports';
import { requireStaff } from './staff-guard';

/** The report routes, mounted at /api/v1. */
export function contentReportRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.report, async (c) => {
      const auth = requireAuth(c);
      const { id } = await createReport(db, { id: auth.user.id, roles: auth.roles }, c.req.valid('json'));
      return c.json({ id, status: 'open' as const }, 201);
    })
    .openapi(routes.list, async (c) => {
      requireStaff(c);
      return c.json({ items: await openReportGroups(db) }, 200);
    })
    .openapi(routes.resolve, async (c) => {
      const auth = requireStaff(c);
      const body = c.req.valid('json');
      return c.json(
        await resolveReports(deps, {
          actorId: auth.user.id,
          actorIsAdmin: auth.roles.includes('admin'),
          ...body,
        }),
        200,
      );
    });
}
