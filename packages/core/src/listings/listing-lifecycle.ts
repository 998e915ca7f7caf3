// The listing state machine: every named move of a listing's life, who may make it, and its next state or refusal.

import type { ListingStatus, PropertyStatus } from './listing-vocabulary';

/**
 * What the machine looks at: the two stored columns (review state `listingStatus`, deal state `status`), whether
 * the listing is archived, and whether a live contract (pending or approved) holds it.
 */
export interface ListingLifecycleState {
  readonly listingStatus: ListingStatus;
  readonly status: PropertyStatus;
  readonly archived: boolean;
  readonly liveContract: boolean;
}

/** The stored columns a move writes (archived: whether `archived_at` is set). */
export type ListingLifecycleColumns = Pick<ListingLifecycleState, 'listingStatus' | 'status' | 'archived'>;

/** Who makes a move: the listing's owner, staff, or the system (a contract's life, account deletion). */
export const LISTING_ACTORS = ['owner', 'moderator', 'admin', 'system'] as const;

/** One of {@link LISTING_ACTORS}. */
export type ListingActor = (typeof LISTING_ACTORS)[number];

/** Every named move of a listing. */
export const LISTING_MOVES = [
  /** Owner: a declined listing, edited, goes back to the review queue. */
  'resubmit',
  /** Staff: publish a listing waiting for review, on hold or declined. */
  'approve',
  /** Staff: refuse a listing (with a reason). */
  'decline',
  /** Staff: pause a listing that is not under contract or sold. */
  'hold',
  /** Staff: publish a listing on hold again. */
  'release_hold',
  /** Staff: take a listing down after reports (it reads as declined). */
  'hide',
  /** Staff: publish a hidden (declined) listing again. */
  'unhide',
  /** Owner: the deal went under contract outside DealLoop. */
  'mark_under_contract',
  /** Owner: the property sold outside DealLoop. */
  'mark_sold',
  /** Owner: a deal made outside DealLoop fell through; the listing is available again. */
  'back_to_market',
  /** System: an offer was accepted and its contract created. */
  'contract_created',
  /** System: the live contract was cancelled or declined by the seller. */
  'contract_cancelled',
  /** System: the live contract was completed. */
  'contract_completed',
  /** Owner: take the listing off the marketplace for good. */
  'archive',
] as const;

/** One of {@link LISTING_MOVES}. */
export type ListingMove = (typeof LISTING_MOVES)[number];

/** Texts of the 409 refusals of listing moves. */
export const LISTING_LIFECYCLE_MESSAGES = Object.freeze({
  archived: 'This listing is archived; it cannot change any more.',
  notAllowed: 'You are not allowed to make this change to the listing.',
  sold: 'This listing is sold; it cannot be put back on the market or sold again.',
  liveContract:
    'This listing has a live contract; it changes only through the contract (approve, cancel or complete it).',
  notUnderContract: 'This listing is not under contract.',
  notActive: 'This listing is already under contract or sold.',
  notDeclined: 'Only a declined listing can be resubmitted for review.',
  notOnHold: 'This listing is not on hold.',
  notHidden: 'This listing is not hidden.',
  alreadyPublished: 'This listing is already published.',
  alreadyDeclined: 'This listing is already declined.',
  alreadyOnHold: 'This listing is already on hold.',
  holdNotAvailable: 'A listing under contract or sold cannot be put on hold.',
});

/** The machine's answer: the next columns, or a refusal with its code and message (a 409 on the server). */
export type ListingMoveResult =
  | { readonly ok: true; readonly next: ListingLifecycleColumns }
  | { readonly ok: false; readonly code: ListingRefusalCode; readonly message: string };

/** The code of each refusal, the `error.code` of the 409. */
export type ListingRefusalCode = 'listing_archived' | 'move_not_allowed' | 'illegal_transition';

/** The moves each actor may make (admins may make the owner's moves too). */
const MOVES_OF: Readonly<Record<ListingActor, readonly ListingMove[]>> = Object.freeze({
  owner: ['resubmit', 'mark_under_contract', 'mark_sold', 'back_to_market', 'archive'],
  moderator: ['approve', 'decline', 'hold', 'release_hold', 'hide', 'unhide'],
  admin: [
    'approve',
    'decline',
    'hold',
    'release_hold',
    'hide',
    'unhide',
    'resubmit',
    'mark_under_contract',
    'mark_sold',
    'back_to_market',
    'archive',
  ],
  system: ['contract_created', 'contract_cancelled', 'contract_completed', 'archive'],
});

/** The columns of a listing just submitted: waiting for review, available. */
export const SUBMITTED_LISTING: ListingLifecycleColumns = Object.freeze({
  listingStatus: 'pending_review',
  status: 'active',
  archived: false,
});

