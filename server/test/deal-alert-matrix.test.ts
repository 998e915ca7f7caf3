// The deal alert matrix through the API: at every step of an offer and a contract, which party gets which alert
// (title and message naming the property, as core's DEAL_ALERTS says) and that nobody else does, the actor included.
import { type DealAlertKind, type DealParty, dealAlertText } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWithAlerts } from '../src/alerts/write-with-alerts';
import { expireOffersWithAlerts } from '../src/offers/offer-expiry-sweep';
import { type Account, dealFixtures, expectOk, FIXTURE_END_REASON } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

let listings = 0;

/** A seller, a buyer, a rival buyer and a published listing with its own title. */
const deal = () => f.dealParties(`${1800 + ++listings} Vinton Ave`);

/** One alert as its recipient sees it. */
type Seen = { to: string; kind: string; title: string; message: string; tone: string };

/** The deal alerts `step` raises, in order, with the name of whom each went to. */
async function alertsOf(people: Record<string, Account>, step: () => Promise<unknown>): Promise<Seen[]> {
  const before = await t.db
    .selectFrom('alerts')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await step();
  const rows = await t.db
    .selectFrom('alerts')
    .selectAll()
    .where('id', '>', Number(before?.id ?? 0))
    .where('kind', 'not in', ['propertyPublished', 'savedSearchMatch'])
    .orderBy('id')
    .execute();
  const names = new Map(Object.entries(people).map(([name, who]) => [who.user.id, name]));
  return rows.map((row) => ({
    to: names.get(row.user_id) ?? row.user_id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    tone: row.tone,
  }));
}

/** What `to` (playing `party`) must see for `kind` on the property `title`. */
function expected(to: string, kind: DealAlertKind, party: DealParty, title: string, reason?: string): Seen {
  const text = dealAlertText(kind, party, title, undefined, reason);
  if (!text) throw new Error(`no ${kind} for the ${party}`);
  return { to, kind, ...text };
}

const ok = expectOk;

describe('offer steps', () => {
  it('a new offer alerts only the seller, with the spec text', async () => {
    const { seller, buyer, listing, title } = await deal();
    const seen = await alertsOf({ seller, buyer }, () => f.makeOffer(buyer, listing.id));
    expect(seen).toEqual([
      {
        to: 'seller',
        kind: 'offerReceived',
        title: 'New Offer Received!',
        message: 'You have a new offer on one of your properties',
        tone: 'info',
      },
    ]);
    expect(seen).toEqual([expected('seller', 'offerReceived', 'seller', title)]);
  });

  it("a seller's counter alerts only the buyer", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    const seen = await alertsOf({ seller, buyer }, () =>
      ok(f.act(seller, offer.id, { action: 'counter', amount: 150_000 })),
    );
    expect(seen).toEqual([expected('buyer', 'offerCountered', 'buyer', title)]);
    expect(seen[0]!.message).toBe(`The seller sent you a counter offer on ${title}.`);
  });

  it("the seller's accept tells the buyer, declines the rival naming the property, and creates the contract for both", async () => {
    const { seller, buyer, rival, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await f.makeOffer(rival, listing.id, { amount: 120_000 });
    const seen = await alertsOf({ seller, buyer, rival }, () =>
      ok(f.act(seller, offer.id, { action: 'accept' })),
    );
    expect(seen).toEqual([
      expected('buyer', 'offerAccepted', 'buyer', title),
      expected('rival', 'offerDeclinedForAnother', 'buyer', title),
      expected('buyer', 'contractCreated', 'buyer', title),
      expected('seller', 'contractCreated', 'seller', title),
    ]);
    expect(seen[0]).toMatchObject({
      title: 'Offer Accepted!',
      message: `The seller accepted your offer on ${title}.`,
    });
    expect(seen[1]).toMatchObject({
      title: 'Offer Declined',
      message: `The seller accepted another offer on ${title}, so your offer was declined.`,
    });
  });

  it("the buyer's accept of a counter tells the seller (not the buyer that the seller accepted)", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await ok(f.act(seller, offer.id, { action: 'counter', amount: 150_000 }));
    const seen = await alertsOf({ seller, buyer }, () => ok(f.act(buyer, offer.id, { action: 'accept' })));
    expect(seen).toEqual([
      expected('seller', 'counterAccepted', 'seller', title),
      expected('buyer', 'contractCreated', 'buyer', title),
      expected('seller', 'contractCreated', 'seller', title),
    ]);
    expect(seen[0]).toMatchObject({
      title: 'Counter Offer Accepted!',
      message: `The buyer accepted your counter offer on ${title}.`,
    });
  });

  it("the seller's reject tells the buyer, naming the property", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    const seen = await alertsOf({ seller, buyer }, () => ok(f.act(seller, offer.id, { action: 'reject' })));
    expect(seen).toEqual([expected('buyer', 'offerDeclined', 'buyer', title)]);
    expect(seen[0]!.message).toBe(`The seller declined your offer on ${title}.`);
  });

  it("the buyer's reject of a counter tells the seller that the buyer declined", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await ok(f.act(seller, offer.id, { action: 'counter', amount: 150_000 }));
    const seen = await alertsOf({ seller, buyer }, () => ok(f.act(buyer, offer.id, { action: 'reject' })));
    expect(seen).toEqual([expected('seller', 'counterDeclined', 'seller', title)]);
    expect(seen[0]).toMatchObject({
      title: 'Counter Offer Declined',
      message: `The buyer declined your counter offer on ${title}.`,
    });
    expect(seen[0]!.message).not.toContain('The seller declined');
  });

  it("the buyer's withdraw tells only the seller", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    const seen = await alertsOf({ seller, buyer }, () => ok(f.act(buyer, offer.id, { action: 'withdraw' })));
    expect(seen).toEqual([expected('seller', 'offerWithdrawn', 'seller', title)]);
  });

  it('an expired offer tells both parties once, from the sweep', async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await t.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offer.id)
      .execute();
    const sweep = () =>
      writeWithAlerts(t.deps, (trx, raise) => expireOffersWithAlerts(trx, raise, new Date().toISOString()));
    const seen = await alertsOf({ seller, buyer }, sweep);
    expect(seen).toEqual([
      expected('buyer', 'offerExpired', 'buyer', title),
      expected('seller', 'offerExpired', 'seller', title),
    ]);
    expect(await alertsOf({ seller, buyer }, sweep)).toEqual([]);
  });

  it('an offer found expired when a new one is made tells both parties too', async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await t.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offer.id)
      .execute();
    const seen = await alertsOf({ seller, buyer }, () => f.makeOffer(buyer, listing.id));
    expect(seen).toEqual([
      expected('buyer', 'offerExpired', 'buyer', title),
      expected('seller', 'offerExpired', 'seller', title),
      expected('seller', 'offerReceived', 'seller', title),
    ]);
  });
});

