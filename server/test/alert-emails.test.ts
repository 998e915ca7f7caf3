// The emails Notification Settings promise: every offer step, contract step and listing decision emails the party
// its live alert goes to (subject = the alert's title, body = its message, as core's DEAL_ALERTS / ALERTS say),
// queued in the step's transaction, honouring each toggle, with an unsubscribe link that turns off that kind only.
import { type DealAlertKind, type DealParty, dealAlertText, type EmailKind } from '@dealloop/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeWithAlerts } from '../src/alerts/write-with-alerts';
import { setEmailPreferences } from '../src/mail/email-preferences';
import { deliverDueEmails } from '../src/mail/outbox-worker';
import { expireOffersWithAlerts } from '../src/offers/offer-expiry-sweep';
import { type Account, dealFixtures, expectOk } from './support/deal-fixtures';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('email_outbox').execute();
});

let listings = 0;

/** A seller, a buyer, a rival buyer and a published listing with its own title. */
async function deal() {
  const parties = await f.dealParties(`${2400 + ++listings} Peachtree St`);
  await t.db.deleteFrom('email_outbox').execute();
  return parties;
}

/** One queued email: whom (by name) it goes to, its kind, subject and body. */
type Mail = { to: string; kind: EmailKind; subject: string; text: string };

/** The emails `step` queues, in the order of their alerts, with the name of whom each goes to. */
async function emailsOf(people: Record<string, Account>, step: () => Promise<unknown>): Promise<Mail[]> {
  const before = new Set((await t.db.selectFrom('email_outbox').select('id').execute()).map((row) => row.id));
  await step();
  const rows = await t.db.selectFrom('email_outbox').selectAll().execute();
  const names = new Map(Object.entries(people).map(([name, who]) => [who.email, name]));
  // An alert's email carries the alert's id (increasing) in its dedupe key: sort in the order they were raised.
  const alertId = (key: string | null) => Number(key?.replace('alert:', ''));
  return rows
    .filter((row) => !before.has(row.id))
    .sort((a, b) => alertId(a.dedupe_key) - alertId(b.dedupe_key))
    .map((row) => ({
      to: names.get(row.to_address) ?? row.to_address,
      kind: row.kind,
      subject: row.subject,
      text: row.text_body,
    }));
}

/** The email `to` (playing `party`) must get for a deal step on the property `title`. */
function dealMail(to: string, kind: DealAlertKind, party: DealParty, title: string, emailKind: EmailKind) {
  const text = dealAlertText(kind, party, title);
  if (!text) throw new Error(`no ${kind} for the ${party}`);
  return { to, kind: emailKind, subject: text.title, text: expect.stringContaining(text.message) };
}

const ok = expectOk;

