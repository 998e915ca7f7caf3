// Verified proof of funds (issue 27): a buyer submits their proof of funds for review; moderators and admins approve
// (amount, source, expiry) or reject (reason), each decision audited and alerted; sellers see the buyer's badge and
// offers above it; a listing may require verified funds (a 4xx naming what is missing); expiry drops the badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { publishedListOwner } from './support/buyers-list-fixtures';
import { type Account, dealFixtures, offerBody, uploadProof } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;
let moderator: Account;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
  moderator = await t.signUp({ fullName: 'Mo Moderator' });
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

async function submit(who: Account, uploadId?: string) {
  const res = await t.call('POST', '/api/v1/proof-of-funds/verifications', {
    token: who.accessToken,
    json: { uploadId: uploadId ?? (await uploadProof(t, who)) },
  });
  expect(res.status, res.text).toBe(201);
  return res.data as { id: string; status: string; documentUrl: string };
}

const decide = (who: Account, id: string, json: Record<string, unknown>) =>
  t.call('POST', `/api/v1/moderation/proof-of-funds/${id}/decision`, { token: who.accessToken, json });

async function verifiedBuyer(amount: number, fullName = 'Vera Verified') {
  const buyer = await t.signUp({ fullName });
  const request = await submit(buyer);
  const res = await decide(moderator, request.id, { decision: 'approve', amount, source: 'bank_statement' });
  expect(res.status, res.text).toBe(200);
  return { buyer, verificationId: request.id };
}

const mine = async (who: Account) =>
  (await t.call('GET', '/api/v1/proof-of-funds/verifications/mine', { token: who.accessToken })).data;

/** Moves a verification's expiry (as if the decision set it so). */
const expireAt = (id: string, at: string) =>
  t.db.updateTable('funds_verifications').set({ expires_at: at }).where('id', '=', id).execute();

