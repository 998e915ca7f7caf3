// Moderation of listings: the review queue (oldest first, staff only), decisions on one or many listings (all or
// nothing, owners alerted with the reason, audit entries), the audit log, and the latest decision for the owner.
import { ALERTS, MODERATION_LIMITS, MODERATION_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let moderator: Account;
let admin: Account;
let stranger: Account;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp({ fullName: 'Mo Derator' });
  admin = await t.signUp({ fullName: 'Ada Admin' });
  stranger = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  await grantRole(t.db, admin.user.id, 'admin');
});
afterAll(() => t.close());

async function createListing(owner: Account, title = 'Brick ranch') {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });
  expect(res.status, res.text).toBe(201);
  return res.data as { id: string };
}

const decide = (token: string | undefined, json: unknown) =>
  t.call('POST', '/api/v1/moderation/decisions', { token, json });

const statusOf = async (id: string) =>
  (
    await t.db
      .selectFrom('properties')
      .select('listing_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).listing_status;

const alertsOf = (userId: string) =>
  t.db.selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const auditOf = (targetId: string) =>
  t.db.selectFrom('moderation_actions').selectAll().where('target_id', '=', targetId).execute();

describe('the review queue', () => {
  it('lists pending listings oldest first with the owner and photos, to moderators and admins only', async () => {
    const owner = await t.signUp({ fullName: 'Olive Owner' });
    const first = await createListing(owner, 'First in line');
    const second = await createListing(owner, 'Second in line');
    const decided = await createListing(owner, 'Already published');
    expect(
      (await decide(moderator.accessToken, { propertyIds: [decided.id], action: 'publish' })).status,
    ).toBe(200);

    expect((await t.call('GET', '/api/v1/moderation/queue')).status).toBe(401);
    expect((await t.call('GET', '/api/v1/moderation/queue', { token: stranger.accessToken })).status).toBe(
      403,
    );
    for (const staff of [moderator, admin]) {
      const res = await t.call('GET', '/api/v1/moderation/queue?limit=100', { token: staff.accessToken });
      expect(res.status).toBe(200);
      const ids = res.data.items.map((item: { listing: { id: string } }) => item.listing.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(ids).not.toContain(decided.id);
      const item = res.data.items.find((entry: { listing: { id: string } }) => entry.listing.id === first.id);
      expect(item.owner).toEqual({ id: owner.user.id, name: 'Olive Owner', email: owner.email });
      expect(item.listing.location).toBe('9 Elm St, Dallas, TX 75201');
      expect(item.listing.price).toBe(150_000);
      expect(Array.isArray(item.listing.images)).toBe(true);
      expect(typeof item.submittedAt).toBe('string');
      expect(res.data.total).toBe(ids.length);
    }
  });

  it('narrows the queue to a text in the title, location or owner email', async () => {
    const owner = await t.signUp();
    const match = await createListing(owner, 'Zebra 100% stucco');
    await createListing(owner, 'Plain ranch');
    const res = await t.call('GET', `/api/v1/moderation/queue?q=${encodeURIComponent('zebra 100%')}`, {
      token: moderator.accessToken,
    });
    expect(res.data.items.map((item: { listing: { id: string } }) => item.listing.id)).toEqual([match.id]);
    expect(res.data.total).toBe(1);
    const byOwner = await t.call('GET', `/api/v1/moderation/queue?q=${encodeURIComponent(owner.email)}`, {
      token: moderator.accessToken,
    });
    expect(byOwner.data.total).toBe(2);
    const wildcard = await t.call('GET', '/api/v1/moderation/queue?q=%25_', { token: moderator.accessToken });
    expect(wildcard.data.total).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const owner = await t.signUp();
    await createListing(owner, 'Paged one');
    await createListing(owner, 'Paged two');
    const all = await t.call('GET', '/api/v1/moderation/queue?limit=100', { token: moderator.accessToken });
    const page = await t.call('GET', '/api/v1/moderation/queue?limit=1&offset=1', {
      token: moderator.accessToken,
    });
    expect(page.data.items).toHaveLength(1);
    expect(page.data.items[0].listing.id).toBe(all.data.items[1].listing.id);
    expect(page.data.total).toBe(all.data.total);
  });
});

describe('decisions', () => {
  it('refuses anonymous callers (401) and members without the role (403), changing nothing', async () => {
    const owner = await t.signUp();
    const listing = await createListing(owner);
    expect((await decide(undefined, { propertyIds: [listing.id], action: 'publish' })).status).toBe(401);
    const refused = await decide(stranger.accessToken, { propertyIds: [listing.id], action: 'publish' });
    expect(refused.status).toBe(403);
    expect(refused.data.error.code).toBe('forbidden');
    const own = await decide(owner.accessToken, { propertyIds: [listing.id], action: 'publish' });
    expect(own.status).toBe(403);
    const single = await t.call('POST', `/api/v1/properties/${listing.id}/moderation`, {
      token: stranger.accessToken,
      json: { action: 'publish' },
    });
    expect(single.status).toBe(403);
    expect(await statusOf(listing.id)).toBe('pending_review');
    expect(await alertsOf(owner.user.id)).toEqual([]);
    expect(await auditOf(listing.id)).toEqual([]);
  });

  it('declines with the reason in the owner alert, the audit log and the listing decision', async () => {
    const owner = await t.signUp();
    const listing = await createListing(owner);
    const res = await decide(moderator.accessToken, {
      propertyIds: [listing.id],
      action: 'decline',
      reason: '  Photos do not show the property  ',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.items[0].listingStatus).toBe('declined');
    const alerts = await alertsOf(owner.user.id);
    expect(alerts.map((alert) => [alert.kind, alert.message, alert.link])).toEqual([
      [
        'propertyDeclined',
        `${ALERTS.propertyDeclined.message} Reason: Photos do not show the property`,
        `/property/${listing.id}`,
      ],
    ]);
    const audit = await auditOf(listing.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: moderator.user.id,
      action: 'decline',
      target_type: 'listing',
      subject_user_id: owner.user.id,
      reason: 'Photos do not show the property',
    });
    const latest = await t.call('GET', `/api/v1/properties/${listing.id}/moderation`, {
      token: owner.accessToken,
    });
    expect(latest.status).toBe(200);
    expect(latest.data.decision).toMatchObject({
      action: 'decline',
      reason: 'Photos do not show the property',
    });
    const hidden = await t.call('GET', `/api/v1/properties/${listing.id}/moderation`, {
      token: stranger.accessToken,
    });
    expect(hidden.status).toBe(404);
  });

  it('answers 400 for a decline without a reason, a too long reason or a bad action, changing nothing', async () => {
    const owner = await t.signUp();
    const listing = await createListing(owner);
    for (const body of [
      { propertyIds: [listing.id], action: 'decline' },
      { propertyIds: [listing.id], action: 'decline', reason: '   ' },
      {
        propertyIds: [listing.id],
        action: 'decline',
        reason: 'x'.repeat(MODERATION_LIMITS.reasonMaxLength + 1),
      },
      { propertyIds: [listing.id], action: 'delete' },
      { propertyIds: [], action: 'publish' },
      {
        propertyIds: Array.from({ length: MODERATION_LIMITS.bulkMax + 1 }, (_, n) => `id-${n}`),
        action: 'hold',
      },
    ]) {
      const res = await decide(moderator.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const single = await t.call('POST', `/api/v1/properties/${listing.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'decline' },
    });
    expect(single.status).toBe(400);
    expect(single.data.error.message).toBe(MODERATION_TEXTS.reasonRequired);
    expect(await statusOf(listing.id)).toBe('pending_review');
    expect(await alertsOf(owner.user.id)).toEqual([]);
    expect(await auditOf(listing.id)).toEqual([]);
  });

  it('decides many listings in one request, alerting each owner and auditing each listing', async () => {
    const ann = await t.signUp();
    const ben = await t.signUp();
    const a = await createListing(ann, 'Ann listing');
    const b = await createListing(ben, 'Ben listing');
    const res = await decide(admin.accessToken, { propertyIds: [a.id, b.id, a.id], action: 'publish' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.items.map((item: { id: string }) => item.id)).toEqual([a.id, b.id]);
    expect(await statusOf(a.id)).toBe('published');
    expect(await statusOf(b.id)).toBe('published');
    expect((await alertsOf(ann.user.id)).map((alert) => alert.kind)).toEqual(['propertyPublished']);
    expect((await alertsOf(ben.user.id)).map((alert) => alert.kind)).toEqual(['propertyPublished']);
    expect((await auditOf(a.id)).map((entry) => entry.actor_id)).toEqual([admin.user.id]);
    expect(await auditOf(b.id)).toHaveLength(1);
    const search = await t.call('GET', '/api/v1/properties?limit=50');
    expect(search.data.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
  });

  it('changes nothing when one listing of a bulk request is unknown or archived (404)', async () => {
    const owner = await t.signUp();
    const kept = await createListing(owner, 'Kept pending');
    const archived = await createListing(owner, 'Archived');
    expect(
      (await t.call('DELETE', `/api/v1/properties/${archived.id}`, { token: owner.accessToken })).status,
    ).toBe(204);
    for (const other of ['00000000-0000-7000-8000-000000000000', archived.id]) {
      const res = await decide(moderator.accessToken, { propertyIds: [kept.id, other], action: 'hold' });
      expect(res.status).toBe(404);
    }
    expect(await statusOf(kept.id)).toBe('pending_review');
    expect(await alertsOf(owner.user.id)).toEqual([]);
    expect(await auditOf(kept.id)).toEqual([]);
  });
});

describe("a moderator's own listing", () => {
  it('is refused to its moderator (403, nothing changed) on both decision routes, and left to another', async () => {
    const own = await createListing(moderator, 'My own duplex');
    const other = await createListing(stranger, 'Someone else');
    for (const res of [
      await decide(moderator.accessToken, { propertyIds: [own.id], action: 'publish' }),
      await decide(moderator.accessToken, { propertyIds: [other.id, own.id], action: 'hold' }),
      await t.call('POST', `/api/v1/properties/${own.id}/moderation`, {
        token: moderator.accessToken,
        json: { action: 'publish' },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.data.error).toEqual({ code: 'own_listing', message: MODERATION_TEXTS.ownListingRefused });
    }
    expect(await statusOf(own.id)).toBe('pending_review');
    expect(await statusOf(other.id)).toBe('pending_review');
    expect(await auditOf(own.id)).toEqual([]);
    expect(await auditOf(other.id)).toEqual([]);

    const second = await t.signUp();
    await grantRole(t.db, second.user.id, 'moderator');
    expect((await decide(second.accessToken, { propertyIds: [own.id], action: 'publish' })).status).toBe(200);
    expect(await statusOf(own.id)).toBe('published');
  });

  it('is an admin’s to decide', async () => {
    const own = await createListing(admin, 'Admin lot');
    expect((await decide(admin.accessToken, { propertyIds: [own.id], action: 'publish' })).status).toBe(200);
    expect(await statusOf(own.id)).toBe('published');
  });
});

describe('the audit log', () => {
  it('lists who did what to which listing with the reason, newest first, with paging, to staff only', async () => {
    const owner = await t.signUp();
    const listing = await createListing(owner, 'Audited listing');
    await decide(moderator.accessToken, {
      propertyIds: [listing.id],
      action: 'hold',
      reason: 'Checking title',
    });
    await decide(admin.accessToken, { propertyIds: [listing.id], action: 'publish' });

    expect((await t.call('GET', '/api/v1/moderation/audit')).status).toBe(401);
    expect((await t.call('GET', '/api/v1/moderation/audit', { token: stranger.accessToken })).status).toBe(
      403,
    );
    const res = await t.call('GET', `/api/v1/moderation/audit?targetId=${listing.id}`, {
      token: moderator.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(2);
    expect(
      res.data.items.map((entry: any) => [entry.action, entry.actor.name, entry.targetLabel, entry.reason]),
    ).toEqual([
      ['publish', 'Ada Admin', 'Audited listing', null],
      ['hold', 'Mo Derator', 'Audited listing', 'Checking title'],
    ]);
    const all = await t.call('GET', '/api/v1/moderation/audit?limit=100', { token: admin.accessToken });
    const second = await t.call('GET', '/api/v1/moderation/audit?limit=1&offset=1', {
      token: admin.accessToken,
    });
    expect(second.data.items).toEqual([all.data.items[1]]);
    expect(second.data.total).toBe(all.data.total);
  });
});
