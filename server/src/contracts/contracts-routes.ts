// Contracts, mounted from the contract's contracts routes: list the caller's contracts (admins: everyone's), read
// one, act on it.
import { contractsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import type { Contract } from '../db/schema';
import { loadDealContext } from '../deals/deal-context';
import { type DealViewer, dealViewerOf } from '../deals/deal-viewer';
import { forbidden } from '../http/api-error';
import { createRouter } from '../http/router';
import { actOnContract, visibleContract } from './contract-actions';
import { contractRefs, serializeContract } from './contract-serializer';
import { findContract, listContracts } from './contracts-repo';

/** The contract routes, mounted at /api/v1. */
export function contractRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function serialize(contracts: Contract[], viewer: DealViewer) {
    const context = await loadDealContext(db, contractRefs(contracts));
    return contracts.map((contract) => serializeContract(contract, context, viewer, config.publicUrl));
  }

  return createRouter()
    .openapi(routes.list, async (c) => {
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
    })
    .openapi(routes.get, async (c) => {
      const viewer = dealViewerOf(c);
      const contract = await visibleContract(db, c.req.valid('param').id, viewer);
      return c.json((await serialize([contract], viewer))[0]!, 200);
    })
    .openapi(routes.act, async (c) => {
      const viewer = dealViewerOf(c);
      const { id } = c.req.valid('param');
      const { action, reason } = c.req.valid('json');
      await actOnContract(deps, id, viewer, action, reason);
      return c.json((await serialize([(await findContract(db, id))!], viewer))[0]!, 200);
    });
}
