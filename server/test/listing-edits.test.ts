// Editing a submitted listing: a published listing's edit waits for review (the public keeps the approved version,
// the queue shows the diff, approve applies it, decline keeps the old one and tells the owner why), a declined
// listing fixed by its owner goes back to the review queue, a price cut alerts matching saved searches, and a
// stranger cannot edit.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let siteDir: string;
let owner: Account;
let stranger: Account;
let moderator: Account;

const EDITED = 'EDITED after approval call 555-0100';

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-edits-'));
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ SITE_DIR: siteDir });
  owner = await t.signUp();
  stranger = await t.signUp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

async function create(fields: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: {
      title: 'Brick ranch',
      location: '9 Elm St, Dallas, TX 75201',
      price: 150_000,
      propertyType: 'single_family',
      arv: 240_000,
      repairCost: 30_000,
      ...fields,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.data as { id: string; path: string };
}

async function moderate(id: string, action: 'publish' | 'decline' | 'hold', reason?: string) {
  const res = await t.call('POST', `/api/v1/properties/${id}/moderation`, {
    token: moderator.accessToken,
    json: { action, reason },
  });
  expect(res.status, res.text).toBe(200);
}

async function published(fields: Record<string, unknown> = {}) {
  const created = await create(fields);
  await moderate(created.id, 'publish');
  return created;
}

const patch = (id: string, json: Record<string, unknown>, who: Account = owner) =>
  t.call('PATCH', `/api/v1/properties/${id}`, { token: who.accessToken, json });

const queue = async () => {
  const res = await t.call('GET', '/api/v1/moderation/edits', { token: moderator.accessToken });
  expect(res.status, res.text).toBe(200);
  return res.data as { items: any[]; total: number };
};

const queuedEditOf = async (propertyId: string) =>
  (await queue()).items.find((item) => item.listing.id === propertyId);

const decide = (editId: string, action: 'approve' | 'decline', reason?: string, who: Account = moderator) =>
  t.call('POST', `/api/v1/moderation/edits/${editId}/decision`, {
    token: who.accessToken,
    json: { action, reason },
  });

const alertsOf = (who: Account, kind: string) =>
  t.db
    .selectFrom('alerts')
    .select(['property_id', 'title', 'message'])
    .where('user_id', '=', who.user.id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

const searchTitles = async (query: string) =>
  ((await t.call('GET', `/api/v1/properties?${query}`)).data.items as { title: string }[]).map(
    (i) => i.title,
  );

describe('an edit of a published listing', () => {
  it('waits for review: anonymous visitors, search, the SEO page and the sitemap keep the approved version', async () => {
    const listing = await published({ location: '11 Elm St, Dallas, TX 75201' });
    const res = await patch(listing.id, { title: EDITED });
    expect(res.status, res.text).toBe(202);
    expect(res.data.title).toBe('Brick ranch');

    const anonymous = await t.call('GET', `/api/v1/properties/${listing.id}`);
    expect(anonymous.data.title).toBe('Brick ranch');
    const signedIn = await t.call('GET', `/api/v1/properties/${listing.id}`, { token: stranger.accessToken });
    expect(signedIn.data.title).toBe('Brick ranch');
    const found = await searchTitles('location=Dallas,%20TX&limit=50');
    expect(found).not.toContain(EDITED);
    const seo = await (await t.app.request(listing.path)).text();
    expect(seo).toContain('<title>Brick ranch ·');
    expect(seo).not.toContain('555-0100');
    expect(await (await t.app.request('/sitemap.xml')).text()).toContain(listing.path);
  });

  it('shows the owner their pending edit and that it awaits review', async () => {
    const listing = await published();
    await patch(listing.id, { title: EDITED, price: 140_000 });
    const mine = await t.call('GET', `/api/v1/properties/${listing.id}/edit`, { token: owner.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.data.edit).toMatchObject({ status: 'pending', reason: null });
    expect(mine.data.edit.edited).toMatchObject({ title: EDITED, price: 140_000, profitPotential: 70_000 });
    expect(mine.data.edit.changes.map((c: { field: string }) => c.field)).toEqual(['title', 'price']);
  });

  it('merges a second edit into the pending one, and withdraws it when the owner puts everything back', async () => {
    const listing = await published();
    await patch(listing.id, { price: 140_000 });
    await patch(listing.id, { title: EDITED });
    const item = await queuedEditOf(listing.id);
    expect(item.edit.changes.map((c: { field: string }) => c.field)).toEqual(['title', 'price']);
    const back = await patch(listing.id, { title: 'Brick ranch', price: 150_000 });
    expect(back.status, JSON.stringify(await queuedEditOf(listing.id))).toBe(200);
    expect(await queuedEditOf(listing.id)).toBeUndefined();
  });

  it('lists the edit in the moderation queue with what changed, old -> new', async () => {
    const listing = await published();
    await patch(listing.id, { title: EDITED, price: 135_000, beds: 4 });
    const item = await queuedEditOf(listing.id);
    expect(item.listing.title).toBe('Brick ranch');
    expect(item.owner.email).toBe(owner.user.email);
    expect(item.edit.changes).toEqual([
      { field: 'title', label: 'Title', from: 'Brick ranch', to: EDITED },
      { field: 'price', label: 'Price', from: '$150,000', to: '$135,000' },
      { field: 'beds', label: 'Beds', from: '—', to: '4' },
    ]);
  });

  it('approve applies the edit for everybody and tells the owner', async () => {
    const listing = await published({ location: '12 Elm St, Dallas, TX 75201' });
    await patch(listing.id, { title: 'Brick ranch, new roof' });
    const item = await queuedEditOf(listing.id);
    const res = await decide(item.edit.id, 'approve');
    expect(res.status, res.text).toBe(200);
    expect(res.data.edit.status).toBe('approved');
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data.title).toBe(
      'Brick ranch, new roof',
    );
    expect(await searchTitles('location=Dallas,%20TX&limit=50')).toContain('Brick ranch, new roof');
    expect(await queuedEditOf(listing.id)).toBeUndefined();
    expect((await alertsOf(owner, 'listingEditApproved')).map((a) => a.property_id)).toContain(listing.id);
    const again = await decide(item.edit.id, 'decline', 'Too late');
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe('edit_decided');
  });

  it('decline keeps the approved version and tells the owner why', async () => {
    const listing = await published();
    await patch(listing.id, { title: EDITED });
    const item = await queuedEditOf(listing.id);
    const noReason = await decide(item.edit.id, 'decline');
    expect(noReason.status).toBe(400);
    expect(noReason.data.error.message).toBe('Please give a reason for declining.');
    const res = await decide(item.edit.id, 'decline', 'No phone numbers in titles');
    expect(res.status, res.text).toBe(200);
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data.title).toBe('Brick ranch');
    const alert = (await alertsOf(owner, 'listingEditDeclined')).find((a) => a.property_id === listing.id);
    expect(alert?.message).toContain('No phone numbers in titles');
    const mine = await t.call('GET', `/api/v1/properties/${listing.id}/edit`, { token: owner.accessToken });
    expect(mine.data.edit).toMatchObject({ status: 'declined', reason: 'No phone numbers in titles' });
  });

  it('refuses a moderator deciding an edit of their own listing, and anyone who is not staff', async () => {
    const created = await t.call('POST', '/api/v1/properties', {
      token: moderator.accessToken,
      json: {
        title: 'Mod own',
        location: '1 Main St, Dallas, TX 75201',
        price: 99_000,
        propertyType: 'condo',
      },
    });
    const admin = await t.signUp();
    await grantRole(t.db, admin.user.id, 'admin');
    await t.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: admin.accessToken,
      json: { action: 'publish' },
    });
    await patch(created.data.id, { title: 'Mod own, edited' }, moderator);
    const item = await queuedEditOf(created.data.id);
    expect((await decide(item.edit.id, 'approve')).status).toBe(403);
    expect((await decide(item.edit.id, 'approve', undefined, owner)).status).toBe(403);
    expect((await t.call('GET', '/api/v1/moderation/edits', { token: owner.accessToken })).status).toBe(403);
    expect((await decide('0190a0a0-0000-7000-8000-000000000000', 'approve')).status).toBe(404);
  });

  it('lets the owner change availability at once, without review', async () => {
    const listing = await published();
    const res = await patch(listing.id, { status: 'under_contract' });
    expect(res.status, res.text).toBe(200);
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data.status).toBe('under_contract');
    expect(await queuedEditOf(listing.id)).toBeUndefined();
  });
});

