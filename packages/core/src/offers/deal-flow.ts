// Vocabulary of the deal flow: offer and contract states, financing types, the actions each party may take, and
// their labels. The transition rules (who may do what from which state) live in offer-rules.ts and
// contract-rules.ts.

/** Financing an offer is made with. */
export const FINANCING_TYPES = ['cash', 'hard_money', 'private_money', 'conventional', 'other'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const FINANCING_TYPE_LABELS: Readonly<Record<FinancingType, string>> = Object.freeze({
  cash: 'Cash',
  hard_money: 'Hard Money',
  private_money: 'Private Money',
  conventional: 'Conventional Loan',
  other: 'Other',
});

/**
 * States of an offer. `pending` waits for the seller; `countered` waits for the buyer; `accepted` and `rejected`
 * are the seller's (or the buyer's, on a counter) decisions; `withdrawn` is the buyer's; `expired` is time's;
 * `declined` is set when the seller accepts another offer on the same listing (or declines all backups);
 * `backup` is an offer the seller kept, ranked, when accepting another one: it waits for the live contract to be
 * cancelled and the seller to promote it (rule: backup-offers.ts).
 */
export const OFFER_STATUSES = [
  'pending',
  'countered',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'declined',
  'backup',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = Object.freeze({
  pending: 'Pending',
  countered: 'Countered',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  declined: 'Declined',
  backup: 'Backup',
});
/** Offers still waiting for someone's answer. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = Object.freeze(['pending', 'countered']);

/** What a party can do to an offer. */
export const OFFER_ACTIONS = ['accept', 'reject', 'counter', 'withdraw', 'promote'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
export const OFFER_ACTION_LABELS: Readonly<Record<OfferAction, string>> = Object.freeze({
  accept: 'Accept',
  reject: 'Reject',
  counter: 'Counter',
  withdraw: 'Withdraw',
  promote: 'Promote',
});

/** Contract status (pending, approved, completed, cancelled; rule: docs/product/contracts.md). */
export const CONTRACT_STATUSES = ['pending', 'approved', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Contract statuses that hold the property (at most one such contract per property; the database enforces it). */
export const LIVE_CONTRACT_STATUSES = ['pending', 'approved'] as const satisfies readonly ContractStatus[];
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = Object.freeze({
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Completed',
  cancelled: 'Cancelled',
});

/** The seller's approval of a contract. */
export const SELLER_APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SellerApprovalStatus = (typeof SELLER_APPROVAL_STATUSES)[number];
export const SELLER_APPROVAL_LABELS: Readonly<Record<SellerApprovalStatus, string>> = Object.freeze({
  pending: 'Awaiting seller',
  approved: 'Seller approved',
  declined: 'Seller declined',
});

/** What a party or an admin can do to a contract. */
export const CONTRACT_ACTIONS = [
  'seller_approve',
  'seller_decline',
  'approve',
  'complete',
  'cancel',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];
export const CONTRACT_ACTION_LABELS: Readonly<Record<ContractAction, string>> = Object.freeze({
  seller_approve: 'Approve contract',
  seller_decline: 'Decline contract',
  approve: 'Approve',
  complete: 'Mark completed',
  cancel: 'Cancel contract',
});
