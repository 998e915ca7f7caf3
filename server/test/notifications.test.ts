// Notifications: moderation decisions alert the listing's owner (and nobody else); the bell lists the latest ten
// newest first with the unread count; marking one or all read; bad ids and other users' notifications.
import { ALERTS, NOTIFICATION_LIMIT } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

async function createListing(token: string, title = 'Brick ranch') {
  const res = await t.call('POST', '/api/v1/properties', {
    token,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });
  expect(res.status).toBe(201);
  return res.data as { id: string };
}

const moderate = (id: string, action: 'publish' | 'decline' | 'hold', reason?: string) =>
  t.call('POST', `/api/v1/properties/${id}/moderation`, {
    token: moderator.accessToken,
    json: { action, reason },
  });

const bell = async (token: string) => {
  const res = await t.call('GET', '/api/v1/notifications', { token });
  expect(res.status).toBe(200);
  return res.data as {
    items: { id: string; title: string; message: string; read: boolean; link: string | null }[];
    unreadCount: number;
  };
};

describe('moderation alerts', () => {
  it('tells the owner when a listing is published, opening /property/{id}, and nobody else', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const listing = await createListing(owner.accessToken);
    expect((await moderate(listing.id, 'publish')).status).toBe(200);
    const { items, unreadCount } = await bell(owner.accessToken);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'propertyPublished',
        tone: 'success',
        title: ALERTS.propertyPublished.title,
        message: ALERTS.propertyPublished.message,
        link: `/property/${listing.id}`,
        propertyId: listing.id,
        read: false,
      }),
    ]);
    expect((await bell(stranger.accessToken)).items).toEqual([]);
    expect((await bell(moderator.accessToken)).items).toEqual([]);
  });

  it('tells the owner of a hold and of a decline with its reason, not of the same decision twice', async () => {
    const owner = await t.signUp();
    const listing = await createListing(owner.accessToken);
    await moderate(listing.id, 'hold');
    await moderate(listing.id, 'decline', 'Photos missing');
    await moderate(listing.id, 'decline', 'Photos missing');
    const { items } = await bell(owner.accessToken);
    expect(items.map((item) => [item.title, item.message, item.link])).toEqual([
      [
        ALERTS.propertyDeclined.title,
        `${ALERTS.propertyDeclined.message} Reason: Photos missing`,
        `/property/${listing.id}`,
      ],
      [ALERTS.propertyOnHold.title, ALERTS.propertyOnHold.message, `/property/${listing.id}`],
    ]);
  });
});

describe('the bell', () => {
  it(`lists the latest ${NOTIFICATION_LIMIT} newest first and counts every unread one`, async () => {
    const owner = await t.signUp();
    const ids: string[] = [];
    for (let n = 0; n < NOTIFICATION_LIMIT + 2; n++) {
      const listing = await createListing(owner.accessToken, `Listing ${n}`);
      await moderate(listing.id, 'publish');
      ids.push(listing.id);
    }
    const { items, unreadCount } = await bell(owner.accessToken);
    expect(unreadCount).toBe(NOTIFICATION_LIMIT + 2);
    expect(items.map((item) => item.link)).toEqual(
      ids
        .slice(-NOTIFICATION_LIMIT)
        .reverse()
        .map((id) => `/property/${id}`),
    );
    const numericIds = items.map((item) => Number(item.id));
    expect(numericIds).toEqual([...numericIds].sort((a, b) => b - a));
  });

  it('marks one read, then all; another user cannot mark it or see it', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    for (const title of ['One', 'Two'])
      await moderate((await createListing(owner.accessToken, title)).id, 'publish');
    const [newest, older] = (await bell(owner.accessToken)).items;
    const theirs = await t.call('POST', `/api/v1/notifications/${newest!.id}/read`, {
      token: stranger.accessToken,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.data.error.code).toBe('not_found');

    const marked = await t.call('POST', `/api/v1/notifications/${newest!.id}/read`, {
      token: owner.accessToken,
    });
    expect(marked.status).toBe(200);
    expect(marked.data).toMatchObject({ id: newest!.id, read: true });
    let after = await bell(owner.accessToken);
    expect(after.unreadCount).toBe(1);
    expect(after.items.find((item) => item.id === older!.id)?.read).toBe(false);

    const all = await t.call('POST', '/api/v1/notifications/read-all', { token: owner.accessToken });
    expect(all.data).toEqual({ updated: 1 });
    after = await bell(owner.accessToken);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const owner = await t.signUp();
    const bad = await t.call('POST', '/api/v1/notifications/abc/read', { token: owner.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toMatch(/number/);
    expect((await t.call('GET', '/api/v1/notifications')).status).toBe(401);
    expect((await t.call('POST', '/api/v1/notifications/read-all')).status).toBe(401);
  });
});

describe("another user's mark read", () => {
  it('answers 404 and leaves the notification unread', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    await moderate((await createListing(owner.accessToken, 'Only one')).id, 'publish');
    const [alert] = (await bell(owner.accessToken)).items;
    const theirs = await t.call('POST', `/api/v1/notifications/${alert!.id}/read`, {
      token: stranger.accessToken,
    });
    expect(theirs.status).toBe(404);
    expect(
      (await t.call('POST', '/api/v1/notifications/read-all', { token: stranger.accessToken })).data,
    ).toEqual({
      updated: 0,
    });
    const after = await bell(owner.accessToken);
    expect(after.unreadCount).toBe(1);
    expect(after.items[0]).toMatchObject({ id: alert!.id, read: false });
  });
});
