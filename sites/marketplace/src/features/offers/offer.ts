// The offers API's shapes as the site reads them (the contract's types), and what the site derives from an offer.
import type { Offer, OffersFilter } from '@dealloop/contract';

/** The shapes of the offers API, from the contract (the server serializes the same types). */
export type {
  ListingSummary,
  NewOfferBody,
  Offer,
  OfferActionRequest as OfferActionBody,
  PartySummary,
} from '@dealloop/contract';

/** Which offers GET /api/v1/offers lists: sent (I am the buyer), received (I am the seller), all (admins). */
export type OfferBox = NonNullable<OffersFilter['box']>;

/** The amount an offer stands at now: the seller's counter while countered, else the buyer's amount. */
export function currentAmount(offer: Pick<Offer, 'status' | 'amount' | 'counterAmount'>): number {
  return offer.status === 'countered' && offer.counterAmount !== null ? offer.counterAmount : offer.amount;
}

/** The received offers of one listing, on the Offers page. */
export function listingOffersPath(propertyId: string): string {
  return `/dashboard/offers?tab=received&propertyId=${encodeURIComponent(propertyId)}`;
}
