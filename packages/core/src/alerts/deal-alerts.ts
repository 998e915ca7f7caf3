// The deal alert matrix: for each step of an offer or contract and each party, the alert they get (or none), read
// from ALERT_TEXTS; and which step an offer or contract action is.

import type { ContractActor } from '../contracts/contract-rules';
import type { ContractAction, OfferAction } from '../offers/deal-flow';
import type { OfferActor } from '../offers/offer-rules';
import { ALERT_TEXTS, type AlertKind, type AlertRecipient, type AlertText, alertText } from './alert-texts';
import type { GeneralAlertKind } from './alerts';

/** A party of a deal: the buyer (the contract's investor) or the seller. */
export type DealParty = OfferActor;

/** The parties, buyer first. */
export const DEAL_PARTIES: readonly DealParty[] = Object.freeze(['buyer', 'seller']);

type Texts = typeof ALERT_TEXTS;

/** A step of a deal that raises alerts. */
export type DealAlertKind = Exclude<AlertKind, GeneralAlertKind>;

const table: Readonly<Record<string, Partial<Record<AlertRecipient, AlertText>>>> = ALERT_TEXTS;

/**
 * The deal alert matrix: each deal step, named by who did what, and what each party hears of it in ALERT_TEXTS
 * (null: no alert, usually because the party took the step).
 */
export const DEAL_ALERTS = Object.freeze(
  Object.fromEntries(
    Object.entries(table)
      .filter(([, texts]) => 'buyer' in texts || 'seller' in texts)
      .map(([kind, texts]) => [kind, { buyer: texts.buyer ?? null, seller: texts.seller ?? null }]),
  ),
) as {
  readonly [K in DealAlertKind]: { readonly [P in DealParty]: P extends keyof Texts[K] ? Texts[K][P] : null };
};

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

/**
 * The alert `party` gets for a deal step, its message naming the property (and a backup offer's rank when given,
 * and ending with the `reason` of a cancelled deal when given); null when they get none.
 */
export function dealAlertText(
  kind: DealAlertKind,
  party: DealParty,
  propertyTitle: string,
  rank?: number,
  reason?: string | null,
): AlertText | null {
  return alertText(
    kind,
    party,
    rank === undefined ? { propertyTitle, reason } : { propertyTitle, rank, reason },
  );
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
    case 'promote':
      return 'backupPromoted';
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
