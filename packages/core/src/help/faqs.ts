// Frequently asked questions with short markdown answers, grouped by category; ids are the /faqs#anchors.

/** A frequently asked question. `id` is kebab-case, stable, and the anchor of `/faqs#{id}`. */
export interface Faq {
  id: string;
  question: string;
  /** Markdown, in the same subset as knowledge base articles. */
  answer: string;
  /** One of {@link FAQ_CATEGORIES}. */
  category: string;
}

/** The FAQ categories, in the order the page lists them. */
export const FAQ_CATEGORIES: readonly string[] = Object.freeze([
  'Buying',
  'Selling',
  'Offers & contracts',
  'Account',
  'Widgets',
]);

/** Path of the FAQ page. */
export const FAQS_PATH = '/faqs';

/** Path of one question on the FAQ page. */
export function faqPath(id: string): string {
  return `${FAQS_PATH}#${id}`;
}

/** Every FAQ, grouped by category in the order of {@link FAQ_CATEGORIES}. */
export const FAQS: readonly Faq[] = Object.freeze([
  {
    id: 'what-is-dealloop',
    category: 'Buying',
    question: 'What is DealLoop?',
    answer:
      'DealLoop is a marketplace for **off-market wholesale real estate**: wholesalers and sellers list discounted investment properties, and cash buyers and investors find them, make offers and close contracts. New to wholesaling? Start with [How wholesaling works](/knowledge-base/how-wholesaling-works).',
  },
  {
    id: 'do-i-need-an-account-to-browse',
    category: 'Buying',
    question: 'Do I need an account to browse deals?',
    answer:
      'No. Anyone can [search listings](/properties) and open them. Without an account you see only the city and state part of each location (with a lock icon). [Sign in](/auth) to see full locations, save deals and make offers.',
  },
  {
    id: 'how-do-i-search',
    category: 'Buying',
    question: 'How do I find deals in my area?',
    answer:
      'Type a city, "City, ST", a ZIP code or a county in the search box, or use your current location, then narrow by price, property type, beds and baths on [the search page](/properties). You can also browse [deals by county](/counties).',
  },
  {
    id: 'how-are-profit-and-roi-calculated',
    category: 'Buying',
    question: 'How are profit and ROI calculated?',
    answer:
      "Profit is ARV − price − repairs. ROI is profit ÷ (price + repairs) × 100, shown with one decimal. Both come from the lister's ARV and repair estimate, so check them yourself: see [ARV and repair estimates](/knowledge-base/arv-and-repair-estimates).",
  },
  {
    id: 'what-do-the-badges-mean',
    category: 'Buying',
    question: 'What do Available, Under Contract and On Hold mean?',
    answer:
      '**Available** deals take offers. **Under Contract** means the seller accepted an offer, so no new offers are taken. **On Hold** means a moderator paused the listing. See [Reading a deal card](/knowledge-base/reading-a-deal-card).',
  },
  {
    id: 'how-do-i-save-a-deal',
    category: 'Buying',
    question: 'How do I save a deal or get alerts for new ones?',
    answer:
      'Tap the heart on a listing to keep it in your [saved deals](/dashboard/favorites). To hear about new listings, create a saved search: see [Saved searches and alerts](/knowledge-base/saved-searches-and-alerts).',
  },
  {
    id: 'how-do-i-list-a-property',
    category: 'Selling',
    question: 'How do I list a property?',
    answer:
      'Sign in and choose [Add Listing](/add-property). Enter a title, the location, the property type and the price, and ideally the ARV, repair cost and photos. Your listing is reviewed before it goes live.',
  },
  {
    id: 'why-is-my-listing-not-visible',
    category: 'Selling',
    question: 'Why is my listing not visible yet?',
    answer:
      'New listings wait for a moderator\'s review. You get a "Property Published!" alert when it goes live, or "Property Declined" if it does not meet the [listing rules](/knowledge-base/listing-rules-and-review).',
  },
  {
    id: 'why-was-my-listing-declined',
    category: 'Selling',
    question: 'Why was my listing declined?',
    answer:
      'The usual reasons: a location that cannot be found, numbers that do not add up (an ARV far above the comps), photos of another property, or wording that breaks [Fair Housing](/knowledge-base/fair-housing) rules. Fix the listing and contact support for another review.',
  },
  {
    id: 'how-many-photos',
    category: 'Selling',
    question: 'How many photos can a listing have?',
    answer:
      'Up to **30**. Photos are resized and stripped of hidden location data when you upload them. Show the outside, every room and the repairs needed: honest photos bring serious buyers.',
  },
  {
    id: 'how-do-i-price-a-wholesale-deal',
    category: 'Selling',
    question: 'How should I price a wholesale deal?',
    answer:
      'Work back from what a cash buyer can pay: ARV × 70% − repairs. Your assignment fee comes out of the gap between that number and your contract price. See [MAO and the 70% rule](/knowledge-base/mao-and-the-70-percent-rule).',
  },
  {
    id: 'how-do-i-make-an-offer',
    category: 'Offers & contracts',
    question: 'How do I make an offer?',
    answer:
      'Open an Available listing while signed in and fill in the amount, earnest money, closing date and financing, with an optional message and proof of funds. The seller is alerted at once. See [How offers work on DealLoop](/knowledge-base/how-offers-work).',
  },
  {
    id: 'how-long-does-an-offer-last',
    category: 'Offers & contracts',
    question: 'How long does an offer stay open?',
    answer:
      'By default **72 hours**. A counter offer gives the buyer a fresh 72 hours. After that the offer reads **Expired**, nobody can answer it, and the buyer may make a new one.',
  },
  {
    id: 'can-i-counter-an-offer',
    category: 'Offers & contracts',
    question: 'Can I counter an offer?',
    answer:
      'Yes, if you are the seller: choose **Counter** and name a different amount. The buyer can then accept it, reject it or withdraw. Buyers do not counter a counter; they make a new offer once the old one is closed.',
  },
  {
    id: 'can-i-withdraw-my-offer',
    category: 'Offers & contracts',
    question: 'Can I withdraw my offer?',
    answer:
      'Yes, as long as it is still open (pending or countered). Open it under [Offers](/dashboard/offers) and choose **Withdraw**. The seller is told.',
  },
  {
    id: 'why-was-my-offer-declined',
    category: 'Offers & contracts',
    question: 'My offer says Declined, but the seller never answered. Why?',
    answer:
      "The seller accepted another buyer's offer on the same listing. When one offer is accepted, every other open offer on that listing is **Declined** automatically and the listing goes Under Contract.",
  },
  {
    id: 'what-happens-after-acceptance',
    category: 'Offers & contracts',
    question: 'What happens after an offer is accepted?',
    answer:
      'A **pending** contract is created. The seller approves it, then an admin approves it; it is marked **completed** after closing, or **cancelled** if the deal falls through. Follow it under [Contracts](/dashboard/contracts), and read [How contracts work on DealLoop](/knowledge-base/how-contracts-work).',
  },
  {
    id: 'does-dealloop-hold-earnest-money',
    category: 'Offers & contracts',
    question: 'Does DealLoop hold my earnest money?',
    answer:
      'No. DealLoop records the amount in the offer and the contract; the deposit itself goes to your title company or closing attorney. See [Earnest money](/knowledge-base/earnest-money).',
  },
  {
    id: 'who-sees-my-proof-of-funds',
    category: 'Offers & contracts',
    question: 'Who can see my proof of funds?',
    answer:
      'Only the seller of that offer, you, and DealLoop admins. It never appears on a listing. PDFs and images up to 10 MB are accepted. See [Proof of funds](/knowledge-base/proof-of-funds).',
  },
  {
    id: 'how-do-alerts-work',
    category: 'Account',
    question: 'How will I know when something happens?',
    answer:
      "Live alerts appear as toasts and in the bell of the top bar for new offers, answers to your offers, contract changes and your listings' review. The bell keeps your latest 10 notifications.",
  },
  {
    id: 'what-is-the-getting-started-tour',
    category: 'Account',
    question: 'What is the Getting Started tour?',
    answer:
      'A six-step setup that takes about 2-3 minutes: your account details, a first saved search, a business card and a public profile. It opens on your first sign-in, and you can reopen it from **Getting Started Tour** in the account menu.',
  },
  {
    id: 'what-is-a-business-card',
    category: 'Account',
    question: 'What is a DealLoop business card?',
    answer:
      'A shareable page with your name, company, phone, email and logo, plus a QR code. Anyone can open it without an account. See [Business cards and public profiles](/knowledge-base/business-cards-and-public-profiles).',
  },
  {
    id: 'what-is-loop',
    category: 'Account',
    question: 'Who is Loop?',
    answer:
      'Loop is DealLoop\'s virtual assistant: the chat button at the bottom of every page. Ask it for deals ("3 bed under 150k near Dallas"), deal math (MAO, profit, ROI) or how something works here. It answers from the marketplace and this help center, with links.',
  },
  {
    id: 'how-is-my-data-used',
    category: 'Account',
    question: 'How is my data used?',
    answer:
      'We use it to run your account and your deals, never to sell it. The [Privacy Policy](/privacy-policy) explains what we collect, who sees it and the choices you have.',
  },
  {
    id: 'can-i-embed-my-listings',
    category: 'Widgets',
    question: 'Can I show my DealLoop deals on my own website?',
    answer:
      'Yes. [Embed widgets](/dashboard/embed) in your dashboard gives you the snippet: the DealLoop script tag once, then `<dealloop-property-grid>` with your user id where the deals should appear. See [Embedding DealLoop widgets](/knowledge-base/embedding-widgets).',
  },
  {
    id: 'which-widgets-are-available',
    category: 'Widgets',
    question: 'Which widgets can I embed?',
    answer:
      'Four custom elements: `<dealloop-property-grid>` (deals), `<dealloop-business-card>` (your card), `<dealloop-chat>` (the Loop assistant) and `<dealloop-deal-calculator>` (profit, ROI and MAO).',
  },
  {
    id: 'will-widgets-clash-with-my-site',
    category: 'Widgets',
    question: "Will the widgets clash with my site's styles?",
    answer:
      'No. Each widget renders in its own shadow root, so styles do not leak in or out. To match your brand, set CSS variables such as `--dl-color-primary` or `--dl-font-body`.',
  },
]);
