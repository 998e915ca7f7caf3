// The offer transactions: make an offer, and act on one (accept, reject, counter, withdraw) with its alerts.
// Each change re-checks the state it read inside its transaction (`update ... where status = <read>`), so two
// concurrent requests cannot both move the same offer, and accepting needs the listing still active.
import {
  BACKUP_MESSAGES,
  effectiveOfferStatus,
  isOpenOffer,
  isPubliclyVisible,
  nextOfferStatus,
  OFFER_MESSAGES,
  type OfferAction,
  offerActionAlertKind,
  offerActorOf,
  offerRefusal,
  verifiedFundsRefusal,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { holdQuota } from '../billing/quotas';
import { uuidv7 } from '../db/ids';
import type { Database, Offer, Property } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { writeListings } from '../listings/listing-writes';
import { findPropertyById } from '../listings/properties-repo';
import { submitFundsVerification } from '../proof-of-funds/funds-verification-actions';
import { latestApprovedFunds } from '../proof-of-funds/funds-verifications-repo';
import { refuseWireInstructions } from '../title/wire-fraud-refusal';
import { checkBackupList, keepBackups } from './backup-offers';
import { expireOffersWithAlerts } from './offer-expiry-sweep';
import { findOffer, hasOpenOffer, insertOffer } from './offers-repo';
import { listingTaken, openContract, takeListingForContract } from './open-contract';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'alertBus' | 'config' | 'search'>;
const HOUR_MS = 3_600_000;

/** The fields of a new offer, validated by CreateOfferBody. */
export interface NewOfferInput {
  amount: number;
  earnestMoney: number;
  closingDate: string;
  financingType: Offer['financing_type'];
  message?: string | null;
  proofOfFundsUploadId?: string | null;
  /** Also submit the proof of funds for verification (the contract requires the upload with it). */
  submitForVerification?: boolean;
}

/** Whether an error is a unique-index violation on either dialect. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Makes an offer on a listing the buyer may see (not their own, active and public); answers its id. Raises
 * offerReceived for the seller. With `submitForVerification`, the proof of funds also goes to the review queue
 * (My Account's action, which checks the upload is the buyer's) in the same transaction: both or neither.
 */
export async function createOffer(
  deps: Deps,
  buyerId: string,
  property: Property,
  input: NewOfferInput,
): Promise<string> {
  if (property.user_id === buyerId) throw forbidden(OFFER_MESSAGES.ownListing, 'own_listing');
  refuseWireInstructions(input.message);
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
      if (input.submitForVerification && input.proofOfFundsUploadId) {
        await submitFundsVerification({ db: trx }, buyerId, input.proofOfFundsUploadId);
      }
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

/**
 * Applies a party's action to an offer, with its alerts, in one transaction. 404 for strangers, 409 when illegal.
 * Accepting (the seller) may keep other open offers of the listing as ranked backups (`backupOfferIds`, in rank
 * order); promoting a backup opens its contract exactly as an accept does (openContract), once the listing has no
 * live contract.
 */
export async function actOnOffer(
  deps: Deps,
  offerId: string,
  viewer: { userId: string; isAdmin: boolean },
  request: { action: OfferAction; amount?: number; message?: string | null; backupOfferIds?: string[] },
): Promise<void> {
  const offer = await visibleOffer(deps.db, offerId, viewer);
  const actor = offerActorOf({ buyerId: offer.buyer_id, sellerId: offer.seller_id }, viewer.userId);
  if (!actor) throw conflict(OFFER_MESSAGES.notAParty, 'not_a_party');
  refuseWireInstructions(request.message);
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
  const backupIds = request.backupOfferIds ?? [];
  if (backupIds.length) {
    if (action !== 'accept' || actor !== 'seller') {
      throw badRequest(BACKUP_MESSAGES.onlySellerKeepsBackups, 'invalid_backups');
    }
    checkBackupList(offer.id, backupIds);
  }
  const opensContract = action === 'accept' || action === 'promote';

  await writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const at = Date.now();
      const now = new Date(at).toISOString();
      if (opensContract) {
        // The machine decides (contract_created needs an active listing without a live contract); its guarded write
        // is the lock. The partial unique index on live contracts is the last word (a violation is a 409 below).
        await takeListingForContract(trx, listings, offer, async () => {
          const current = (await findOffer(trx, offer.id)) ?? offer;
          if (current.status !== offer.status) return refuse(current);
          if (action === 'promote') {
            const property = await findPropertyById(trx, offer.property_id);
            if (property?.status === 'under_contract')
              return conflict(OFFER_MESSAGES.backupLive, 'contract_live');
          }
          return listingTaken();
        });
      }
      let moving = trx
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
        .where('status', '=', offer.status);
      // Open offers move only before their expiry; a backup does not expire.
      if (isOpenOffer(offer.status)) moving = moving.where('expires_at', '>', now);
      const moved = await moving.executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw refuse((await findOffer(trx, offer.id)) ?? offer);

      if (!opensContract) {
        await raiseDealAlerts(trx, raise, offerActionAlertKind(action, actor), {
          buyerId: offer.buyer_id,
          sellerId: offer.seller_id,
          propertyId: offer.property_id,
          offerId: offer.id,
        });
        return;
      }
      // Backups first: openContract declines every offer still open.
      if (action === 'accept') await keepBackups(trx, raise, offer, backupIds, now);
      await openContract(trx, raise, offer, {
        now,
        // A countered offer closes at the counter; a backup on the buyer's own terms (its counter lapsed).
        price:
          offer.status === 'countered' && offer.counter_amount !== null ? offer.counter_amount : offer.amount,
        // The seller accepting an offer or promoting a backup, or the buyer accepting the seller's counter.
        step: offerActionAlertKind(action, actor),
      });
    }).catch((error: unknown) => {
      // A second live contract of the listing: another accept or promotion won (the one-live-contract index).
      if (isUniqueViolation(error)) throw listingTaken();
      throw error;
    }),
  );
}
