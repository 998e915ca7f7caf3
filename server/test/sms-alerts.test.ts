// Which texts the product sends (issue 26): "Send this deal" texts only buyers whose own verified number
// consented to deal texts (a CSV import never does), with per-blast delivery counts and a "texts stopped" marker;
// offer and contract alerts text users who opted in for those kinds; saved-search matches text when notify_sms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { publishedDallasListing, publishedListOwner } from './support/buyers-list-fixtures';
import { dealFixtures } from './support/deal-fixtures';
import { deliverTexts, postWebhook, startSmsProviderDouble, verifyPhone } from './support/sms-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startSmsProviderDouble>>;
beforeAll(async () => {
  provider = await startSmsProviderDouble();
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const textsTo = (phone: string, kind?: string) => {
  let query = t.db.selectFrom('sms_outbox').selectAll().where('to_phone', '=', phone);
  if (kind) query = query.where('kind', '=', kind as 'deal');
  return query.orderBy('id').execute();
};

describe('"Send this deal" by text', () => {
  it('texts only a buyer whose own verified number consented, counts deliveries per blast, marks STOP', async () => {
    const owner = await publishedListOwner(t, 'Wes Wholesaler');
    const moderator = await t.signUp();
    await grantRole(t.db, moderator.user.id, 'moderator');
    // Ann's number is verified by her own account; Bob's number is only on the imported CSV.
    const ann = await t.signUp({ fullName: 'Ann Buyer' });
    await verifyPhone(t, ann.accessToken, '(214) 555-0101');
    const csv = [
      'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags',
      'Ann,ann@example.com,2145550101,"Dallas, TX",,300000,Single Family,yes,',
      'Bob,bob@example.com,2145550102,"Dallas, TX",,300000,Single Family,yes,',
    ].join('\r\n');
    const imported = await t.call('POST', '/api/v1/me/buyers-list/import', {
      token: owner.accessToken,
      json: { csv },
    });
    expect(imported.status, imported.text).toBe(200);
    const propertyId = await publishedDallasListing(t, owner, moderator);
    const sent = await t.call('POST', '/api/v1/me/buyers-list/send-deal', {
      token: owner.accessToken,
      json: { propertyId },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data).toMatchObject({ matching: 2, texted: 1 });
    expect(await textsTo('+12145550102')).toEqual([]);
    const [annText] = await textsTo('+12145550101', 'deal');
    expect(annText?.body).toContain('Wes Wholesaler sent you a deal: Brick ranch');

    // Delivered at a waking hour in Dallas, then the provider reports delivery.
    await deliverTexts(t, new Date(new Date(annText?.send_after as string).getTime() + 1000));
    const message = provider.messages.find(
      (m) => m.to === '+12145550101' && m.body.includes('sent you a deal'),
    );
    expect(message).toBeDefined();
    await postWebhook(t, '/api/v1/sms/status', {
      MessageSid: message?.sid as string,
      MessageStatus: 'delivered',
    });
    const history = await t.call('GET', '/api/v1/me/buyers-list/sends', { token: owner.accessToken });
    expect(history.status).toBe(200);
    expect(history.data.items).toEqual([
      expect.objectContaining({
        propertyId,
        title: 'Brick ranch',
        emailed: 2,
        texts: { sent: 1, delivered: 1, failed: 0, pending: 0 },
      }),
    ]);
    // Another owner sees nothing of it.
    const stranger = await t.signUp();
    expect(
      (await t.call('GET', '/api/v1/me/buyers-list/sends', { token: stranger.accessToken })).data.items,
    ).toEqual([]);

    // Ann replies STOP: her row shows it, and a second send texts nobody.
    await postWebhook(t, '/api/v1/sms/inbound', {
      From: '+12145550101',
      Body: 'Stop.',
      MessageSid: 'SMstop1',
    });
    const list = await t.call('GET', '/api/v1/me/buyers-list', { token: owner.accessToken });
    const flags = Object.fromEntries(
      list.data.items.map((b: { name: string; smsSuppressed: boolean }) => [b.name, b.smsSuppressed]),
    );
    expect(flags).toEqual({ Ann: true, Bob: false });
    const other = await publishedDallasListing(t, owner, moderator, { title: 'Second ranch' });
    const again = await t.call('POST', '/api/v1/me/buyers-list/send-deal', {
      token: owner.accessToken,
      json: { propertyId: other },
    });
    expect(again.data.texted).toBe(0);
  });
});

describe('offer and contract texts', () => {
  it('text the users who opted in for the kind, never the others', async () => {
    const f = await dealFixtures(t);
    const seller = await t.signUp({ fullName: 'Sam Seller' });
    const buyer = await t.signUp({ fullName: 'Bea Buyer' });
    await verifyPhone(t, seller.accessToken, '(312) 555-0110');
    await verifyPhone(t, buyer.accessToken, '(312) 555-0111');
    await t.call('PATCH', '/api/v1/me/sms', { token: buyer.accessToken, json: { kinds: { offers: false } } });
    const listing = await f.publishedListing(seller);
    const offer = await f.makeOffer(buyer, listing.id);
    expect(await textsTo('+13125550110', 'offer')).toHaveLength(1);
    const accepted = await f.act(seller, offer.id, { action: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    // The buyer switched offer texts off: the acceptance reaches them by email and in-app only.
    expect(await textsTo('+13125550111', 'offer')).toEqual([]);
    const contractTexts = [
      ...(await textsTo('+13125550110', 'contract')),
      ...(await textsTo('+13125550111', 'contract')),
    ];
    const contractAlerts = await t.db
      .selectFrom('alerts')
      .select('kind')
      .where('user_id', 'in', [seller.user.id, buyer.user.id])
      .where('contract_id', 'is not', null)
      .execute();
    expect(contractAlerts.length).toBeGreaterThan(0);
    expect(contractTexts).toHaveLength(contractAlerts.length);
  });
});

describe('saved-search texts', () => {
  it('text a verified user once per new matching listing when the search has text alerts on', async () => {
    const f = await dealFixtures(t);
    const seller = await t.signUp();
    const investor = await t.signUp();
    await verifyPhone(t, investor.accessToken, '(469) 555-0120');
    for (const name of ['Dallas one', 'Dallas two']) {
      const res = await t.call('POST', '/api/v1/me/saved-searches', {
        token: investor.accessToken,
        json: { name, criteria: { location: 'Dallas, TX' }, notifySms: true },
      });
      expect(res.status, res.text).toBe(201);
    }
    await f.publishedListing(seller, 'Dallas duplex');
    const texts = await textsTo('+14695550120', 'saved_search');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^DealLoop: new match for "Dallas (one|two)": Dallas duplex http/);
  });
});
