// What each viewer may see of a listing: anonymous visitors get the public location (the parsed place) and the
// coarse public point.

import type { PropertyView } from '@dealloop/contract';
import {
  type ListingStatus,
  type PropertyStatus,
  type PropertyType,
  propertySeoPath,
  publicLocation,
  type Role,
  searchDistanceMiles,
} from '@dealloop/core';
import type { Property } from '../db/schema';
import { storedFileUrl } from '../storage/stored-file-routes';

/** Who is looking. */
export type Viewer = { userId: string; roles: readonly Role[] } | null;

/**
 * A listing's SEO path: its public location (the parsed place, never the typed street address) and short id. Every
 * surface that links a listing (JSON, page head, sitemap, emails) uses this one.
 */
export const listingPath = (property: Pick<Property, 'id' | 'city' | 'state' | 'zip' | 'county'>): string =>
  propertySeoPath({ id: property.id, location: publicLocation(property) });

/** Whether the viewer is shown listings' typed location and precise point (anyone signed in), not the public ones. */
export const seesPreciseLocation = (viewer: Viewer): boolean => viewer !== null;

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
  const anonymous = !seesPreciseLocation(viewer);
  // Anonymous visitors get the stored public point (public-point.ts), the one their searches sort and filter by.
  const lat = anonymous ? property.public_lat : property.lat;
  const lng = anonymous ? property.public_lng : property.lng;
  const location = anonymous ? publicLocation(property) : property.location;
  return {
    id: property.id,
    shortId: property.short_id,
    path: listingPath(property),
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
    distance: from && lat !== null && lng !== null ? searchDistanceMiles(from, { lat, lng }) : null,
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
    requiresVerifiedFunds: Boolean(property.requires_verified_funds),
    // Not private: every viewer who sees the listing sees the terms a buyer offers under.
    earnestTerms:
      property.earnest_amount != null && property.earnest_window_hours != null
        ? { amount: Number(property.earnest_amount), windowHours: Number(property.earnest_window_hours) }
        : null,
  };
}
