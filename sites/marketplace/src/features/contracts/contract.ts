// The contracts API's shapes as the site reads them (the contract's types), and the contract page's path.
import type { ContractsFilter } from '@dealloop/contract';

/** A contract as GET /api/v1/contracts/{id} answers it (the contract's type, which the server serializes). */
export type { Contract } from '@dealloop/contract';

/** The filters of GET /api/v1/contracts (`scope=all`: every contract, admins only). */
export type ContractQuery = ContractsFilter;

/** The contract page of a contract. */
export function contractPagePath(contractId: string): string {
  return `/dashboard/contracts/${encodeURIComponent(contractId)}`;
}
