// The short form of a listing that offers and contracts carry, as their parties may see it.
import type { ListingStatus, ListingSummary, PropertyStatus } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import type { Property } from '../db/schema';
import { listingPath } from '../listings/property-serializer';
import { storedFileUrl } from '../storage/stored-file-routes';

export const ListingSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    path: z.string(),
    price: z.number(),
    status: z.string(),
    listingStatus: z.string(),
    image: z.string().nullable(),
  })
  .openapi('ListingSummary');

/** A listing in short for a party to a deal: the full location (parties are signed in), the first photo's thumb. */
export type { ListingSummary };

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

export const PartySummarySchema = z
  .object({ id: z.string(), fullName: z.string().nullable() })
  .openapi('PartySummary');
