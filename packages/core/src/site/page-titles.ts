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
  properties: titled('Wholesale Properties for Sale'),
  investorProfile: titled('Real Estate Investor'),
  investors: titled('Real Estate Investors'),
  profile: titled('My Profile'),
  publicProfile: titled('Real Estate Investor'),
  profileCalculator: titled('Deal Calculator'),
  tools: titled('Tools'),
  businessCard: titled('Business Card'),
  addProperty: titled('Add Listing'),
  counties: titled('Wholesale Deals by County'),
  auth: titled('Sign in or create an account'),
  resetPassword: titled('Choose a new password'),
  privacyPolicy: titled('Privacy Policy'),
  termsOfService: titled('Terms of Service'),
  dashboard: titled('Dashboard'),
  dashboardOffers: titled('Offers'),
  dashboardContracts: titled('Contracts'),
  dashboardFavorites: titled('Saved deals'),
  dashboardSavedSearches: titled('Saved Searches'),
  dashboardAccount: titled('My Account'),
  dashboardEmbed: titled('Embed Widgets'),
  dashboardShowings: titled('Showings'),
  closingDesk: titled('Closing Desk'),
  contract: titled('Contract'),
  admin: titled('Admin Dashboard'),
  adminDashboard: titled('Admin Dashboard'),
  adminUsers: titled('Users · Admin'),
  adminContracts: titled('Contracts Management'),
  buyerDashboard: titled('Buyer Dashboard'),
  knowledgeBase: titled('Help'),
  knowledgeArticle: titled('Help'),
  faqs: titled('FAQs'),
  emailPreferences: titled('Notification Settings'),
  testEmail: titled('Email Test'),
  moderator: titled('Moderator Dashboard'),
  moderatorContentReview: titled('Content Review'),
  becomeModerator: titled('Become a Moderator'),
  raffle: titled('Moderator Raffle'),
  unsubscribe: titled('Unsubscribe'),
  showings: titled('Open House Calendar'),
  buyersList: titled('Join My Buyers List'),
  buyersListDashboard: titled('Buyers List'),
  buyersListUnsubscribe: titled('Leave a Buyers List'),
  buyersListConfirm: titled('Confirm Your Buyers List Sign-up'),
  pricing: titled('Pricing'),
  paymentHistory: titled('Payment History'),
  support: titled('Support'),
  titleOfficer: titled('Deal for the Title Company'),
});

/** The title of a knowledge base article's page: the article's title, then Help (the spec's nav label). */
export function knowledgeArticleTitle(articleTitle: string): string {
  return `${articleTitle} · ${PAGE_TITLES.knowledgeBase}`;
}

/** The title of the Not Found page. */
export const NOT_FOUND_TITLE = titled('Page not found');
