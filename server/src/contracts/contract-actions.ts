// The contract transactions: the seller's approval or decline, the admin's approval, completion and cancellation,
// with their alerts and the listing's status; each re-checks the state it read inside its transaction.
import {
  type ClosingStage,
  type ContractAction,
  contractActionAlertKind,
  contractActionProblem,
  contractActorFor,
  contractActorsOf,
  contractRefusal,
  type ListingMove,
  nextContractState,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { recordClosingMove } from '../closing/closing-moves';
import type { Contract, Database } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { badRequest, conflict, notFound } from '../http/api-error';
import { writeListings } from '../listings/listing-writes';
import { endContractListing } from './contract-end';
import { contractState } from './contract-serializer';
import { findContract } from './contracts-repo';

type Deps = Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>;

/** The listing's move each action makes (the machine moves it back to market, or to sold). */
const LISTING_MOVE_OF: Partial<Record<ContractAction, ListingMove>> = {
  seller_decline: 'contract_cancelled',
  cancel: 'contract_cancelled',
  complete: 'contract_completed',
};

/** The contract if the caller is a party or an admin; else 404. */
export async function visibleContract(
  db: Kysely<Database>,
  id: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<Contract> {
  const contract = await findContract(db, id);
  if (
    !contract ||
    !contractActorsOf({ investorId: contract.investor_id, sellerId: contract.seller_id }, viewer).length
  ) {
    throw notFound('This contract does not exist.');
  }
  return contract;
}

/**
 * Applies an action to a contract with its alert and listing change, in one transaction: 400 when a decline or
 * cancellation has no reason (recorded in the deal's history and told to both parties), 409 when illegal.
 */
export async function actOnContract(
  deps: Deps,
  contractId: string,
  viewer: { userId: string; isAdmin: boolean },
  action: ContractAction,
  reason?: string,
): Promise<void> {
  const problem = contractActionProblem(action, reason);
  if (problem) throw badRequest(problem);
  const contract = await visibleContract(deps.db, contractId, viewer);
  const actors = contractActorsOf({ investorId: contract.investor_id, sellerId: contract.seller_id }, viewer);
  const state = contractState(contract);
  const actor = contractActorFor(state, action, actors);
  const next = actor && nextContractState(state, action, actor);
  if (!next) throw conflict(contractRefusal(state, action, actors), 'illegal_transition');

  const listingMove = LISTING_MOVE_OF[action];
  const closingStage: ClosingStage | null =
    next.status === 'completed' ? 'closed' : next.status === 'cancelled' ? 'cancelled' : null;
  const ended = closingStage === 'cancelled' ? (reason?.trim() ?? null) : null;
  await writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const now = new Date().toISOString();
      const moved = await trx
        .updateTable('contracts')
        .set({
          status: next.status,
          seller_approval_status: next.sellerApprovalStatus,
          updated_at: now,
          // The closing pipeline ends with the contract: completed is closed, cancelled (or declined) is cancelled.
          ...(closingStage && { closing_stage: closingStage, closing_stage_at: now }),
        })
        .where('id', '=', contract.id)
        .where('status', '=', contract.status)
        .where('seller_approval_status', '=', contract.seller_approval_status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        const current = (await findContract(trx, contract.id)) ?? contract;
        throw conflict(contractRefusal(contractState(current), action, actors), 'illegal_transition');
      }
      if (closingStage) {
        await recordClosingMove(trx, {
          contractId: contract.id,
          from: contract.closing_stage,
          to: closingStage,
          actor: actor === 'investor' ? 'buyer' : actor,
          userId: viewer.userId,
          reason: ended,
          at: now,
        });
      }
      if (listingMove) {
        await endContractListing(
          trx,
          listings,
          raise,
          contract,
          listingMove === 'contract_completed' ? 'completed' : 'cancelled',
          now,
        );
      }
      const kind = contractActionAlertKind(action, actor);
      if (kind) {
        await raiseDealAlerts(trx, raise, kind, {
          buyerId: contract.investor_id,
          sellerId: contract.seller_id,
          propertyId: contract.property_id,
          offerId: contract.offer_id,
          contractId: contract.id,
          reason: ended,
        });
      }
    }),
  );
}
