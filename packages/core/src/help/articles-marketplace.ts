// Knowledge base articles on using the marketplace: listing rules, saved searches, cards and profiles, widgets,
// and Fair Housing.
import type { KnowledgeArticle } from './knowledge-base';

/** Articles of the "Listing & selling", "Your account", "Widgets" and "Fair Housing" categories. */
export const MARKETPLACE_ARTICLES: readonly KnowledgeArticle[] = [
  {
    slug: 'listing-rules-and-review',
    title: 'Listing rules and review',
    summary:
      'Every new listing is reviewed before it is published. What moderators check, the limits of each field, and what anonymous visitors see.',
    category: 'Listing & selling',
    tags: [
      'listing',
      'add listing',
      'review',
      'moderation',
      'moderator',
      'published',
      'declined',
      'on hold',
      'photos',
    ],
    body: `Anyone with an account can [add a listing](/add-property). Listings are **reviewed before they are published**, which keeps the marketplace useful for buyers.

## What you fill in

- **Title**: 3 to 120 characters. Say what the deal is: "3/2 brick ranch, needs roof".
- **Location**: the property address, or at least its city and state (3 to 200 characters).
- **Property type**: Single Family, Multi Family, Condo, Townhouse, Land, Commercial or Mobile Home.
- **Price** (required), and if you can, **ARV** and **repair cost** in whole dollars, so buyers see profit and ROI.
- Beds, baths (in steps of 0.5), square feet and lot size.
- A description of up to 5,000 characters and up to **30 photos**.

## Review

A new listing waits in review. A moderator then:

- **publishes** it: it appears in search and on the home page, and you get a "Property Published!" alert;
- **declines** it: you get a "Property Declined" alert; or
- puts it **on hold** while something is checked.

Moderators check that the property and its location are real, that the price, ARV and repairs are plausible, that the photos show this property, that the lister may market it, and that the text follows [Fair Housing](/knowledge-base/fair-housing) rules (describe the property, never the people who should live there).

## Who sees what

- Published listings that are available, under contract or sold are public.
- Visitors who are not signed in see only the **city, state and ZIP code** the location is in (for example "Austin, TX 78701"), never the street, with a lock icon. Signed-in users see the full location.
- You can archive your listing at any time; it leaves the marketplace.`,
  },
  {
    slug: 'saved-searches-and-alerts',
    title: 'Saved searches and alerts',
    summary:
      'Save a search by location, price range and property type, and get an alert when a new listing that matches is published.',
    category: 'Your account',
    tags: ['saved search', 'alerts', 'notifications', 'email', 'sms', 'bell', 'new listings', 'buy box'],
    body: `A **saved search** is your buy box: DealLoop watches new listings for you and tells you when one matches.

## What a saved search holds

- a **name** ("Dallas rentals under 150k"),
- a **location**: a city, "City, ST", a state, a ZIP code or a county,
- an optional **minimum** and **maximum price**,
- an optional **property type**.

Email alerts are **on** when you create a search and text messages are off; you can change both per search.

## Creating one

- During the Getting Started tour (step 2 asks for a name and a location), or
- from your saved searches in the dashboard, or
- from [search results](/properties) once your filters look right.

You will see "Saved search created! You'll get alerts for matching properties."

## Alerts

When a moderator publishes a listing that matches, you get a notification in the bell (top bar) and, if you chose it, an email. Very broad searches (no location, price or type at all) still show in-app matches but send no email, so your inbox stays useful.

## Other live alerts

The bell also shows offers, counter offers, contracts and your own listings' review results as they happen. It lists the latest 10; the badge shows "9+" above nine unread.`,
  },
  {
    slug: 'business-cards-and-public-profiles',
    title: 'Business cards and public profiles',
    summary:
      'Create a shareable digital business card with a QR code, and a public investor profile that shows your listings to sellers and buyers.',
    category: 'Your account',
    tags: ['business card', 'qr code', 'vcard', 'public profile', 'investor profile', 'share', 'branding'],
    body: `DealLoop gives you two ways to be found: a **business card** to hand out and a **public profile** to be discovered.

## Business card

- Holds your full name, email, phone, company name and company logo.
- Lives at its own address, \`/card/{your-card}\`, built from your name and the start of your account id, for example \`/card/jane-doe-0193a5c0\`.
- Anyone can open it without an account, scan its QR code, or save you to their phone's contacts.
- You can keep several cards and switch each one on or off.

You will see "Business card created! Share it with your network." when one is ready.

## Public profile

- Shows your name, photo, bio, specialty and company, and your **published listings**.
- Your profile type tells visitors who you work with: buying from sellers, selling to buyers, or both.
- Its address starts with \`/real-estate-investor-\` followed by your name, which is easy to share and to find in search engines.
- It is visible only once you publish it. The Getting Started tour publishes it when you save step 4 (full name, bio and profile type are required).

Never put a street address or personal details on a card or profile that you would not hand to a stranger.`,
  },
  {
    slug: 'embedding-widgets',
    title: 'Embedding DealLoop widgets on your website',
    summary:
      'Create an embed key, add one script tag to your own site, then place custom elements for your deals grid, your business card, the Loop chat and a deal calculator.',
    category: 'Widgets',
    tags: [
      'embed',
      'widget',
      'sdk',
      'script tag',
      'website',
      'custom elements',
      'property grid',
      'chat',
      'calculator',
    ],
    body: `Wholesalers can show DealLoop on their own website: your deals, your card, the Loop assistant and a calculator, always up to date, without copying listings by hand.

## 1. Get your snippets

Open [Embed widgets](/dashboard/embed) in your dashboard. Create an **embed key** and list the addresses of the sites that will show the widgets (for example \`https://www.example.com\`): the Loop chat answers only on those sites. The page shows ready-to-copy snippets for each widget and a live preview.

## 2. Add the script tag

Paste one line into your page, before \`</body>\`, with your DealLoop address in place of the example:

\`<script async src="https://dealloop.example.com/sdk/v1/loader.js"></script>\`

It loads asynchronously, so it never slows your page down, and it loads each widget's code only when the widget is on the page. \`/sdk/v1/\` always serves the latest 1.x version; to pin one exact version, use its number instead (for example \`/sdk/1.0.0/loader.js\`).

## 3. Place the widgets

Put any of these custom elements where you want them in your HTML:

- \`<dealloop-property-grid lister="your user id" limit="6">\`: a grid of published deals: yours with \`lister\`, or those in a market with \`location="Dallas, TX"\`. A card opens the deal on DealLoop.
- \`<dealloop-business-card card="your card's address">\`: your digital business card, with its QR code and a Save contact button.
- \`<dealloop-chat embed-key="your key">\`: the Loop assistant as a floating button, answering your visitors' questions about deals and wholesaling.
- \`<dealloop-deal-calculator arv="240000" repairs="30000">\`: the same calculator as DealLoop's [Tools](/tools) page: the buyer's profit and ROI, and the maximum allowable offer by the [70% rule](/knowledge-base/mao-and-the-70-percent-rule) and itemised, from \`price\`, \`arv\`, \`repairs\`, \`holding\`, \`closing\`, \`profit\` (the investor's desired profit) and \`fee\`.

Each element also takes \`theme="light"\`, \`"dark"\` or \`"auto"\` (the visitor's setting, the default).

## 4. Match your brand

Widgets render inside a shadow root, so your site's styles do not break them and theirs do not leak into your page. Restyle them with CSS variables such as \`--dl-color-primary\`, \`--dl-radius-lg\` or \`--dl-font-body\` set on the element, for example \`dealloop-property-grid { --dl-color-primary: #0b5; }\`.

## Good to know

- Visitors who are not signed in see the same partial locations as on DealLoop.
- Sites with a Content Security Policy need the DealLoop address in \`script-src\`, \`connect-src\` and \`img-src\`; no inline script and no \`unsafe-eval\` are needed.
- Widgets work on any site builder that lets you paste HTML (WordPress, Webflow, Squarespace and plain HTML pages).`,
  },
  {
    slug: 'fair-housing',
    title: 'Fair Housing on DealLoop',
    summary:
      'The Fair Housing Act forbids discrimination in housing. How it applies to listings, marketing and buyers, and why Loop declines steering questions.',
    category: 'Fair Housing',
    tags: [
      'fair housing',
      'discrimination',
      'protected class',
      'steering',
      'hud',
      'advertising',
      'compliance',
    ],
    body: `The federal **Fair Housing Act** makes it illegal to discriminate in the sale, rental or financing of housing because of **race, color, religion, sex** (including sexual orientation and gender identity), **national origin, familial status** or **disability**. Many states and cities protect more classes, such as source of income or age. It applies to wholesalers, investors and sellers as much as to agents.

## In your listings

- **Describe the property, not the people.** "3 bedrooms, fenced yard, near a bus line" is fine; "perfect for young professionals", "no kids", "great for a Christian family" or "quiet adult neighborhood" is not.
- Do not mention the make-up of the neighborhood (who lives there, which churches or ethnic groups are nearby).
- Listings that break these rules are declined in review. See [Listing rules and review](/knowledge-base/listing-rules-and-review).

## With buyers and sellers

Offer the same deals, terms and answers to every buyer. Choosing whom to sell to, or which areas to show, by a protected characteristic is **steering**, and it is illegal.

## Loop and Fair Housing

Loop, the DealLoop assistant, declines questions that would steer by a protected characteristic (for example "which neighborhoods have fewer families with kids") and explains why. It gladly helps with price, location, property type, condition and numbers.

## Learn more or report a concern

Read more at [HUD's Fair Housing pages](https://www.hud.gov/program_offices/fair_housing_equal_opp), or call HUD at 1-800-669-9777. Our [Terms of Service](/terms-of-service) include these rules.`,
  },
];
