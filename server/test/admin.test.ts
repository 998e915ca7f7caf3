// The admin area's API: who may call it, the dashboard's figures and series, user search, roles, suspension and
// restore with their audit, and a suspended user's tokens refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/db/ids';
import { grantRole } from '../src/users/users-repo';
import { type Account, dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;
let stranger: Account;
beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
  stranger = await t.signUp({ fullName: 'Sol Stranger' });
});
afterAll(() => t.close());

const expectError = (res: { status: number; data: any }, status: number, code?: string) => {
  expect(res.status, JSON.stringify(res.data)).toBe(status);
  expect(res.data).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  if (code) expect(res.data.error.code).toBe(code);
};

const asAdmin = (method: string, url: string, json?: unknown) =>
  t.call(method, url, { token: f.admin.accessToken, ...(json === undefined ? {} : { json }) });

async function auditCount(userId: string) {
  const row = await t.db
    .selectFrom('admin_audit')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('who may call the admin routes', () => {
  it('answers 401 without a token, 403 to a non-admin, and 200 to an admin, for every route', async () => {
    const target = await t.signUp();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/stats'],
      ['GET', '/api/v1/admin/users'],
      ['GET', `/api/v1/admin/users/${target.user.id}`],
      ['POST', `/api/v1/admin/users/${target.user.id}/roles`, { role: 'moderator' }],
      ['DELETE', `/api/v1/admin/users/${target.user.id}/roles/moderator`],
      ['POST', `/api/v1/admin/users/${target.user.id}/suspension`, { reason: 'Spam listings' }],
      ['DELETE', `/api/v1/admin/users/${target.user.id}/suspension`],
    ];
    for (const [method, url, json] of routes) {
      expectError(await t.call(method, url, json === undefined ? {} : { json }), 401);
      expectError(await t.call(method, url, { token: stranger.accessToken, ...(json ? { json } : {}) }), 403);
    }
    expect(await auditCount(target.user.id)).toBe(0);
    const moderator = await t.signUp();
    await grantRole(t.db, moderator.user.id, 'moderator');
    expectError(await t.call('GET', '/api/v1/admin/users', { token: moderator.accessToken }), 403);
    for (const [method, url, json] of routes) {
      const res = await asAdmin(method, url, json);
      expect(res.status, `${method} ${url}: ${res.text}`).toBe(200);
    }
    expect(await auditCount(target.user.id)).toBe(4);
  });
});

