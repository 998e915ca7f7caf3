// The dashboard's own texts (spec "Dashboard"): its title and greeting, the overview sections and My listings.
// The sections it shows from other features (saved deals, offers, contracts, showings, embed) keep theirs.

/** Every text of the dashboard page that its sections' features do not hold. */
export const DASHBOARD_TEXTS = Object.freeze({
  title: 'Dashboard',
  welcome: (name: string) => `Welcome back, ${name}.`,
  offersReceived: 'Offers received',
  offersSent: 'Offers sent',
  contracts: 'Contracts',
  yourContracts: 'your contracts',
  seeAll: 'See all',
  myListings: 'My listings',
  yourListings: 'your listings',
  addListing: 'Add a listing',
  noListingsTitle: 'You have no listings yet',
  listFirstProperty: 'List your first property',
  offerCounts: (open: number, total: number) => `${open} open / ${total} total offers`,
});

/** The buyer dashboard's texts (/buyer-dashboard): its header, shortcuts and section titles. */
export const BUYER_DASHBOARD_TEXTS = Object.freeze({
  title: 'Buyer dashboard',
  subtitle: 'Follow your offers and contracts, and find your next deal.',
  shortcuts: 'Buyer shortcuts',
  searchDeals: 'Search deals',
  savedDeals: 'Saved deals',
  myOffers: 'My offers',
  allOffers: 'All offers',
  myContracts: 'My contracts',
  allContracts: 'All contracts',
});
