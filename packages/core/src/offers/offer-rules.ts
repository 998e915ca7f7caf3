// The offer state machine (who may do what to an offer, from which state), expiry, and the texts of refusals.

import {
  OFFER_ACTIONS,
  OFFER_STATUSES,
  type OfferAction,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
} from './deal-flow';

/** The party acting on an offer. */
export type OfferActor = 'buyer' | 'seller';

/** The fields of an offer the rules look at. */
export interface OfferRuleFields {
  readonly status: OfferStatus;
  readonly expiresAt: string;
  readonly buyerId: string;
  readonly sellerId: string;
}

/** Who is looking at an offer. */
export interface OfferViewer {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** Texts of the answers an offer request can get (409 refusals and the other checks of the offer API). */
export const OFFER_MESSAGES = Object.freeze({
  expired: 'This offer has expired.',
  accepted: 'This offer was already accepted.',
  rejected: 'This offer was already rejected.',
  withdrawn: 'This offer was withdrawn.',
  declined: 'This offer was declined because the seller accepted another offer.',
  awaitingSeller: 'The seller has not answered this offer yet.',
  awaitingBuyer: 'This offer is waiting for the buyer to answer your counter offer.',
  onlyBuyerWithdraws: 'Only the buyer can withdraw an offer.',
  onlySellerCounters: 'Only the seller can counter an offer.',
  notAParty: 'Only the buyer and the seller can act on an offer.',
  openOfferExists: 'You already have an open offer on this listing.',
  listingNotActive: 'This listing is no longer accepting offers.',
  ownListing: 'You cannot make an offer on your own listing.',
  counterAmountRequired: 'A counter offer needs an amount.',
  counterAmountSame: 'A counter offer must differ from the offered amount.',
  earnestAboveAmount: 'The earnest money cannot be more than the offer amount.',
  verifyNeedsProof: 'Attach the proof of funds to submit it for verification.',
  closingDateInPast: 'The closing date cannot be in the past.',
  closingDateTooFar: 'The closing date must be within a year.',
  backupLive: 'This listing has a live contract: a backup can be promoted only after it is cancelled.',
  onlySellerPromotes: 'Only the seller can promote a backup offer.',
  notABackup: 'Only a backup offer can be promoted.',
});

/** Longest time from today to an offer's closing date, in days. */
export const OFFER_MAX_CLOSING_DAYS = 365;

/** Largest proof of funds file an offer can carry (10 MB); the site checks it before the API refuses it. */
export const PROOF_OF_FUNDS_MAX_BYTES = 10 * 1024 * 1024;

const TRANSITIONS: Readonly<
  Record<OfferActor, Partial<Record<OfferStatus, Partial<Record<OfferAction, OfferStatus>>>>>
> = Object.freeze({
  seller: {
    pending: { accept: 'accepted', reject: 'rejected', counter: 'countered' },
    backup: { promote: 'accepted', reject: 'rejected' },
  },
  buyer: {
    pending: { withdraw: 'withdrawn' },
    countered: { accept: 'accepted', reject: 'rejected', withdraw: 'withdrawn' },
    backup: { withdraw: 'withdrawn' },
  },
});

/** Whether the offer is still waiting for an answer. */
export function isOpenOffer(status: OfferStatus): boolean {
  return OPEN_OFFER_STATUSES.includes(status);
}

/** Whether an open offer has passed its expiry (closed offers keep their status). */
export function isOfferExpired(offer: Pick<OfferRuleFields, 'status' | 'expiresAt'>, now: Date): boolean {
  return isOpenOffer(offer.status) && Date.parse(offer.expiresAt) <= now.getTime();
}

/** The status an offer shows at `now`: an open offer past its expiry reads as expired. */
export function effectiveOfferStatus(
  offer: Pick<OfferRuleFields, 'status' | 'expiresAt'>,
  now: Date,
): OfferStatus {
  return isOfferExpired(offer, now) ? 'expired' : offer.status;
}

/** The status `action` by `actor` moves an offer in `status` to, or null when it is not allowed. */
export function nextOfferStatus(
  status: OfferStatus,
  action: OfferAction,
  actor: OfferActor,
): OfferStatus | null {
  return TRANSITIONS[actor][status]?.[action] ?? null;
}

/** The party the viewer is on an offer, or null (admins who are not parties are not actors). */
export function offerActorOf(
  offer: Pick<OfferRuleFields, 'buyerId' | 'sellerId'>,
  userId: string,
): OfferActor | null {
  if (offer.buyerId === userId) return 'buyer';
  if (offer.sellerId === userId) return 'seller';
  return null;
}

/**
 * What this viewer may do to the offer now: nothing for non-parties (admins included) and closed or expired offers.
 * `listingTakesContract` says whether the listing can take a new contract now (active, no live contract): a backup
 * is promoted only then.
 */
export function offerActionsFor(
  offer: OfferRuleFields,
  viewer: OfferViewer,
  now: Date,
  listingTakesContract = true,
): OfferAction[] {
  const actor = offerActorOf(offer, viewer.userId);
  if (!actor) return [];
  const status = effectiveOfferStatus(offer, now);
  return OFFER_ACTIONS.filter(
    (action) =>
      nextOfferStatus(status, action, actor) !== null && (action !== 'promote' || listingTakesContract),
  );
}

/** Why `action` by `actor` is refused on an offer in `status` (call it when nextOfferStatus answers null). */
export function offerRefusal(status: OfferStatus, action: OfferAction, actor: OfferActor): string {
  switch (status) {
    case 'accepted':
    case 'rejected':
    case 'withdrawn':
    case 'expired':
    case 'declined':
      return OFFER_MESSAGES[status];
    default:
      break;
  }
  if (action === 'withdraw') return OFFER_MESSAGES.onlyBuyerWithdraws;
  if (action === 'promote') {
    return actor === 'buyer' ? OFFER_MESSAGES.onlySellerPromotes : OFFER_MESSAGES.notABackup;
  }
  if (status === 'backup') {
    return actor === 'buyer' ? OFFER_MESSAGES.awaitingSeller : OFFER_MESSAGES.onlyBuyerWithdraws;
  }
  if (action === 'counter' && actor === 'buyer') return OFFER_MESSAGES.onlySellerCounters;
  return status === 'pending' ? OFFER_MESSAGES.awaitingSeller : OFFER_MESSAGES.awaitingBuyer;
}

/** Type guard for offer statuses read from storage or a query string. */
export function isOfferStatus(value: unknown): value is OfferStatus {
  return (OFFER_STATUSES as readonly unknown[]).includes(value);
}
