// Opening a contract from an offer: the one path both accepting an offer and promoting a backup take, so every
// contract starts the same way (listing under contract, rival open offers declined, the contract row, its alerts).
import { type DealAlertKind, OFFER_MESSAGES, OPEN_OFFER_STATUSES } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import { startEarnestDeadline } from '../closing/closing-moves';
import { insertContract } from '../contracts/contracts-repo';
import { uuidv7 } from '../db/ids';
import type { Database, Offer } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { conflict } from '../http/api-error';
import { isListingRefusal } from '../listings/listing-moves';
import type { ListingWriter } from '../listings/listing-writes';
import { expireOffersWithAlerts } from './offer-expiry-sweep';

const OPEN = [...OPEN_OFFER_STATUSES];

/**
 * Puts the offer's listing under contract (`contract_created`). Take it first in the transaction: the listing's
 * guarded write is the lock every accept and promotion of the listing queues on, so they cannot deadlock on each
 * other's offers and the loser finds the listing under contract. `refused` answers the error to throw when the
 * listing machine refuses (no longer active, or a live contract).
 */
export async function takeListingForContract(
  trx: Kysely<Database>,
  listings: ListingWriter,
  offer: Offer,
  refused: () => Promise<Error>,
): Promise<void> {
  try {
    await listings.move(trx, offer.property_id, 'contract_created', 'system');
  } catch (error) {
    if (!isListingRefusal(error)) throw error;
    throw await refused();
  }
}

/**
 * Opens the contract of an offer whose listing this transaction holds (takeListingForContract) and which is now
 * accepted: expires the listing's stale open offers, declines the other open ones (their buyers told), inserts the
 * contract at `price` and raises `step` (the acceptance or promotion) and contractCreated. Answers the contract id.
 * A second live contract of the listing fails on the database's one-live-contract index.
 */
export async function openContract(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  offer: Offer,
  options: { now: string; price: number; step: DealAlertKind },
): Promise<string> {
  const { now } = options;
  await expireOffersWithAlerts(trx, raise, now, offer.property_id);
  const declined = await trx
    .updateTable('offers')
    .set({ status: 'declined', updated_at: now })
    .where('property_id', '=', offer.property_id)
    .where('id', '!=', offer.id)
    .where('status', 'in', OPEN)
    .returning(['id', 'buyer_id'])
    .execute();
  const contractId = uuidv7();
  await insertContract(trx, {
    id: contractId,
    offer_id: offer.id,
    property_id: offer.property_id,
    investor_id: offer.buyer_id,
    seller_id: offer.seller_id,
    price: options.price,
    earnest_money: offer.earnest_money,
    closing_date: offer.closing_date,
    financing_type: offer.financing_type,
    status: 'pending',
    seller_approval_status: 'pending',
    created_at: now,
    updated_at: now,
  });
  // The closing pipeline starts: the earnest money's deadline runs from now (the listing's window).
  await startEarnestDeadline(trx, { id: contractId, property_id: offer.property_id }, new Date(now));
  const deal = {
    buyerId: offer.buyer_id,
    sellerId: offer.seller_id,
    propertyId: offer.property_id,
    offerId: offer.id,
  };
  await raiseDealAlerts(trx, raise, options.step, deal);
  for (const other of declined) {
    await raiseDealAlerts(trx, raise, 'offerDeclinedForAnother', {
      ...deal,
      buyerId: other.buyer_id,
      offerId: other.id,
    });
  }
  await raiseDealAlerts(trx, raise, 'contractCreated', { ...deal, contractId });
  return contractId;
}

/** The 409 of an accept or promotion that lost the listing to another contract. */
export const listingTaken = () => conflict(OFFER_MESSAGES.listingNotActive, 'listing_not_active');
