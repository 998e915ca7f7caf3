// Contracts API: list the caller's contracts (admins: everyone's), read one, act on it.

import { errors, json } from '@dealloop/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import type { Contract } from '../db/schema';
import { actOnContract, visibleContract } from '../deals/contract-actions';
import { ContractActionBody, ContractList, ContractSchema, ContractsQuery } from '../deals/contract-schemas';
import { contractRefs, serializeContract } from '../deals/contract-serializer';
import { findContract, listContracts } from '../deals/contracts-repo';
import { loadDealContext } from '../deals/deal-context';
import type { DealViewer } from '../deals/offer-serializer';
import { forbidden } from '../http/api-error';
import { createRouter } from '../http/router';
import { dealViewerOf } from './offers';

const bearer = [{ bearerAuth: [] }];
const IdParam = z.object({ id: z.string().min(1).max(64) });

/** The contract routes, mounted at /api/v1. */
export function contractRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function serialize(contracts: Contract[], viewer: DealViewer) {
    const context = await loadDealContext(db, contractRefs(contracts));
    return contracts.map((contract) => serializeContract(contract, context, viewer, config.publicUrl));
  }

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/contracts',
        summary: 'My contracts as investor or seller (admins: scope=all), newest first',
        security: bearer,
        request: { query: ContractsQuery },
        responses: {
          200: { description: 'Contracts', content: json(ContractList) },
          ...errors(400, 401, 403),
        },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const query = c.req.valid('query');
        if (query.scope === 'all' && !viewer.isAdmin) throw forbidden('Only admins can list every contract.');
        const contracts = await listContracts(db, {
          userId: query.scope === 'all' ? null : viewer.userId,
          status: query.status,
          sellerApprovalStatus: query.sellerApprovalStatus,
          q: query.q,
        });
        return c.json({ items: await serialize(contracts, viewer) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/contracts/{id}',
        summary: 'One contract (its investor, its seller, admins)',
        security: bearer,
        request: { params: IdParam },
        responses: {
          200: { description: 'The contract', content: json(ContractSchema) },
          ...errors(401, 404),
        },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const contract = await visibleContract(db, c.req.valid('param').id, viewer);
        return c.json((await serialize([contract], viewer))[0]!, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/contracts/{id}/actions',
        summary:
          "The seller's approval or decline; an admin's approval, completion or cancellation; the investor's cancellation",
        security: bearer,
        request: { params: IdParam, body: { content: json(ContractActionBody), required: true } },
        responses: {
          200: { description: 'The contract after the action', content: json(ContractSchema) },
          ...errors(400, 401, 404, 409),
        },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const { id } = c.req.valid('param');
        await actOnContract(deps, id, viewer, c.req.valid('json').action);
        return c.json((await serialize([(await findContract(db, id))!], viewer))[0]!, 200);
      },
    );
}
