// The profile screens' texts: the own profile page and its form, the public profile, contact actions, the investor
// directory and its cards, and the lister's card of a listing.
import { formatMonthYear } from '../format/date-format';
import { formatNumber } from '../format/money-format';

/** The own profile page (/profile). */
export const PROFILE_PAGE_TEXTS = Object.freeze({
  heading: 'My profile',
  intro: 'What investors and sellers see on your public page, and the business cards you share.',
  failedTitle: "We couldn't load your profile.",
  viewPublic: 'View your public page',
  notPublished: 'Your profile is not published: only you can see it.',
  signedOut: 'Sign in to edit your profile, publish your public page and share business cards.',
  tryAgain: 'Try again',
  loading: 'Loading your profile…',
});

/** The own profile's form. */
export const PROFILE_FORM_TEXTS = Object.freeze({
  publish: 'Publish my profile (a public page anyone can open)',
  save: 'Save profile',
  saved: 'Profile saved.',
  badMarkets: 'Use two-letter US state codes, separated by commas (TX, OK).',
  form: 'Profile',
  phonePlaceholder: '(555) 123-4567',
  websitePlaceholder: 'https://',
  addressHint: 'Never shown on your public page.',
  bio: 'Bio',
  specialty: 'Specialty',
  profileType: 'Profile type',
  choose: 'Choose…',
  markets: 'Markets',
  marketsHint: 'US state codes, e.g. TX, OK',
  profileImage: 'Profile image',
  companyLogo: 'Company logo',
});

/** A public investor profile (/profile/{userId}, /real-estate-investor-{slug}). */
export const PUBLIC_PROFILE_TEXTS = Object.freeze({
  missingTitle: 'This profile is not available',
  missingHint: 'The investor may have unpublished their profile, or the link is wrong.',
  browseInvestors: 'Browse investors',
  failedTitle: "We couldn't load this profile.",
  listings: 'Published deals',
  noListings: 'No published deals right now.',
  signInForContact: 'Sign in to see their email and phone number.',
  about: 'About',
  specialty: 'Specialty',
  markets: 'Markets',
  memberSince: 'Member since',
  tryAgain: 'Try again',
  /** The profile template badges' list. */
  dealsWith: 'Deals with',
});

/** The contact actions of a profile or business card. */
export const CONTACT_ACTIONS_TEXTS = Object.freeze({
  /** "Email Ann" (the first name). */
  email: (name: string) => `Email ${name.split(' ')[0]}`,
  call: (phone: string) => `Call ${phone}`,
  website: 'Website',
  share: 'Share',
});

/** The investor directory (/investors) and its cards. */
export const INVESTORS_TEXTS = Object.freeze({
  heading: 'Real estate investors',
  intro: 'Find wholesalers, cash buyers and investors by market, specialty and what they buy or sell.',
  search: 'Search investors',
  emptyTitle: 'No investors match these filters',
  failedTitle: "We couldn't load investors.",
  showMore: 'Show more',
  clear: 'Clear filters',
  searchPlaceholder: 'Name, company or keyword',
  profileType: 'Profile type',
  anyType: 'Any type',
  specialty: 'Specialty',
  anySpecialty: 'Any specialty',
  market: 'Market',
  anyState: 'Any state',
  submit: 'Search',
  tryAgain: 'Try again',
  loading: 'Loading investors…',
  what: 'investors',
  cardSpecialty: (specialty: string) => `Specialty: ${specialty}`,
  cardMarkets: (markets: string) => `Markets: ${markets}`,
  /** "1 published deal", "3 published deals". */
  publishedDeals: (count: number) => `${count} published ${count === 1 ? 'deal' : 'deals'}`,
});

/** The lister's card of a listing: who listed the deal and how to contact them. */
export const LISTER_TEXTS = Object.freeze({
  heading: 'Listed by',
  unnamed: 'DealLoop member',
  signInToContact: 'Sign in to contact',
  viewProfile: 'View profile',
  failed: "We couldn't load the lister's details.",
  tryAgain: 'Try again',
  email: (address: string) => `Email ${address}`,
  call: (phone: string) => `Call ${phone}`,
});

/** "Member since November 2026" (UTC month), or "" for an unreadable date. */
export function memberSinceText(iso: string): string {
  const month = formatMonthYear(iso);
  return month ? `Member since ${month}` : '';
}

/** "1 published listing", "3 published listings". */
export const publishedListingsText = (count: number) =>
  `${formatNumber(count)} published ${count === 1 ? 'listing' : 'listings'}`;
