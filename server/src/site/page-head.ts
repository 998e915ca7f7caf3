// The <head> the server writes into every page: title, description, canonical URL, Open Graph, JSON-LD, and the
// runtime configuration the site reads.
import { NOT_FOUND_TITLE, PAGE_TITLES, SITE_NAME, type SitePageKey } from '@dealloop/core';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (absolute URLs are built from PUBLIC_URL). */
  path: string;
  indexable: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Absolute URL of the picture link previews show. */
  image?: string | null;
}

const TAGLINE = 'The #1 wholesale real estate marketplace';

/** Head of each built page; a page added to SITE_PAGES without an entry here fails the type check. */
export const PAGE_HEADS: Record<SitePageKey, Omit<PageHead, 'path'>> = {
  home: {
    title: PAGE_TITLES.home,
    description: `${TAGLINE}: off-market investment properties from motivated sellers and wholesalers, with ARV, repairs and profit up front.`,
    indexable: true,
  },
  property: {
    title: PAGE_TITLES.property,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: false,
  },
  propertyAlias: {
    title: PAGE_TITLES.propertyAlias,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: false,
  },
  propertySeo: {
    title: PAGE_TITLES.propertySeo,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: true,
  },
  properties: {
    title: PAGE_TITLES.properties,
    description: `Search off-market wholesale properties by city, ZIP or county, price, type, beds and baths on ${SITE_NAME}.`,
    indexable: true,
  },
  investorProfile: {
    title: PAGE_TITLES.investorProfile,
    description: `A real estate investor on ${SITE_NAME}: what they buy and sell, their markets and their deals.`,
    indexable: true,
  },
  investors: {
    title: PAGE_TITLES.investors,
    description: `Find real estate investors, wholesalers and cash buyers on ${SITE_NAME} by market, specialty and type.`,
    indexable: true,
  },
  profile: {
    title: PAGE_TITLES.profile,
    description: `Your ${SITE_NAME} profile and business cards.`,
    indexable: false,
  },
  publicProfile: {
    title: PAGE_TITLES.publicProfile,
    description: `A real estate investor on ${SITE_NAME}: what they buy and sell, their markets and their deals.`,
    indexable: true,
  },
  profileCalculator: {
    title: PAGE_TITLES.profileCalculator,
    description: `A real estate investor's deal calculator on ${SITE_NAME}: MAO by the 70% rule and itemised, the buyer's profit and ROI.`,
    // One per profile, with anyone's numbers in the query: shared by link, kept out of search engines.
    indexable: false,
  },
  tools: {
    title: PAGE_TITLES.tools,
    description: `${SITE_NAME} tools for wholesalers: a deal calculator (MAO, profit, ROI), business cards, a buyers list, embed snippets and open houses.`,
    indexable: true,
  },
  businessCard: {
    title: PAGE_TITLES.businessCard,
    description: `A business card shared on ${SITE_NAME}: save the contact or share it.`,
    // Cards carry phone numbers and emails: shared by link, kept out of search engines.
    indexable: false,
  },
  addProperty: {
    title: PAGE_TITLES.addProperty,
    description: `List an off-market property on ${SITE_NAME} and reach cash buyers and investors.`,
    indexable: false,
  },
  counties: {
    title: PAGE_TITLES.counties,
    description: `A map of US counties shaded by active wholesale listings on ${SITE_NAME}, with a sortable table.`,
    indexable: true,
  },
  auth: {
    title: PAGE_TITLES.auth,
    description:
      'Sign in to DealLoop to list off-market properties, save searches and make offers on wholesale deals.',
    indexable: false,
  },
  resetPassword: {
    title: PAGE_TITLES.resetPassword,
    description: 'Choose a new password for your DealLoop account.',
    indexable: false,
  },
  privacyPolicy: {
    title: PAGE_TITLES.privacyPolicy,
    description:
      'What DealLoop collects, why, who we share it with, how long we keep it and the choices you have.',
    indexable: true,
  },
  termsOfService: {
    title: PAGE_TITLES.termsOfService,
    description: 'The terms for using DealLoop, the marketplace for off-market wholesale real estate deals.',
    indexable: true,
  },
  dashboard: {
    title: PAGE_TITLES.dashboard,
    description: `Your ${SITE_NAME} dashboard: your listings, the offers you sent and received, and your contracts.`,
    indexable: false,
  },
  dashboardOffers: {
    title: PAGE_TITLES.dashboardOffers,
    description: `The offers you received on your listings and the offers you sent on ${SITE_NAME}.`,
    indexable: false,
  },
  dashboardContracts: {
    title: PAGE_TITLES.dashboardContracts,
    description: `Your contracts on ${SITE_NAME}, with their status and the seller's approval.`,
    indexable: false,
  },
  dashboardFavorites: {
    title: PAGE_TITLES.dashboardFavorites,
    description: `The deals you saved on ${SITE_NAME}, newest saved first.`,
    indexable: false,
  },
  dashboardSavedSearches: {
    title: PAGE_TITLES.dashboardSavedSearches,
    description: `Your saved searches on ${SITE_NAME}: run them, preview matches and choose their alerts.`,
    indexable: false,
  },
  dashboardAccount: {
    title: PAGE_TITLES.dashboardAccount,
    description: `Your ${SITE_NAME} account: profile, email, password, sessions and your data.`,
    indexable: false,
  },
  dashboardEmbed: {
    title: PAGE_TITLES.dashboardEmbed,
    description: `Embed your ${SITE_NAME} listings, business card, Loop chat and deal calculator on your own website.`,
    indexable: false,
  },
  dashboardShowings: {
    title: PAGE_TITLES.dashboardShowings,
    description: `Your ${SITE_NAME} open houses: the ones you host, with their RSVPs, and the ones you attend.`,
    indexable: false,
  },
  closingDesk: {
    title: PAGE_TITLES.closingDesk,
    description: `Your ${SITE_NAME} closing desk: your deals under contract, stage by stage, with their deadlines.`,
    indexable: false,
  },
  contract: {
    title: PAGE_TITLES.contract,
    description: `A contract on ${SITE_NAME}: price, earnest money, closing date, financing and status.`,
    indexable: false,
  },
  admin: {
    title: PAGE_TITLES.admin,
    description: `The ${SITE_NAME} admin dashboard: current figures and activity over time.`,
    indexable: false,
  },
  adminDashboard: {
    title: PAGE_TITLES.adminDashboard,
    description: `The ${SITE_NAME} admin dashboard: current figures and activity over time.`,
    indexable: false,
  },
  adminUsers: {
    title: PAGE_TITLES.adminUsers,
    description: `${SITE_NAME} users for admins: roles, suspensions and the audit of admin actions.`,
    indexable: false,
  },
  adminContracts: {
    title: PAGE_TITLES.adminContracts,
    description: `Every contract on ${SITE_NAME}, for admins: approve, complete or cancel.`,
    indexable: false,
  },
  buyerDashboard: {
    title: PAGE_TITLES.buyerDashboard,
    description: `Your buyer dashboard on ${SITE_NAME}: your offers, your contracts and your saved deals.`,
    indexable: false,
  },
  knowledgeBase: {
    title: PAGE_TITLES.knowledgeBase,
    description: `The ${SITE_NAME} knowledge base: how wholesaling works, assignment fees, MAO and the 70% rule, earnest money, offers, contracts, listing rules and embedding widgets.`,
    indexable: true,
  },
  knowledgeArticle: {
    title: PAGE_TITLES.knowledgeArticle,
    description: `A ${SITE_NAME} help article on wholesale real estate and using the marketplace.`,
    indexable: true,
  },
  faqs: {
    title: PAGE_TITLES.faqs,
    description: `Answers to common questions about buying, selling, offers, contracts, your account and widgets on ${SITE_NAME}.`,
    indexable: true,
  },
  emailPreferences: {
    title: PAGE_TITLES.emailPreferences,
    description: `Choose which emails ${SITE_NAME} sends you and how often saved-search matches arrive.`,
    indexable: false,
  },
  testEmail: {
    title: PAGE_TITLES.testEmail,
    description: `The ${SITE_NAME} mailbox for admins: every email with its status, and a test message.`,
    indexable: false,
  },
  moderator: {
    title: PAGE_TITLES.moderator,
    description: `The ${SITE_NAME} review queue for moderators: publish, decline or hold new listings, with an audit log.`,
    indexable: false,
  },
  moderatorContentReview: {
    title: PAGE_TITLES.moderatorContentReview,
    description: `Reports of listings and profiles on ${SITE_NAME}, for moderators: dismiss or act, with a note.`,
    indexable: false,
  },
  becomeModerator: {
    title: PAGE_TITLES.becomeModerator,
    description: `Apply to moderate ${SITE_NAME}: review new listings and members' reports in the markets you know.`,
    indexable: false,
  },
  raffle: {
    title: PAGE_TITLES.raffle,
    description: `A ${SITE_NAME} moderator raffle: the prize, the tickets and a draw anyone can verify.`,
    indexable: false,
  },
  unsubscribe: {
    title: PAGE_TITLES.unsubscribe,
    description: `Stop one kind of ${SITE_NAME} email with one click.`,
    indexable: false,
  },
  showings: {
    title: PAGE_TITLES.showings,
    description: `Upcoming open houses on ${SITE_NAME} wholesale listings: by month or as a list, near the area you pick.`,
    indexable: true,
  },
  buyersList: {
    title: PAGE_TITLES.buyersList,
    description: `Join this investor's cash buyers list on ${SITE_NAME} and get matching off-market deals by email.`,
    indexable: false,
  },
  buyersListDashboard: {
    title: PAGE_TITLES.buyersListDashboard,
    description: `Your ${SITE_NAME} cash buyers: import, tag, match and send them deals.`,
    indexable: false,
  },
  buyersListUnsubscribe: {
    title: PAGE_TITLES.buyersListUnsubscribe,
    description: `Leave an investor's buyers list on ${SITE_NAME}.`,
    indexable: false,
  },
  buyersListConfirm: {
    title: PAGE_TITLES.buyersListConfirm,
    description: `Confirm joining an investor's buyers list on ${SITE_NAME}.`,
    indexable: false,
  },
  pricing: {
    title: PAGE_TITLES.pricing,
    description: `${SITE_NAME} plans and monthly prices for wholesalers, investors and teams.`,
    indexable: true,
  },
  paymentHistory: {
    title: PAGE_TITLES.paymentHistory,
    description: `Your ${SITE_NAME} plan and the invoices of your subscription.`,
    indexable: false,
  },
  support: {
    title: PAGE_TITLES.support,
    description: `Contact ${SITE_NAME} support: send a request and our team answers by email.`,
    indexable: true,
  },
  titleOfficer: {
    title: PAGE_TITLES.titleOfficer,
    description: `A deal on ${SITE_NAME} for its title company.`,
    indexable: false,
  },
};

