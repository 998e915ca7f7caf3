// Title and escrow (issue 27): the seller names the title company (both parties told, the officer emailed a signed
// link), the link opens the deal without an account (every use logged with time and IP), a changed contact
// revokes the old link, a link expires after 30 days; the wire-fraud guard on offer messages and title notes; deal
// documents readable by the deal's parties and admins only.
import { CLOSING_STAGE_LABELS, TITLE_LINK_MESSAGES, WIRE_FRAUD_WARNING } from '@dealloop/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveDeal } from '../src/closing/closing-moves';
import { findContract } from '../src/contracts/contracts-repo';
import { type Account, dateIn, dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { documentForm, plainPdf, titleContactBody, titleTokenSentTo } from './support/title-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const WIRE_TEXT = 'Wire the earnest money to routing 021000021, account 4839201177.';

const setContact = (who: Account | null, contractId: string, json: Record<string, unknown>) =>
  t.call('PUT', `/api/v1/contracts/${contractId}/title-contact`, { token: who?.accessToken, json });
const openLink = (token: string, ip?: string) => t.call('GET', `/api/v1/title-links/${token}`, { ip });

async function usesOf(contractId: string) {
  return t.db
    .selectFrom('title_link_uses')
    .innerJoin('title_links', 'title_links.id', 'title_link_uses.link_id')
    .select([
      'title_link_uses.action',
      'title_link_uses.outcome',
      'title_link_uses.ip',
      'title_link_uses.created_at',
    ])
    .where('title_links.contract_id', '=', contractId)
    .orderBy('title_link_uses.id')
    .execute();
}

describe('the title contact', () => {
  it('is set by the seller, read by both parties and admins, and tells both parties', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    const body = titleContactBody();
    const saved = await setContact(seller, contractId, body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toMatchObject({
      contact: { officerName: 'Tia Title', company: 'Lone Star Title', email: body.email },
      link: { sentAt: expect.any(String), expiresAt: expect.any(String) },
      canEdit: true,
    });
    const asBuyer = await t.call('GET', `/api/v1/contracts/${contractId}/title-contact`, {
      token: buyer.accessToken,
    });
    expect(asBuyer.data).toMatchObject({ contact: { email: body.email }, canEdit: false });
    expect(
      (await t.call('GET', `/api/v1/contracts/${contractId}/title-contact`, { token: f.admin.accessToken }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/v1/contracts/${contractId}/title-contact`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/v1/contracts/${contractId}/title-contact`)).status).toBe(401);
    expect(await f.alertKinds(buyer)).toContain('titleContactChanged');
    expect(await f.alertKinds(seller)).toContain('titleContactChanged');
  });

  it('refuses changes from anyone but the seller, and bad or wire-carrying contacts, changing nothing', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    expect((await setContact(buyer, contractId, titleContactBody())).status).toBe(403);
    expect((await setContact(f.admin, contractId, titleContactBody())).status).toBe(403);
    expect((await setContact(stranger, contractId, titleContactBody())).status).toBe(404);
    expect((await setContact(null, contractId, titleContactBody())).status).toBe(401);
    const bad = await setContact(seller, contractId, titleContactBody({ email: 'not-an-email' }));
    expect(bad.status).toBe(422);
    expect(bad.data.error.code).toBe('invalid_title_contact');
    const wire = await setContact(seller, contractId, titleContactBody({ notes: WIRE_TEXT }));
    expect(wire.status).toBe(422);
    expect(wire.data.error).toEqual({ code: 'wire_instructions_refused', message: WIRE_FRAUD_WARNING });
    const rows = await t.db
      .selectFrom('title_contacts')
      .select('contract_id')
      .where('contract_id', '=', contractId)
      .execute();
    expect(rows).toEqual([]);
    expect(
      await t.db.selectFrom('title_links').select('id').where('contract_id', '=', contractId).execute(),
    ).toEqual([]);
    expect(await f.alertKinds(buyer)).not.toContain('titleContactChanged');
  });
});

