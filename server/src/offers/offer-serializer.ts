// An offer as a caller sees it: its listing and parties in short, its status at this moment, and what they may do.
import type { Offer as OfferJson } from '@dealloop/contract';
import {
  type ApprovedFunds,
  effectiveOfferStatus,
  isAboveVerifiedFunds,
  offerActionsFor,
  verifiedFundsBadge,
} from '@dealloop/core';
import type { Offer } from '../db/schema';
import type { DealContext } from '../deals/deal-context';
import type { DealViewer } from '../deals/deal-viewer';
import { listingSummary } from '../deals/listing-summary';

/** The URL parties download an offer's proof of funds from. */
export const proofOfFundsUrl = (publicUrl: string, offerId: string) =>
  `${publicUrl}/api/v1/offers/${offerId}/proof-of-funds`;

/**
 * Serializes an offer whose listing, names and contract are in `context`; `buyerFunds` is the buyer's latest
 * approved verification, whose badge counts while it is current at `now`.
 */
export function serializeOffer(
  offer: Offer,
  context: DealContext,
  viewer: DealViewer,
  now: Date,
  publicUrl: string,
  buyerFunds?: ApprovedFunds | null,
): OfferJson {
  const badge = verifiedFundsBadge(buyerFunds, now);
  const rule = {
    status: offer.status,
    expiresAt: offer.expires_at,
    buyerId: offer.buyer_id,
    sellerId: offer.seller_id,
  };
  return {
    id: offer.id,
    propertyId: offer.property_id,
    property: listingSummary(context.properties.get(offer.property_id)!, publicUrl),
    buyer: { id: offer.buyer_id, fullName: context.names.get(offer.buyer_id) ?? null },
    seller: { id: offer.seller_id, fullName: context.names.get(offer.seller_id) ?? null },
    amount: offer.amount,
    earnestMoney: offer.earnest_money,
    closingDate: offer.closing_date,
    financingType: offer.financing_type,
    message: offer.message,
    proofOfFunds: offer.proof_upload_id
      ? {
          url: proofOfFundsUrl(publicUrl, offer.id),
          name: context.proofNames.get(offer.proof_upload_id) ?? 'proof-of-funds',
        }
      : null,
    status: effectiveOfferStatus(rule, now),
    counterAmount: offer.counter_amount,
    counterMessage: offer.counter_message,
    expiresAt: offer.expires_at,
    createdAt: offer.created_at,
    updatedAt: offer.updated_at,
    contractId: context.contractIdByOffer.get(offer.id) ?? null,
    // A backup is promoted only while its listing can take a contract (active: the live one was cancelled).
    allowedActions: offerActionsFor(
      rule,
      viewer,
      now,
      context.properties.get(offer.property_id)?.status === 'active',
    ),
    backupRank: offer.status === 'backup' ? offer.backup_rank : null,
    buyerVerifiedFunds: badge,
    aboveVerifiedFunds: isAboveVerifiedFunds(badge, offer.counter_amount ?? offer.amount),
  };
}

/** The context references of a page of offers. */
export const offerRefs = (offers: Offer[]) => ({
  propertyIds: offers.map((o) => o.property_id),
  userIds: offers.flatMap((o) => [o.buyer_id, o.seller_id]),
  offerIds: offers.map((o) => o.id),
  uploadIds: offers.flatMap((o) => (o.proof_upload_id ? [o.proof_upload_id] : [])),
});
