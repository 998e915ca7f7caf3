// Texts of the /tools page and of a profile's deal calculator page (/profile/{userId}/calculator).
import { PAGE_TITLES } from '../site/page-titles';

/** The document title of a profile's calculator page (the server's head and the site say the same). */
export const profileCalculatorTitle = (name: string) => `${name} · ${PAGE_TITLES.profileCalculator}`;

/** A card of the /tools page. */
export interface ToolCard {
  readonly id: 'calculator' | 'business-card' | 'buyers-list' | 'embed' | 'open-houses';
  readonly title: string;
  readonly description: string;
  /** Where the card leads; the calculator has none, it is on the page itself. */
  readonly path: string | null;
  readonly action: string | null;
}

/** The /tools cards, in page order. */
export const TOOL_CARDS: readonly ToolCard[] = Object.freeze([
  {
    id: 'calculator',
    title: 'Deal calculator',
    description:
      'Work out the maximum allowable offer, the buyer’s profit and ROI. Share the result with a link.',
    path: null,
    action: null,
  },
  {
    id: 'business-card',
    title: 'Business card',
    description: 'A digital business card with a QR code to share at meetings and open houses.',
    path: '/profile#business-cards',
    action: 'Edit your card',
  },
  {
    id: 'buyers-list',
    title: 'Buyers list',
    description: 'Collect cash buyers on your own page, tag them and send them matching deals.',
    path: '/buyers-list-dashboard',
    action: 'Manage your buyers',
  },
  {
    id: 'embed',
    title: 'Embed snippets',
    description: 'Show your deals, your card, Loop and this calculator on your own website.',
    path: '/dashboard/embed',
    action: 'Get the snippets',
  },
  {
    id: 'open-houses',
    title: 'Open houses',
    description: 'Schedule open-house slots on your listings and see who is coming.',
    path: '/dashboard/showings',
    action: 'See your showings',
  },
]);

/** Texts of the tools and profile calculator pages. */
export const TOOLS_TEXTS = Object.freeze({
  title: 'Tools',
  intro: 'Everything a wholesaler needs around a deal, in one place.',
  copyLink: 'Copy link',
  copyLinkHint: 'The numbers are in the address, so the link shows this result to anyone.',
  clear: 'Clear',
  profileCalculatorTitle: (name: string) => `${name}'s deal calculator`,
  profileCalculatorIntro: (name: string) => `Run the numbers of a deal the way ${name} does.`,
  viewProfile: 'View profile',
  /** The public profile's link to the person's calculator. */
  profileCalculatorLink: 'Run a deal in my calculator',
  missingTitle: 'This calculator is not available',
  missingHint: 'The investor may have unpublished their profile, or the link is wrong.',
  failedTitle: "We couldn't load this calculator.",
  loadingHint: 'Loading calculator…',
  browseInvestors: 'Browse investors',
});
