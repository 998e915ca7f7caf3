// The component of each built page (SITE_PAGES in @dealloop/core), each in its own lazily loaded chunk.
import type { SitePageKey } from '@dealloop/core';
import { type LazyPage, lazyPage } from './lazy-page';

const propertyPage = lazyPage(() => import('../pages/property/property-page'));

/** A page of SITE_PAGES without a component here (or a component for no page) fails the type check. */
export const PAGE_COMPONENTS = {
  home: lazyPage(() => import('../pages/home/home-page')),
  property: propertyPage,
  propertyAlias: propertyPage,
  propertySeo: propertyPage,
  auth: lazyPage(() => import('../pages/auth/auth-page')),
  resetPassword: lazyPage(() => import('../pages/auth/reset-password-page')),
  privacyPolicy: lazyPage(() => import('../pages/legal/privacy-policy-page')),
  termsOfService: lazyPage(() => import('../pages/legal/terms-of-service-page')),
} satisfies Record<SitePageKey, LazyPage>;
