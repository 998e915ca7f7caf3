// The pages the marketplace site has built so far: one table shared by the site's router and the server,
// which answers 200 with the app for these paths and 404 with the Not Found page for any other.

/**
 * A built page: its key (the site maps it to a lazy component) and its path pattern (`:name` segments). A page
 * whose address is not made of whole segments (a fixed prefix inside one segment, as the listing SEO paths have)
 * also has a `pattern`: a regular expression over the whole path whose named groups are the page's parameters.
 * Such a page matches by its pattern only; its `path` (one `:param` segment) is what the site's router mounts,
 * and the site shows Not Found there when the pattern does not match.
 */
export interface SitePage {
  readonly key: SitePageKey;
  readonly path: string;
  readonly pattern?: RegExp;
}

/**
 * A listing's SEO path, `/real-estate-wholesale-investment-property-{slug}-{shortId}`: yields `shortId`, the last
 * 8 characters of the listing id (the same rule as `parsePropertySeoPath` of slugs.ts).
 */
export const PROPERTY_SEO_PATTERN =
  /^\/real-estate-wholesale-investment-property-(?:[a-z0-9-]*-)?(?<shortId>[A-Za-z0-9]{8})$/;

/** A public investor profile, `/real-estate-investor-{slug}`: yields `slug` (letters, digits and hyphens). */
export const INVESTOR_PROFILE_PATTERN = /^\/real-estate-investor-(?<slug>[a-z0-9-]+)$/;

/** Every built page. An issue that builds a page adds it here. */
export const SITE_PAGES = [
  { key: 'home', path: '/' },
  { key: 'property', path: '/property/:id' },
  { key: 'propertyAlias', path: '/properties/:id' },
  { key: 'propertySeo', path: '/:seoPath', pattern: PROPERTY_SEO_PATTERN },
  { key: 'properties', path: '/properties' },
  // Shares the router path of propertySeo: the site picks the page whose pattern matches.
  { key: 'investorProfile', path: '/:seoPath', pattern: INVESTOR_PROFILE_PATTERN },
  { key: 'investors', path: '/investors' },
  { key: 'profile', path: '/profile' },
  { key: 'publicProfile', path: '/profile/:userId' },
  { key: 'profileCalculator', path: '/profile/:userId/calculator' },
  { key: 'tools', path: '/tools' },
  { key: 'buyersList', path: '/profile/:userId/buyers-list' },
  { key: 'businessCard', path: '/card/:cardId' },
  { key: 'addProperty', path: '/add-property' },
  { key: 'counties', path: '/counties' },
  { key: 'auth', path: '/auth' },
  { key: 'resetPassword', path: '/auth/reset-password' },
  { key: 'privacyPolicy', path: '/privacy-policy' },
  { key: 'termsOfService', path: '/terms-of-service' },
  // Fixed dashboard paths before the contract page's `:id`, so no parameter takes them.
  { key: 'dashboard', path: '/dashboard' },
  { key: 'dashboardOffers', path: '/dashboard/offers' },
  { key: 'dashboardContracts', path: '/dashboard/contracts' },
  { key: 'dashboardFavorites', path: '/dashboard/favorites' },
  { key: 'dashboardSavedSearches', path: '/dashboard/saved-searches' },
  { key: 'dashboardAccount', path: '/dashboard/account' },
  { key: 'dashboardEmbed', path: '/dashboard/embed' },
  { key: 'dashboardShowings', path: '/dashboard/showings' },
  { key: 'closingDesk', path: '/dashboard/closing' },
  { key: 'contract', path: '/dashboard/contracts/:id' },
  { key: 'admin', path: '/admin' },
  { key: 'adminDashboard', path: '/admin/dashboard' },
  { key: 'adminUsers', path: '/admin/users' },
  { key: 'adminContracts', path: '/admin/contracts' },
  { key: 'buyerDashboard', path: '/buyer-dashboard' },
  { key: 'knowledgeBase', path: '/knowledge-base' },
  { key: 'knowledgeArticle', path: '/knowledge-base/:slug' },
  { key: 'faqs', path: '/faqs' },
  { key: 'emailPreferences', path: '/email-preferences' },
  { key: 'testEmail', path: '/test-email' },
  { key: 'moderator', path: '/moderator' },
  { key: 'moderatorContentReview', path: '/moderator-content-review' },
  { key: 'becomeModerator', path: '/become-moderator' },
  { key: 'raffle', path: '/raffle/:id' },
  { key: 'unsubscribe', path: '/unsubscribe' },
  { key: 'showings', path: '/showings' },
  { key: 'buyersListDashboard', path: '/buyers-list-dashboard' },
  { key: 'buyersListUnsubscribe', path: '/buyers-list/unsubscribe' },
  { key: 'buyersListConfirm', path: '/buyers-list/confirm' },
  { key: 'pricing', path: '/pricing' },
  { key: 'paymentHistory', path: '/payment-history' },
  { key: 'support', path: '/support' },
  { key: 'titleOfficer', path: '/title/:token' },
] as const;

/** The key of a built page. */
export type SitePageKey = (typeof SITE_PAGES)[number]['key'];

/** A matched page with its path parameters. */
export interface SitePageMatch {
  key: SitePageKey;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const value = have[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

function matchRegExp(pattern: RegExp, pathname: string): Record<string, string> | null {
  const match = pattern.exec(pathname);
  return match ? { ...match.groups } : null;
}

/** The built page at `pathname` (a trailing slash is ignored), or null when there is none. */
export function matchSitePage(pathname: string): SitePageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of SITE_PAGES as readonly SitePage[]) {
    const params = page.pattern ? matchRegExp(page.pattern, path) : matchPattern(page.path, path);
    if (params) return { key: page.key, params };
  }
  return null;
}