/** Head of the Not Found page. */
export const NOT_FOUND_HEAD: Omit<PageHead, 'path'> = {
  title: NOT_FOUND_TITLE,
  description: `${TAGLINE}: off-market investment properties from wholesalers and sellers.`,
  indexable: false,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json"> block: `<` is escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The runtime configuration the site reads from `<meta name="dealloop-config">`. */
export interface RuntimeConfig {
  publicUrl: string;
  supportEmail: string;
  /** The base map's tile source, only when one is configured (MAP_STYLE_URL or MAP_PMTILES_URL). */
  map?: { styleUrl: string | null; pmtilesUrl: string | null };
}

/** Renders the head tags of a page. */
export function renderHead(head: PageHead, config: RuntimeConfig): string {
  const url = `${config.publicUrl}${head.path}`;
  const jsonLd = head.jsonLd ?? [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${config.publicUrl}/` },
  ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
    `<meta name="dealloop-config" content="${escapeHtml(JSON.stringify(config))}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The template with the page's static first paint written in place of its `<!--app-first-paint-->` marker. */
export function injectFirstPaint(template: string, html: string): string {
  return template.replace('<!--app-first-paint-->', html);
}

/** The template with the head written in place of its `<!--app-head-->` marker (or before `</head>`). */
export function injectHead(template: string, headHtml: string): string {
  if (template.includes('<!--app-head-->')) return template.replace('<!--app-head-->', headHtml);
  return template.replace('</head>', `    ${headHtml}\n  </head>`);
}
