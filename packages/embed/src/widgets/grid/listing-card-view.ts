// A listing of GET /api/v1/properties as the grid reads it, and its PropertyCard view with absolute URLs.
import type { PropertyView, SearchResultView } from '@dealloop/contract';
import { propertySeoPath } from '@dealloop/core';
import type { PropertyCardView } from '@dealloop/ui';

/** The fields of a listing (the contract's PropertyView) the grid shows. */
export type ListingJson = Pick<
  PropertyView,
  | 'id'
  | 'title'
  | 'location'
  | 'locationTruncated'
  | 'distance'
  | 'price'
  | 'beds'
  | 'baths'
  | 'sqft'
  | 'lotSize'
  | 'propertyType'
  | 'images'
  | 'arv'
  | 'repairCost'
  | 'profitPotential'
  | 'roi'
  | 'status'
  | 'listingStatus'
  | 'createdAt'
>;

/** One page of GET /api/v1/properties (the contract's SearchResultView), as far as the grid reads it. */
export type ListingSearchJson = Pick<SearchResultView, 'total'> & { items: ListingJson[] };

/** The marketplace page of a listing: its SEO path (core's `propertySeoPath`) on the DealLoop origin. */
export function listingPageUrl(api: string, listing: Pick<ListingJson, 'id' | 'location'>): string {
  return new URL(propertySeoPath(listing), `${api}/`).href;
}

/**
 * The card view of a listing; photo and link are absolute so they work on any host page. The listing's own fields
 * ride along (PropertyCard reads only the view's): naming each one again cost the grid bytes it does not have.
 */
export function listingCardView(api: string, listing: ListingJson): PropertyCardView {
  const photo = listing.images[0]?.card;
  return {
    ...listing,
    href: listingPageUrl(api, listing),
    image: photo ? new URL(photo, `${api}/`).href : null,
    type: listing.propertyType,
    repairs: listing.repairCost,
    profit: listing.profitPotential,
  };
}
