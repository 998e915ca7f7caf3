// Every live alert's text in one table, keyed by alert kind and recipient role (rule: docs/product/alerts.md).

import { messageWithReason } from '../moderation/moderation';

/** Visual tone of a live alert toast. */
export type AlertTone = 'success' | 'error' | 'info';

/** Title, message and tone of one live alert. */
export interface AlertText {
  readonly title: string;
  readonly message: string;
  readonly tone: AlertTone;
}

/**
 * Who hears of an alert: a deal's buyer or seller, the owner of a listing or profile, the user of a saved search,
 * a moderator applicant, an open house's attendee, or the wholesaler of a buyers list.
 */
export type AlertRecipient =
  | 'buyer'
  | 'seller'
  | 'owner'
  | 'searcher'
  | 'applicant'
  | 'attendee'
  | 'wholesaler';

/** Where an alert's message names the property (its title). */
const PROPERTY = '{property}';
/** Where a backup offer's alert names its rank (1 is next in line). */
const RANK = '{rank}';

/**
 * Each alert kind and what each recipient hears of it; a recipient missing hears nothing. Titles are the spec's
 * where it has them (and the new offer's message, which names no property), the other messages are ours. Tones
 * follow docs/product/alerts.md (published is success, declined is error). Events outside deals come first.
 */