describe("the title officer's link", () => {
  it('opens the deal without an account and logs each view with its time and IP', async () => {
    const { seller, listing, contractId } = await f.acceptedDeal();
    const body = titleContactBody();
    await setContact(seller, contractId, body);
    const token = await titleTokenSentTo(t.db, body.email);
    const stored = await t.db
      .selectFrom('title_links')
      .select('token_hash')
      .where('contract_id', '=', contractId)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const view = await openLink(token, '203.0.113.9');
    expect(view.status, view.text).toBe(200);
    expect(view.data).toMatchObject({
      contractId,
      address: '9 Elm St, Dallas, TX 75201',
      price: 140_000,
      buyerName: 'Bea Buyer',
      sellerName: 'Sam Seller',
      earnestMoney: 5_000,
      officerName: 'Tia Title',
      company: 'Lone Star Title',
    });
    expect(listing.id).toBeTruthy();
    const uses = await usesOf(contractId);
    expect(uses).toEqual([
      { action: 'view', outcome: 'ok', ip: '203.0.113.9', created_at: expect.any(String) },
    ]);
    expect((await openLink('x'.repeat(43))).status).toBe(404);
  });

  it('is revoked when the contact changes: the old link answers 410, the new one works', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const first = titleContactBody();
    await setContact(seller, contractId, first);
    const oldToken = await titleTokenSentTo(t.db, first.email);
    const second = titleContactBody({ officerName: 'Otto Other' });
    await setContact(seller, contractId, second);
    const newToken = await titleTokenSentTo(t.db, second.email);

    const old = await openLink(oldToken, '203.0.113.10');
    expect(old.status).toBe(410);
    expect(old.data.error).toEqual({ code: 'title_link_revoked', message: TITLE_LINK_MESSAGES.revoked });
    const fresh = await openLink(newToken);
    expect(fresh.status).toBe(200);
    expect(fresh.data.officerName).toBe('Otto Other');
    expect((await usesOf(contractId)).map((use) => [use.action, use.outcome])).toEqual([
      ['view', 'title_link_revoked'],
      ['view', 'ok'],
    ]);
  });

  it('expires 30 days after it is sent (frozen clock)', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const body = titleContactBody();
    await setContact(seller, contractId, body);
    const token = await titleTokenSentTo(t.db, body.email);
    vi.setSystemTime(start + 30 * 86_400_000 - 1);
    expect((await openLink(token)).status).toBe(200);
    vi.setSystemTime(start + 30 * 86_400_000);
    const expired = await openLink(token);
    expect(expired.status).toBe(410);
    expect(expired.data.error).toEqual({ code: 'title_link_expired', message: TITLE_LINK_MESSAGES.expired });
    expect((await usesOf(contractId)).map((use) => use.outcome)).toEqual(['ok', 'title_link_expired']);
  });
});

describe("the title officer's confirmations", () => {
  const post = (token: string, what: string, json?: unknown, ip?: string) =>
    t.call('POST', `/api/v1/title-links/${token}/${what}`, { json, ip });

  it('confirm the earnest money and set the closing date through the pipeline, each use logged', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    expect((await f.actContract(seller, contractId, 'seller_approve')).status).toBe(200);
    expect((await f.actContract(f.admin, contractId, 'approve')).status).toBe(200);
    const body = titleContactBody();
    await setContact(seller, contractId, body);
    const token = await titleTokenSentTo(t.db, body.email);

    const early = await post(token, 'closing-date', { closingDate: dateIn(20) }, '203.0.113.20');
    expect(early.status).toBe(409);
    expect(early.data.error.code).toBe('illegal_transition');
    const received = await post(token, 'earnest-money-received', undefined, '203.0.113.21');
    expect(received.status, received.text).toBe(200);
    expect(received.data.stage).toBe(CLOSING_STAGE_LABELS.earnest_money_received);
    expect(await f.alertKinds(buyer)).toContain('earnestMoneyReceived');
    expect((await post(token, 'earnest-money-received')).status).toBe(409);

    const sellerActor = { kind: 'seller' as const, userId: seller.user.id };
    await moveDeal(t.deps, contractId, sellerActor, { to: 'title_opened' });
    await moveDeal(t.deps, contractId, sellerActor, { to: 'clear_to_close' });
    const date = dateIn(21);
    const scheduled = await post(token, 'closing-date', { closingDate: date });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.data).toMatchObject({
      closingDate: date,
      stage: CLOSING_STAGE_LABELS.closing_scheduled,
    });
    const trail = await t.db
      .selectFrom('closing_moves')
      .select(['to_stage', 'actor_kind'])
      .where('contract_id', '=', contractId)
      .where('actor_kind', '=', 'title')
      .orderBy('id')
      .execute();
    expect(trail.map((m) => m.to_stage)).toEqual(['earnest_money_received', 'closing_scheduled']);
    const uses = await usesOf(contractId);
    expect(uses.map((use) => [use.action, use.outcome])).toEqual([
      ['set_closing_date', 'illegal_transition'],
      ['confirm_earnest', 'ok'],
      ['confirm_earnest', 'illegal_transition'],
      ['set_closing_date', 'ok'],
    ]);
    expect(uses[1]!.ip).toBe('203.0.113.21');
  });

  it('change nothing through a revoked or expired link', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const first = titleContactBody();
    await setContact(seller, contractId, first);
    const oldToken = await titleTokenSentTo(t.db, first.email);
    await setContact(seller, contractId, titleContactBody());
    const revoked = await post(oldToken, 'earnest-money-received');
    expect(revoked.status).toBe(410);
    expect(revoked.data.error.code).toBe('title_link_revoked');
    expect((await findContract(t.db, contractId))!.closing_stage).toBe('earnest_money_due');

    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const body = titleContactBody();
    await setContact(seller, contractId, body);
    const token = await titleTokenSentTo(t.db, body.email);
    vi.setSystemTime(start + 31 * 86_400_000);
    const expired = await post(token, 'earnest-money-received');
    expect(expired.status).toBe(410);
    expect(expired.data.error.code).toBe('title_link_expired');
    expect((await findContract(t.db, contractId))!.closing_stage).toBe('earnest_money_due');
  });
});

