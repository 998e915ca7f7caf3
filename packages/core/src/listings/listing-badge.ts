// The status badge of a listing (card, listing page, dashboard, SDK grid), from its review and deal states.

/** Text of a listing badge. */
export type ListingBadgeLabel =
  | 'Sold'
  | 'Under Contract'
  | 'On Hold'
  | 'Pending review'
  | 'Declined'
  | 'Available';

/** Colour of a listing badge. */
export type ListingBadgeTone = 'red' | 'orange' | 'green' | 'gray';

/** What a property card's status badge shows. */
export interface ListingBadge {
  readonly label: ListingBadgeLabel;
  readonly tone: ListingBadgeTone;
}

const SOLD: ListingBadge = Object.freeze({ label: 'Sold', tone: 'gray' });
const UNDER_CONTRACT: ListingBadge = Object.freeze({ label: 'Under Contract', tone: 'red' });
const ON_HOLD: ListingBadge = Object.freeze({ label: 'On Hold', tone: 'orange' });
const PENDING_REVIEW: ListingBadge = Object.freeze({ label: 'Pending review', tone: 'orange' });
const DECLINED: ListingBadge = Object.freeze({ label: 'Declined', tone: 'gray' });
const AVAILABLE: ListingBadge = Object.freeze({ label: 'Available', tone: 'green' });

/**
 * The badge for a listing status alone (docs/product/listings.md): under_contract is a red "Under Contract", on_hold an
 * orange "On Hold", pending_review an orange "Pending review", declined a gray "Declined", published (or a missing
 * or unknown status) a green "Available".
 */
export function listingBadge(listingStatus: string | null | undefined): ListingBadge {
  if (listingStatus === 'under_contract') return UNDER_CONTRACT;
  if (listingStatus === 'on_hold') return ON_HOLD;
  if (listingStatus === 'pending_review') return PENDING_REVIEW;
  if (listingStatus === 'declined') return DECLINED;
  return AVAILABLE;
}

/**
 * The badge of a listing from both of its states: the deal comes first (a sold property is a gray "Sold", one
 * under contract a red "Under Contract", whatever its listing status), then the listing status
 * ({@link listingBadge}). A listing is "Available" only when it is published and active.
 */
export function propertyBadge(property: {
  readonly listingStatus: string | null | undefined;
  readonly status?: string | null | undefined;
}): ListingBadge {
  if (property.status === 'sold') return SOLD;
  if (property.status === 'under_contract') return UNDER_CONTRACT;
  return listingBadge(property.listingStatus);
}
