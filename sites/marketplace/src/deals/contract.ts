// The contracts API's shapes as the site reads them (the deal flow API contract), and the paths of its calls.
import type { ContractStatus, SellerApprovalStatus } from '@dealloop/core';

/** A contract as GET /api/v1/contracts/{id} answers it (core's shape, which the server serializes). */
export type { ContractView as Contract } from '@dealloop/core';

/** The filters of GET /api/v1/contracts (`scope=all`: every contract, admins only). */
export interface ContractQuery {
  status?: ContractStatus;
  sellerApprovalStatus?: SellerApprovalStatus;
  q?: string;
  scope?: 'all';
}

/** The path of the contracts API. */
export const CONTRACTS_API = '/api/v1/contracts';

/** Where the actions of a contract go. */
export function contractActionsApi(contractId: string): string {
  return `${CONTRACTS_API}/${encodeURIComponent(contractId)}/actions`;
}

/** The contract page of a contract. */
export function contractPagePath(contractId: string): string {
  return `/dashboard/contracts/${encodeURIComponent(contractId)}`;
}