describe('the wire-fraud guard on offer messages', () => {
  it('refuses an offer or a counter whose message carries wire instructions, storing nothing', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller);
    const refused = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: buyer.accessToken,
      json: {
        amount: 140_000,
        earnestMoney: 5_000,
        closingDate: dateIn(30),
        financingType: 'cash',
        message: WIRE_TEXT,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.data.error).toEqual({ code: 'wire_instructions_refused', message: WIRE_FRAUD_WARNING });
    expect(
      await t.db.selectFrom('offers').select('id').where('property_id', '=', listing.id).execute(),
    ).toEqual([]);

    const offer = await f.makeOffer(buyer, listing.id, {
      message: 'Call me at (214) 555-0199, can close 12/15.',
    });
    const counter = await f.act(seller, offer.id, { action: 'counter', amount: 150_000, message: WIRE_TEXT });
    expect(counter.status).toBe(422);
    expect(counter.data.error.code).toBe('wire_instructions_refused');
    const row = await t.db
      .selectFrom('offers')
      .select(['status', 'counter_message'])
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', counter_message: null });
  });
});

describe('deal documents', () => {
  const upload = (who: Account | null, contractId: string, body: FormData) =>
    t.call('POST', `/api/v1/contracts/${contractId}/documents`, { token: who?.accessToken, body });
  const list = (who: Account | null, contractId: string) =>
    t.call('GET', `/api/v1/contracts/${contractId}/documents`, { token: who?.accessToken });

  it("are uploaded by the parties and read only by the deal's parties and admins", async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    const agreement = await upload(seller, contractId, documentForm(plainPdf()));
    expect(agreement.status, agreement.text).toBe(201);
    expect(agreement.data).toMatchObject({ kind: 'purchase_agreement', name: 'Purchase agreement.pdf' });
    const assignment = await upload(
      buyer,
      contractId,
      documentForm(plainPdf(), 'Assignment.pdf', 'assignment'),
    );
    expect(assignment.status).toBe(201);
    expect((await upload(f.admin, contractId, documentForm(plainPdf()))).status).toBe(403);
    expect((await upload(stranger, contractId, documentForm(plainPdf()))).status).toBe(404);
    expect((await upload(null, contractId, documentForm(plainPdf()))).status).toBe(401);

    for (const who of [seller, buyer, f.admin]) {
      const listed = await list(who, contractId);
      expect(listed.data.items.map((d: { kind: string }) => d.kind)).toEqual([
        'purchase_agreement',
        'assignment',
      ]);
    }
    expect((await list(stranger, contractId)).status).toBe(404);
    expect((await list(null, contractId)).status).toBe(401);

    const path = `/api/v1/contracts/${contractId}/documents/${agreement.data.id}`;
    const download = await t.call('GET', path, { token: buyer.accessToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.text.startsWith('%PDF-')).toBe(true);
    expect((await t.call('GET', path, { token: f.admin.accessToken })).status).toBe(200);
    expect((await t.call('GET', path, { token: stranger.accessToken })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
    // A document of another deal is not found through this one.
    const other = await f.acceptedDeal();
    const elsewhere = `/api/v1/contracts/${other.contractId}/documents/${agreement.data.id}`;
    expect((await t.call('GET', elsewhere, { token: other.seller.accessToken })).status).toBe(404);
  });

  it('takes PDFs only, without active content', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const text = new TextEncoder().encode('just some text');
    expect((await upload(seller, contractId, documentForm(text, 'notes.pdf'))).status).toBe(415);
    const scripted = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    );
    const refused = await upload(seller, contractId, documentForm(scripted));
    expect(refused.status).toBe(422);
    expect(refused.data.error.code).toBe('pdf_active_content');
    expect((await list(seller, contractId)).data.items).toEqual([]);
  });

  it('answers a JSON body with 415, not a server error, and stores nothing', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const res = await t.call('POST', `/api/v1/contracts/${contractId}/documents`, {
      token: seller.accessToken,
      json: { kind: 'assignment', file: 'x'.repeat(5000) },
    });
    expect(res.status, res.text).toBe(415);
    expect(res.data.error.code).toBe('unsupported_media_type');
    expect((await list(seller, contractId)).data.items).toEqual([]);
  });
});
