// Buyers lists: the public join (published profiles only, consent, validation that changes nothing, a repeated email
// updates, the owner's alert, the per-IP limit), owner-only access, the all-or-nothing CSV import, the export,
// "Send this deal" with its weekly cap, and leaving a list by the token of a deal email. The join's double opt-in
// (pending, the emailed link, resends) is buyers-list-confirmation.test.ts.
import { BUYER_DEAL_EMAILS_PER_WEEK, BUYER_RULE_MESSAGES, BUYERS_LIST_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYERS_LIST_JOIN_LIMIT } from '../src/buyers-list/buyers-list-routes';
import { sendDealToBuyers } from '../src/buyers-list/send-deal';
import { findPropertyById } from '../src/listings/properties-repo';
import { grantRole } from '../src/users/users-repo';
import {
  buyerJoinBody,
  joinBuyersList,
  publishedDallasListing,
  publishedListOwner,
} from './support/buyers-list-fixtures';
import { createTestApp, nextIp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let moderator: Account;
let wholesaler: Account;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  wholesaler = await publishedOwner('Wendy Wholesale');
});
afterAll(() => t.close());

const publishedOwner = (fullName: string) => publishedListOwner(t, fullName);

const joinBody = buyerJoinBody;
const join = (owner: Account, body: Record<string, unknown>, ip = nextIp()) =>
  t.call('POST', `/api/v1/profiles/${owner.user.id}/buyers-list`, { json: body, ip });
/** Joins and confirms by the emailed link, as a buyer does: the buyer is then on the list. */
const joinConfirmed = (owner: Account, body: Record<string, unknown>) =>
  joinBuyersList(t, owner.user.id, body, nextIp());
const entries = (owner: Account) =>
  t.db
    .selectFrom('buyers_list_entries')
    .selectAll()
    .where('owner_id', '=', owner.user.id)
    .orderBy('email')
    .execute();
const list = (who: Account) => t.call('GET', '/api/v1/me/buyers-list', { token: who.accessToken });

