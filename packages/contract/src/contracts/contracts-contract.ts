// The contracts routes: an accepted offer's contract, listed, read and acted on by its investor, seller or an admin.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { ContractActionBody, ContractList, ContractSchema, ContractsQuery } from './contract-schemas';
import { contractsEndpoints as at } from './contracts-endpoints';

/** The contracts routes. */
export const contractsContract = {
  list: createRoute({
    ...at.list,
    summary: 'My contracts as investor or seller (admins: scope=all), newest first',
    security: bearer,
    request: { query: ContractsQuery },
    responses: {
      200: { description: 'Contracts', content: json(ContractList) },
      ...errors(400, 401, 403),
    },
  }),
  get: createRoute({
    ...at.get,
    summary: 'One contract (its investor, its seller, admins)',
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The contract', content: json(ContractSchema) },
      ...errors(401, 404),
    },
  }),
  act: createRoute({
    ...at.act,
    summary:
      "The seller's approval or decline; an admin's approval, completion or cancellation; the investor's cancellation",
    security: bearer,
    request: { params: IdParam, body: { content: json(ContractActionBody), required: true } },
    responses: {
      200: { description: 'The contract after the action', content: json(ContractSchema) },
      ...errors(400, 401, 404, 409),
    },
  }),
};

/** The contracts routes' types (import type: the site and SDK take their shapes from here). */
export type ContractsContract = typeof contractsContract;
