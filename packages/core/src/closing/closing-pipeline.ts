// The closing pipeline after acceptance, one state machine: which stage a deal may move to, and who may move it.

import type { ContractAction } from '../offers/deal-flow';
import { CLOSING_MESSAGES } from './closing-texts';

/** The stages of a deal from signed contract to closed (or cancelled at any open stage, with a reason). */
export const CLOSING_STAGES = [
  'contract_signed',
  'earnest_money_due',
  'earnest_money_received',
  'title_opened',
  'clear_to_close',
  'closing_scheduled',
  'funded',
  'closed',
  'cancelled',
] as const;
export type ClosingStage = (typeof CLOSING_STAGES)[number];

/** The stages a deal is still moving through (everything but closed and cancelled). */
export const OPEN_CLOSING_STAGES: readonly ClosingStage[] = Object.freeze(
  CLOSING_STAGES.filter((stage) => stage !== 'closed' && stage !== 'cancelled'),
);

/**
 * Who moves a deal: the seller (the wholesaler), the buyer (the investor), an admin, the title officer through a
 * signed link, or the system (the earnest money deadline starting when the contract is created).
 */
export type ClosingActor = 'seller' | 'buyer' | 'admin' | 'title' | 'system';
export const CLOSING_ACTORS: readonly ClosingActor[] = Object.freeze([
  'seller',
  'buyer',
  'admin',
  'title',
  'system',
]);

/** The cancellation reason of a seller releasing a buyer whose earnest money is late. */
export const EARNEST_MONEY_LATE_REASON = 'earnest_money_late';

/** Longest cancellation reason, in characters. */
export const CLOSING_REASON_MAX_LENGTH = 500;

/** What the machine looks at: the stage, whether the contract is approved, and the earnest money deadline. */
export interface ClosingState {
  readonly stage: ClosingStage;
  /** The contract is approved by the seller and an admin (status `approved`). */
  readonly contractApproved: boolean;
  /** When the earnest money is due (ISO), null when no deadline runs. */
  readonly earnestDueAt: string | null;
}

/** A requested move: the stage to reach, the reason of a cancellation, the date of a scheduled closing. */
export interface ClosingMove {
  readonly to: ClosingStage;
  readonly reason?: string | null;
  readonly closingDate?: string | null;
}

/** The machine's answer: the new stage, or why not (the server answers 409 `illegal_transition`). */
export type ClosingDecision =
  | { readonly ok: true; readonly stage: ClosingStage }
  | { readonly ok: false; readonly message: string };

/** Each forward step: from a stage, the next one, who may take it, and whether it needs an approved contract. */
const FORWARD: Readonly<
  Partial<Record<ClosingStage, { to: ClosingStage; actors: readonly ClosingActor[]; needsApproval: boolean }>>
> = Object.freeze({
  contract_signed: { to: 'earnest_money_due', actors: ['system', 'seller', 'admin'], needsApproval: false },
  earnest_money_due: {
    to: 'earnest_money_received',
    actors: ['seller', 'title', 'admin'],
    needsApproval: false,
  },
  earnest_money_received: { to: 'title_opened', actors: ['seller', 'admin'], needsApproval: true },
  title_opened: { to: 'clear_to_close', actors: ['seller', 'admin'], needsApproval: true },
  clear_to_close: { to: 'closing_scheduled', actors: ['seller', 'title', 'admin'], needsApproval: true },
  closing_scheduled: { to: 'funded', actors: ['seller', 'admin'], needsApproval: true },
  funded: { to: 'closed', actors: ['seller', 'admin'], needsApproval: true },
});

/** Who may set a new closing date on a deal already scheduled (the title officer's date moved). */
const RESCHEDULERS: readonly ClosingActor[] = ['seller', 'title', 'admin'];

/** Whether the earnest money deadline has passed at `now`. */
export function earnestDeadlinePassed(earnestDueAt: string | null, now: Date): boolean {
  if (!earnestDueAt) return false;
  const due = Date.parse(earnestDueAt);
  return Number.isFinite(due) && now.getTime() >= due;
}

/** Why a move's own fields are unusable (a 400), or null: a cancellation needs a reason, a schedule a date. */
export function closingMoveProblem(move: ClosingMove): string | null {
  if (move.to === 'cancelled') {
    const reason = move.reason?.trim() ?? '';
    if (!reason) return CLOSING_MESSAGES.reasonRequired;
    if (reason.length > CLOSING_REASON_MAX_LENGTH) return CLOSING_MESSAGES.reasonTooLong;
  }
  if (move.to === 'closing_scheduled') {
    const date = move.closingDate ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      return CLOSING_MESSAGES.closingDateRequired;
    }
  }
  return null;
}

/**
 * The contract actions that end a deal (the seller declining it, a party or an admin cancelling it): each needs a
 * reason, as a cancellation in the pipeline does, so every ended deal says why.
 */
export const CONTRACT_ACTIONS_WITH_REASON: readonly ContractAction[] = Object.freeze([
  'seller_decline',
  'cancel',
]);