describe('the review queue', () => {
  it('lists submitted proofs for moderators and admins, oldest first, with the buyer', async () => {
    const buyer = await t.signUp({ fullName: 'Quinn Queue' });
    const request = await submit(buyer);
    expect(request.status).toBe('pending');
    for (const reviewer of [moderator, f.admin]) {
      const queue = await t.call('GET', '/api/v1/moderation/proof-of-funds?limit=100', {
        token: reviewer.accessToken,
      });
      expect(queue.status).toBe(200);
      const item = queue.data.items.find((i: any) => i.verification.id === request.id);
      expect(item.buyer).toMatchObject({ id: buyer.user.id, name: 'Quinn Queue', email: buyer.email });
      expect(item.verification.documentName).toBe('Bank letter.pdf');
    }
    expect((await mine(buyer)).latest).toMatchObject({ id: request.id, status: 'pending' });
    // The same file waiting twice is one request.
    const again = await t.call('POST', '/api/v1/proof-of-funds/verifications', {
      token: buyer.accessToken,
      json: { uploadId: (await mine(buyer)).latest.uploadId },
    });
    expect(again.status).toBe(409);
  });

  it("refuses someone else's upload, and keeps the queue from plain members", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const uploadId = await uploadProof(t, owner);
    const res = await t.call('POST', '/api/v1/proof-of-funds/verifications', {
      token: other.accessToken,
      json: { uploadId },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.code).toBe('invalid_request');
    expect(
      (await t.call('GET', '/api/v1/moderation/proof-of-funds', { token: other.accessToken })).status,
    ).toBe(403);
    const count = await t.db
      .selectFrom('funds_verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('upload_id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('decisions', () => {
  it('approves with amount, source and a 90-day default expiry; audits it and alerts the buyer', async () => {
    const buyer = await t.signUp();
    const request = await submit(buyer);
    const before = Date.now();
    const res = await decide(moderator, request.id, {
      decision: 'approve',
      amount: 250_000,
      source: 'lender_letter',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ status: 'approved', amount: 250_000, source: 'lender_letter' });
    const days = (new Date(res.data.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
    expect((await mine(buyer)).badge).toEqual({ upTo: 250_000, expiresAt: res.data.expiresAt });

    const audit = await t.call('GET', `/api/v1/moderation/audit?targetId=${request.id}`, {
      token: moderator.accessToken,
    });
    expect(audit.data.items).toHaveLength(1);
    expect(audit.data.items[0]).toMatchObject({
      action: 'approve_funds',
      targetType: 'funds_verification',
      subjectUserId: buyer.user.id,
      actor: { id: moderator.user.id },
    });
    expect(audit.data.items[0].reason).toContain('$250,000');
    const alerts = await t.db.selectFrom('alerts').selectAll().where('user_id', '=', buyer.user.id).execute();
    expect(alerts.map((a) => a.kind)).toEqual(['proofOfFundsVerified']);

    // Decided once: a second decision is a 409 and changes nothing.
    const again = await decide(f.admin, request.id, { decision: 'reject', reason: 'Too late' });
    expect(again.status).toBe(409);
    expect((await mine(buyer)).latest.status).toBe('approved');
  });

  it('takes an edited expiry, and refuses one in the past', async () => {
    const buyer = await t.signUp();
    const request = await submit(buyer);
    const past = await decide(moderator, request.id, {
      decision: 'approve',
      amount: 1000,
      source: 'other',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await mine(buyer)).latest.status).toBe('pending');
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await decide(f.admin, request.id, {
      decision: 'approve',
      amount: 1000,
      source: 'line_of_credit',
      expiresAt,
    });
    expect(res.status).toBe(200);
    expect(res.data.expiresAt).toBe(expiresAt);
  });

  it('rejects with a reason (required), audits it and tells the buyer why', async () => {
    const buyer = await t.signUp();
    const request = await submit(buyer);
    expect((await decide(moderator, request.id, { decision: 'reject', reason: '  ' })).status).toBe(400);
    const res = await decide(moderator, request.id, {
      decision: 'reject',
      reason: 'Statement is a year old',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'rejected', reason: 'Statement is a year old', amount: null });
    const alert = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', buyer.user.id)
      .executeTakeFirstOrThrow();
    expect(alert.kind).toBe('proofOfFundsRejected');
    expect(alert.message).toContain('Statement is a year old');
    const audit = await t.call('GET', `/api/v1/moderation/audit?targetId=${request.id}`, {
      token: f.admin.accessToken,
    });
    expect(audit.data.items[0]).toMatchObject({ action: 'reject_funds', reason: 'Statement is a year old' });
    expect((await mine(buyer)).badge).toBeNull();
  });

  it('lets only moderators and admins decide, and answers 404 for an unknown request', async () => {
    const buyer = await t.signUp();
    const request = await submit(buyer);
    const body = { decision: 'approve', amount: 5000, source: 'bank_statement' };
    expect((await decide(buyer, request.id, body)).status).toBe(403);
    expect(
      (await t.call('POST', `/api/v1/moderation/proof-of-funds/${request.id}/decision`, { json: body }))
        .status,
    ).toBe(401);
    expect((await decide(moderator, '0190f0f0-0000-7000-8000-000000000000', body)).status).toBe(404);
    expect((await mine(buyer)).latest.status).toBe('pending');
  });
});

describe('the document', () => {
  it('is read by its owner, moderators and admins; never by another member or anonymously', async () => {
    const buyer = await t.signUp();
    const stranger = await t.signUp();
    const request = await submit(buyer);
    const url = `/api/v1/proof-of-funds/verifications/${request.id}/document`;
    for (const who of [buyer, moderator, f.admin]) {
      const res = await t.call('GET', url, { token: who.accessToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await t.call('GET', url, { token: stranger.accessToken })).status).toBe(404);
    expect((await t.call('GET', url)).status).toBe(401);
  });
});

describe('what sellers see', () => {
  it('shows the buyer badge on offers received and marks an offer above the verified amount', async () => {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const { buyer } = await verifiedBuyer(120_000);
    const offer = await f.makeOffer(buyer, listing.id, { amount: 140_000 });
    const received = await t.call('GET', '/api/v1/offers?box=received', { token: seller.accessToken });
    const seen = received.data.items.find((o: any) => o.id === offer.id);
    expect(seen.buyerVerifiedFunds).toMatchObject({ upTo: 120_000 });
    expect(seen.aboveVerifiedFunds).toBe(true);

    const { buyer: covered } = await verifiedBuyer(200_000);
    const coveredOffer = await f.makeOffer(covered, listing.id, { amount: 140_000 });
    expect(coveredOffer.aboveVerifiedFunds).toBe(false);

    const plain = await t.signUp();
    const plainOffer = await f.makeOffer(plain, listing.id);
    expect(plainOffer).toMatchObject({ buyerVerifiedFunds: null, aboveVerifiedFunds: false });
  });

  it('drops the badge everywhere once the verification expires (expires_at <= now)', async () => {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const { buyer, verificationId } = await verifiedBuyer(500_000);
    const offer = await f.makeOffer(buyer, listing.id);
    await expireAt(verificationId, new Date(Date.now() - 1000).toISOString());
    const seen = await t.call('GET', `/api/v1/offers/${offer.id}`, { token: seller.accessToken });
    expect(seen.data).toMatchObject({ buyerVerifiedFunds: null, aboveVerifiedFunds: false });
    expect((await mine(buyer)).badge).toBeNull();
  });
});

describe('a listing that requires verified funds', () => {
  async function requiringListing() {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const set = await t.call('PATCH', `/api/v1/properties/${listing.id}`, {
      token: seller.accessToken,
      json: { requiresVerifiedFunds: true },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.data.requiresVerifiedFunds).toBe(true);
    return { seller, listing };
  }
  const offerOn = (who: Account, id: string, amount: number) =>
    t.call('POST', `/api/v1/properties/${id}/offers`, {
      token: who.accessToken,
      json: offerBody({ amount }),
    });

  it('is off by default and set by its owner only, at once and without review', async () => {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const read = await t.call('GET', `/api/v1/properties/${listing.id}`, { token: seller.accessToken });
    expect(read.data.requiresVerifiedFunds).toBe(false);
    const other = await t.signUp();
    const denied = await t.call('PATCH', `/api/v1/properties/${listing.id}`, {
      token: other.accessToken,
      json: { requiresVerifiedFunds: true },
    });
    expect(denied.status).toBeGreaterThanOrEqual(403);
    expect(denied.status).toBeLessThan(500);
    const row = await t.db
      .selectFrom('properties')
      .select(['requires_verified_funds', 'listing_status'])
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(row.requires_verified_funds).toBe(false);
    await requiringListing();
  });

  it('refuses an offer without verification, with an expired one, or above the verified amount', async () => {
    const { listing } = await requiringListing();
    const none = await t.signUp();
    const noneRes = await offerOn(none, listing.id, 140_000);
    expect(noneRes.status).toBe(403);
    expect(noneRes.data.error.code).toBe('verified_funds_required');
    expect(noneRes.data.error.message).toContain('Submit your proof of funds for verification');

    const { buyer: low } = await verifiedBuyer(100_000);
    const lowRes = await offerOn(low, listing.id, 140_000);
    expect(lowRes.status).toBe(403);
    expect(lowRes.data.error.message).toContain('verified up to $100,000');

    const { buyer: lapsed, verificationId } = await verifiedBuyer(900_000);
    await expireAt(verificationId, new Date(Date.now() - 1000).toISOString());
    const lapsedRes = await offerOn(lapsed, listing.id, 140_000);
    expect(lapsedRes.status).toBe(403);
    expect(lapsedRes.data.error.message).toContain('expired');

    const offers = await t.db
      .selectFrom('offers')
      .select('id')
      .where('property_id', '=', listing.id)
      .execute();
    expect(offers).toEqual([]);

    const { buyer: covered } = await verifiedBuyer(140_000);
    expect((await offerOn(covered, listing.id, 140_000)).status).toBe(201);
  });
});

describe('the buyers list', () => {
  it("shows a member's current verified funds on the wholesaler's buyer with their email, and drops it on expiry", async () => {
    const wholesaler = await publishedListOwner(t, 'Wendy Wholesale');
    const { buyer, verificationId } = await verifiedBuyer(300_000, 'Lena Listed');
    const csv = [
      'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags',
      `Lena,${buyer.email.toUpperCase()},,TX,,,,yes,`,
      'Nia,nia-not-a-member@example.com,,TX,,,,,',
    ].join('\r\n');
    const imported = await t.call('POST', '/api/v1/me/buyers-list/import', {
      token: wholesaler.accessToken,
      json: { csv },
    });
    expect(imported.status, imported.text).toBe(200);
    const funds = async () => {
      const list = await t.call('GET', '/api/v1/me/buyers-list', { token: wholesaler.accessToken });
      return Object.fromEntries(list.data.items.map((b: any) => [b.name, b.verifiedFunds]));
    };
    expect(await funds()).toEqual({ Lena: expect.objectContaining({ upTo: 300_000 }), Nia: null });
    await expireAt(verificationId, new Date(Date.now() - 1000).toISOString());
    expect(await funds()).toEqual({ Lena: null, Nia: null });
  });
});
