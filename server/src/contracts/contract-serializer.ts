// A contract as a caller sees it: its listing and parties in short, and what this caller may do to it now.
import type { Contract as ContractJson } from '@dealloop/contract';
import { contractActionsFor, contractActorsOf } from '@dealloop/core';
import type { Contract } from '../db/schema';
import type { DealContext } from '../deals/deal-context';
import type { DealViewer } from '../deals/deal-viewer';
import { listingSummary } from '../deals/listing-summary';

/** The rule fields of a contract row. */
export const contractState = (contract: Contract) => ({
  status: contract.status,
  sellerApprovalStatus: contract.seller_approval_status,
});

/** Serializes a contract whose listing and names are in `context`. */
export function serializeContract(
  contract: Contract,
  context: DealContext,
  viewer: DealViewer,
  publicUrl: string,
): ContractJson {
  const actors = contractActorsOf({ investorId: contract.investor_id, sellerId: contract.seller_id }, viewer);
  return {
    id: contract.id,
    offerId: contract.offer_id,
    propertyId: contract.property_id,
    property: listingSummary(context.properties.get(contract.property_id)!, publicUrl),
    investor: { id: contract.investor_id, fullName: context.names.get(contract.investor_id) ?? null },
    seller: { id: contract.seller_id, fullName: context.names.get(contract.seller_id) ?? null },
    price: contract.price,
    earnestMoney: contract.earnest_money,
    closingDate: contract.closing_date,
    financingType: contract.financing_type,
    status: contract.status,
    sellerApprovalStatus: contract.seller_approval_status,
    createdAt: contract.created_at,
    updatedAt: contract.updated_at,
    allowedActions: contractActionsFor(contractState(contract), actors),
  };
}

/** The context references of a page of contracts. */
export const contractRefs = (contracts: Contract[]) => ({
  propertyIds: contracts.map((c) => c.property_id),
  userIds: contracts.flatMap((c) => [c.investor_id, c.seller_id]),
});
