// Helpers of the deal flow tests: published listings, offers and accepted contracts made through the API.
import { CONTRACT_ACTIONS_WITH_REASON, type ContractAction } from '@dealloop/core';
import { expect } from 'vitest';
import { grantRole } from '../../src/users/users-repo';
import type { TestApp } from './test-app';

export type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** The reason the fixtures give when they decline or cancel a contract (a reason is required; alerts end with it). */
export const FIXTURE_END_REASON = 'The inspection found a cracked foundation';

/** The smallest PDF the upload checks accept (a proof of funds, a deal document). */
export const PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** Uploads a proof of funds PDF of `who`; answers the upload id. */
export async function uploadProof(t: TestApp, who: Account): Promise<string> {
  const body = new FormData();
  body.append('file', new File([PDF], 'Bank letter.pdf', { type: 'application/pdf' }));
  body.append('purpose', 'proof_of_funds');
  const res = await t.call('POST', '/api/v1/uploads', { body, token: who.accessToken });
  expect(res.status, res.text).toBe(201);
  return res.data.id;
}

/** Today plus `days` as YYYY-MM-DD (UTC). */
export const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid offer body; `overrides` replace fields. */
export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 140_000,
  earnestMoney: 5_000,
  closingDate: dateIn(30),
  financingType: 'cash',
  message: 'Can close fast.',
  ...overrides,
});

/** The deal helpers over one test app; `admin` holds the admin role. */
export async function dealFixtures(t: TestApp) {
  const admin = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, admin.user.id, 'admin');

  /** A published, active listing of `owner`. */
  async function publishedListing(owner: Account, title = 'Brick ranch') {
    const created = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
    });
    expect(created.status).toBe(201);
    const published = await t.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: admin.accessToken,
      json: { action: 'publish' },
    });
    expect(published.status).toBe(200);
    return created.data as { id: string; title: string };
  }

  /** Makes an offer and expects 201. */
  async function makeOffer(buyer: Account, propertyId: string, overrides: Record<string, unknown> = {}) {
    const res = await t.call('POST', `/api/v1/properties/${propertyId}/offers`, {
      token: buyer.accessToken,
      json: offerBody(overrides),
    });
    expect(res.status, res.text).toBe(201);
    return res.data;
  }

  /** Acts on an offer. */
  const act = (who: Account, offerId: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/v1/offers/${offerId}/actions`, { token: who.accessToken, json: body });

  /**
   * Acts on a contract; a decline or cancel gives {@link FIXTURE_END_REASON} unless `reason` is given (null sends
   * none).
   */
  const actContract = (who: Account, contractId: string, action: string, reason?: string | null) => {
    const given =
      reason === undefined && CONTRACT_ACTIONS_WITH_REASON.includes(action as ContractAction)
        ? FIXTURE_END_REASON
        : reason;
    return t.call('POST', `/api/v1/contracts/${contractId}/actions`, {
      token: who.accessToken,
      json: { action, ...(given != null && { reason: given }) },
    });
  };

  /** A seller, a buyer, a listing and the contract of the buyer's accepted offer. */
  async function acceptedDeal() {
    const seller = await t.signUp({ fullName: 'Sam Seller' });
    const buyer = await t.signUp({ fullName: 'Bea Buyer' });
    const listing = await publishedListing(seller);
    const offer = await makeOffer(buyer, listing.id);
    const accepted = await act(seller, offer.id, { action: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    return { seller, buyer, listing, offer: accepted.data, contractId: accepted.data.contractId as string };
  }

  /** The kinds of deal alerts a user has (not listing moderation's), oldest first. */
  async function alertKinds(who: Account) {
    const rows = await t.db
      .selectFrom('alerts')
      .select('kind')
      .where('user_id', '=', who.user.id)
      .where('kind', 'not in', ['propertyPublished', 'propertyDeclined'])
      .orderBy('id')
      .execute();
    return rows.map((row) => row.kind);
  }

  /** A seller, a buyer, a rival buyer, and the seller's published listing titled `title`. */
  async function dealParties(title: string) {
    const seller = await t.signUp({ fullName: 'Sam Seller' });
    const buyer = await t.signUp({ fullName: 'Bea Buyer' });
    const rival = await t.signUp({ fullName: 'Rex Rival' });
    const listing = await publishedListing(seller, title);
    return { seller, buyer, rival, listing, title };
  }

  return { admin, publishedListing, makeOffer, act, actContract, acceptedDeal, alertKinds, dealParties };
}

/** Awaits an API call, expects 200 and answers its data. */
export async function expectOk(res: Promise<{ status: number; text: string; data: any }>) {
  const answered = await res;
  expect(answered.status, answered.text).toBe(200);
  return answered.data;
}
