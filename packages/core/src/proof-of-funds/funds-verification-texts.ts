// Every sentence of verified proof of funds: the badge, the seller's marks, the refusals and the review queue.

/** The texts of verified proof of funds ({amount} is a formatted dollar amount). */
export const POF_TEXTS = Object.freeze({
  badge: 'Verified funds (up to {amount})',
  badgeShort: 'Verified funds',
  aboveVerifiedFunds: 'Above verified funds',
  requiredNone:
    'This listing requires verified proof of funds. Submit your proof of funds for verification before making an offer.',
  requiredExpired:
    'This listing requires verified proof of funds, and your verification has expired. Submit a current proof of funds for verification.',
  requiredAbove:
    'This listing requires verified proof of funds covering your offer, and your funds are verified up to {amount}. Lower the offer or submit a larger proof of funds.',
  reasonRequired: 'Give the buyer a reason for rejecting their proof of funds.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  amountInvalid: 'The verified amount must be a whole number of dollars, at least $1.',
  sourceInvalid: 'Choose the kind of source of the funds.',
  expiryPast: 'The expiry must be in the future.',
  expiryTooFar: 'The expiry can be at most a year after the decision.',
  alreadyDecided: 'This proof of funds has already been reviewed.',
  notYourUpload: 'uploadId: not one of your proof of funds uploads.',
  alreadyPending: 'This proof of funds is already waiting for review.',
  verifyAction: 'Verify proof of funds',
  verifyIntro:
    'Sellers see a "Verified funds" badge on your offers and profile once a moderator has checked your proof of funds.',
  verifyWithOffer: 'Also submit it for verification',
  submitted: 'Submitted for review. You will get an alert when it has been checked.',
  statusPending: 'Waiting for review',
  statusApproved: 'Verified up to {amount} until {date}',
  statusExpired: 'Your verification expired on {date}.',
  statusRejected: 'Rejected: {reason}',
  statusNone: 'Your proof of funds has not been verified yet.',
  queueTitle: 'Proof of funds',
  queueEmpty: 'No proof of funds is waiting for review.',
  queueWhat: 'the proofs of funds to review',
  queueLoadFailed: 'The proof of funds queue could not be loaded.',
  openDocument: 'Open document',
  amountLabel: 'Verified amount ($)',
  sourceLabel: 'Source',
  expiryLabel: 'Expires on',
  reasonLabel: 'Reason for rejecting',
  approve: 'Approve',
  reject: 'Reject',
  decisionFailed: 'The decision could not be saved.',
  requiresVerifiedFundsLabel: 'Require verified proof of funds for offers',
  requiresVerifiedFundsHint: 'Only buyers whose verified funds cover their offer can make one.',
});