/** Why a contract action's reason is unusable (a 400), or null: the same rule as a cancellation's. */
export function contractActionProblem(
  action: ContractAction,
  reason: string | null | undefined,
): string | null {
  return CONTRACT_ACTIONS_WITH_REASON.includes(action)
    ? closingMoveProblem({ to: 'cancelled', reason })
    : null;
}

function cancelDecision(
  state: ClosingState,
  move: ClosingMove,
  actor: ClosingActor,
  now: Date,
): ClosingDecision {
  const release = move.reason?.trim() === EARNEST_MONEY_LATE_REASON;
  if (release) {
    // Releasing a buyer for late earnest money: only once the deadline passed without the deposit confirmed.
    if (actor !== 'seller' && actor !== 'admin')
      return { ok: false, message: CLOSING_MESSAGES.onlySellerReleases };
    if (state.stage !== 'earnest_money_due' || !earnestDeadlinePassed(state.earnestDueAt, now)) {
      return { ok: false, message: CLOSING_MESSAGES.releaseBeforeDeadline };
    }
    return { ok: true, stage: 'cancelled' };
  }
  if (actor === 'admin') return { ok: true, stage: 'cancelled' };
  if (actor === 'buyer') {
    return state.contractApproved
      ? { ok: false, message: CLOSING_MESSAGES.buyerCancelsPendingOnly }
      : { ok: true, stage: 'cancelled' };
  }
  if (actor === 'seller') return { ok: false, message: CLOSING_MESSAGES.sellerCancelsLateOnly };
  return { ok: false, message: CLOSING_MESSAGES.notYourMove };
}

/**
 * The stage `move` by `actor` takes the deal to at `now`, or why it is refused. Forward moves go one stage at a time
 * to the party named in the table; stages from title opened on need an approved contract; a scheduled closing may be
 * rescheduled; cancelling needs a reason (admins always, the buyer before approval, the seller only to release a
 * buyer whose earnest money is past due).
 */
export function nextClosingStage(
  state: ClosingState,
  move: ClosingMove,
  actor: ClosingActor,
  now: Date,
): ClosingDecision {
  if (state.stage === 'closed') return { ok: false, message: CLOSING_MESSAGES.closed };
  if (state.stage === 'cancelled') return { ok: false, message: CLOSING_MESSAGES.cancelled };
  if (move.to === 'cancelled') {
    return actor === 'system'
      ? { ok: false, message: CLOSING_MESSAGES.notYourMove }
      : cancelDecision(state, move, actor, now);
  }
  if (move.to === 'closing_scheduled' && state.stage === 'closing_scheduled') {
    return RESCHEDULERS.includes(actor)
      ? { ok: true, stage: 'closing_scheduled' }
      : { ok: false, message: CLOSING_MESSAGES.notYourMove };
  }
  const step = FORWARD[state.stage];
  if (!step || step.to !== move.to) return { ok: false, message: CLOSING_MESSAGES.notNext };
  if (!step.actors.includes(actor)) return { ok: false, message: CLOSING_MESSAGES.notYourMove };
  if (step.needsApproval && !state.contractApproved) {
    return { ok: false, message: CLOSING_MESSAGES.needsApproval };
  }
  return { ok: true, stage: step.to };
}

/** The roles a signed-in viewer holds on a deal (a party who is also an admin holds both). */
export function closingActorsOf(
  deal: { buyerId: string; sellerId: string },
  viewer: { userId: string; isAdmin: boolean },
): ClosingActor[] {
  const actors: ClosingActor[] = [];
  if (deal.sellerId === viewer.userId) actors.push('seller');
  if (deal.buyerId === viewer.userId) actors.push('buyer');
  if (viewer.isAdmin) actors.push('admin');
  return actors;
}

/** A move a viewer may make now: the stage it reaches, and whether it is the seller's release of a late buyer. */
export interface AvailableClosingMove {
  readonly to: ClosingStage;
  readonly release: boolean;
}

/**
 * The moves a viewer holding `actors` may make at `now` (for the contract page's buttons), in the pipeline's order;
 * a cancellation with any reason is offered when one is allowed, else the release of a late buyer when it is.
 */
export function closingMovesFor(
  state: ClosingState,
  actors: readonly ClosingActor[],
  now: Date,
): AvailableClosingMove[] {
  const allowed = (move: ClosingMove) => actors.some((actor) => nextClosingStage(state, move, actor, now).ok);
  const moves: AvailableClosingMove[] = [];
  for (const to of OPEN_CLOSING_STAGES) {
    if (allowed({ to })) moves.push({ to, release: false });
  }
  if (allowed({ to: 'closed' })) moves.push({ to: 'closed', release: false });
  if (allowed({ to: 'cancelled', reason: 'other' })) moves.push({ to: 'cancelled', release: false });
  else if (allowed({ to: 'cancelled', reason: EARNEST_MONEY_LATE_REASON })) {
    moves.push({ to: 'cancelled', release: true });
  }
  return moves;
}

/** The first actor of `actors` the machine lets make `move`, or null (then `nextClosingStage` says why). */
export function closingActorFor(
  state: ClosingState,
  move: ClosingMove,
  actors: readonly ClosingActor[],
  now: Date,
): ClosingActor | null {
  return actors.find((actor) => nextClosingStage(state, move, actor, now).ok) ?? null;
}
