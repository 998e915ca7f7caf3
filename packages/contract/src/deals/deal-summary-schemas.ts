// The short forms offers and contracts (and open houses) carry: a listing in short and a party of a deal.
import { LISTING_STATUSES, PROPERTY_STATUSES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A listing in short for a party to a deal: the full location (parties are signed in), the first photo's thumb. */
export const ListingSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string().openapi({ description: 'The full location (parties are signed in).' }),
    path: z.string().openapi({ description: "The listing page's path." }),
    price: z.number(),
    status: z.enum(PROPERTY_STATUSES),
    listingStatus: z.enum(LISTING_STATUSES),
    image: z.string().nullable().openapi({ description: "The first photo's thumb URL." }),
  })
  .openapi('ListingSummary');

/** A listing in short, as offers and contracts carry it. */
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

/** A party of an offer or a contract. */
export const PartySummarySchema = z
  .object({ id: z.string(), fullName: z.string().nullable() })
  .openapi('PartySummary');

/** A party of an offer or a contract. */
export type PartySummary = z.infer<typeof PartySummarySchema>;
