// Reports of listings and profiles: filing (signed in, one open report per target, not one's own), the grouped
// list and the resolutions (moderators and admins only; dismiss, hide the listing, unpublish the profile), each
// audited and the owner alerted with the note.
import { ALERTS, MODERATION_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let moderator: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp({ fullName: 'Mo Derator' });
  admin = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, moderator.user.id, 'moderator');
  await grantRole(t.db, admin.user.id, 'admin');
});
afterAll(() => t.close());

async function publishedListing(owner: Account, title = 'Reported ranch') {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });
  expect(res.status).toBe(201);
  const published = await t.call('POST', '/api/v1/moderation/decisions', {
    token: moderator.accessToken,
    json: { propertyIds: [res.data.id], action: 'publish' },
  });
  expect(published.status).toBe(200);
  return res.data as { id: string };
}

async function publishedProfile(owner: Account) {
  const res = await t.call('PATCH', '/api/v1/me/profile', {
    token: owner.accessToken,
    json: { profilePublished: true, bio: 'I buy houses in Dallas.', profileTemplate: 'attract_sellers' },
  });
  expect(res.status, res.text).toBe(200);
}

const report = (token: string | undefined, json: unknown) =>
  t.call('POST', '/api/v1/reports', { token, json });
const resolve = (token: string | undefined, json: unknown) =>
  t.call('POST', '/api/v1/moderation/reports/resolve', { token, json });
const openReports = async (targetId: string) =>
  t.db
    .selectFrom('content_reports')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .execute();

