// Random sequences of offer and contract actions by random users on a few listings: nothing answers 500, every
// alert went to the party it is about, each kind to its role, and listings' statuses follow their contracts.
import { CONTRACT_ACTIONS, dealAlertRecipients, isDealAlertKind, OFFER_ACTIONS } from '@dealloop/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, Contract, Offer } from '../src/db/schema';
import { type Account, dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;
let users: Account[];

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
  // Two sellers and three buyers; anyone may try anything (sellers also offer on each other's listings).
  users = [];
  for (let n = 0; n < 5; n++) users.push(await t.signUp({ fullName: `User ${n}` }));
  users.push(f.admin);
});
afterAll(() => t.close());

const command = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      user: fc.nat(5),
      listing: fc.nat(2),
      amount: fc.integer({ min: 1, max: 300_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('offerAction' as const),
      user: fc.nat(5),
      as: fc.constantFrom('seller', 'buyer', 'anyone'),
      offer: fc.nat(20),
      action: fc.constantFrom(...OFFER_ACTIONS),
      amount: fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('contractAction' as const),
      user: fc.nat(5),
      as: fc.constantFrom('seller', 'investor', 'admin', 'anyone'),
      contract: fc.nat(5),
      action: fc.constantFrom(...CONTRACT_ACTIONS),
    }),
  },
);

/** The users an alert may go to: the parties core's DEAL_ALERTS names for its step. */
function expectedRecipients(
  alert: Alert,
  offer: Offer | undefined,
  contract: Contract | undefined,
): string[] {
  if (!isDealAlertKind(alert.kind)) return [];
  const buyer = contract?.investor_id ?? offer!.buyer_id;
  const seller = contract?.seller_id ?? offer!.seller_id;
  return dealAlertRecipients(alert.kind).map((party) => (party === 'buyer' ? buyer : seller));
}

describe('random deal flows', () => {
  it('send every alert to the right party and keep listings in step with their contracts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 6, maxLength: 30 }), async (commands) => {
        const sellers = [users[0]!, users[1]!];
        const listings = [
          await f.publishedListing(sellers[0]!, 'Listing A'),
          await f.publishedListing(sellers[1]!, 'Listing B'),
          await f.publishedListing(sellers[0]!, 'Listing C'),
        ];
        const offerIds: string[] = [];
        for (const cmd of commands) {
          const who = users[cmd.user]!;
          let res: { status: number; data: any; text: string };
          if (cmd.kind === 'offer') {
            res = await t.call('POST', `/api/v1/properties/${listings[cmd.listing]!.id}/offers`, {
              token: who.accessToken,
              json: {
                amount: cmd.amount,
                earnestMoney: 1,
                closingDate: new Date().toISOString().slice(0, 10),
                financingType: 'cash',
              },
            });
            if (res.status === 201) offerIds.push(res.data.id);
          } else if (cmd.kind === 'offerAction') {
            if (!offerIds.length) continue;
            const offerId = offerIds[cmd.offer % offerIds.length]!;
            const offer = await t.db
              .selectFrom('offers')
              .selectAll()
              .where('id', '=', offerId)
              .executeTakeFirstOrThrow();
            const party = { seller: offer.seller_id, buyer: offer.buyer_id, anyone: who.user.id }[cmd.as];
            const actor = users.find((u) => u.user.id === party)!;
            res = await f.act(actor, offerId, { action: cmd.action, amount: cmd.amount });
          } else {
            const contracts = await t.db
              .selectFrom('contracts')
              .selectAll()
              .where(
                'property_id',
                'in',
                listings.map((l) => l.id),
              )
              .orderBy('id')
              .execute();
            if (!contracts.length) continue;
            const contract = contracts[cmd.contract % contracts.length]!;
            const party = {
              seller: contract.seller_id,
              investor: contract.investor_id,
              admin: f.admin.user.id,
              anyone: who.user.id,
            }[cmd.as];
            const actor = users.find((u) => u.user.id === party)!;
            res = await f.actContract(actor, contract.id, cmd.action);
          }
          expect([200, 201, 400, 403, 404, 409], res.text).toContain(res.status);
        }

        const offers = new Map((await t.db.selectFrom('offers').selectAll().execute()).map((o) => [o.id, o]));
        const contracts = await t.db.selectFrom('contracts').selectAll().execute();
        const contractById = new Map(contracts.map((c) => [c.id, c]));
        const alerts = await t.db
          .selectFrom('alerts')
          .selectAll()
          .where('kind', 'not in', ['propertyPublished', 'propertyDeclined'])
          .execute();
        for (const alert of alerts) {
          const offer = alert.offer_id ? offers.get(alert.offer_id) : undefined;
          const contract = alert.contract_id ? contractById.get(alert.contract_id) : undefined;
          expect(expectedRecipients(alert, offer, contract), alert.kind).toContain(alert.user_id);
          if (offer) expect(alert.property_id).toBe(offer.property_id);
        }
        // Each contract: one contractCreated to each party.
        for (const contract of contracts) {
          const created = alerts.filter((a) => a.contract_id === contract.id && a.kind === 'contractCreated');
          expect(created.map((a) => a.user_id).sort()).toEqual(
            [contract.investor_id, contract.seller_id].sort(),
          );
        }
        for (const listing of listings) {
          const own = contracts.filter((c) => c.property_id === listing.id);
          const live = own.filter((c) => c.status === 'pending' || c.status === 'approved');
          const done = own.filter((c) => c.status === 'completed');
          expect(live.length + done.length).toBeLessThanOrEqual(1);
          const row = await t.db
            .selectFrom('properties')
            .select('status')
            .where('id', '=', listing.id)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe(done.length ? 'sold' : live.length ? 'under_contract' : 'active');
          const accepted = [...offers.values()].filter(
            (o) => o.property_id === listing.id && o.status === 'accepted',
          );
          expect(accepted.length).toBe(own.length);
        }
      }),
      {
        numRuns: 20,
        // One walk through the whole flow is always among the runs.
        examples: [
          [
            [
              { kind: 'offer', user: 2, listing: 0, amount: 100_000 },
              { kind: 'offer', user: 3, listing: 0, amount: 110_000 },
              { kind: 'offerAction', user: 0, as: 'seller', offer: 1, action: 'counter', amount: 120_000 },
              { kind: 'offerAction', user: 0, as: 'buyer', offer: 1, action: 'accept', amount: undefined },
              { kind: 'contractAction', user: 0, as: 'seller', contract: 0, action: 'seller_approve' },
              { kind: 'contractAction', user: 0, as: 'admin', contract: 0, action: 'approve' },
              { kind: 'contractAction', user: 0, as: 'admin', contract: 0, action: 'complete' },
              { kind: 'offer', user: 4, listing: 1, amount: 90_000 },
              { kind: 'offerAction', user: 0, as: 'seller', offer: 2, action: 'accept', amount: undefined },
              { kind: 'contractAction', user: 0, as: 'seller', contract: 1, action: 'seller_decline' },
              { kind: 'offer', user: 2, listing: 1, amount: 95_000 },
              { kind: 'offerAction', user: 0, as: 'seller', offer: 3, action: 'reject', amount: undefined },
              { kind: 'offer', user: 2, listing: 2, amount: 95_000 },
              { kind: 'offerAction', user: 0, as: 'buyer', offer: 4, action: 'withdraw', amount: undefined },
            ],
          ],
        ],
      },
    );
    // The runs reached the contract stage (the property is not vacuous).
    const reached = await t.db.selectFrom('contracts').select('status').execute();
    expect(reached.length).toBeGreaterThan(0);
  });
});