describe('a listing on hold', () => {
  it('keeps its approved version while an edit waits for review, and is released without the edit', async () => {
    const listing = await published({ title: 'Held ranch' });
    await moderate(listing.id, 'hold', 'Checking the address');
    const res = await patch(listing.id, { title: EDITED, price: 99_000 });
    expect(res.status, res.text).toBe(202);
    expect(res.data).toMatchObject({ title: 'Held ranch', price: 150_000, listingStatus: 'on_hold' });
    const queued = await queuedEditOf(listing.id);
    expect(queued?.edit.changes.map((change: { field: string }) => change.field)).toEqual(['title', 'price']);

    await moderate(listing.id, 'publish');
    const anonymous = await t.call('GET', `/api/v1/properties/${listing.id}`);
    expect(anonymous.data).toMatchObject({ title: 'Held ranch', price: 150_000, listingStatus: 'published' });
    expect(await searchTitles('location=Dallas,%20TX&limit=50')).not.toContain(EDITED);
  });
});

describe('a declined listing', () => {
  it('edited by its owner goes back to pending review and into the moderation queue', async () => {
    const listing = await create({ title: 'Needs photos' });
    await moderate(listing.id, 'decline', 'Add photos');
    const res = await patch(listing.id, { title: 'Brick ranch with photos' });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ title: 'Brick ranch with photos', listingStatus: 'pending_review' });
    const pending = await t.call('GET', '/api/v1/moderation/queue?limit=100', {
      token: moderator.accessToken,
    });
    expect(pending.data.items.map((item: any) => item.listing.id)).toContain(listing.id);
  });
});

