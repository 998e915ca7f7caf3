// The closing pipeline's moves: a deal moved by a party, an admin or the title officer, in one transaction with its
// alerts, its record in closing_moves (the deal's audit trail) and the contract's lifecycle (closed completes the
// contract and sells the listing; cancelled cancels it and puts the listing back on the market).
import {
  CLOSING_MESSAGES,
  type ClosingActor,
  type ClosingStage,
  type ClosingState,
  closingMoveProblem,
  type DealAlertKind,
  EARNEST_MONEY_LATE_REASON,
  earnestDueAt,
  nextClosingStage,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { endContractListing } from '../contracts/contract-end';
import { findContract } from '../contracts/contracts-repo';
import { uuidv7 } from '../db/ids';
import type { Contract, Database } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { badRequest, conflict, notFound } from '../http/api-error';
import { writeListings } from '../listings/listing-writes';

type Deps = Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>;

/** Who makes a move: a party or an admin (with their user id), or the title officer through a signed link. */
export interface ClosingMoveActor {
  kind: 'seller' | 'buyer' | 'admin' | 'title';
  userId: string | null;
}

/** A requested move: the stage to reach, the reason of a cancellation, the date (YYYY-MM-DD) of a closing. */
export interface ClosingMoveRequest {
  to: ClosingStage;
  reason?: string;
  closingDate?: string;
}

/** The machine's view of a contract. */
export function closingStateOf(contract: Contract): ClosingState {
  return {
    stage: contract.closing_stage,
    contractApproved: contract.status === 'approved',
    earnestDueAt: contract.earnest_due_at,
  };
}

/** The alert each reached stage raises (both parties hear of every move). */
const STAGE_ALERTS: Readonly<Record<ClosingStage, DealAlertKind | null>> = Object.freeze({
  contract_signed: null,
  earnest_money_due: 'earnestMoneyDue',
  earnest_money_received: 'earnestMoneyReceived',
  title_opened: 'titleOpened',
  clear_to_close: 'clearToClose',
  closing_scheduled: 'closingScheduled',
  funded: 'dealFunded',
  closed: 'contractCompleted',
  cancelled: 'dealCancelled',
});

/** Records one move in the deal's audit trail; call it in the move's transaction. */
export async function recordClosingMove(
  trx: Kysely<Database>,
  row: {
    contractId: string;
    from: ClosingStage;
    to: ClosingStage;
    actor: ClosingActor;
    userId: string | null;
    reason?: string | null;
    closingDate?: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('closing_moves')
    .values({
      id: uuidv7(),
      contract_id: row.contractId,
      from_stage: row.from,
      to_stage: row.to,
      actor_kind: row.actor,
      actor_user_id: row.userId,
      reason: row.reason ?? null,
      closing_date: row.closingDate ?? null,
      created_at: row.at,
    })
    .execute();
}

/**
 * The earnest money deadline a deal gets when it reaches "earnest money due" at `now`: the listing's window (72 hours
 * when it states none) from then, and that window in hours.
 */
async function earnestDeadlineFrom(
  db: Kysely<Database>,
  propertyId: string,
  now: Date,
): Promise<{ earnest_due_at: string; earnest_window_hours: number }> {
  const property = await db
    .selectFrom('properties')
    .select('earnest_window_hours')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  const windowHours = property?.earnest_window_hours ?? null;
  const dueAt = earnestDueAt(now, windowHours);
  return {
    earnest_due_at: dueAt,
    earnest_window_hours: windowHours ?? Math.round((Date.parse(dueAt) - now.getTime()) / 3_600_000),
  };
}

/**
 * Starts a new contract's earnest money deadline: `now` plus the listing's window (72 hours when it states none),
 * moving the deal from contract signed to earnest money due. Call it in the transaction that creates the contract
 * (an accepted offer, a promoted backup); the contract's creation alert announces it. Answers the deadline.
 */
export async function startEarnestDeadline(
  trx: Kysely<Database>,
  contract: { id: string; property_id: string },
  now: Date,
): Promise<string> {
  const deadline = await earnestDeadlineFrom(trx, contract.property_id, now);
  const dueAt = deadline.earnest_due_at;
  const at = now.toISOString();
  const moved = await trx
    .updateTable('contracts')
    .set({ closing_stage: 'earnest_money_due', closing_stage_at: at, ...deadline })
    .where('id', '=', contract.id)
    .where('closing_stage', '=', 'contract_signed')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) {
    await recordClosingMove(trx, {
      contractId: contract.id,
      from: 'contract_signed',
      to: 'earnest_money_due',
      actor: 'system',
      userId: null,
      at,
    });
  }
  return dueAt;
}

/** Whether `actor` is who they say on this contract (admins and the title officer are checked by their route). */
function actsOn(contract: Contract, actor: ClosingMoveActor): boolean {
  if (actor.kind === 'seller') return actor.userId === contract.seller_id;
  if (actor.kind === 'buyer') return actor.userId === contract.investor_id;
  return true;
}

/**
 * Moves a deal through the pipeline and answers its new stage: 400 when the move lacks its reason or date, 404
 * when the actor is not on the contract, 409 `illegal_transition` when the machine refuses (re-checked inside the
 * transaction against the stage it read). Alerts both parties, records the move, and completes or cancels the
 * contract when the deal closes or is cancelled.
 */
export async function moveDeal(
  deps: Deps,
  contractId: string,
  actor: ClosingMoveActor,
  move: ClosingMoveRequest,
  now: Date = new Date(),
): Promise<ClosingStage> {
  const problem = closingMoveProblem(move);
  if (problem) throw badRequest(problem);
  const contract = await findContract(deps.db, contractId);
  if (!contract || !actsOn(contract, actor)) throw notFound('This contract does not exist.');
  const decision = nextClosingStage(closingStateOf(contract), move, actor.kind, now);
  if (!decision.ok) throw conflict(decision.message, 'illegal_transition');
  const to = decision.stage;
  const reason = to === 'cancelled' ? (move.reason?.trim() ?? null) : null;
  const release = reason === EARNEST_MONEY_LATE_REASON;
  const closingDate = to === 'closing_scheduled' ? (move.closingDate ?? null) : null;
  const at = now.toISOString();
  // A deal started by hand (a contract made before the pipeline sits at "contract signed" with no deadline): its
  // deadline runs from this move, never from a date it did not have.
  const deadline =
    to === 'earnest_money_due' ? await earnestDeadlineFrom(deps.db, contract.property_id, now) : null;

  await writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const moved = await trx
        .updateTable('contracts')
        .set({
          closing_stage: to,
          closing_stage_at: at,
          updated_at: at,
          ...(closingDate && { closing_date: closingDate }),
          ...deadline,
          ...(to === 'closed' && { status: 'completed' as const }),
          ...(to === 'cancelled' && { status: 'cancelled' as const }),
        })
        .where('id', '=', contract.id)
        .where('closing_stage', '=', contract.closing_stage)
        .where('status', '=', contract.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        const current = (await findContract(trx, contract.id)) ?? contract;
        const again = nextClosingStage(closingStateOf(current), move, actor.kind, now);
        throw conflict(again.ok ? CLOSING_MESSAGES.changed : again.message, 'illegal_transition');
      }
      if (to === 'closed' || to === 'cancelled') {
        await endContractListing(
          trx,
          listings,
          raise,
          contract,
          to === 'closed' ? 'completed' : 'cancelled',
          at,
        );
      }
      await recordClosingMove(trx, {
        contractId: contract.id,
        from: contract.closing_stage,
        to,
        actor: actor.kind,
        userId: actor.userId,
        reason,
        closingDate,
        at,
      });
      await raiseMoveAlerts(
        trx,
        raise,
        contract,
        release ? 'buyerReleased' : STAGE_ALERTS[to],
        release ? null : reason,
      );
    }),
  );
  return to;
}

async function raiseMoveAlerts(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  contract: Contract,
  kind: DealAlertKind | null,
  reason: string | null,
): Promise<void> {
  if (!kind) return;
  await raiseDealAlerts(trx, raise, kind, {
    buyerId: contract.investor_id,
    sellerId: contract.seller_id,
    propertyId: contract.property_id,
    offerId: contract.offer_id,
    contractId: contract.id,
    reason,
  });
}
