// The contract state machine: the seller's approval, the admin's approval, completion and cancellation.

import {
  CONTRACT_ACTIONS,
  type ContractAction,
  type ContractStatus,
  type SellerApprovalStatus,
} from '../offers/deal-flow';

/** Who acts on a contract. */
export type ContractActor = 'seller' | 'investor' | 'admin';

/** The state of a contract the rules look at. */
export interface ContractState {
  readonly status: ContractStatus;
  readonly sellerApprovalStatus: SellerApprovalStatus;
}

/** Who is looking at a contract. */
export interface ContractViewer {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** Texts of the 409 refusals of contract actions. */
export const CONTRACT_MESSAGES = Object.freeze({
  completed: 'This contract is already completed.',
  cancelled: 'This contract was cancelled.',
  sellerAlreadyAnswered: 'The seller has already answered this contract.',
  sellerNotApproved: 'The seller has not approved this contract yet.',
  alreadyApproved: 'This contract is already approved.',
  notApproved: 'Only an approved contract can be completed.',
  onlySeller: 'Only the seller can approve or decline this contract.',
  onlyAdmin: 'Only an admin can do this to a contract.',
  onlyPendingCancel: 'Only an admin can cancel an approved contract.',
  listingNotUnderContract: 'This listing is not under contract any more.',
});

/** The state `action` by `actor` moves a contract to, or null when it is not allowed. */
export function nextContractState(
  state: ContractState,
  action: ContractAction,
  actor: ContractActor,
): ContractState | null {
  const { status, sellerApprovalStatus } = state;
  switch (action) {
    case 'seller_approve':
      return actor === 'seller' && status === 'pending' && sellerApprovalStatus === 'pending'
        ? { status, sellerApprovalStatus: 'approved' }
        : null;
    case 'seller_decline':
      return actor === 'seller' && status === 'pending' && sellerApprovalStatus === 'pending'
        ? { status: 'cancelled', sellerApprovalStatus: 'declined' }
        : null;
    case 'approve':
      return actor === 'admin' && status === 'pending' && sellerApprovalStatus === 'approved'
        ? { status: 'approved', sellerApprovalStatus }
        : null;
    case 'complete':
      return actor === 'admin' && status === 'approved'
        ? { status: 'completed', sellerApprovalStatus }
        : null;
    case 'cancel':
      if (actor === 'admin' && (status === 'pending' || status === 'approved')) {
        return { status: 'cancelled', sellerApprovalStatus };
      }
      return actor === 'investor' && status === 'pending'
        ? { status: 'cancelled', sellerApprovalStatus }
        : null;
  }
}

/** The roles a viewer holds on a contract (a party who is also an admin holds both). */
export function contractActorsOf(
  contract: { investorId: string; sellerId: string },
  viewer: ContractViewer,
): ContractActor[] {
  const actors: ContractActor[] = [];
  if (contract.sellerId === viewer.userId) actors.push('seller');
  if (contract.investorId === viewer.userId) actors.push('investor');
  if (viewer.isAdmin) actors.push('admin');
  return actors;
}

/** The actor under which `action` is allowed for these roles, or null. */
export function contractActorFor(
  state: ContractState,
  action: ContractAction,
  actors: readonly ContractActor[],
): ContractActor | null {
  return actors.find((actor) => nextContractState(state, action, actor) !== null) ?? null;
}

/** What a viewer holding `actors` may do to the contract now. */
export function contractActionsFor(state: ContractState, actors: readonly ContractActor[]): ContractAction[] {
  return CONTRACT_ACTIONS.filter((action) => contractActorFor(state, action, actors) !== null);
}

/** Why `action` is refused for these roles (call it when contractActorFor answers null). */
export function contractRefusal(
  state: ContractState,
  action: ContractAction,
  actors: readonly ContractActor[],
): string {
  if (state.status === 'completed') return CONTRACT_MESSAGES.completed;
  if (state.status === 'cancelled') return CONTRACT_MESSAGES.cancelled;
  switch (action) {
    case 'seller_approve':
    case 'seller_decline':
      return actors.includes('seller')
        ? CONTRACT_MESSAGES.sellerAlreadyAnswered
        : CONTRACT_MESSAGES.onlySeller;
    case 'approve':
      if (!actors.includes('admin')) return CONTRACT_MESSAGES.onlyAdmin;
      return state.status === 'approved'
        ? CONTRACT_MESSAGES.alreadyApproved
        : CONTRACT_MESSAGES.sellerNotApproved;
    case 'complete':
      return actors.includes('admin') ? CONTRACT_MESSAGES.notApproved : CONTRACT_MESSAGES.onlyAdmin;
    case 'cancel':
      return actors.includes('investor') ? CONTRACT_MESSAGES.onlyPendingCancel : CONTRACT_MESSAGES.onlyAdmin;
  }
}