describe('filing a report', () => {
  it('needs a signed-in user, a known reason and a visible target; not one of your own', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const listing = await publishedListing(owner);
    expect(
      (await report(undefined, { targetType: 'listing', targetId: listing.id, reason: 'spam' })).status,
    ).toBe(401);
    const bad = await report(reporter.accessToken, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'boring',
    });
    expect(bad.status).toBe(400);
    const own = await report(owner.accessToken, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    const unknown = await report(reporter.accessToken, {
      targetType: 'profile',
      targetId: owner.user.id,
      reason: 'impersonation',
    });
    expect(unknown.status).toBe(404);
    expect(await openReports(listing.id)).toEqual([]);
  });

  it('keeps one open report per user and target (409 for the second)', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const listing = await publishedListing(owner);
    const body = {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'misleading',
      details: 'ARV is invented',
    };
    const first = await report(reporter.accessToken, body);
    expect(first.status, first.text).toBe(201);
    const second = await report(reporter.accessToken, { ...body, reason: 'spam' });
    expect(second.status).toBe(409);
    expect(second.data.error.code).toBe('report_open');
    const other = await t.signUp();
    expect((await report(other.accessToken, body)).status).toBe(201);
    const rows = await openReports(listing.id);
    expect(rows.map((row) => [row.reporter_id, row.reason, row.details])).toEqual(
      expect.arrayContaining([
        [reporter.user.id, 'misleading', 'ARV is invented'],
        [other.user.id, 'misleading', 'ARV is invented'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('reviewing reports', () => {
  it('lists open reports grouped by target to moderators and admins only', async () => {
    const owner = await t.signUp({ fullName: 'Grace Group' });
    const a = await t.signUp({ fullName: 'Reporter A' });
    const b = await t.signUp();
    const listing = await publishedListing(owner, 'Grouped listing');
    await publishedProfile(owner);
    await report(a.accessToken, { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    await report(b.accessToken, { targetType: 'listing', targetId: listing.id, reason: 'duplicate' });
    await report(a.accessToken, { targetType: 'profile', targetId: owner.user.id, reason: 'impersonation' });

    expect((await t.call('GET', '/api/v1/moderation/reports')).status).toBe(401);
    expect((await t.call('GET', '/api/v1/moderation/reports', { token: a.accessToken })).status).toBe(403);
    for (const staff of [moderator, admin]) {
      const res = await t.call('GET', '/api/v1/moderation/reports', { token: staff.accessToken });
      expect(res.status).toBe(200);
      const listingGroup = res.data.items.find(
        (group: { targetId: string }) => group.targetId === listing.id,
      );
      expect(listingGroup).toMatchObject({
        targetType: 'listing',
        label: 'Grouped listing',
        ownerId: owner.user.id,
        targetState: 'published',
      });
      expect(listingGroup.reports.map((r: { reason: string }) => r.reason)).toEqual(['spam', 'duplicate']);
      expect(listingGroup.reports[0].reporter).toEqual({ id: a.user.id, name: 'Reporter A', email: a.email });
      const profileGroup = res.data.items.find(
        (group: { targetType: string; targetId: string }) =>
          group.targetType === 'profile' && group.targetId === owner.user.id,
      );
      expect(profileGroup).toMatchObject({ label: 'Grace Group', targetState: 'published' });
    }
  });

  it('refuses resolutions from others (401/403) and without a note (400), changing nothing', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const listing = await publishedListing(owner);
    await report(reporter.accessToken, { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    const body = { targetType: 'listing', targetId: listing.id, resolution: 'act', note: 'Scam listing' };
    expect((await resolve(undefined, body)).status).toBe(401);
    expect((await resolve(reporter.accessToken, body)).status).toBe(403);
    expect((await resolve(owner.accessToken, body)).status).toBe(403);
    const noNote = await resolve(moderator.accessToken, { ...body, note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.data.error.message).toBe(MODERATION_TEXTS.resolutionNoteRequired);
    expect(await openReports(listing.id)).toHaveLength(1);
    const row = await t.db
      .selectFrom('properties')
      .select('listing_status')
      .where('id', '=', listing.id)
      .executeTakeFirst();
    expect(row?.listing_status).toBe('published');
    const audit = await t.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('target_id', '=', listing.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['publish']);
  });

  it('hides a reported listing: declined, out of search, owner alerted with the note, audited', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    const listing = await publishedListing(owner, 'Scam ranch');
    await report(reporter.accessToken, { targetType: 'listing', targetId: listing.id, reason: 'spam' });
    const res = await resolve(moderator.accessToken, {
      targetType: 'listing',
      targetId: listing.id,
      resolution: 'act',
      note: 'Photos are from another house',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ resolved: 1 });
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).status).toBe(404);
    const alerts = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .orderBy('id')
      .execute();
    expect(alerts.at(-1)).toMatchObject({
      kind: 'propertyHidden',
      message: `${ALERTS.propertyHidden.message} Reason: Photos are from another house`,
    });
    const latest = await t.call('GET', `/api/v1/properties/${listing.id}/moderation`, {
      token: owner.accessToken,
    });
    expect(latest.data.decision).toMatchObject({
      action: 'hide_listing',
      reason: 'Photos are from another house',
    });
    const stored = await t.db
      .selectFrom('content_reports')
      .selectAll()
      .where('target_id', '=', listing.id)
      .execute();
    expect(stored.map((row) => [row.status, row.resolved_by, row.resolution_note])).toEqual([
      ['actioned', moderator.user.id, 'Photos are from another house'],
    ]);
    expect(
      (
        await resolve(moderator.accessToken, {
          targetType: 'listing',
          targetId: listing.id,
          resolution: 'dismiss',
          note: 'again',
        })
      ).status,
    ).toBe(404);
  });

  it('dismisses reports without touching the target or alerting its owner', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    await publishedProfile(owner);
    await report(reporter.accessToken, { targetType: 'profile', targetId: owner.user.id, reason: 'other' });
    const res = await resolve(admin.accessToken, {
      targetType: 'profile',
      targetId: owner.user.id,
      resolution: 'dismiss',
      note: 'Nothing wrong here',
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/v1/profiles/${owner.user.id}`)).status).toBe(200);
    const alerts = await t.db.selectFrom('alerts').selectAll().where('user_id', '=', owner.user.id).execute();
    expect(alerts).toEqual([]);
    const audit = await t.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('target_id', '=', owner.user.id)
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.reason])).toEqual([
      ['dismiss_reports', admin.user.id, 'Nothing wrong here'],
    ]);
    // A dismissed report no longer blocks a new one.
    expect(
      (await report(reporter.accessToken, { targetType: 'profile', targetId: owner.user.id, reason: 'spam' }))
        .status,
    ).toBe(201);
  });

  it('unpublishes a reported profile and alerts its owner', async () => {
    const owner = await t.signUp();
    const reporter = await t.signUp();
    await publishedProfile(owner);
    await report(reporter.accessToken, {
      targetType: 'profile',
      targetId: owner.user.id,
      reason: 'impersonation',
    });
    const res = await resolve(moderator.accessToken, {
      targetType: 'profile',
      targetId: owner.user.id,
      resolution: 'act',
      note: 'Uses another company logo',
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/v1/profiles/${owner.user.id}`)).status).toBe(404);
    const alerts = await t.db.selectFrom('alerts').selectAll().where('user_id', '=', owner.user.id).execute();
    expect(alerts.map((alert) => [alert.kind, alert.message])).toEqual([
      ['profileUnpublished', `${ALERTS.profileUnpublished.message} Reason: Uses another company logo`],
    ]);
  });
});
