// The route table: one layout route, a child per built page of SITE_PAGES, and Not Found for everything else.
import { SITE_PAGES, type SitePage } from '@dealloop/core';
import type { ReactNode } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorScreen } from '../layout/route-error-screen';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { LazyPageView } from './lazy-page';
import { PAGE_COMPONENTS } from './page-components';

/** The routes of the site. Paths of pages not built yet fall through to Not Found, never to a placeholder. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...(SITE_PAGES as readonly SitePage[]).map(
          (page): RouteObject => ({
            path: page.path,
            element: page.pattern ? (
              <PatternGuard pattern={page.pattern}>
                <LazyPageView page={PAGE_COMPONENTS[page.key]} />
              </PatternGuard>
            ) : (
              <LazyPageView page={PAGE_COMPONENTS[page.key]} />
            ),
          }),
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** A page matched by a pattern (not whole segments) shows only where its pattern matches, else Not Found. */
function PatternGuard({ pattern, children }: { pattern: RegExp; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pattern.test(path) ? children : <NotFoundPage />;
}
