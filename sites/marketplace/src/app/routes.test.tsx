// The route table: every built page of SITE_PAGES has its own page, with its title; nothing else is built.
import { knowledgeArticleTitle, PAGE_TITLES, SITE_PAGES, type SitePageKey } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { type RaffleView, rafflePath } from '../features/moderation/moderation-api';
import { screen, waitFor } from '../test/dom';
import { BUYER, createFakeApiClient } from '../test/fake-api-client';
import { answerRequests } from '../test/property-fixtures';
import { renderApp } from '../test/render-app';
import { PAGE_COMPONENTS } from './page-components';

const PAGE_HEADINGS: Record<(typeof SITE_PAGES)[number]['key'], RegExp> = {
  home: /Find off-market wholesale deals/,
  property: /This listing is not available/,
  propertyAlias: /This listing is not available/,
  propertySeo: /This listing is not available/,
  properties: /Wholesale properties/,
  investorProfile: /This profile is not available/,
  investors: /Real estate investors/,
  profile: /^My profile$/,
  publicProfile: /This profile is not available/,
  profileCalculator: /This calculator is not available/,
  tools: /^Tools$/,
  businessCard: /This business card is not available/,
  addProperty: /Add a listing/,
  counties: /Wholesale deals by county/,
  auth: /Welcome back/,
  resetPassword: /Choose a new password/,
  privacyPolicy: /Privacy Policy/,
  termsOfService: /Terms of Service/,
  dashboard: /^Dashboard$/,
  dashboardOffers: /^Offers$/,
  dashboardContracts: /^Contracts$/,
  dashboardFavorites: /^Saved deals$/,
  dashboardSavedSearches: /^Saved Searches$/,
  dashboardAccount: /^My Account$/,
  dashboardEmbed: /^Embed widgets$/,
  dashboardShowings: /^Showings$/,
  closingDesk: /^Closing Desk$/,
  contract: /Contract not found/,
  admin: /Admin Dashboard/,
  adminDashboard: /Admin Dashboard/,
  adminUsers: /^Users$/,
  adminContracts: /Contracts management/,
  buyerDashboard: /Buyer dashboard/,
  knowledgeBase: /^Knowledge Base$/,
  knowledgeArticle: /^Earnest money$/,
  faqs: /^Frequently Asked Questions$/,
  emailPreferences: /^Notification Settings$/,
  testEmail: /^Email Test$/,
  moderator: /^Moderator Dashboard$/,
  moderatorContentReview: /^Content Review$/,
  becomeModerator: /^Become a Moderator$/,
  raffle: /^Spring raffle$/,
  unsubscribe: /^Unsubscribe$/,
  showings: /^Open House Calendar$/,
  pricing: /^Pricing$/,
  paymentHistory: /^Payment History$/,
  support: /^Support$/,
  buyersList: /^This buyers list is not available$/,
  buyersListDashboard: /^Buyers List$/,
  buyersListUnsubscribe: /^Leave this buyers list$/,
  buyersListConfirm: /^Confirm your sign-up$/,
  titleOfficer: /^Deal for the title company$/,
};

describe('routes', () => {
  it('has a lazily loaded component for exactly the built pages', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(SITE_PAGES.map((page) => page.key).sort());
  });

  const EXAMPLE_PATHS: Partial<Record<SitePageKey, string>> = {
    property: '/property/0193a5c0-0000-7000-8000-00001234abcd',
    propertyAlias: '/properties/1234abcd',
    propertySeo: '/real-estate-wholesale-investment-property-austin-tx-78701-1234abcd',
    investorProfile: '/real-estate-investor-jane-doe',
    publicProfile: '/profile/0193a5c0-0000-7000-8000-00000000beef',
    buyersList: '/profile/0193a5c0-0000-7000-8000-00000000beef/buyers-list',
    profileCalculator: '/profile/0193a5c0-0000-7000-8000-00000000beef/calculator',
    businessCard: '/card/jane-doe-0193a5c0',
    contract: '/dashboard/contracts/0193a5c0-0000-7000-8000-00000000c0de',
    knowledgeArticle: '/knowledge-base/earnest-money',
    raffle: '/raffle/r1',
  };

  /** The raffle the raffle page shows (a missing one is Not Found). */
  const RAFFLE: RaffleView = {
    id: 'r1',
    title: 'Spring raffle',
    prize: 'A $100 gift card',
    periodStart: '2026-03-01T00:00:00.000Z',
    periodEnd: '2026-04-01T00:00:00.000Z',
    commitment: 'a'.repeat(64),
    seed: null,
    drawn: false,
    drawnAt: null,
    tickets: [],
    winner: null,
    createdAt: '2026-03-01T00:00:00.000Z',
  };

  /** Pages whose title is their content's own rather than PAGE_TITLES' (PAGE_TITLES is the server's fallback). */
  const EXAMPLE_TITLES: Partial<Record<SitePageKey, string>> = {
    knowledgeArticle: knowledgeArticleTitle('Earnest money'),
  };

  /** Pages only a signed-in user sees (others are sent to sign in). */
  const SIGNED_IN_PAGES: ReadonlySet<SitePageKey> = new Set([
    'addProperty',
    'profile',
    'dashboard',
    'dashboardOffers',
    'dashboardContracts',
    'dashboardFavorites',
    'dashboardSavedSearches',
    'dashboardAccount',
    'dashboardEmbed',
    'dashboardShowings',
    'closingDesk',
    'contract',
    'admin',
    'adminDashboard',
    'adminUsers',
    'adminContracts',
    'buyerDashboard',
    'emailPreferences',
    'testEmail',
    'moderator',
    'moderatorContentReview',
    'becomeModerator',
    'paymentHistory',
    'buyersListDashboard',
  ]);

  it.each(SITE_PAGES.map((page) => [EXAMPLE_PATHS[page.key] ?? page.path, page.key] as const))(
    '%s shows its page',
    async (path, key) => {
      const client = createFakeApiClient();
      if (SIGNED_IN_PAGES.has(key)) client.startSignedIn(BUYER);
      answerRequests(client, (method, url) =>
        method === 'GET' && url === rafflePath('r1') ? RAFFLE : undefined,
      );
      renderApp(path, { client });
      // A page's first lazy load can take over findBy's default second on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS[key] }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: "We can't find that page" })).toBeNull();
      await waitFor(() => expect(document.title).toBe(EXAMPLE_TITLES[key] ?? PAGE_TITLES[key]));
    },
  );

  it('has one main landmark, a skip link to it and the navigation landmarks', () => {
    renderApp('/privacy-policy');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      `#${main.id}`,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
