// The closing desk's rules where buyers meet them (issue 27): a listing's earnest money terms and verified-funds
// requirement on the listing itself (every viewer who sees it), the verified-funds badge on investor profiles, an
// offer's proof of funds submitted for verification with the offer, and contracts made before the pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, dealFixtures, offerBody, uploadProof } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const get = (who: Account | null, url: string) => t.call('GET', url, who ? { token: who.accessToken } : {});

describe('a listing carries its earnest money terms and verified-funds requirement', () => {
  it('shows them to anonymous visitors, members and the owner, on the listing and in search', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller, 'Earnest terms bungalow');
    // No terms stated: null, not invented.
    expect((await get(null, `/api/v1/properties/${listing.id}`)).data.earnestTerms).toBeNull();

    const put = await t.call('PUT', `/api/v1/properties/${listing.id}/earnest-terms`, {
      token: seller.accessToken,
      json: { amount: 3000, windowHours: 48 },
    });
    expect(put.status, put.text).toBe(200);
    const required = await t.call('PATCH', `/api/v1/properties/${listing.id}`, {
      token: seller.accessToken,
      json: { requiresVerifiedFunds: true },
    });
    expect(required.status, required.text).toBe(200);

    for (const viewer of [null, buyer, seller]) {
      const res = await get(viewer, `/api/v1/properties/${listing.id}`);
      expect(res.status).toBe(200);
      expect(res.data.earnestTerms).toEqual({ amount: 3000, windowHours: 48 });
      expect(res.data.requiresVerifiedFunds).toBe(true);
    }
    const search = await get(null, `/api/v1/properties?lister=${seller.user.id}`);
    expect(search.status, search.text).toBe(200);
    const found = search.data.items.find((item: { id: string }) => item.id === listing.id);
    expect(found.earnestTerms).toEqual({ amount: 3000, windowHours: 48 });

    // Cleared terms read as none again.
    await t.call('PUT', `/api/v1/properties/${listing.id}/earnest-terms`, {
      token: seller.accessToken,
      json: { amount: null, windowHours: null },
    });
    expect((await get(buyer, `/api/v1/properties/${listing.id}`)).data.earnestTerms).toBeNull();
  });
});

/** Approves a pending verification as the admin. */
async function approve(verificationId: string, amount: number) {
  const res = await t.call('POST', `/api/v1/moderation/proof-of-funds/${verificationId}/decision`, {
    token: f.admin.accessToken,
    json: { decision: 'approve', amount, source: 'bank_statement' },
  });
  expect(res.status, res.text).toBe(200);
}

describe('the verified funds badge on investor profiles', () => {
  it('shows signed-in viewers a current verification on the directory card and the profile; none once expired', async () => {
    const investor = await t.signUp({ fullName: 'Vic Verifiedprofile' });
    const plain = await t.signUp({ fullName: 'Pat Plainprofile' });
    const viewer = await t.signUp();
    for (const who of [investor, plain]) {
      const res = await t.call('PATCH', '/api/v1/me/profile', {
        token: who.accessToken,
        json: { bio: 'I buy.', profileTemplate: 'attract_both', profilePublished: true },
      });
      expect(res.status, res.text).toBe(200);
    }
    const submitted = await t.call('POST', '/api/v1/proof-of-funds/verifications', {
      token: investor.accessToken,
      json: { uploadId: await uploadProof(t, investor) },
    });
    expect(submitted.status, submitted.text).toBe(201);
    // Waiting for review: no badge yet.
    const cardOf = async (who: Account | null, name: string) =>
      (await get(who, `/api/v1/investors?q=${encodeURIComponent(name)}`)).data.items[0];
    expect((await cardOf(viewer, 'Verifiedprofile')).verifiedFunds).toBeNull();
    await approve(submitted.data.id, 250_000);

    const card = await cardOf(viewer, 'Verifiedprofile');
    expect(card.verifiedFunds).toMatchObject({ upTo: 250_000 });
    expect(Date.parse(card.verifiedFunds.expiresAt)).toBeGreaterThan(Date.now());
    expect((await cardOf(viewer, 'Plainprofile')).verifiedFunds).toBeNull();
    // Anonymous visitors do not get it (like the contact details).
    expect((await cardOf(null, 'Verifiedprofile')).verifiedFunds).toBeNull();

    const bySlug = await get(viewer, `/api/v1/investors/${card.slug}`);
    expect(bySlug.data.profile.verifiedFunds).toMatchObject({ upTo: 250_000 });
    const byId = await get(viewer, `/api/v1/profiles/${investor.user.id}`);
    expect(byId.data.profile.verifiedFunds).toMatchObject({ upTo: 250_000 });
    expect((await get(null, `/api/v1/investors/${card.slug}`)).data.profile.verifiedFunds).toBeNull();

    // Expired: computed at read time, the badge is gone everywhere.
    await t.db
      .updateTable('funds_verifications')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', submitted.data.id)
      .execute();
    expect((await cardOf(viewer, 'Verifiedprofile')).verifiedFunds).toBeNull();
    expect((await get(viewer, `/api/v1/investors/${card.slug}`)).data.profile.verifiedFunds).toBeNull();
  });
});

