// The offers API's shapes as the site reads them (the deal flow API contract), and the paths of its calls.
import type { FinancingType, OfferView as Offer, OfferAction } from '@dealloop/core';

/** The shapes of the offers API, from core (the server serializes the same types). */
export type { ListingSummary, OfferView as Offer, PartySummary } from '@dealloop/core';

/** Which offers GET /api/v1/offers lists: sent (I am the buyer), received (I am the seller), all (admins). */
export type OfferBox = 'sent' | 'received' | 'all';

/** The body of POST /api/v1/properties/{id}/offers. */
export interface NewOfferBody {
  amount: number;
  earnestMoney: number;
  closingDate: string;
  financingType: FinancingType;
  message?: string;
  proofOfFundsUploadId?: string;
}

/** The body of POST /api/v1/offers/{id}/actions. */
export interface OfferActionBody {
  action: OfferAction;
  amount?: number;
  message?: string;
}

/** The path of the offers API. */
export const OFFERS_API = '/api/v1/offers';

/** Where a listing's offers are made. */
export function listingOffersApi(propertyId: string): string {
  return `/api/v1/properties/${encodeURIComponent(propertyId)}/offers`;
}

/** Where the actions of an offer go. */
export function offerActionsApi(offerId: string): string {
  return `${OFFERS_API}/${encodeURIComponent(offerId)}/actions`;
}

/** The amount an offer stands at now: the seller's counter while countered, else the buyer's amount. */
export function currentAmount(offer: Pick<Offer, 'status' | 'amount' | 'counterAmount'>): number {
  return offer.status === 'countered' && offer.counterAmount !== null ? offer.counterAmount : offer.amount;
}

/** The received offers of one listing, on the Offers page. */
export function listingOffersPath(propertyId: string): string {
  return `/dashboard/offers?tab=received&propertyId=${encodeURIComponent(propertyId)}`;
}
