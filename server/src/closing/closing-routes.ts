// The closing pipeline routes, mounted from the contract: a contract's pipeline (its parties and admins), a move,
// the deadlines as .ics, and the wholesaler's closing desk (their deals as seller).
import { closingContract as routes } from '@dealloop/contract';
import {
  CLOSING_MESSAGES,
  type ClosingActor,
  closingActorFor,
  closingActorsOf,
  earnestTermsProblem,
  propertyTimeZone,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-env';
import { visibleContract } from '../contracts/contract-actions';
import type { Contract, Database } from '../db/schema';
import { dealViewerOf } from '../deals/deal-viewer';
import { badRequest, conflict, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { writeListings } from '../listings/listing-writes';
import { findVisibleProperty, viewerOfAuth } from '../listings/visible-property';
import { buildDealIcs } from './closing-ics';
import { closingStateOf, moveDeal } from './closing-moves';
import { serializeClosing, serializeDeskItem } from './closing-serializer';

const actorsOf = (contract: Contract, viewer: { userId: string; isAdmin: boolean }): ClosingActor[] =>
  closingActorsOf({ buyerId: contract.investor_id, sellerId: contract.seller_id }, viewer);

function historyOf(db: Kysely<Database>, contractId: string) {
  return db
    .selectFrom('closing_moves')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The closing routes, mounted at /api/v1. */
export function closingRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function pipeline(contract: Contract, viewer: { userId: string; isAdmin: boolean }) {
    return serializeClosing(
      contract,
      await historyOf(db, contract.id),
      actorsOf(contract, viewer),
      new Date(),
    );
  }

  return createRouter()
    .openapi(routes.get, async (c) => {
      const viewer = dealViewerOf(c);
      const contract = await visibleContract(db, c.req.valid('param').id, viewer);
      return c.json(await pipeline(contract, viewer), 200);
    })
    .openapi(routes.move, async (c) => {
      const viewer = dealViewerOf(c);
      const { id } = c.req.valid('param');
      const move = c.req.valid('json');
      const contract = await visibleContract(db, id, viewer);
      const now = new Date();
      const actors = actorsOf(contract, viewer).filter((actor) => actor !== 'title' && actor !== 'system');
      // The viewer acts in the first of their roles the machine allows (a seller who is also an admin, as seller).
      const actor = closingActorFor(closingStateOf(contract), move, actors, now) ?? actors[0];
      if (!actor || actor === 'title' || actor === 'system')
        throw conflict(CLOSING_MESSAGES.notYourMove, 'illegal_transition');
      await moveDeal(deps, id, { kind: actor, userId: viewer.userId }, move, now);
      return c.json(await pipeline(await visibleContract(db, id, viewer), viewer), 200);
    })
    .openapi(routes.ics, async (c) => {
      const viewer = dealViewerOf(c);
      const contract = await visibleContract(db, c.req.valid('param').id, viewer);
      const property = await db
        .selectFrom('properties')
        .select(['title', 'location', 'state', 'county'])
        .where('id', '=', contract.property_id)
        .executeTakeFirstOrThrow();
      const text = buildDealIcs({
        contractId: contract.id,
        title: property.title,
        location: property.location,
        timeZone: propertyTimeZone(property),
        earnestDueAt: contract.closing_stage === 'earnest_money_due' ? contract.earnest_due_at : null,
        closingDate: contract.closing_date,
        url: `${config.publicUrl}/dashboard/contracts/${contract.id}`,
        uidDomain: new URL(config.publicUrl).hostname,
      });
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="deal-${contract.id}.ics"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(routes.desk, async (c) => {
      const viewer = dealViewerOf(c);
      const include = c.req.valid('query').include ?? 'open';
      let query = db
        .selectFrom('contracts')
        .innerJoin('properties', 'properties.id', 'contracts.property_id')
        .leftJoin('profiles', 'profiles.user_id', 'contracts.investor_id')
        .selectAll('contracts')
        .select(['properties.title as property_title', 'profiles.full_name as buyer_name'])
        .where('contracts.seller_id', '=', viewer.userId);
      if (include === 'open')
        query = query.where('contracts.closing_stage', 'not in', ['closed', 'cancelled']);
      const rows = await query.orderBy('contracts.closing_stage_at').orderBy('contracts.id').execute();
      const now = new Date();
      return c.json(
        {
          items: rows.map(({ property_title, buyer_name, ...contract }) =>
            serializeDeskItem(contract as Contract, property_title, buyer_name, now),
          ),
        },
        200,
      );
    })
    .openapi(routes.earnestTerms, async (c) => {
      const property = await findVisibleProperty(db, viewerOfAuth(c.get('auth')), c.req.valid('param').id);
      if (!property) throw notFound(CLOSING_MESSAGES.listingNotFound);
      return c.json({ amount: property.earnest_amount, windowHours: property.earnest_window_hours }, 200);
    })
    .openapi(routes.setEarnestTerms, async (c) => {
      const viewer = dealViewerOf(c);
      const property = await findVisibleProperty(db, viewerOfAuth(c.get('auth')), c.req.valid('param').id);
      if (!property || property.user_id !== viewer.userId) throw notFound(CLOSING_MESSAGES.listingNotFound);
      const terms = c.req.valid('json');
      const problem = earnestTermsProblem(terms);
      if (problem) throw badRequest(problem);
      const saved = await writeListings(deps, (listings) =>
        listings.update(db, property.id, {
          earnest_amount: terms.amount,
          earnest_window_hours: terms.windowHours,
        }),
      );
      return c.json({ amount: saved.earnest_amount, windowHours: saved.earnest_window_hours }, 200);
    });
}
