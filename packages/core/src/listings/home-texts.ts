// The home page's texts (spec "Home page"): hero, highlights, featured deals' notes, the share strip.

/** Every text of the home page the shared MESSAGES do not hold. */
export const HOME_TEXTS = Object.freeze({
  eyebrow: 'The #1 wholesale real estate marketplace',
  title: 'Find off-market wholesale deals before anyone else',
  lead: 'Discounted investment properties from motivated sellers and wholesalers, with ARV, repairs and profit up front.',
  searchForm: 'Search deals',
  locationLabel: 'Location',
  locationPlaceholder: 'City, state, ZIP or county',
  locating: 'Finding your location…',
  highlightsLabel: 'Why DealLoop',
  highlights: Object.freeze([
    Object.freeze({
      icon: 'home',
      title: 'Motivated Sellers',
      text: 'Off-market properties from sellers who want a fast, simple sale.',
    }),
    Object.freeze({
      icon: 'user',
      title: 'Hungry Cash Buyers',
      text: 'Investors ready to close quickly on the right wholesale deal.',
    }),
    Object.freeze({
      icon: 'creditCard',
      title: '$25K+ Avg. Assignment Fee',
      text: 'Wholesalers on DealLoop earn an average assignment fee of over $25K.',
    }),
  ] as const),
  closestFirst: 'Closest to you first.',
  newestFirst: 'The newest deals on DealLoop.',
  noDealsYet: 'Be the first to put a deal in front of our cash buyers.',
  shareTitle: "Know an investor who'd love these deals?",
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  share: 'Share DealLoop',
  shareText: 'DealLoop: the #1 wholesale real estate marketplace',
});