describe('offer emails', () => {
  it('a new offer emails the seller the alert text, linking to the offers page', async () => {
    const { seller, buyer, listing, title } = await deal();
    const mails = await emailsOf({ seller, buyer }, () => f.makeOffer(buyer, listing.id));
    expect(mails).toEqual([dealMail('seller', 'offerReceived', 'seller', title, 'offers')]);
    expect(mails[0]).toMatchObject({
      subject: 'New Offer Received!',
      text: 'You have a new offer on one of your properties\n\nOpen it on DealLoop: http://localhost:3000/dashboard/offers',
    });
  });

  it('a counter, a reject of the counter and a withdraw email the other party', async () => {
    const { seller, buyer, listing, title } = await deal();
    const people = { seller, buyer };
    const offer = await f.makeOffer(buyer, listing.id);
    expect(
      await emailsOf(people, () => ok(f.act(seller, offer.id, { action: 'counter', amount: 150_000 }))),
    ).toEqual([dealMail('buyer', 'offerCountered', 'buyer', title, 'offers')]);
    expect(await emailsOf(people, () => ok(f.act(buyer, offer.id, { action: 'reject' })))).toEqual([
      dealMail('seller', 'counterDeclined', 'seller', title, 'offers'),
    ]);
    const second = await f.makeOffer(buyer, listing.id);
    expect(await emailsOf(people, () => ok(f.act(buyer, second.id, { action: 'withdraw' })))).toEqual([
      dealMail('seller', 'offerWithdrawn', 'seller', title, 'offers'),
    ]);
  });

  it("the seller's reject emails the buyer, naming the property", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    const mails = await emailsOf({ seller, buyer }, () => ok(f.act(seller, offer.id, { action: 'reject' })));
    expect(mails).toEqual([dealMail('buyer', 'offerDeclined', 'buyer', title, 'offers')]);
    expect(mails[0]!.subject).toBe('Offer Declined');
    expect(mails[0]!.text).toContain(`The seller declined your offer on ${title}.`);
  });

  it("the seller's accept emails the buyer, the rival, and both parties of the new contract", async () => {
    const { seller, buyer, rival, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await f.makeOffer(rival, listing.id, { amount: 120_000 });
    const mails = await emailsOf({ seller, buyer, rival }, () =>
      ok(f.act(seller, offer.id, { action: 'accept' })),
    );
    expect(mails).toEqual([
      dealMail('buyer', 'offerAccepted', 'buyer', title, 'offers'),
      dealMail('rival', 'offerDeclinedForAnother', 'buyer', title, 'offers'),
      dealMail('buyer', 'contractCreated', 'buyer', title, 'contracts'),
      dealMail('seller', 'contractCreated', 'seller', title, 'contracts'),
    ]);
    expect(mails[2]!.text).toMatch(
      /Open it on DealLoop: http:\/\/localhost:3000\/dashboard\/contracts\/[\w-]+$/,
    );
  });

  it("the buyer's accept of a counter emails the seller", async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await ok(f.act(seller, offer.id, { action: 'counter', amount: 150_000 }));
    const mails = await emailsOf({ seller, buyer }, () => ok(f.act(buyer, offer.id, { action: 'accept' })));
    expect(mails.slice(0, 1)).toEqual([dealMail('seller', 'counterAccepted', 'seller', title, 'offers')]);
  });

  it('an expired offer emails both parties once', async () => {
    const { seller, buyer, listing, title } = await deal();
    const offer = await f.makeOffer(buyer, listing.id);
    await t.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offer.id)
      .execute();
    const sweep = () =>
      writeWithAlerts(t.deps, (trx, raise) => expireOffersWithAlerts(trx, raise, new Date().toISOString()));
    expect(await emailsOf({ seller, buyer }, sweep)).toEqual([
      dealMail('buyer', 'offerExpired', 'buyer', title, 'offers'),
      dealMail('seller', 'offerExpired', 'seller', title, 'offers'),
    ]);
    expect(await emailsOf({ seller, buyer }, sweep)).toEqual([]);
  });
});

describe('contract emails', () => {
  it('each contract step emails the parties its alert goes to', async () => {
    const { seller, buyer, contractId, listing } = await f.acceptedDeal();
    const title = listing.title;
    const people = { seller, buyer, admin: f.admin };
    expect(await emailsOf(people, () => ok(f.actContract(seller, contractId, 'seller_approve')))).toEqual([
      dealMail('buyer', 'sellerApproved', 'buyer', title, 'contracts'),
    ]);
    expect(await emailsOf(people, () => ok(f.actContract(f.admin, contractId, 'approve')))).toEqual([
      dealMail('buyer', 'contractApproved', 'buyer', title, 'contracts'),
      dealMail('seller', 'contractApproved', 'seller', title, 'contracts'),
    ]);
    expect(await emailsOf(people, () => ok(f.actContract(f.admin, contractId, 'complete')))).toEqual([
      dealMail('buyer', 'contractCompleted', 'buyer', title, 'contracts'),
      dealMail('seller', 'contractCompleted', 'seller', title, 'contracts'),
    ]);
  });

  it("the seller's decline and the buyer's cancel email the other party", async () => {
    const declined = await f.acceptedDeal();
    expect(
      await emailsOf({ seller: declined.seller, buyer: declined.buyer }, () =>
        ok(f.actContract(declined.seller, declined.contractId, 'seller_decline')),
      ),
    ).toEqual([dealMail('buyer', 'sellerDeclined', 'buyer', declined.listing.title, 'contracts')]);
    const cancelled = await f.acceptedDeal();
    expect(
      await emailsOf({ seller: cancelled.seller, buyer: cancelled.buyer }, () =>
        ok(f.actContract(cancelled.buyer, cancelled.contractId, 'cancel')),
      ),
    ).toEqual([
      dealMail('seller', 'contractCancelledByBuyer', 'seller', cancelled.listing.title, 'contracts'),
    ]);
  });
});

