// The route table: one layout route, a child per built page of SITE_PAGES, and Not Found for everything else.
import { SITE_PAGES, type SitePage } from '@dealloop/core';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorScreen } from '../layout/route-error-screen';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { type RouteObject, useLocation } from '../router';
import { LazyPageView } from './lazy-page';
import { PAGE_COMPONENTS } from './page-components';

/** The routes of the site. Paths of pages not built yet fall through to Not Found, never to a placeholder. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...(SITE_PAGES as readonly SitePage[])
          .filter((page) => !page.pattern)
          .map(
            (page): RouteObject => ({
              path: page.path,
              element: <LazyPageView page={PAGE_COMPONENTS[page.key]} />,
            }),
          ),
        // Pages matched by a pattern may share a router path (/:seoPath): one route per path picks among them.
        ...[...new Set(patternPages().map((page) => page.path))].map(
          (path): RouteObject => ({
            path,
            element: <PatternSwitch pages={patternPages().filter((page) => page.path === path)} />,
          }),
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const patternPages = () =>
  (SITE_PAGES as readonly SitePage[]).filter(
    (page): page is SitePage & { pattern: RegExp } => page.pattern !== undefined,
  );

/** Pages matched by a pattern (not whole segments): the first whose pattern matches shows, else Not Found. */
function PatternSwitch({ pages }: { pages: readonly (SitePage & { pattern: RegExp })[] }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.find((candidate) => candidate.pattern.test(path));
  return page ? <LazyPageView key={page.key} page={PAGE_COMPONENTS[page.key]} /> : <NotFoundPage />;
}
