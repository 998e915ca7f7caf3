// What each viewer may see of a listing: anonymous visitors get the truncated location and coarse coordinates.
import {
  distanceMiles,
  type ListingStatus,
  type PropertyStatus,
  type PropertyType,
  propertySeoPath,
  type Role,
  truncateLocation,
} from '@dealloop/core';
import type { Property } from '../db/schema';
import { storedFileUrl } from '../routes/stored-files';
import type { PropertyView } from './property-schemas';

/** Who is looking. */
export type Viewer = { userId: string; roles: readonly Role[] } | null;

/** Decimal places of coordinates shown to anonymous visitors: about 1 km, no finer than their city or ZIP. */
const ANONYMOUS_COORDINATE_DECIMALS = 2;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Whether the viewer owns the listing or moderates the marketplace. */
export function canManage(viewer: Viewer, property: Pick<Property, 'user_id'>): boolean {
  return (
    viewer !== null &&
    (viewer.userId === property.user_id ||
      viewer.roles.includes('admin') ||
      viewer.roles.includes('moderator'))
  );
}

/**
 * The listing as `viewer` may see it. `from` is the caller's position for the distance; anonymous viewers get the
 * distance from the coarse coordinates they are shown, so it cannot locate the property more precisely.
 */
export function serializeProperty(
  property: Property,
  viewer: Viewer,
  publicUrl: string,
  from: { lat: number; lng: number } | null = null,
): PropertyView {
  const anonymous = viewer === null;
  const lat =
    property.lat === null
      ? null
      : anonymous
        ? round(property.lat, ANONYMOUS_COORDINATE_DECIMALS)
        : property.lat;
  const lng =
    property.lng === null
      ? null
      : anonymous
        ? round(property.lng, ANONYMOUS_COORDINATE_DECIMALS)
        : property.lng;
  const location = anonymous ? truncateLocation(property.location) : property.location;
  return {
    id: property.id,
    shortId: property.short_id,
    path: propertySeoPath({ id: property.id, location: truncateLocation(property.location) }),
    ownerId: property.user_id,
    title: property.title,
    description: property.description,
    location,
    locationTruncated: anonymous,
    city: property.city,
    state: property.state,
    zip: property.zip,
    county: property.county,
    lat,
    lng,
    distance: from && lat !== null && lng !== null ? distanceMiles(from, { lat, lng }) : null,
    price: property.price,
    beds: property.beds,
    baths: property.baths,
    sqft: property.sqft,
    lotSize: property.lot_size,
    propertyType: property.property_type as PropertyType,
    images: property.images.map((image) => ({
      thumb: storedFileUrl(publicUrl, 'listing-images', image.objects.thumb ?? ''),
      card: storedFileUrl(publicUrl, 'listing-images', image.objects.card ?? ''),
      full: storedFileUrl(publicUrl, 'listing-images', image.objects.full ?? ''),
    })),
    arv: property.arv,
    repairCost: property.repair_cost,
    profitPotential: property.profit_potential,
    roi: property.roi,
    status: property.status as PropertyStatus,
    listingStatus: property.listing_status as ListingStatus,
    archivedAt: property.archived_at,
    createdAt: property.created_at,
    updatedAt: property.updated_at,
  };
}
