// What each live alert is about: the data an open page shows that the alert's event changed.

import type { AlertKind } from './alert-texts';

/**
 * Data a page shows that live alerts can change: offers (sent and received), contracts, the user's own listings
 * (dashboard, with offer counts), one listing (its page: status, moderation notice, offers), its open houses, the
 * buyers list, and the session (the signed-in user and their roles: the account menu).
 */
export type LiveResource =
  | 'offers'
  | 'contracts'
  | 'myListings'
  | 'listing'
  | 'openHouses'
  | 'buyersList'
  | 'profile'
  | 'session';

const OFFER_STEP: readonly LiveResource[] = ['offers', 'myListings', 'listing'];
const CONTRACT_STEP: readonly LiveResource[] = ['contracts', 'offers', 'myListings', 'listing'];
const LISTING_DECISION: readonly LiveResource[] = ['myListings', 'listing'];

/** For every alert kind, the resources its event changed (pages showing one of them reload it when it arrives). */
export const ALERT_RESOURCES = Object.freeze({
  offerReceived: OFFER_STEP,
  offerCountered: OFFER_STEP,
  offerAccepted: CONTRACT_STEP,
  counterAccepted: CONTRACT_STEP,
  offerDeclined: OFFER_STEP,
  counterDeclined: OFFER_STEP,
  offerDeclinedForAnother: OFFER_STEP,
  offerWithdrawn: OFFER_STEP,
  offerExpired: OFFER_STEP,
  contractCreated: CONTRACT_STEP,
  sellerApproved: CONTRACT_STEP,
  sellerDeclined: CONTRACT_STEP,
  contractApproved: CONTRACT_STEP,
  contractCancelledByBuyer: CONTRACT_STEP,
  contractCancelledByAdmin: CONTRACT_STEP,
  contractCompleted: CONTRACT_STEP,
  offerKeptAsBackup: OFFER_STEP,
  backupPromoted: CONTRACT_STEP,
  backupsDeclined: OFFER_STEP,
  propertyPublished: LISTING_DECISION,
  propertyDeclined: LISTING_DECISION,
  propertyOnHold: LISTING_DECISION,
  propertyHidden: LISTING_DECISION,
  listingEditApproved: LISTING_DECISION,
  listingEditDeclined: LISTING_DECISION,
  savedSearchMatch: [],
  savedSearchPriceCut: [],
  profileUnpublished: ['profile'],
  moderatorApproved: ['session'],
  moderatorDeclined: ['session'],
  openHouseRsvp: ['openHouses'],
  openHouseCancelled: ['openHouses'],
  openHouseReminder: [],
  buyerJoined: ['buyersList'],
  earnestMoneyDue: CONTRACT_STEP,
  earnestMoneyReceived: CONTRACT_STEP,
  titleOpened: CONTRACT_STEP,
  clearToClose: CONTRACT_STEP,
  closingScheduled: CONTRACT_STEP,
  dealFunded: CONTRACT_STEP,
  dealCancelled: CONTRACT_STEP,
  buyerReleased: CONTRACT_STEP,
  earnestReminder24h: CONTRACT_STEP,
  earnestReminder2h: CONTRACT_STEP,
  earnestMoneyLate: CONTRACT_STEP,
  titleContactChanged: CONTRACT_STEP,
  proofOfFundsVerified: ['profile'],
  proofOfFundsRejected: ['profile'],
} as const satisfies Record<AlertKind, readonly LiveResource[]>);

/** The resources an alert of `kind` changed; none for a kind this version does not know. */
export function alertResources(kind: string): readonly LiveResource[] {
  return Object.hasOwn(ALERT_RESOURCES, kind) ? ALERT_RESOURCES[kind as AlertKind] : [];
}
