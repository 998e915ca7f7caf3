// The caller's own listings with their offer counts (GET /api/v1/me/listings), as the dashboard reads them.
import type { Property } from '../features/listings/property';

/** One of my listings: the listing as its owner sees it, with how many offers it has. */
export interface MyListing extends Property {
  /** Offers waiting for an answer (pending or countered). */
  openOffers: number;
  /** Offers in all. */
  offers: number;
}

/** The path of the my-listings API. */
export const MY_LISTINGS_API = '/api/v1/me/listings';