describe('who may edit', () => {
  it('answers a stranger 404 and changes nothing', async () => {
    const listing = await published();
    const res = await patch(listing.id, { title: EDITED }, stranger);
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe('not_found');
    expect(
      (await t.call('DELETE', `/api/v1/properties/${listing.id}`, { token: stranger.accessToken })).status,
    ).toBe(404);
    expect(await queuedEditOf(listing.id)).toBeUndefined();
    const edit = await t.call('GET', `/api/v1/properties/${listing.id}/edit`, {
      token: stranger.accessToken,
    });
    expect(edit.status).toBe(404);
  });
});

describe('a price cut', () => {
  it('alerts the owners of saved searches the listing matches at the new price, once approved', async () => {
    const buyer = await t.signUp();
    const priced = await t.call('POST', '/api/v1/me/saved-searches', {
      token: buyer.accessToken,
      json: {
        name: 'Fort Worth deals',
        criteria: { location: 'Fort Worth, TX', minPrice: null, maxPrice: 130_000, propertyType: null },
      },
    });
    expect(priced.status, priced.text).toBe(201);
    const other = await t.signUp();
    await t.call('POST', '/api/v1/me/saved-searches', {
      token: other.accessToken,
      json: {
        name: 'Cheap Fort Worth',
        criteria: { location: 'Fort Worth, TX', minPrice: null, maxPrice: 100_000, propertyType: null },
      },
    });
    const listing = await published({ location: '5 Main St, Fort Worth, TX 76102', price: 150_000 });
    expect(await alertsOf(buyer, 'savedSearchMatch')).toEqual([]);

    await patch(listing.id, { price: 125_000 });
    expect(await alertsOf(buyer, 'savedSearchPriceCut')).toEqual([]);
    const item = await queuedEditOf(listing.id);
    expect((await decide(item.edit.id, 'approve')).status).toBe(200);

    const cuts = await alertsOf(buyer, 'savedSearchPriceCut');
    expect(cuts).toEqual([
      {
        property_id: listing.id,
        title: 'Price Cut on a Saved Search Match',
        message: 'A listing that matches one of your saved searches just lowered its price.',
      },
    ]);
    expect(await alertsOf(other, 'savedSearchPriceCut')).toEqual([]);
    expect(await alertsOf(owner, 'savedSearchPriceCut')).toEqual([]);
  });

  it('alerts nobody when the price goes up', async () => {
    const buyer = await t.signUp();
    const saved = await t.call('POST', '/api/v1/me/saved-searches', {
      token: buyer.accessToken,
      json: {
        name: 'Arlington',
        criteria: { location: 'Arlington, TX', minPrice: null, maxPrice: null, propertyType: null },
      },
    });
    expect(saved.status, saved.text).toBe(201);
    const listing = await published({ location: '7 Main St, Arlington, TX 76010', price: 150_000 });
    await patch(listing.id, { price: 160_000 });
    const item = await queuedEditOf(listing.id);
    expect((await decide(item.edit.id, 'approve')).status).toBe(200);
    expect(await alertsOf(buyer, 'savedSearchPriceCut')).toEqual([]);
    expect((await alertsOf(buyer, 'savedSearchMatch')).length).toBe(1);
  });
});
