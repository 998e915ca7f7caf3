// The component of each built page (SITE_PAGES in @dealloop/core), each in its own lazily loaded chunk.
import type { SitePageKey } from '@dealloop/core';
import { type LazyPage, lazyPage } from './lazy-page';

const propertyPage = lazyPage(() => import('../features/listings/listing-page/property-page'));
const publicProfilePage = lazyPage(() => import('../pages/public-profile/public-profile-page'));

/** A page of SITE_PAGES without a component here (or a component for no page) fails the type check. */
export const PAGE_COMPONENTS = {
  home: lazyPage(() => import('../features/listings/home/home-page')),
  property: propertyPage,
  propertyAlias: propertyPage,
  propertySeo: propertyPage,
  properties: lazyPage(() => import('../features/listings/search/properties-page')),
  investorProfile: publicProfilePage,
  investors: lazyPage(() => import('../pages/investors/investors-page')),
  profile: lazyPage(() => import('../pages/profile/profile-page')),
  publicProfile: publicProfilePage,
  profileCalculator: lazyPage(() => import('../pages/profile-calculator/profile-calculator-page')),
  tools: lazyPage(() => import('../pages/tools/tools-page')),
  businessCard: lazyPage(() => import('../pages/business-card/business-card-page')),
  addProperty: lazyPage(() => import('../features/listings/add-listing/add-property-page')),
  counties: lazyPage(() => import('../features/listings/counties/counties-page')),
  auth: lazyPage(() => import('../pages/auth/auth-page')),
  resetPassword: lazyPage(() => import('../pages/auth/reset-password-page')),
  privacyPolicy: lazyPage(() => import('../pages/legal/privacy-policy-page')),
  termsOfService: lazyPage(() => import('../pages/legal/terms-of-service-page')),
  dashboard: lazyPage(() => import('../pages/dashboard/dashboard-page')),
  dashboardOffers: lazyPage(() => import('../pages/dashboard-offers/offers-page')),
  dashboardContracts: lazyPage(() => import('../pages/dashboard-contracts/contracts-page')),
  dashboardFavorites: lazyPage(() => import('../features/favorites/favorites-page')),
  dashboardSavedSearches: lazyPage(() => import('../pages/dashboard-saved-searches/saved-searches-page')),
  dashboardAccount: lazyPage(() => import('../pages/dashboard-account/account-page')),
  dashboardEmbed: lazyPage(() => import('../pages/dashboard-embed/embed-page')),
  dashboardShowings: lazyPage(
    () => import('../features/open-houses/dashboard-showings/dashboard-showings-page'),
  ),
  contract: lazyPage(() => import('../pages/contract/contract-page')),
  admin: lazyPage(() => import('../pages/admin-dashboard/admin-dashboard-page')),
  adminDashboard: lazyPage(() => import('../pages/admin-dashboard/admin-dashboard-page')),
  adminUsers: lazyPage(() => import('../pages/admin-users/admin-users-page')),
  adminContracts: lazyPage(() => import('../pages/admin-contracts/admin-contracts-page')),
  buyerDashboard: lazyPage(() => import('../pages/buyer-dashboard/buyer-dashboard-page')),
  knowledgeBase: lazyPage(() => import('../pages/help/knowledge-base-page')),
  knowledgeArticle: lazyPage(() => import('../pages/help/knowledge-article-page')),
  faqs: lazyPage(() => import('../pages/help/faqs-page')),
  emailPreferences: lazyPage(() => import('../pages/email-preferences/email-preferences-page')),
  testEmail: lazyPage(() => import('../pages/test-email/test-email-page')),
  moderator: lazyPage(() => import('../features/moderation/moderator/moderator-page')),
  moderatorContentReview: lazyPage(() => import('../features/moderation/content-review/content-review-page')),
  becomeModerator: lazyPage(() => import('../features/moderation/become-moderator/become-moderator-page')),
  raffle: lazyPage(() => import('../features/moderation/raffle/raffle-page')),
  unsubscribe: lazyPage(() => import('../pages/unsubscribe/unsubscribe-page')),
  showings: lazyPage(() => import('../features/open-houses/showings/showings-page')),
  pricing: lazyPage(() => import('../pages/pricing/pricing-page')),
  paymentHistory: lazyPage(() => import('../pages/payment-history/payment-history-page')),
  support: lazyPage(() => import('../pages/support/support-page')),
  buyersList: lazyPage(() => import('../pages/buyers-list/buyers-list-page')),
  buyersListDashboard: lazyPage(() => import('../pages/buyers-list-dashboard/buyers-list-dashboard-page')),
  buyersListUnsubscribe: lazyPage(
    () => import('../pages/buyers-list-unsubscribe/buyers-list-unsubscribe-page'),
  ),
  buyersListConfirm: lazyPage(() => import('../pages/buyers-list-confirm/buyers-list-confirm-page')),
} satisfies Record<SitePageKey, LazyPage>;