describe('GET /admin/stats', () => {
  it('counts users, listings by status, offers and contracts by state as they change', async () => {
    const before = (await asAdmin('GET', '/api/v1/admin/stats')).data;
    const { seller, listing } = await f.acceptedDeal();
    const pending = await t.call('POST', '/api/v1/properties', {
      token: seller.accessToken,
      json: { title: 'Waiting', location: '1 Oak St, Dallas, TX 75201', price: 90_000, propertyType: 'land' },
    });
    expect(pending.status).toBe(201);
    const after = await asAdmin('GET', '/api/v1/admin/stats');
    expect(after.status).toBe(200);
    const [a, b] = [after.data.figures, before.figures];
    expect(a.users.total - b.users.total).toBe(2);
    expect(a.listings.total - b.listings.total).toBe(2);
    expect(a.pendingReview - b.pendingReview).toBe(1);
    expect(a.listings.byStatus.pending_review).toBe(a.pendingReview);
    const listingStatus = (
      await t.db
        .selectFrom('properties')
        .select('listing_status')
        .where('id', '=', listing.id)
        .executeTakeFirstOrThrow()
    ).listing_status;
    expect(a.listings.byStatus[listingStatus] - b.listings.byStatus[listingStatus]).toBe(1);
    // The listing under contract counts as such (and as published: the two are different states).
    expect(a.listings.byDealStatus.under_contract - b.listings.byDealStatus.under_contract).toBe(1);
    expect(a.listings.byDealStatus.active - b.listings.byDealStatus.active).toBe(1);
    expect(a.listings.byDealStatus.sold).toBe(b.listings.byDealStatus.sold);
    expect(a.offers.byStatus.accepted - b.offers.byStatus.accepted).toBe(1);
    expect(a.offers.total - b.offers.total).toBe(1);
    expect(a.contracts.byStatus.pending - b.contracts.byStatus.pending).toBe(1);
    expect(a.contracts.total - b.contracts.total).toBe(1);
    expect(a.openReports).toBe(b.openReports);
  });

  it('counts sold listings', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const before = (await asAdmin('GET', '/api/v1/admin/stats')).data.figures.listings.byDealStatus;
    for (const [who, action] of [
      [seller, 'seller_approve'],
      [f.admin, 'approve'],
      [f.admin, 'complete'],
    ] as const) {
      expect((await f.actContract(who, contractId, action)).status).toBe(200);
    }
    const after = (await asAdmin('GET', '/api/v1/admin/stats')).data.figures.listings.byDealStatus;
    expect(after.sold - before.sold).toBe(1);
    expect(after.under_contract - before.under_contract).toBe(-1);
  });

  it('counts open reports', async () => {
    const before = (await asAdmin('GET', '/api/v1/admin/stats')).data.figures.openReports;
    await t.db
      .insertInto('content_reports')
      .values({
        id: uuidv7(),
        reporter_id: stranger.user.id,
        target_type: 'profile',
        target_id: f.admin.user.id,
        reason: 'spam',
        details: null,
        status: 'open',
        resolved_by: null,
        resolution_note: null,
        resolved_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await asAdmin('GET', '/api/v1/admin/stats')).data.figures.openReports).toBe(before + 1);
  });

  it('gives zero-filled daily and weekly series over the last 30 or 90 days, counted per UTC day', async () => {
    const daysAgo = (n: number, time = '12:00:00.000') =>
      `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T${time}Z`;
    const daily = async (days: number) =>
      (await asAdmin('GET', `/api/v1/admin/stats?days=${days}`)).data.series;
    const before30 = await daily(30);
    const before90 = await daily(90);
    const now = new Date().toISOString();
    for (const [n, time] of [
      [10, '00:00:00.000'],
      [10, '23:59:59.999'],
      [45, '12:00:00.000'],
      [120, '12:00:00.000'],
    ] as const) {
      await t.db
        .insertInto('users')
        .values({
          id: uuidv7(),
          email: `old-${uuidv7()}@example.com`,
          password_hash: 'x',
          created_at: daysAgo(n, time),
          updated_at: now,
          suspended_at: null,
        })
        .execute();
    }
    const after30 = await daily(30);
    expect(after30.points).toHaveLength(30);
    expect(after30.bucket).toBe('day');
    expect(after30.points.at(-1).start).toBe(now.slice(0, 10));
    expect(after30.from).toBe(after30.points[0].start);
    const at = (series: any, day: string) => series.points.find((p: any) => p.start === day);
    const day10 = daysAgo(10).slice(0, 10);
    expect(at(after30, day10).users - at(before30, day10).users).toBe(2);
    const total = (series: any) => series.points.reduce((sum: number, p: any) => sum + p.users, 0);
    expect(total(after30) - total(before30)).toBe(2);
    const after90 = await daily(90);
    expect(after90.points).toHaveLength(90);
    expect(total(after90) - total(before90)).toBe(3);

    const weekly = (await asAdmin('GET', '/api/v1/admin/stats?days=90&bucket=week')).data.series;
    expect(weekly.bucket).toBe('week');
    expect(total(weekly)).toBe(total(after90));
    for (const key of ['listings', 'offers', 'contracts']) {
      expect(weekly.points.reduce((s: number, p: any) => s + p[key], 0)).toBe(
        after90.points.reduce((s: number, p: any) => s + p[key], 0),
      );
    }
    expect(weekly.points[0].start).toBe(after90.from);
    for (const point of weekly.points.slice(1))
      expect(new Date(`${point.start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses other periods and buckets with 400', async () => {
    expectError(await asAdmin('GET', '/api/v1/admin/stats?days=7'), 400);
    expectError(await asAdmin('GET', '/api/v1/admin/stats?bucket=month'), 400);
  });
});

describe('GET /admin/users', () => {
  it('finds users by name or email, with roles and status, in cursor pages newest first', async () => {
    const tag = `zq${Date.now()}`;
    const made: Account[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await t.signUp({ fullName: `Pat ${tag} ${i}` }));
    const byEmail = await t.signUp({ email: `${tag}-mail@example.com`, fullName: 'Someone Else' });
    await grantRole(t.db, made[1]!.user.id, 'moderator');

    const first = await asAdmin('GET', `/api/v1/admin/users?q=${tag.toUpperCase()}&limit=4`);
    expect(first.status).toBe(200);
    expect(first.data.items.map((u: any) => u.id)).toEqual(
      [byEmail, ...made.slice().reverse()].slice(0, 4).map((a) => a.user.id),
    );
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = await asAdmin(
      'GET',
      `/api/v1/admin/users?q=${tag}&limit=4&cursor=${first.data.nextCursor}`,
    );
    expect(second.data.items.map((u: any) => u.id)).toEqual([made[1]!.user.id, made[0]!.user.id]);
    expect(second.data.nextCursor).toBeNull();
    expect(second.data.items[0]).toMatchObject({
      email: made[1]!.email,
      fullName: `Pat ${tag} 1`,
      roles: ['moderator'],
      status: 'active',
      suspendedAt: null,
      history: [],
    });
    const moderators = await asAdmin('GET', `/api/v1/admin/users?q=${tag}&role=moderator`);
    expect(moderators.data.items.map((u: any) => u.id)).toEqual([made[1]!.user.id]);
    const wildcard = await asAdmin('GET', '/api/v1/admin/users?q=%25_');
    expect(wildcard.data.items).toEqual([]);
  });

  it('refuses a bad cursor, role or limit with 400', async () => {
    expectError(await asAdmin('GET', '/api/v1/admin/users?cursor=nonsense'), 400, 'invalid_cursor');
    expectError(await asAdmin('GET', '/api/v1/admin/users?role=owner'), 400);
    expectError(await asAdmin('GET', '/api/v1/admin/users?limit=500'), 400);
  });

  it('answers 404 for an unknown user', async () => {
    expectError(await asAdmin('GET', `/api/v1/admin/users/${uuidv7()}`), 404, 'user_not_found');
    expectError(await asAdmin('POST', `/api/v1/admin/users/${uuidv7()}/roles`, { role: 'moderator' }), 404);
  });
});

describe('roles', () => {
  it('grants and revokes roles, audited with the acting admin; repeating changes nothing', async () => {
    const user = await t.signUp();
    const granted = await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/roles`, { role: 'moderator' });
    expect(granted.data.roles).toEqual(['moderator']);
    expect(granted.data.history).toEqual([
      expect.objectContaining({
        action: 'role_granted',
        role: 'moderator',
        admin: { id: f.admin.user.id, name: 'Ada Admin' },
      }),
    ]);
    const me = await t.call('GET', '/api/v1/auth/user', { token: user.accessToken });
    expect(me.data.user.isModerator).toBe(true);
    const again = await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/roles`, { role: 'moderator' });
    expect(again.data.history).toHaveLength(1);
    const revoked = await asAdmin('DELETE', `/api/v1/admin/users/${user.user.id}/roles/moderator`);
    expect(revoked.data.roles).toEqual([]);
    expect(revoked.data.history.map((e: any) => e.action)).toEqual(['role_revoked', 'role_granted']);
  });

  it('refuses bad roles with 400 and changes nothing', async () => {
    const user = await t.signUp();
    expectError(await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/roles`, { role: 'owner' }), 400);
    expectError(await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/roles`, {}), 400);
    expectError(await asAdmin('DELETE', `/api/v1/admin/users/${user.user.id}/roles/owner`), 400);
    expect((await asAdmin('GET', `/api/v1/admin/users/${user.user.id}`)).data.roles).toEqual([]);
    expect(await auditCount(user.user.id)).toBe(0);
  });

  it("refuses an admin's removal of their own admin role, but another admin may remove it", async () => {
    const res = await asAdmin('DELETE', `/api/v1/admin/users/${f.admin.user.id}/roles/admin`);
    expectError(res, 409, 'self_demotion');
    expect((await asAdmin('GET', `/api/v1/admin/users/${f.admin.user.id}`)).data.roles).toContain('admin');
    const second = await t.signUp();
    await asAdmin('POST', `/api/v1/admin/users/${second.user.id}/roles`, { role: 'admin' });
    const byOther = await t.call('DELETE', `/api/v1/admin/users/${second.user.id}/roles/admin`, {
      token: second.accessToken,
    });
    expectError(byOther, 409, 'self_demotion');
    const removed = await asAdmin('DELETE', `/api/v1/admin/users/${second.user.id}/roles/admin`);
    expect(removed.data.roles).toEqual([]);
    expectError(await t.call('GET', '/api/v1/admin/users', { token: second.accessToken }), 403);
  });
});

describe('suspension', () => {
  it("refuses a suspended user's existing access token on the next request, and their refresh and sign-in", async () => {
    const user = await t.signUp();
    expect((await t.call('GET', '/api/v1/auth/user', { token: user.accessToken })).status).toBe(200);
    const res = await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/suspension`, {
      reason: '  Fake listings ',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Fake listings',
      suspendedAt: expect.any(String),
    });
    expect(res.data.history[0]).toMatchObject({ action: 'suspended', reason: 'Fake listings' });
    expectError(
      await t.call('GET', '/api/v1/auth/user', { token: user.accessToken }),
      403,
      'account_suspended',
    );
    expectError(
      await t.call('GET', '/api/v1/properties', { token: user.accessToken }),
      403,
      'account_suspended',
    );
    expectError(
      await t.call('POST', '/api/v1/auth/refresh', { json: { refreshToken: user.refreshToken } }),
      403,
      'account_suspended',
    );
    expectError(
      await t.call('POST', '/api/v1/auth/sign-in', { json: { email: user.email, password: user.password } }),
      403,
      'account_suspended',
    );
    const sessions = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    const suspended = await asAdmin(
      'GET',
      `/api/v1/admin/users?status=suspended&q=${encodeURIComponent(user.email)}`,
    );
    expect(suspended.data.items.map((u: any) => u.id)).toEqual([user.user.id]);

    const restored = await asAdmin('DELETE', `/api/v1/admin/users/${user.user.id}/suspension`);
    expect(restored.data).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: null });
    expect(restored.data.history.map((e: any) => e.action)).toEqual(['restored', 'suspended']);
    // The old session stays ended; signing in works again.
    expectError(await t.call('GET', '/api/v1/auth/user', { token: user.accessToken }), 401, 'session_ended');
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a missing, blank or too long reason with 400 and changes nothing', async () => {
    const user = await t.signUp();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      expectError(await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/suspension`, body), 400);
    }
    expect((await t.call('GET', '/api/v1/auth/user', { token: user.accessToken })).status).toBe(200);
    expect(await auditCount(user.user.id)).toBe(0);
  });

  it('refuses suspending oneself, suspending twice, restoring an active user and acting on a closed account', async () => {
    expectError(
      await asAdmin('POST', `/api/v1/admin/users/${f.admin.user.id}/suspension`, { reason: 'Oops' }),
      409,
      'self_suspension',
    );
    expect((await t.call('GET', '/api/v1/auth/user', { token: f.admin.accessToken })).status).toBe(200);
    const user = await t.signUp();
    expectError(
      await asAdmin('DELETE', `/api/v1/admin/users/${user.user.id}/suspension`),
      409,
      'not_suspended',
    );
    await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/suspension`, { reason: 'Spam' });
    expectError(
      await asAdmin('POST', `/api/v1/admin/users/${user.user.id}/suspension`, { reason: 'Spam again' }),
      409,
      'already_suspended',
    );
    expect(await auditCount(user.user.id)).toBe(1);

    const leaving = await t.signUp();
    const deleted = await t.call('DELETE', '/api/v1/me', {
      token: leaving.accessToken,
      json: { currentPassword: leaving.password },
    });
    expect(deleted.status, deleted.text).toBe(204);
    const closed = await asAdmin('GET', `/api/v1/admin/users/${leaving.user.id}`);
    expect(closed.data.status).toBe('closed');
    expectError(
      await asAdmin('DELETE', `/api/v1/admin/users/${leaving.user.id}/suspension`),
      409,
      'account_closed',
    );
    // A deleted account's token still reads as an ended session, not a suspension.
    expectError(
      await t.call('GET', '/api/v1/auth/user', { token: leaving.accessToken }),
      401,
      'session_ended',
    );
  });
});