/** Whether `actor` may ever make `move` (whatever the state). */
export function mayMakeListingMove(actor: ListingActor, move: ListingMove): boolean {
  return MOVES_OF[actor].includes(move);
}

const refuse = (message: string, code: ListingRefusalCode = 'illegal_transition'): ListingMoveResult => ({
  ok: false,
  code,
  message,
});

/**
 * The next state of a listing after `move` by `actor`, or why it is refused. Pure: the server reads the state
 * (with whether a live contract holds the listing), asks here, and writes the answer guarded by what it read.
 */
export function nextListingState(
  state: ListingLifecycleState,
  move: ListingMove,
  actor: ListingActor,
): ListingMoveResult {
  if (!mayMakeListingMove(actor, move))
    return refuse(LISTING_LIFECYCLE_MESSAGES.notAllowed, 'move_not_allowed');
  if (state.archived) return refuse(LISTING_LIFECYCLE_MESSAGES.archived, 'listing_archived');
  const { listingStatus, status } = state;
  const to = (changes: Partial<ListingLifecycleColumns>): ListingMoveResult => ({
    ok: true,
    next: { listingStatus, status, archived: false, ...changes },
  });
  switch (move) {
    case 'resubmit':
      return listingStatus === 'declined'
        ? to({ listingStatus: 'pending_review' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notDeclined);
    case 'approve':
      return listingStatus === 'published'
        ? refuse(LISTING_LIFECYCLE_MESSAGES.alreadyPublished)
        : to({ listingStatus: 'published' });
    case 'decline':
    case 'hide':
      return listingStatus === 'declined'
        ? refuse(LISTING_LIFECYCLE_MESSAGES.alreadyDeclined)
        : to({ listingStatus: 'declined' });
    case 'hold':
      if (status !== 'active' || state.liveContract)
        return refuse(LISTING_LIFECYCLE_MESSAGES.holdNotAvailable);
      return listingStatus === 'on_hold'
        ? refuse(LISTING_LIFECYCLE_MESSAGES.alreadyOnHold)
        : to({ listingStatus: 'on_hold' });
    case 'release_hold':
      return listingStatus === 'on_hold'
        ? to({ listingStatus: 'published' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notOnHold);
    case 'unhide':
      return listingStatus === 'declined'
        ? to({ listingStatus: 'published' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notHidden);
    case 'mark_under_contract':
      return status === 'active' && !state.liveContract
        ? to({ status: 'under_contract' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notActive);
    case 'mark_sold':
      if (state.liveContract) return refuse(LISTING_LIFECYCLE_MESSAGES.liveContract);
      return status === 'sold' ? refuse(LISTING_LIFECYCLE_MESSAGES.sold) : to({ status: 'sold' });
    case 'back_to_market':
      if (status === 'sold') return refuse(LISTING_LIFECYCLE_MESSAGES.sold);
      if (state.liveContract) return refuse(LISTING_LIFECYCLE_MESSAGES.liveContract);
      return status === 'under_contract'
        ? to({ status: 'active' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notUnderContract);
    case 'contract_created':
      return status === 'active' && !state.liveContract
        ? to({ status: 'under_contract' })
        : refuse(status === 'sold' ? LISTING_LIFECYCLE_MESSAGES.sold : LISTING_LIFECYCLE_MESSAGES.notActive);
    case 'contract_cancelled':
      return status === 'under_contract'
        ? to({ status: 'active' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notUnderContract);
    case 'contract_completed':
      return status === 'under_contract'
        ? to({ status: 'sold' })
        : refuse(LISTING_LIFECYCLE_MESSAGES.notUnderContract);
    case 'archive':
      return state.liveContract && actor !== 'system'
        ? refuse(LISTING_LIFECYCLE_MESSAGES.liveContract)
        : { ok: true, next: { listingStatus, status, archived: true } };
  }
}

/** The owner move that sets a listing's deal status to `status` (the PATCH `status` field), or null for no move. */
export function ownerMoveToStatus(from: PropertyStatus, to: PropertyStatus): ListingMove | null {
  if (from === to) return null;
  if (to === 'sold') return 'mark_sold';
  if (to === 'under_contract') return 'mark_under_contract';
  return 'back_to_market';
}

/** The moves `actor` can make now (for showing only the controls that will work). */
export function listingMovesFor(state: ListingLifecycleState, actor: ListingActor): ListingMove[] {
  return LISTING_MOVES.filter((move) => nextListingState(state, move, actor).ok);
}

/** Whether a listing is offered as an available deal: published, active and not archived. */
export function isAvailableDeal(fields: {
  readonly listingStatus: string | null | undefined;
  readonly status: string | null | undefined;
  readonly archived?: boolean;
}): boolean {
  return fields.listingStatus === 'published' && fields.status === 'active' && !fields.archived;
}
