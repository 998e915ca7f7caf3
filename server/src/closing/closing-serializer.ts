// What a party or an admin sees of a deal's pipeline (with the moves they may make now), and the closing desk rows.
import type { Closing, ClosingDeskItem } from '@dealloop/contract';
import { type ClosingActor, closingMovesFor, isStaleDeal } from '@dealloop/core';
import type { ClosingMoveRow } from '../db/closing-schema';
import type { Contract } from '../db/schema';
import { closingStateOf } from './closing-moves';

/** When the deal last moved (its stage change, else its contract's last change). */
const lastMoveOf = (contract: Contract) => contract.closing_stage_at ?? contract.updated_at;

/** A deal's pipeline for a viewer holding `actors` at `now`. */
export function serializeClosing(
  contract: Contract,
  history: readonly ClosingMoveRow[],
  actors: readonly ClosingActor[],
  now: Date,
): Closing {
  return {
    contractId: contract.id,
    stage: contract.closing_stage,
    stageChangedAt: contract.closing_stage_at,
    earnestMoney: contract.earnest_money,
    earnestDueAt: contract.earnest_due_at,
    earnestWindowHours: contract.earnest_window_hours,
    closingDate: contract.closing_date,
    stale: isStaleDeal(contract.closing_stage, lastMoveOf(contract), now),
    allowedMoves: closingMovesFor(closingStateOf(contract), actors, now),
    history: history.map((move) => ({
      from: move.from_stage,
      to: move.to_stage,
      actor: move.actor_kind,
      reason: move.reason,
      closingDate: move.closing_date,
      at: move.created_at,
    })),
  };
}

/** One deal on the closing desk. */
export function serializeDeskItem(
  contract: Contract,
  propertyTitle: string,
  buyerName: string | null,
  now: Date,
): ClosingDeskItem {
  return {
    contractId: contract.id,
    propertyId: contract.property_id,
    propertyTitle,
    buyerName,
    price: contract.price,
    stage: contract.closing_stage,
    stageChangedAt: contract.closing_stage_at,
    earnestDueAt: contract.earnest_due_at,
    closingDate: contract.closing_date,
    stale: isStaleDeal(contract.closing_stage, lastMoveOf(contract), now),
  };
}
