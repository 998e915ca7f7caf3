// The route table: one layout route, a child per built page of SITE_PAGES, and Not Found for everything else.
import { SITE_PAGES } from '@dealloop/core';
import type { RouteObject } from 'react-router';
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
        ...SITE_PAGES.map(
          (page): RouteObject => ({
            path: page.path,
            element: <LazyPageView page={PAGE_COMPONENTS[page.key]} />,
          }),
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
