// The investor directory and public investor pages by slug (/real-estate-investor-{slug}), mounted from the
// contract's investors routes.
import { investorsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import { serializePublicProfile } from '../profiles/profile-serializer';
import { publicProfilePage } from '../profiles/public-profile-page';
import { latestApprovedFunds } from '../proof-of-funds/funds-verifications-repo';
import { investorDirectoryPage } from './investor-directory';

/** The investor routes, mounted at /api/v1. */
export function investorRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.list, async (c) => {
      const viewer = viewerOfAuth(c.get('auth'));
      const query = c.req.valid('query');
      const page = await investorDirectoryPage(db, query);
      // The verified funds badges of the page's members, for signed-in viewers only (one query per page).
      const funds = viewer
        ? await latestApprovedFunds(
            db,
            page.items.map((item) => item.user_id),
          )
        : new Map();
      const now = new Date();
      return c.json(
        {
          items: page.items.map((item) => serializePublicProfile(item, viewer, funds.get(item.user_id), now)),
          nextCursor: page.nextCursor,
        },
        200,
      );
    })
    .openapi(routes.get, async (c) => {
      const viewer = viewerOfAuth(c.get('auth'));
      const page = await publicProfilePage(deps, { slug: c.req.valid('param').slug }, viewer);
      if (!page) throw notFound('This profile does not exist or is not public.');
      return c.json(page, 200);
    });
}
