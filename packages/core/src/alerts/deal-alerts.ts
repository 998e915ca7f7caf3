// The deal alert matrix: for each step of an offer or contract and each party, the alert they get (or none).

import type { ContractActor } from '../contracts/contract-rules';
import type { ContractAction, OfferAction } from '../offers/deal-flow';
import type { OfferActor } from '../offers/offer-rules';
import type { AlertText } from './alerts';

/** A party of a deal: the buyer (the contract's investor) or the seller. */
export type DealParty = OfferActor;

/** The parties, buyer first. */
export const DEAL_PARTIES: readonly DealParty[] = Object.freeze(['buyer', 'seller']);

/** Where a deal alert's message names the property (its title). */
const PROPERTY = '{property}';

/**
 * Each deal step, named by who did what, and what each party hears of it (null: no alert, usually because the
 * party took the step). Titles and the new offer's message are the spec's ("Offer alerts", "Contract alerts", the
 * live alert titles); the spec's new offer message names no property, every other message names it.
 */
export const DEAL_ALERTS = Object.freeze({
  offerReceived: {
    buyer: null,
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
    seller: null,
  },
  offerAccepted: {
    buyer: {
      title: 'Offer Accepted!',
      message: `The seller accepted your offer on ${PROPERTY}.`,
      tone: 'success',
    },
    seller: null,
  },
  counterAccepted: {
    buyer: null,
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
    seller: null,
  },
  counterDeclined: {
    buyer: null,
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
    seller: null,
  },
  offerWithdrawn: {
    buyer: null,
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
    seller: null,
  },
  sellerDeclined: {
    buyer: {
      title: 'Seller Declined',
      message: `The seller declined your contract for ${PROPERTY}.`,
      tone: 'error',
    },
    seller: null,
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
    buyer: null,
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
} as const satisfies Record<string, Record<DealParty, AlertText | null>>);

/** A step of a deal that raises alerts. */
export type DealAlertKind = keyof typeof DEAL_ALERTS;

/** Every deal step, offers first, in the order of the flow. */
export const DEAL_ALERT_KINDS = Object.freeze(Object.keys(DEAL_ALERTS) as DealAlertKind[]);

/** Whether an alert kind is a deal step's. */
export function isDealAlertKind(kind: string): kind is DealAlertKind {
  return Object.hasOwn(DEAL_ALERTS, kind);
}

/** The parties who hear of a deal step, buyer first. */
export function dealAlertRecipients(kind: DealAlertKind): DealParty[] {
  return DEAL_PARTIES.filter((party) => DEAL_ALERTS[kind][party] !== null);
}

/** The alert `party` gets for a deal step, its message naming the property; null when they get none. */
export function dealAlertText(
  kind: DealAlertKind,
  party: DealParty,
  propertyTitle: string,
): AlertText | null {
  const text: AlertText | null = DEAL_ALERTS[kind][party];
  if (!text) return null;
  return { ...text, message: text.message.replaceAll(PROPERTY, propertyTitle) };
}

/**
 * The step an offer action by `actor` is: a seller accepting or rejecting an offer, or a buyer accepting or
 * rejecting the seller's counter, are different steps for the other party.
 */
export function offerActionAlertKind(action: OfferAction, actor: OfferActor): DealAlertKind {
  switch (action) {
    case 'accept':
      return actor === 'seller' ? 'offerAccepted' : 'counterAccepted';
    case 'reject':
      return actor === 'seller' ? 'offerDeclined' : 'counterDeclined';
    case 'counter':
      return 'offerCountered';
    case 'withdraw':
      return 'offerWithdrawn';
  }
}

const CONTRACT_ACTION_ALERTS: Readonly<
  Record<ContractAction, Partial<Record<ContractActor, DealAlertKind>>>
> = Object.freeze({
  seller_approve: { seller: 'sellerApproved' },
  seller_decline: { seller: 'sellerDeclined' },
  approve: { admin: 'contractApproved' },
  complete: { admin: 'contractCompleted' },
  cancel: { investor: 'contractCancelledByBuyer', admin: 'contractCancelledByAdmin' },
});

/** The step a contract action by `actor` is (a seller's cancel is their decline), or null if it is none. */
export function contractActionAlertKind(action: ContractAction, actor: ContractActor): DealAlertKind | null {
  return CONTRACT_ACTION_ALERTS[action][actor] ?? null;
}