export const ALERT_TEXTS = Object.freeze({
  propertyPublished: {
    owner: {
      title: 'Property Published!',
      message: 'Your property is now live on the marketplace.',
      tone: 'success',
    },
  },
  propertyDeclined: {
    owner: {
      title: 'Property Declined',
      message: 'Your property listing was declined by our moderators.',
      tone: 'error',
    },
  },
  // Not in the spec: a newly published listing matches one of the user's saved searches (issue 6).
  savedSearchMatch: {
    searcher: {
      title: 'New Match for Your Saved Search',
      message: 'A new listing matches one of your saved searches.',
      tone: 'info',
    },
  },
  // Not in the spec: moderation (issue 9). A moderator's reason is appended by `messageWithReason`.
  propertyOnHold: {
    owner: {
      title: 'Property On Hold',
      message: 'A moderator put your property listing on hold.',
      tone: 'info',
    },
  },
  propertyHidden: {
    owner: {
      title: 'Property Hidden',
      message: 'A moderator hid your property listing after reports from other users.',
      tone: 'error',
    },
  },
  profileUnpublished: {
    owner: {
      title: 'Profile Unpublished',
      message: 'A moderator unpublished your public profile after reports from other users.',
      tone: 'error',
    },
  },
  moderatorApproved: {
    applicant: {
      title: 'Welcome, Moderator!',
      message: 'Your application was approved. The Moderator Dashboard is now in your menu.',
      tone: 'success',
    },
  },
  moderatorDeclined: {
    applicant: {
      title: 'Moderator Application Declined',
      message: 'Your application to become a moderator was declined.',
      tone: 'error',
    },
  },
  // Not in the spec: open houses (issue 9). The owner hears of each RSVP, attendees of a cancellation and, the
  // day before, of the slot itself.
  openHouseRsvp: {
    owner: {
      title: 'New Open House RSVP',
      message: 'Someone RSVPed to an open house on one of your listings.',
      tone: 'info',
    },
  },
  openHouseCancelled: {
    attendee: {
      title: 'Open House Cancelled',
      message: 'An open house you RSVPed to was cancelled by the owner.',
      tone: 'error',
    },
  },
  openHouseReminder: {
    attendee: {
      title: 'Open House Tomorrow',
      message: 'An open house you RSVPed to starts within a day.',
      tone: 'info',
    },
  },
  // Not in the spec: buyers list (issue 9). A wholesaler hears of each new buyer who joins their list.
  buyerJoined: {
    wholesaler: {
      title: 'New Buyer Joined Your List',
      message: 'A cash buyer joined your buyers list.',
      tone: 'success',
    },
  },
  // Not in the spec: reviewed edits of a published listing (issue 18). The reason of a decline is appended.
  listingEditApproved: {
    owner: {
      title: 'Listing Changes Approved',
      message: 'A moderator approved your changes; they are now live on the marketplace.',
      tone: 'success',
    },
  },
  listingEditDeclined: {
    owner: {
      title: 'Listing Changes Declined',
      message: 'A moderator declined your changes; your listing keeps its approved version.',
      tone: 'error',
    },
  },
  // Not in the spec: an approved price cut on a listing that matches one of the user's saved searches (issue 18).
  savedSearchPriceCut: {
    searcher: {
      title: 'Price Cut on a Saved Search Match',
      message: 'A listing that matches one of your saved searches just lowered its price.',
      tone: 'info',
    },
  },
  // Not in the spec: a reviewer's decision on the owner's proof of funds (issue 27).
  proofOfFundsVerified: {
    owner: {
      title: 'Proof of Funds Verified',
      message:
        'Your proof of funds has been verified. Sellers now see a "Verified funds" badge on your offers.',
      tone: 'success',
    },
  },
  proofOfFundsRejected: {
    owner: {
      title: 'Proof of Funds Not Verified',
      message: 'A moderator could not verify your proof of funds.',
      tone: 'error',
    },
  },
  // Deal steps (a party missing hears nothing of the step, usually because they took it).
  offerReceived: {
    seller: {
      title: 'New Offer Received!',
      message: 'You have a new offer on one of your properties',
      tone: 'info',
    },
  },
  offerCountered: {
    buyer: {
      title: 'Counter Offer Received',
      message: `The seller sent you a counter offer on ${PROPERTY}.`,
      tone: 'info',
    },
  },
  offerAccepted: {
    buyer: {
      title: 'Offer Accepted!',
      message: `The seller accepted your offer on ${PROPERTY}.`,
      tone: 'success',
    },
  },
  counterAccepted: {
    seller: {
      title: 'Counter Offer Accepted!',
      message: `The buyer accepted your counter offer on ${PROPERTY}.`,
      tone: 'success',
    },
  },
  offerDeclined: {
    buyer: {
      title: 'Offer Declined',
      message: `The seller declined your offer on ${PROPERTY}.`,
      tone: 'error',
    },
  },
  counterDeclined: {
    seller: {
      title: 'Counter Offer Declined',
      message: `The buyer declined your counter offer on ${PROPERTY}.`,
      tone: 'error',
    },
  },
  offerDeclinedForAnother: {
    buyer: {
      title: 'Offer Declined',
      message: `The seller accepted another offer on ${PROPERTY}, so your offer was declined.`,
      tone: 'error',
    },
  },
  offerWithdrawn: {
    seller: {
      title: 'Offer Withdrawn',
      message: `A buyer withdrew their offer on ${PROPERTY}.`,
      tone: 'info',
    },
  },
  offerExpired: {
    buyer: {
      title: 'Offer Expired',
      message: `Your offer on ${PROPERTY} expired without an agreement.`,
      tone: 'info',
    },
    seller: {
      title: 'Offer Expired',
      message: `An offer on ${PROPERTY} expired without an agreement.`,
      tone: 'info',
    },
  },
  contractCreated: {
    buyer: {
      title: 'New Contract Created',
      message: `A contract for ${PROPERTY} was created from your offer. It now waits for the seller's approval.`,
      tone: 'info',
    },
    seller: {
      title: 'New Contract Created',
      message: `A contract for ${PROPERTY} was created. Approve or decline it from your contracts.`,
      tone: 'info',
    },
  },
  sellerApproved: {
    buyer: {
      title: 'Seller Approved!',
      message: `The seller approved your contract for ${PROPERTY}. It now waits for an admin's approval.`,
      tone: 'success',
    },
  },
  sellerDeclined: {
    buyer: {
      title: 'Seller Declined',
      message: `The seller declined your contract for ${PROPERTY}.`,
      tone: 'error',
    },
  },
  contractApproved: {
    buyer: {
      title: 'Contract Approved!',
      message: `Your contract for ${PROPERTY} has been approved.`,
      tone: 'success',
    },
    seller: {
      title: 'Contract Approved!',
      message: `The contract for ${PROPERTY} has been approved by an admin.`,
      tone: 'success',
    },
  },
  contractCancelledByBuyer: {
    seller: {
      title: 'Contract Cancelled',
      message: `The buyer cancelled the contract for ${PROPERTY}. Your listing is active again.`,
      tone: 'error',
    },
  },
  contractCancelledByAdmin: {
    buyer: {
      title: 'Contract Cancelled',
      message: `An admin cancelled your contract for ${PROPERTY}.`,
      tone: 'error',
    },
    seller: {
      title: 'Contract Cancelled',
      message: `An admin cancelled the contract for ${PROPERTY}. Your listing is active again.`,
      tone: 'error',
    },
  },
  contractCompleted: {
    buyer: {
      title: 'Contract Completed!',
      message: `Your contract for ${PROPERTY} is complete. Congratulations on closing the deal!`,
      tone: 'success',
    },
    seller: {
      title: 'Contract Completed!',
      message: `The contract for ${PROPERTY} is complete and the property is sold. Congratulations!`,
      tone: 'success',
    },
  },
  // Backup offers (issue 27): the seller kept the buyer's offer as a ranked backup, promoted it to a contract, or
  // declined every backup of the listing.
  offerKeptAsBackup: {
    buyer: {
      title: 'Kept as a Backup Offer',
      message: `You're backup #${RANK} on ${PROPERTY}. If the accepted deal falls through, the seller can promote your offer.`,
      tone: 'info',
    },
  },
  backupPromoted: {
    buyer: {
      title: 'Backup Offer Promoted!',
      message: `The seller promoted your backup offer on ${PROPERTY}: a contract was created from it.`,
      tone: 'success',
    },
  },
  backupsDeclined: {
    buyer: {
      title: 'Backup Offer Declined',
      message: `The seller declined the backup offers on ${PROPERTY}, yours included.`,
      tone: 'error',
    },
  },
  // Not in the spec: the closing pipeline after acceptance (issue 27). Every move tells both parties; a
  // cancellation's reason is appended. Earnest money reminders go to the buyer, who owes the deposit.
  earnestMoneyDue: {
    buyer: {
      title: 'Earnest Money Due',
      message: `The earnest money deadline for ${PROPERTY} has started. Deposit it before the deadline on the contract.`,
      tone: 'info',
    },
    seller: {
      title: 'Earnest Money Due',
      message: `The buyer's earnest money deadline for ${PROPERTY} has started.`,
      tone: 'info',
    },
  },
  earnestMoneyReceived: {
    buyer: {
      title: 'Earnest Money Received',
      message: `Your earnest money for ${PROPERTY} was confirmed received.`,
      tone: 'success',
    },
    seller: {
      title: 'Earnest Money Received',
      message: `The buyer's earnest money for ${PROPERTY} was confirmed received.`,
      tone: 'success',
    },
  },
  titleOpened: {
    buyer: {
      title: 'Title Opened',
      message: `Title is open for ${PROPERTY}. The title company is working on your deal.`,
      tone: 'info',
    },
    seller: {
      title: 'Title Opened',
      message: `Title is open for ${PROPERTY}.`,
      tone: 'info',
    },
  },
  clearToClose: {
    buyer: {
      title: 'Clear to Close',
      message: `${PROPERTY} is clear to close. The closing date comes next.`,
      tone: 'success',
    },
    seller: {
      title: 'Clear to Close',
      message: `${PROPERTY} is clear to close. Schedule the closing with the title company.`,
      tone: 'success',
    },
  },
  closingScheduled: {
    buyer: {
      title: 'Closing Scheduled',
      message: `The closing of ${PROPERTY} is scheduled. See the date on the contract and bring your funds.`,
      tone: 'info',
    },
    seller: {
      title: 'Closing Scheduled',
      message: `The closing of ${PROPERTY} is scheduled. See the date on the contract.`,
      tone: 'info',
    },
  },
  dealFunded: {
    buyer: {
      title: 'Deal Funded',
      message: `Your funds for ${PROPERTY} were received. Closing is the last step.`,
      tone: 'success',
    },
    seller: {
      title: 'Deal Funded',
      message: `The buyer's funds for ${PROPERTY} were received. Closing is the last step.`,
      tone: 'success',
    },
  },
  dealCancelled: {
    buyer: {
      title: 'Deal Cancelled',
      message: `The deal for ${PROPERTY} was cancelled.`,
      tone: 'error',
    },
    seller: {
      title: 'Deal Cancelled',
      message: `The deal for ${PROPERTY} was cancelled. Your listing is active again.`,
      tone: 'error',
    },
  },
  buyerReleased: {
    buyer: {
      title: 'Released From Contract',
      message: `The seller released you from the contract for ${PROPERTY} because the earnest money was late.`,
      tone: 'error',
    },
    seller: {
      title: 'Buyer Released',
      message: `You released the buyer of ${PROPERTY} for late earnest money. Your listing is active again.`,
      tone: 'info',
    },
  },
  earnestReminder24h: {
    buyer: {
      title: 'Earnest Money Due in 24 Hours',
      message: `The earnest money for ${PROPERTY} is due within 24 hours.`,
      tone: 'info',
    },
  },
  earnestReminder2h: {
    buyer: {
      title: 'Earnest Money Due in 2 Hours',
      message: `The earnest money for ${PROPERTY} is due within 2 hours.`,
      tone: 'info',
    },
  },
  earnestMoneyLate: {
    buyer: {
      title: 'Earnest Money Late',
      message: `The earnest money deadline for ${PROPERTY} passed without the deposit received. The seller may now release you from the contract.`,
      tone: 'error',
    },
    seller: {
      title: 'Earnest Money Late',
      message: `The earnest money deadline for ${PROPERTY} passed without the deposit received. You may release the buyer from the contract.`,
      tone: 'error',
    },
  },
  titleContactChanged: {
    buyer: {
      title: 'Title Company Updated',
      message: `The seller named the title company for ${PROPERTY}. Confirm any wiring instructions by phone.`,
      tone: 'info',
    },
    seller: {
      title: 'Title Company Updated',
      message: `The title company for ${PROPERTY} is saved and the title officer was emailed a new link.`,
      tone: 'info',
    },
  },
} as const satisfies Record<string, Partial<Record<AlertRecipient, AlertText>>>);

/** The event a live alert is about: an event outside deals or a deal step. */
export type AlertKind = keyof typeof ALERT_TEXTS;

/**
 * The alert `recipient` gets for `kind`, its message naming the property (`propertyTitle`) and ending with a
 * moderator's `reason` when given; null when they get none.
 */
export function alertText(
  kind: AlertKind,
  recipient: AlertRecipient,
  details: { propertyTitle?: string; reason?: string | null; rank?: number } = {},
): AlertText | null {
  const texts: Partial<Record<AlertRecipient, AlertText>> = ALERT_TEXTS[kind];
  const text = texts[recipient];
  if (!text) return null;
  const { propertyTitle, reason, rank } = details;
  const titled =
    propertyTitle === undefined ? text.message : text.message.replaceAll(PROPERTY, propertyTitle);
  const message = rank === undefined ? titled : titled.replaceAll(RANK, String(rank));
  return { ...text, message: messageWithReason(message, reason) };
}

/** Who hears of an alert kind, in the table's order (a deal step: buyer first). */
export function alertRecipients(kind: AlertKind): AlertRecipient[] {
  return Object.keys(ALERT_TEXTS[kind]) as AlertRecipient[];
}
