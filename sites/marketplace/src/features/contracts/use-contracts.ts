// Hooks of the contracts: my contracts (or everyone's for admins), one contract, and the actions on one.
import type { ContractAction } from '@dealloop/core';
import { useCallback } from 'react';
import { useServices } from '../../app/services-context';
import { type ApiResource, useApiResource } from '../../app/use-api-resource';
import type { Contract, ContractQuery } from './contract';
import { contractsApi } from './contracts-api';

/** The contracts matching a query (newest first); `enabled` false waits (e.g. until signed in). */
export function useContracts(query: ContractQuery, enabled = true): ApiResource<Contract[]> {
  const key = enabled
    ? JSON.stringify([
        query.status ?? null,
        query.sellerApprovalStatus ?? null,
        query.q ?? null,
        query.scope ?? null,
      ])
    : null;
  return useApiResource(
    key,
    (client) =>
      contractsApi(client)
        .list({
          query: {
            status: query.status,
            sellerApprovalStatus: query.sellerApprovalStatus,
            q: query.q || undefined,
            scope: query.scope,
          },
        })
        .then((answer) => answer.items),
    { resources: ['contracts'] },
  );
}

/** One contract; missing when it does not exist or is not the caller's. */
export function useContract(id: string, enabled = true): ApiResource<Contract> {
  return useApiResource(
    enabled ? id : null,
    (client) => contractsApi(client).get({ params: { id } }),
    // Alerts naming another contract leave this one alone.
    { resources: ['contracts'], matches: (alert) => alert.contractId === null || alert.contractId === id },
  );
}

/** Takes an action on a contract; answers the contract as it is now. */
export function useContractAction() {
  const { client } = useServices();
  return useCallback(
    (contractId: string, action: ContractAction, reason?: string) =>
      contractsApi(client).act({
        params: { id: contractId },
        json: reason === undefined ? { action } : { action, reason },
      }),
    [client],
  );
}

/** The list with one contract replaced by its new state. */
export function replaceContract(contracts: readonly Contract[], changed: Contract): Contract[] {
  return contracts.map((contract) => (contract.id === changed.id ? changed : contract));
}
