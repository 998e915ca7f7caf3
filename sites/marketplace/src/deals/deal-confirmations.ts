// What the confirmation dialog of each irreversible deal action says: what will happen, to which property.
import { BACKUP_TEXTS, type ContractAction, formatPrice, type OfferAction } from '@dealloop/core';
import type { Contract } from '../features/contracts/contract';
import type { Offer } from '../features/offers/offer';
import { partyName } from './deal-format';

/** The title, explanation and buttons of one confirmation. */
export interface DealConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Primary for a step the user wants done (accept, approve, complete), danger for one that ends a deal. */
  confirmVariant: 'primary' | 'danger';
}

/** The label of the button that closes a confirmation without acting ("Cancel" would read as cancelling a deal). */
export const DEAL_CONFIRM_BACK = 'Go back';

/** The offer actions that ask first (a counter has its own form). */
export type ConfirmedOfferAction = Exclude<OfferAction, 'counter'>;

/** What the dialog says before an offer action, as the party who may take it sees it. */
export function offerActionConfirmation(offer: Offer, action: ConfirmedOfferAction): DealConfirmation {
  const property = offer.property.title;
  const countered = offer.status === 'countered' && offer.counterAmount !== null;
  const amount = formatPrice(countered ? (offer.counterAmount as number) : offer.amount);
  switch (action) {
    case 'accept':
      return countered
        ? {
            title: 'Accept the counter offer?',
            description: `You agree to buy ${property} for ${amount}. This creates a contract for the seller to approve and cannot be undone.`,
            confirmLabel: `Accept ${amount}`,
            confirmVariant: 'primary',
          }
        : {
            title: 'Accept this offer?',
            description: `Accepting ${partyName(offer.buyer)}'s offer of ${amount} creates a contract for ${property}, takes the listing off the market and declines every other open offer on it. This cannot be undone.`,
            confirmLabel: 'Accept offer',
            confirmVariant: 'primary',
          };
    case 'reject':
      return countered
        ? {
            title: 'Reject the counter offer?',
            description: `The seller's counter of ${amount} on ${property} is rejected and your offer closes. This cannot be undone.`,
            confirmLabel: 'Reject counter',
            confirmVariant: 'danger',
          }
        : {
            title: 'Reject this offer?',
            description: `${partyName(offer.buyer)}'s offer of ${amount} on ${property} is rejected and they are told. This cannot be undone.`,
            confirmLabel: 'Reject offer',
            confirmVariant: 'danger',
          };
    case 'withdraw':
      return {
        title: 'Withdraw your offer?',
        description: `Your offer on ${property} is withdrawn and the seller is told. This cannot be undone.`,
        confirmLabel: 'Withdraw offer',
        confirmVariant: 'danger',
      };
    case 'promote':
      return {
        title: BACKUP_TEXTS.promoteTitle,
        description: BACKUP_TEXTS.promoteDescription(partyName(offer.buyer), amount, property),
        confirmLabel: BACKUP_TEXTS.promoteLabel,
        confirmVariant: 'primary',
      };
  }
}

/** What the dialog says before a contract action. */
export function contractActionConfirmation(contract: Contract, action: ContractAction): DealConfirmation {
  const property = contract.property.title;
  const price = formatPrice(contract.price);
  switch (action) {
    case 'seller_approve':
      return {
        title: 'Approve this contract?',
        description: `You agree to sell ${property} to ${partyName(contract.investor)} for ${price}. An admin reviews the contract next. This cannot be undone.`,
        confirmLabel: 'Approve contract',
        confirmVariant: 'primary',
      };
    case 'seller_decline':
      return {
        title: 'Decline this contract?',
        description: `The contract for ${property} is cancelled, the buyer is told and the listing is active again. This cannot be undone.`,
        confirmLabel: 'Decline contract',
        confirmVariant: 'danger',
      };
    case 'approve':
      return {
        title: 'Approve this contract?',
        description: `The contract for ${property} at ${price} is approved and both parties are told. This cannot be undone.`,
        confirmLabel: 'Approve contract',
        confirmVariant: 'primary',
      };
    case 'complete':
      return {
        title: 'Mark this contract completed?',
        description: `The deal for ${property} is closed and the property is marked sold. This cannot be undone.`,
        confirmLabel: 'Mark completed',
        confirmVariant: 'primary',
      };
    case 'cancel':
      return {
        title: 'Cancel this contract?',
        description: `The contract for ${property} is cancelled, the other party is told and the listing is active again. This cannot be undone.`,
        confirmLabel: 'Cancel contract',
        confirmVariant: 'danger',
      };
  }
}