describe('listing emails', () => {
  async function draft(owner: Account, title: string) {
    const res = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
    });
    expect(res.status, res.text).toBe(201);
    return res.data as { id: string };
  }
  const decide = (json: unknown) =>
    ok(t.call('POST', '/api/v1/moderation/decisions', { token: f.admin.accessToken, json }));

  it('publishing, holding and declining email the owner, the reason included', async () => {
    const owner = await t.signUp({ fullName: 'Olly Owner' });
    const people = { owner };
    const published = await draft(owner, 'Published ranch');
    expect(await emailsOf(people, () => decide({ propertyIds: [published.id], action: 'publish' }))).toEqual([
      {
        to: 'owner',
        kind: 'listings',
        subject: 'Property Published!',
        text: `Your property is now live on the marketplace.\n\nOpen it on DealLoop: http://localhost:3000/property/${published.id}`,
      },
    ]);
    const held = await draft(owner, 'Held ranch');
    const holdMails = await emailsOf(people, () =>
      decide({ propertyIds: [held.id], action: 'hold', reason: 'Photos missing' }),
    );
    expect(holdMails).toEqual([
      {
        to: 'owner',
        kind: 'listings',
        subject: 'Property On Hold',
        text: expect.stringContaining('Photos missing'),
      },
    ]);
    const declined = await draft(owner, 'Declined ranch');
    const declineMails = await emailsOf(people, () =>
      decide({ propertyIds: [declined.id], action: 'decline', reason: 'Not a real listing' }),
    );
    expect(declineMails).toEqual([
      {
        to: 'owner',
        kind: 'listings',
        subject: 'Property Declined',
        text: expect.stringContaining('Not a real listing'),
      },
    ]);
  });
});

describe('Notification Settings toggles', () => {
  it('an offers toggle off sends no offer email, and contract emails still go', async () => {
    const { seller, buyer, listing, title } = await deal();
    await setEmailPreferences(t.db, seller.user.id, { offers: false });
    await setEmailPreferences(t.db, buyer.user.id, { contracts: false });
    const mails = await emailsOf({ seller, buyer }, async () => {
      const offer = await f.makeOffer(buyer, listing.id);
      await ok(f.act(seller, offer.id, { action: 'accept' }));
    });
    expect(mails).toEqual([
      dealMail('buyer', 'offerAccepted', 'buyer', title, 'offers'),
      dealMail('seller', 'contractCreated', 'seller', title, 'contracts'),
    ]);
  });

  it('a listings toggle off sends no listing email; the alert is still raised', async () => {
    const owner = await t.signUp();
    await setEmailPreferences(t.db, owner.user.id, { listings: false });
    const mails = await emailsOf({ owner }, () => f.publishedListing(owner, 'Quiet ranch'));
    expect(mails).toEqual([]);
    const alerts = await t.db
      .selectFrom('alerts')
      .select('kind')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(alerts.map((alert) => alert.kind)).toEqual(['propertyPublished']);
  });
});

describe('unsubscribe link', () => {
  it("an offer email's link turns off offer emails only", async () => {
    const { seller, buyer, listing } = await deal();
    await f.makeOffer(buyer, listing.id);
    const transport = recordingTransport();
    await deliverDueEmails(workerDeps(t, transport), new Date(Date.now() + 1000));
    const [sent] = transport.sent.filter((email) => email.to === seller.email);
    expect(sent!.subject).toBe('New Offer Received!');
    const link = sent!.text.match(/http:\/\/localhost:3000\/unsubscribe\?token=([\w-]+)/);
    expect(link, sent!.text).not.toBeNull();
    const res = await t.call('POST', `/api/v1/email/unsubscribe?token=${link![1]}`);
    expect(res.data).toEqual({ kind: 'offers', label: 'Offers', unsubscribed: true });
    const settings = await t.call('GET', '/api/v1/me/email-preferences', { token: seller.accessToken });
    expect(settings.data.kinds).toMatchObject({ offers: false, contracts: true, listings: true });

    const title = 'Second Peachtree listing';
    const mails = await emailsOf({ seller, buyer }, async () => {
      const second = await f.publishedListing(seller, title);
      const offer = await f.makeOffer(buyer, second.id);
      await ok(f.act(seller, offer.id, { action: 'accept' }));
    });
    expect(mails).toEqual([
      expect.objectContaining({ to: 'seller', kind: 'listings', subject: 'Property Published!' }),
      dealMail('buyer', 'offerAccepted', 'buyer', title, 'offers'),
      dealMail('buyer', 'contractCreated', 'buyer', title, 'contracts'),
      dealMail('seller', 'contractCreated', 'seller', title, 'contracts'),
    ]);
  });
});