describe('contract steps', () => {
  /** A listing under contract from the seller's accept, and its contract id. */
  async function contracted() {
    const parties = await deal();
    const offer = await f.makeOffer(parties.buyer, parties.listing.id);
    const accepted = await ok(f.act(parties.seller, offer.id, { action: 'accept' }));
    return { ...parties, contractId: accepted.contractId as string };
  }

  it('seller approval, admin approval and completion: each party hears what they did not do', async () => {
    const { seller, buyer, title, contractId } = await contracted();
    const admin = f.admin;
    const people = { seller, buyer, admin };
    expect(await alertsOf(people, () => ok(f.actContract(seller, contractId, 'seller_approve')))).toEqual([
      expected('buyer', 'sellerApproved', 'buyer', title),
    ]);
    expect(await alertsOf(people, () => ok(f.actContract(admin, contractId, 'approve')))).toEqual([
      expected('buyer', 'contractApproved', 'buyer', title),
      expected('seller', 'contractApproved', 'seller', title),
    ]);
    const completed = await alertsOf(people, () => ok(f.actContract(admin, contractId, 'complete')));
    expect(completed).toEqual([
      expected('buyer', 'contractCompleted', 'buyer', title),
      expected('seller', 'contractCompleted', 'seller', title),
    ]);
    expect(completed.map((seen) => seen.title)).toEqual(['Contract Completed!', 'Contract Completed!']);
  });

  it("the seller's decline tells the buyer", async () => {
    const { seller, buyer, title, contractId } = await contracted();
    const seen = await alertsOf({ seller, buyer }, () =>
      ok(f.actContract(seller, contractId, 'seller_decline')),
    );
    expect(seen).toEqual([expected('buyer', 'sellerDeclined', 'buyer', title, FIXTURE_END_REASON)]);
  });

  it("the buyer's cancel tells the seller", async () => {
    const { seller, buyer, title, contractId } = await contracted();
    const seen = await alertsOf({ seller, buyer }, () => ok(f.actContract(buyer, contractId, 'cancel')));
    expect(seen).toEqual([
      expected('seller', 'contractCancelledByBuyer', 'seller', title, FIXTURE_END_REASON),
    ]);
    expect(seen[0]).toMatchObject({
      title: 'Contract Cancelled',
      message: `The buyer cancelled the contract for ${title}. Your listing is active again. Reason: ${FIXTURE_END_REASON}`,
    });
  });

  it("an admin's cancel, pending or approved, tells both parties", async () => {
    const pending = await contracted();
    const people = { seller: pending.seller, buyer: pending.buyer, admin: f.admin };
    expect(await alertsOf(people, () => ok(f.actContract(f.admin, pending.contractId, 'cancel')))).toEqual([
      expected('buyer', 'contractCancelledByAdmin', 'buyer', pending.title, FIXTURE_END_REASON),
      expected('seller', 'contractCancelledByAdmin', 'seller', pending.title, FIXTURE_END_REASON),
    ]);
    const approved = await contracted();
    await ok(f.actContract(approved.seller, approved.contractId, 'seller_approve'));
    await ok(f.actContract(f.admin, approved.contractId, 'approve'));
    const seen = await alertsOf({ seller: approved.seller, buyer: approved.buyer, admin: f.admin }, () =>
      ok(f.actContract(f.admin, approved.contractId, 'cancel')),
    );
    expect(seen.map((one) => [one.to, one.title, one.message])).toEqual([
      [
        'buyer',
        'Contract Cancelled',
        `An admin cancelled your contract for ${approved.title}. Reason: ${FIXTURE_END_REASON}`,
      ],
      [
        'seller',
        'Contract Cancelled',
        `An admin cancelled the contract for ${approved.title}. Your listing is active again. Reason: ${FIXTURE_END_REASON}`,
      ],
    ]);
  });

  it('a refused action raises no alert', async () => {
    const { seller, buyer, contractId } = await contracted();
    const seen = await alertsOf({ seller, buyer }, async () => {
      expect((await f.actContract(buyer, contractId, 'complete')).status).toBe(409);
      expect((await f.actContract(seller, contractId, 'approve')).status).toBe(409);
    });
    expect(seen).toEqual([]);
  });
});
