// Moderator raffles: admins alone create and draw; the commitment is public before the draw and the seed after;
// tickets are moderators' reviews in the period; anyone recomputes the winner from the public page.
import { createHash } from 'node:crypto';
import { verifyRaffleDraw } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let admin: Account;
let moderatorA: Account;
let moderatorB: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ fullName: 'Ada Admin' });
  moderatorA = await t.signUp({ fullName: 'Mo A' });
  moderatorB = await t.signUp({ fullName: 'Mo B' });
  await grantRole(t.db, admin.user.id, 'admin');
  await grantRole(t.db, moderatorA.user.id, 'moderator');
  await grantRole(t.db, moderatorB.user.id, 'moderator');
});
afterAll(() => t.close());

async function review(moderator: Account) {
  const owner = await t.signUp();
  const created = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: {
      title: 'Raffle ranch',
      location: '9 Elm St, Dallas, TX 75201',
      price: 150_000,
      propertyType: 'land',
    },
  });
  const res = await t.call('POST', '/api/v1/moderation/decisions', {
    token: moderator.accessToken,
    json: { propertyIds: [created.data.id], action: 'publish' },
  });
  expect(res.status).toBe(200);
}

const period = () => ({
  periodStart: new Date(Date.now() - 3_600_000).toISOString(),
  periodEnd: new Date(Date.now() + 3_600_000).toISOString(),
});

describe('raffles', () => {
  it('are created and drawn by admins only', async () => {
    const body = { title: 'November raffle', prize: 'A $100 gift card', ...period() };
    expect((await t.call('POST', '/api/v1/raffles', { json: body })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/v1/raffles', { token: moderatorA.accessToken, json: body })).status,
    ).toBe(403);
    const bad = await t.call('POST', '/api/v1/raffles', {
      token: admin.accessToken,
      json: { ...body, periodEnd: body.periodStart },
    });
    expect(bad.status).toBe(400);
    const created = await t.call('POST', '/api/v1/raffles', { token: admin.accessToken, json: body });
    expect(created.status, created.text).toBe(201);
    for (const token of [undefined, moderatorA.accessToken]) {
      expect((await t.call('POST', `/api/v1/raffles/${created.data.id}/draw`, { token })).status).toBe(
        token ? 403 : 401,
      );
    }
    const stored = await t.db
      .selectFrom('raffles')
      .select('drawn_at')
      .where('id', '=', created.data.id)
      .executeTakeFirst();
    expect(stored?.drawn_at).toBeNull();
  });

  it('publish the commitment and hide the seed until the draw; the draw is verifiable from the public page', async () => {
    const created = await t.call('POST', '/api/v1/raffles', {
      token: admin.accessToken,
      json: { title: 'Verifiable raffle', prize: 'Swag', ...period() },
    });
    await review(moderatorA);
    await review(moderatorB);
    await review(moderatorA);
    await review(admin); // Admins' reviews are not tickets.
    const before = await t.call('GET', `/api/v1/raffles/${created.data.id}`);
    expect(before.status).toBe(200);
    expect(before.data.seed).toBeNull();
    expect(before.data.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(before.data.tickets.map((entry: { name: string }) => entry.name)).toEqual([
      'Mo A',
      'Mo B',
      'Mo A',
    ]);

    const drawn = await t.call('POST', `/api/v1/raffles/${created.data.id}/draw`, {
      token: admin.accessToken,
    });
    expect(drawn.status, drawn.text).toBe(200);
    expect(
      (await t.call('POST', `/api/v1/raffles/${created.data.id}/draw`, { token: admin.accessToken })).status,
    ).toBe(409);
    await review(moderatorB); // After the draw: the frozen list does not change.

    const after = await t.call('GET', `/api/v1/raffles/${created.data.id}`);
    expect(after.data.commitment).toBe(before.data.commitment);
    expect(createHash('sha256').update(after.data.seed).digest('hex')).toBe(before.data.commitment);
    expect(after.data.tickets).toEqual(before.data.tickets);
    expect([moderatorA.user.id, moderatorB.user.id]).toContain(after.data.winner.userId);
    const check = await verifyRaffleDraw({
      commitment: after.data.commitment,
      seed: after.data.seed,
      tickets: after.data.tickets,
      winnerTicket: after.data.winner.ticket,
    });
    expect(check).toEqual({ commitmentMatches: true, winnerMatches: true });
  });

  it('answers 404 for an unknown raffle', async () => {
    expect((await t.call('GET', '/api/v1/raffles/00000000-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
