// The listings API's shapes as the site reads them (the contract's, under the names other features import), and the
// card view.
import { API_BASE } from '@dealloop/client';
import type { PropertyView, SearchResultView } from '@dealloop/contract';
import { listingsEndpoints } from '@dealloop/contract/endpoints';
import type { PropertyCardView } from '@dealloop/ui';

/** A listing photo in its three sizes. */
export type PropertyImage = PropertyView['images'][number];

/** A listing as GET /api/v1/properties answers it (the contract's PropertyView). */
export type Property = PropertyView;

/** One page of GET /api/v1/properties (the contract's SearchResultView). */
export type PropertySearchResult = SearchResultView;

/** The path of the listings API. */
export const PROPERTIES_API = `${API_BASE}${listingsEndpoints.search.path}`;

/** What a PropertyCard shows of a listing; `distance` overrides the server's (null when unknown). */
export function toCardView(
  property: Property,
  distance: number | null = property.distance,
): PropertyCardView {
  return {
    id: property.id,
    href: property.path,
    image: property.images[0]?.card ?? null,
    title: property.title,
    location: property.location,
    locationTruncated: property.locationTruncated,
    price: property.price,
    beds: property.beds,
    baths: property.baths,
    sqft: property.sqft,
    lotSize: property.lotSize,
    type: property.propertyType,
    arv: property.arv,
    repairs: property.repairCost,
    profit: property.profitPotential,
    roi: property.roi,
    listingStatus: property.listingStatus,
    status: property.status,
    createdAt: property.createdAt,
    distance,
  };
}
