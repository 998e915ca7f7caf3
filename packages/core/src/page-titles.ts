// The document title of each built page and of Not Found, shared by the server's <head> and the site's
// client-side navigation, so both say the same.
import type { SitePageKey } from './site-pages';

/** The product name at the end of every title. */
export const SITE_NAME = 'DealLoop';

const titled = (page: string) => `${page} · ${SITE_NAME}`;

/** The title of each built page; a page added to SITE_PAGES without a title fails the type check. */
export const PAGE_TITLES: Readonly<Record<SitePageKey, string>> = Object.freeze({
  home: titled('The #1 Wholesale Real Estate Marketplace'),
  property: titled('Wholesale Property'),
  propertyAlias: titled('Wholesale Property'),
  propertySeo: titled('Wholesale Property'),
  auth: titled('Sign in or create an account'),
  resetPassword: titled('Choose a new password'),
  privacyPolicy: titled('Privacy Policy'),
  termsOfService: titled('Terms of Service'),
});

/** The title of the Not Found page. */
export const NOT_FOUND_TITLE = titled('Page not found');
