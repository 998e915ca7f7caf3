// The status badge of a property card, derived from the listing status (spec section 4).

/** Text of a listing badge. */
export type ListingBadgeLabel = 'Under Contract' | 'On Hold' | 'Available';

/** Colour of a listing badge. */
export type ListingBadgeTone = 'red' | 'orange' | 'green';

/** What a property card's status badge shows. */
export interface ListingBadge {
  readonly label: ListingBadgeLabel;
  readonly tone: ListingBadgeTone;
}

const UNDER_CONTRACT: ListingBadge = Object.freeze({ label: 'Under Contract', tone: 'red' });
const ON_HOLD: ListingBadge = Object.freeze({ label: 'On Hold', tone: 'orange' });
const AVAILABLE: ListingBadge = Object.freeze({ label: 'Available', tone: 'green' });

/**
 * The badge for a listing status: under_contract is a red "Under Contract", on_hold an orange "On Hold",
 * anything else (including a missing or unknown status) a green "Available".
 */
export function listingBadge(listingStatus: string | null | undefined): ListingBadge {
  if (listingStatus === 'under_contract') return UNDER_CONTRACT;
  if (listingStatus === 'on_hold') return ON_HOLD;
  return AVAILABLE;
}

/**
 * The badge of a property card from both of its states: a property whose own status is under_contract shows
 * the red "Under Contract" badge even while its listing status is still published (the deal went under
 * contract outside the listing workflow); otherwise the badge follows the listing status ({@link listingBadge}).
 */
export function propertyBadge(property: {
  readonly listingStatus: string | null | undefined;
  readonly status?: string | null | undefined;
}): ListingBadge {
  if (property.status === 'under_contract') return UNDER_CONTRACT;
  return listingBadge(property.listingStatus);
}
