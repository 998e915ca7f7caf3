// The listings API's shapes as the site reads them (server/src/properties/property-schemas.ts), and the card view.
import type { ListingStatus, PropertyStatus, PropertyType } from '@dealloop/core';
import type { PropertyCardView } from '@dealloop/ui';

/** A listing photo in its three sizes. */
export interface PropertyImage {
  thumb: string;
  card: string;
  full: string;
}

/** A listing as GET /api/v1/properties answers it. */
export interface Property {
  id: string;
  shortId: string;
  /** The SEO path of the listing page. */
  path: string;
  ownerId: string;
  title: string;
  description: string | null;
  location: string;
  locationTruncated: boolean;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  lat: number | null;
  lng: number | null;
  distance: number | null;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  propertyType: PropertyType;
  images: PropertyImage[];
  arv: number | null;
  repairCost: number | null;
  profitPotential: number | null;
  roi: number | null;
  status: PropertyStatus;
  listingStatus: ListingStatus;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One page of GET /api/v1/properties. */
export interface PropertySearchResult {
  items: Property[];
  nextCursor: string | null;
  /** Matches over all pages; only on the first page. */
  total: number | null;
  place: { found: boolean; placeName: string | null; precision: string | null } | null;
}

/** The path of the listings API. */
export const PROPERTIES_API = '/api/v1/properties';

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
