// The short form of a listing that offers and contracts carry, as their parties may see it.
import { type ListingSummary, ListingSummarySchema } from '@dealloop/contract';
import type { ListingStatus, PropertyStatus } from '@dealloop/core';
import type { Property } from '../db/schema';
import { listingPath } from '../listings/property-serializer';
import { storedFileUrl } from '../storage/stored-file-routes';

/** The contract's schema of a listing in short (kept here for open houses, which import it from this module). */
export { ListingSummarySchema };

/** Builds the summary of a listing row. */
export function listingSummary(property: Property, publicUrl: string): ListingSummary {
  const thumb = property.images[0]?.objects.thumb;
  return {
    id: property.id,
    title: property.title,
    location: property.location,
    path: listingPath(property),
    price: property.price,
    status: property.status as PropertyStatus,
    listingStatus: property.listing_status as ListingStatus,
    image: thumb ? storedFileUrl(publicUrl, 'listing-images', thumb) : null,
  };
}