describe('joining a buyers list', () => {
  it('adds the buyer with consent, alerts the owner once, and updates the entry for the same email', async () => {
    const owner = await publishedOwner('Jo Joiner');
    expect((await t.call('GET', `/api/v1/profiles/${owner.user.id}/buyers-list`)).data).toEqual({
      ownerName: 'Jo Joiner',
    });
    await joinConfirmed(owner, joinBody());
    await joinConfirmed(owner, joinBody({ email: 'CARL@example.com', name: 'Carl Cash', markets: ['tx'] }));
    const rows = await entries(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Carl Cash',
      email: 'CARL@example.com',
      phone: '2145550100',
      buyer_markets: ['TX'],
      buyer_property_types: ['single_family'],
      has_proof_of_funds: true,
      source: 'join',
    });
    expect(rows[0]?.consented_at).toBeTruthy();
    const alerts = await t.db
      .selectFrom('alerts')
      .select(['kind', 'link'])
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(alerts).toEqual([{ kind: 'buyerJoined', link: '/buyers-list-dashboard' }]);
  });

  it('answers 400 and changes nothing without consent or with invalid fields', async () => {
    const owner = await publishedOwner('Val Idate');
    const noConsent = await join(owner, joinBody({ consent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.data.error).toEqual({
      code: 'consent_required',
      message: BUYER_RULE_MESSAGES.consentRequired,
    });
    const bad = await join(owner, joinBody({ email: 'nope', markets: ['Texas'], minPrice: 5, maxPrice: 1 }));
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toContain(BUYER_RULE_MESSAGES.marketInvalid('Texas'));
    expect(bad.data.error.message).toContain(BUYER_RULE_MESSAGES.priceOrder);
    expect((await join(owner, { name: 'x' })).status).toBe(400);
    expect(await entries(owner)).toEqual([]);
    expect(
      await t.db
        .selectFrom('buyers_list_join_requests')
        .selectAll()
        .where('owner_id', '=', owner.user.id)
        .execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('alerts').selectAll().where('user_id', '=', owner.user.id).execute(),
    ).toEqual([]);
  });

  it('is 404 for a profile that is not published', async () => {
    const hidden = await t.signUp();
    expect((await t.call('GET', `/api/v1/profiles/${hidden.user.id}/buyers-list`)).status).toBe(404);
    expect((await join(hidden, joinBody())).status).toBe(404);
    expect(await entries(hidden)).toEqual([]);
  });

  it('limits joins per IP address', async () => {
    const owner = await publishedOwner('Rate Limited');
    const ip = '203.0.113.77';
    for (let i = 0; i < BUYERS_LIST_JOIN_LIMIT.max; i += 1) {
      expect((await join(owner, joinBody({ email: `b${i}@example.com` }), ip)).status).toBe(202);
    }
    const over = await join(owner, joinBody({ email: 'late@example.com' }), ip);
    expect(over.status).toBe(429);
    expect((await join(owner, joinBody({ email: 'other@example.com' }))).status).toBe(202);
    const waiting = await t.db
      .selectFrom('buyers_list_join_requests')
      .select('email')
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(waiting).toHaveLength(BUYERS_LIST_JOIN_LIMIT.max + 1);
    expect(waiting.map((row) => row.email)).not.toContain('late@example.com');
  });
});

describe("the owner's list", () => {
  it('is read, tagged and edited by its owner only', async () => {
    const owner = await publishedOwner('Olive Owner');
    await joinConfirmed(owner, joinBody());
    const other = await t.signUp();
    expect((await t.call('GET', '/api/v1/me/buyers-list')).status).toBe(401);
    expect((await list(other)).data.items).toEqual([]);
    const [buyer] = (await list(owner)).data.items;
    expect(buyer).toMatchObject({ name: 'Cash Carl', markets: ['Dallas, TX'], tags: [], source: 'join' });

    const tagsPath = `/api/v1/me/buyers-list/${buyer.id}/tags`;
    expect((await t.call('PUT', tagsPath, { token: other.accessToken, json: { tags: ['x'] } })).status).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/api/v1/me/buyers-list/${buyer.id}`, { token: other.accessToken })).status,
    ).toBe(404);
    const tagged = await t.call('PUT', tagsPath, {
      token: owner.accessToken,
      json: { tags: [' vip ', 'vip', 'fast'] },
    });
    expect(tagged.data.tags).toEqual(['vip', 'fast']);
    expect((await t.call('PUT', tagsPath, { token: owner.accessToken, json: { tags: [' '] } })).status).toBe(
      400,
    );
    expect((await list(owner)).data.items[0].tags).toEqual(['vip', 'fast']);
    expect(
      (await t.call('DELETE', `/api/v1/me/buyers-list/${buyer.id}`, { token: owner.accessToken })).status,
    ).toBe(204);
    expect(await entries(owner)).toEqual([]);
  });
});

describe('CSV import and export', () => {
  const header = 'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags';
  const good = [
    '"Ann, A.",ann@example.com,2145550101,"Dallas, TX",,300000,Single Family,yes,vip',
    'Bob,bob@example.com,,GA,,,,,',
  ];

  it('imports nothing while a row is invalid, then every row once the file is fixed', async () => {
    const owner = await publishedOwner('Ima Porter');
    await joinConfirmed(owner, joinBody({ email: 'bob@example.com', name: 'Old Bob' }));
    const bad = [header, ...good, 'Cy,cy@example.com,,Nowhere,,,,,'].join('\r\n');
    const rejected = await t.call('POST', '/api/v1/me/buyers-list/import', {
      token: owner.accessToken,
      json: { csv: `\uFEFF${bad}` },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.data.error.code).toBe('invalid_rows');
    expect(rejected.data.error.rows).toEqual([
      { line: 4, errors: [BUYER_RULE_MESSAGES.marketInvalid('Nowhere')] },
    ]);
    expect((await entries(owner)).map((row) => row.name)).toEqual(['Old Bob']);

    const fixed = [header, ...good, 'Cy,cy@example.com,,AZ,,,,,'].join('\r\n');
    const imported = await t.call('POST', '/api/v1/me/buyers-list/import', {
      token: owner.accessToken,
      json: { csv: fixed },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.data).toEqual({ created: 2, updated: 1 });
    expect((await entries(owner)).map((row) => [row.name, row.source])).toEqual([
      ['Ann, A.', 'import'],
      ['Bob', 'join'],
      ['Cy', 'import'],
    ]);

    const exported = await t.call('GET', '/api/v1/me/buyers-list/export', { token: owner.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines).toContain(
      '"Ann, A.",ann@example.com,2145550101,"Dallas, TX",,300000,single_family,yes,vip',
    );
    expect(lines).toHaveLength(4);
    expect((await t.call('GET', '/api/v1/me/buyers-list/export')).status).toBe(401);
  });
});

describe('sending a deal', () => {
  const publishedListing = (owner: Account, fields: Record<string, unknown> = {}) =>
    publishedDallasListing(t, owner, moderator, fields);
  const send = (who: Account, propertyId: string) =>
    t.call('POST', '/api/v1/me/buyers-list/send-deal', { token: who.accessToken, json: { propertyId } });
  const dealEmails = () =>
    t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'buyers_list_deal')
      .orderBy('created_at')
      .execute();

  it('never sends a deal that is under contract or sold (409, no email)', async () => {
    const owner = await publishedOwner('Olga Owner');
    await joinConfirmed(owner, joinBody({ email: 'sold-watch@example.com' }));
    const listing = await publishedListing(owner);
    for (const status of ['under_contract', 'sold']) {
      const marked = await t.call('PATCH', `/api/v1/properties/${listing}`, {
        token: owner.accessToken,
        json: { status },
      });
      expect(marked.status).toBe(200);
      const res = await send(owner, listing);
      expect(res.status).toBe(409);
      expect(res.data.error).toEqual({
        code: 'listing_not_available',
        message: BUYERS_LIST_TEXTS.notAvailableToSend,
      });
    }
    const emails = await dealEmails();
    expect(emails.filter((email) => email.to_address === 'sold-watch@example.com')).toEqual([]);
  });

  it('emails matching buyers only, once per deal, at most the weekly cap, with a link that removes them', async () => {
    await joinConfirmed(wholesaler, joinBody({ email: 'match@example.com', name: 'Matchy' }));
    await joinConfirmed(wholesaler, joinBody({ email: 'condo@example.com', propertyTypes: ['condo'] }));
    const first = await publishedListing(wholesaler);
    const stranger = await t.signUp();
    await t.onPlan(stranger, 'pro');
    expect((await send(stranger, first)).status).toBe(404);
    expect(await dealEmails()).toEqual([]);

    expect((await send(wholesaler, first)).data).toEqual({
      matching: 1,
      sent: 1,
      capped: 0,
      notQueued: 0,
      texted: 0,
    });
    expect((await send(wholesaler, first)).data).toEqual({
      matching: 1,
      sent: 0,
      capped: 0,
      notQueued: 1,
      texted: 0,
    });
    const emails = await dealEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to_address: 'match@example.com', subject: 'New deal: Brick ranch' });
    expect(emails[0]?.text_body).toContain('Wendy Wholesale has a new deal');
    expect(emails[0]?.text_body).toContain(`http://localhost:3000/property/${first}`);

    for (let i = 1; i < BUYER_DEAL_EMAILS_PER_WEEK; i += 1) {
      expect((await send(wholesaler, await publishedListing(wholesaler))).data.sent).toBe(1);
    }
    const over = await send(wholesaler, await publishedListing(wholesaler));
    expect(over.data).toEqual({ matching: 1, sent: 0, capped: 1, notQueued: 0, texted: 0 });
    expect(await dealEmails()).toHaveLength(BUYER_DEAL_EMAILS_PER_WEEK);

    // A week later the buyer can hear of deals again.
    const later = await sendDealToBuyers(t.db, {
      ownerId: wholesaler.user.id,
      ownerName: 'Wendy',
      property: (await findPropertyById(t.db, await publishedListing(wholesaler)))!,
      publicUrl: t.config.publicUrl,
      now: new Date(Date.now() + 8 * 24 * 3600 * 1000),
    });
    expect(later.sent).toBe(1);

    const token = /buyers-list\/unsubscribe\?token=([\w-]+)/.exec(emails[0]?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    const page = await t.call('GET', `/api/v1/buyers-list/unsubscribe?token=${token}`);
    expect(page.data).toEqual({ ownerName: 'Wendy Wholesale' });
    expect((await t.call('POST', `/api/v1/buyers-list/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await entries(wholesaler)).map((row) => row.email)).not.toContain('match@example.com');
    expect((await t.call('POST', `/api/v1/buyers-list/unsubscribe?token=${token}`)).status).toBe(404);
    expect((await t.call('POST', '/api/v1/buyers-list/unsubscribe?token=made-up')).status).toBe(404);
  });
});
