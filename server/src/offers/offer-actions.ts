// The offer transactions: make an offer, and act on one (accept, reject, counter, withdraw) with its alerts.
// Each change re-checks the state it read inside its transaction (`update ... where status = <read>`), so two
// concurrent requests cannot both move the same offer, and accepting needs the listing still active.
import {
  effectiveOfferStatus,
  isPubliclyVisible,
  nextOfferStatus,
  OFFER_MESSAGES,
  type OfferAction,
  OPEN_OFFER_STATUSES,
  offerActionAlertKind,
  offerActorOf,
  offerRefusal,
  verifiedFundsRefusal,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { holdQuota } from '../billing/quotas';
import { insertContract } from '../contracts/contracts-repo';
import { uuidv7 } from '../db/ids';
import type { Database, Offer, Property } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { isListingRefusal } from '../listings/listing-moves';
import { writeListings } from '../listings/listing-writes';
import { latestApprovedFunds } from '../proof-of-funds/funds-verifications-repo';
import { expireOffersWithAlerts } from './offer-expiry-sweep';
import { findOffer, hasOpenOffer, insertOffer } from './offers-repo';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'alertBus' | 'config' | 'search'>;
const HOUR_MS = 3_600_000;
const OPEN = [...OPEN_OFFER_STATUSES];

/** The fields of a new offer, validated by CreateOfferBody. */
export interface NewOfferInput {
  amount: number;
  earnestMoney: number;
  closingDate: string;
  financingType: Offer['financing_type'];
  message?: string | null;
  proofOfFundsUploadId?: string | null;
}

/** Whether an error is a unique-index violation on either dialect. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Makes an offer on a listing the buyer may see (not their own, active and public); answers its id. Raises
 * offerReceived for the seller.
 */
export async function createOffer(
  deps: Deps,
  buyerId: string,
  property: Property,
  input: NewOfferInput,
): Promise<string> {
  if (property.user_id === buyerId) throw forbidden(OFFER_MESSAGES.ownListing, 'own_listing');
  // Offers go to active public listings only: staff see listings that are not public, yet cannot offer on them.
  if (property.status !== 'active' || !isPubliclyVisible(property)) {
    throw conflict(OFFER_MESSAGES.listingNotActive, 'listing_not_active');
  }
  if (input.proofOfFundsUploadId) {
    const upload = await deps.db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', input.proofOfFundsUploadId)
      .where('user_id', '=', buyerId)
      .where('tag', '=', 'proof_of_funds')
      .executeTakeFirst();
    if (!upload) throw badRequest('proofOfFundsUploadId: not one of your proof of funds uploads.');
  }
  // A listing that requires verified funds takes offers covered by the buyer's current verification only.
  if (property.requires_verified_funds) {
    const funds = (await latestApprovedFunds(deps.db, [buyerId])).get(buyerId);
    const refusal = verifiedFundsRefusal(funds, input.amount, new Date());
    if (refusal) throw forbidden(refusal.message, refusal.code);
  }
  const id = uuidv7();
  try {
    await writeWithAlerts(deps, async (trx, raise) => {
      // The buyer's offer quota, counted in this transaction (parallel offers of one buyer take turns).
      await holdQuota(trx, deps.dialect, buyerId, 'offers');
      const at = Date.now();
      const now = new Date(at).toISOString();
      // An expired offer no longer blocks a new one (the unique index looks at stored statuses).
      await expireOffersWithAlerts(trx, raise, now, property.id);
      if (await hasOpenOffer(trx, property.id, buyerId, now)) {
        throw conflict(OFFER_MESSAGES.openOfferExists, 'open_offer_exists');
      }
      await insertOffer(trx, {
        id,
        property_id: property.id,
        buyer_id: buyerId,
        seller_id: property.user_id,
        amount: input.amount,
        earnest_money: input.earnestMoney,
        closing_date: input.closingDate,
        financing_type: input.financingType,
        message: input.message || null,
        proof_upload_id: input.proofOfFundsUploadId ?? null,
        status: 'pending',
        counter_amount: null,
        counter_message: null,
        expires_at: new Date(at + deps.config.offerTtlHours * HOUR_MS).toISOString(),
        created_at: now,
        updated_at: now,
      });
      await raiseDealAlerts(trx, raise, 'offerReceived', {
        buyerId: buyerId,
        sellerId: property.user_id,
        propertyId: property.id,
        offerId: id,
        propertyTitle: property.title,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OFFER_MESSAGES.openOfferExists, 'open_offer_exists');
    throw error;
  }
  return id;
}

/** The offer if the caller is a party or an admin; else 404. */
export async function visibleOffer(
  db: Kysely<Database>,
  id: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<Offer> {
  const offer = await findOffer(db, id);
  if (
    !offer ||
    !(viewer.isAdmin || offerActorOf({ buyerId: offer.buyer_id, sellerId: offer.seller_id }, viewer.userId))
  ) {
    throw notFound('This offer does not exist.');
  }
  return offer;
}

/** Applies a party's action to an offer, with its alerts, in one transaction. 404 for strangers, 409 when illegal. */
export async function actOnOffer(
  deps: Deps,
  offerId: string,
  viewer: { userId: string; isAdmin: boolean },
  request: { action: OfferAction; amount?: number; message?: string | null },
): Promise<void> {
  const offer = await visibleOffer(deps.db, offerId, viewer);
  const actor = offerActorOf({ buyerId: offer.buyer_id, sellerId: offer.seller_id }, viewer.userId);
  if (!actor) throw conflict(OFFER_MESSAGES.notAParty, 'not_a_party');
  const { action } = request;
  const refuse = (current: Offer) => {
    const status = effectiveOfferStatus(
      { status: current.status, expiresAt: current.expires_at },
      new Date(),
    );
    return conflict(offerRefusal(status, action, actor), 'illegal_transition');
  };
  const readStatus = effectiveOfferStatus({ status: offer.status, expiresAt: offer.expires_at }, new Date());
  const next = nextOfferStatus(readStatus, action, actor);
  if (!next) throw refuse(offer);
  if (action === 'counter') {
    if (request.amount === undefined) throw badRequest(OFFER_MESSAGES.counterAmountRequired);
    if (request.amount === offer.amount) throw badRequest(OFFER_MESSAGES.counterAmountSame);
  }

  await writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const at = Date.now();
      const now = new Date(at).toISOString();
      if (action === 'accept') {
        // The listing first: it is the lock every accept on this listing takes, so concurrent accepts queue on it
        // (and cannot deadlock on each other's offers); the loser finds the listing under contract.
        // The machine decides (contract_created needs an active listing without a live contract); its guarded write
        // is that lock. The partial unique index on live contracts is the last word (a violation is a 409 below).
        try {
          await listings.move(trx, offer.property_id, 'contract_created', 'system');
        } catch (error) {
          if (!isListingRefusal(error)) throw error;
          const current = (await findOffer(trx, offer.id)) ?? offer;
          if (current.status !== offer.status) throw refuse(current);
          throw conflict(OFFER_MESSAGES.listingNotActive, 'listing_not_active');
        }
      }
      const moved = await trx
        .updateTable('offers')
        .set({
          status: next,
          updated_at: now,
          ...(action === 'counter' && {
            counter_amount: request.amount,
            counter_message: request.message || null,
            expires_at: new Date(at + deps.config.offerTtlHours * HOUR_MS).toISOString(),
          }),
        })
        .where('id', '=', offer.id)
        .where('status', '=', offer.status)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw refuse((await findOffer(trx, offer.id)) ?? offer);

      const deal = {
        buyerId: offer.buyer_id,
        sellerId: offer.seller_id,
        propertyId: offer.property_id,
        offerId: offer.id,
      };
      if (action !== 'accept') {
        await raiseDealAlerts(trx, raise, offerActionAlertKind(action, actor), deal);
      } else {
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
          price:
            offer.status === 'countered' && offer.counter_amount !== null
              ? offer.counter_amount
              : offer.amount,
          earnest_money: offer.earnest_money,
          closing_date: offer.closing_date,
          financing_type: offer.financing_type,
          status: 'pending',
          seller_approval_status: 'pending',
          created_at: now,
          updated_at: now,
        });
        // The seller accepting an offer, or the buyer accepting the seller's counter.
        await raiseDealAlerts(trx, raise, offerActionAlertKind(action, actor), deal);
        for (const other of declined) {
          await raiseDealAlerts(trx, raise, 'offerDeclinedForAnother', {
            ...deal,
            buyerId: other.buyer_id,
            offerId: other.id,
          });
        }
        await raiseDealAlerts(trx, raise, 'contractCreated', { ...deal, contractId });
      }
    }).catch((error: unknown) => {
      // A second live contract of the listing: another accept won (the database's one-live-contract index).
      if (isUniqueViolation(error)) throw conflict(OFFER_MESSAGES.listingNotActive, 'listing_not_active');
      throw error;
    }),
  );
}
