// A listing of GET /api/v1/properties as the grid reads it, and its PropertyCard view with absolute URLs.
import { type ListingStatus, type PropertyStatus, type PropertyType, propertySeoPath } from '@dealloop/core';
import type { PropertyCardView } from '@dealloop/ui';

/** The fields of a listing (server/src/properties/property-schemas.ts `Property`) the grid shows. */
export interface ListingJson {
  id: string;
  title: string;
  location: string;
  locationTruncated: boolean;
  distance: number | null;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  propertyType: PropertyType;
  images: { thumb: string; card: string; full: string }[];
  arv: number | null;
  repairCost: number | null;
  profitPotential: number | null;
  roi: number | null;
  status: PropertyStatus;
  listingStatus: ListingStatus;
  createdAt: string;
}

/** One page of GET /api/v1/properties. */
export interface ListingSearchJson {
  items: ListingJson[];
  total: number | null;
}

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
