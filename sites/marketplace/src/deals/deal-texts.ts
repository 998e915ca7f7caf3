// The site's texts of the deal flow: toasts after an action and the offer form's messages.
import { BACKUP_TEXTS, type ContractAction, OFFER_MESSAGES, type OfferAction } from '@dealloop/core';

/** The toast after an offer is made. */
export const OFFER_SENT = 'Offer sent! The seller will be notified.';

/** The toast after each offer action. */
export const OFFER_ACTION_DONE: Readonly<Record<OfferAction, string>> = Object.freeze({
  accept: 'Offer accepted. A contract was created.',
  reject: 'Offer rejected.',
  counter: 'Counter offer sent.',
  withdraw: 'Offer withdrawn.',
  promote: BACKUP_TEXTS.promoted,
});

/** The toast after each contract action. */
export const CONTRACT_ACTION_DONE: Readonly<Record<ContractAction, string>> = Object.freeze({
  seller_approve: 'You approved the contract.',
  seller_decline: 'You declined the contract. The listing is active again.',
  approve: 'Contract approved.',
  complete: 'Contract marked completed. The listing is sold.',
  cancel: 'Contract cancelled.',
});

/** Messages of the offer and counter forms. */
export const OFFER_FORM_MESSAGES = Object.freeze({
  amountRequired: 'Enter your offer amount in whole dollars.',
  earnestRequired: 'Enter the earnest money in whole dollars.',
  earnestTooHigh: OFFER_MESSAGES.earnestAboveAmount,
  closingRequired: 'Choose a closing date.',
  closingPast: OFFER_MESSAGES.closingDateInPast,
  closingTooFar: OFFER_MESSAGES.closingDateTooFar,
  counterRequired: 'Enter your counter amount in whole dollars.',
  counterSame: OFFER_MESSAGES.counterAmountSame,
  fileTooLarge: 'Proof of funds must be 10 MB or smaller.',
  fileType: 'Proof of funds must be a PDF or an image.',
  uploading: 'Wait until your proof of funds finishes uploading.',
});