describe('an offer that also submits its proof of funds for verification', () => {
  const offerCount = async (who: Account) =>
    (await t.db.selectFrom('offers').select('id').where('buyer_id', '=', who.user.id).execute()).length;
  const requestsOf = (who: Account) =>
    t.db.selectFrom('funds_verifications').selectAll().where('user_id', '=', who.user.id).execute();
  const offer = (who: Account, listingId: string, json: Record<string, unknown>) =>
    t.call('POST', `/api/v1/properties/${listingId}/offers`, {
      token: who.accessToken,
      json: { ...offerBody(), ...json },
    });

  it('puts the offer proof in the review queue with the offer; only when asked', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp({ fullName: 'Quincy Queued' });
    const first = await f.publishedListing(seller, 'Verify with offer one');
    const second = await f.publishedListing(seller, 'Verify with offer two');

    // Without the box ticked the proof only goes with the offer.
    const plainUpload = await uploadProof(t, buyer);
    expect((await offer(buyer, first.id, { proofOfFundsUploadId: plainUpload })).status).toBe(201);
    expect(await requestsOf(buyer)).toHaveLength(0);

    const uploadId = await uploadProof(t, buyer);
    const made = await offer(buyer, second.id, {
      proofOfFundsUploadId: uploadId,
      submitForVerification: true,
    });
    expect(made.status, made.text).toBe(201);
    const requests = await requestsOf(buyer);
    expect(requests).toMatchObject([{ upload_id: uploadId, status: 'pending' }]);
    const mine = await get(buyer, '/api/v1/proof-of-funds/verifications/mine');
    expect(mine.data.latest).toMatchObject({ uploadId, status: 'pending' });
    const queue = await get(f.admin, '/api/v1/moderation/proof-of-funds?limit=100');
    expect(
      queue.data.items.some(
        (item: { verification: { id: string } }) => item.verification.id === requests[0]!.id,
      ),
    ).toBe(true);
  });

  it('refuses a tick without a proof (400), a proof that is not the buyer (400) or one already waiting (409), changing nothing', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const other = await t.signUp();
    const listing = await f.publishedListing(seller, 'Verify refusals');

    const noProof = await offer(buyer, listing.id, { submitForVerification: true });
    expect(noProof.status).toBe(400);
    expect(noProof.data.error.code).toBe('invalid_request');

    const notMine = await offer(buyer, listing.id, {
      proofOfFundsUploadId: await uploadProof(t, other),
      submitForVerification: true,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.data.error.code).toBeTypeOf('string');

    const waiting = await uploadProof(t, buyer);
    const submitted = await t.call('POST', '/api/v1/proof-of-funds/verifications', {
      token: buyer.accessToken,
      json: { uploadId: waiting },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const again = await offer(buyer, listing.id, {
      proofOfFundsUploadId: waiting,
      submitForVerification: true,
    });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe('already_pending');

    expect(await offerCount(buyer)).toBe(0);
    expect(await requestsOf(buyer)).toHaveLength(1);
    expect(await requestsOf(other)).toHaveLength(0);
  });
});

describe('a contract made before the closing pipeline (migration 20261127_0210)', () => {
  /** An accepted deal put back in the shape the migration gave older contracts: signed, no deadline, no moves. */
  async function olderDeal() {
    const deal = await f.acceptedDeal();
    await t.db.deleteFrom('closing_moves').where('contract_id', '=', deal.contractId).execute();
    const contract = await t.db
      .selectFrom('contracts')
      .select('updated_at')
      .where('id', '=', deal.contractId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('contracts')
      .set({
        closing_stage: 'contract_signed',
        closing_stage_at: contract.updated_at,
        earnest_due_at: null,
        earnest_window_hours: null,
      })
      .where('id', '=', deal.contractId)
      .execute();
    return deal;
  }

  it('shows it at "contract signed" with no deadline on the contract, the desk and the calendar', async () => {
    const { seller, buyer, contractId } = await olderDeal();
    const asSeller = (await get(seller, `/api/v1/contracts/${contractId}/closing`)).data;
    expect(asSeller).toMatchObject({
      stage: 'contract_signed',
      earnestDueAt: null,
      earnestWindowHours: null,
    });
    expect(asSeller.history).toEqual([]);
    // The seller may start the deadline; the buyer cannot.
    expect(asSeller.allowedMoves).toContainEqual({ to: 'earnest_money_due', release: false });
    const asBuyer = (await get(buyer, `/api/v1/contracts/${contractId}/closing`)).data;
    expect(asBuyer.allowedMoves).not.toContainEqual(expect.objectContaining({ to: 'earnest_money_due' }));

    const desk = (await get(seller, '/api/v1/closing-desk')).data.items;
    expect(desk.find((item: { contractId: string }) => item.contractId === contractId)).toMatchObject({
      stage: 'contract_signed',
      earnestDueAt: null,
    });
    const ics = await t.app.request(`/api/v1/contracts/${contractId}/closing/ics`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    const text = await ics.text();
    expect(text).not.toContain('Earnest money due');
    expect(text).toContain('SUMMARY:Closing: Brick ranch');
  });

  it('starts its deadline from the moment the seller moves it, with the listing window', async () => {
    const { seller, listing, contractId } = await olderDeal();
    await t.db
      .updateTable('properties')
      .set({ earnest_amount: 2000, earnest_window_hours: 48 })
      .where('id', '=', listing.id)
      .execute();
    const before = Date.now();
    const moved = await t.call('POST', `/api/v1/contracts/${contractId}/closing/moves`, {
      token: seller.accessToken,
      json: { to: 'earnest_money_due' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.data).toMatchObject({ stage: 'earnest_money_due', earnestWindowHours: 48 });
    const due = Date.parse(moved.data.earnestDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);
    expect(moved.data.history).toMatchObject([
      { from: 'contract_signed', to: 'earnest_money_due', actor: 'seller' },
    ]);
  });
});
