// Becoming a moderator: one pending application per user, checked by core's rules; admins alone list and decide
// (approve grants the role at once, decline needs a reason); the applicant is alerted and the decision audited.
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
  moderator = await t.signUp();
  admin = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, moderator.user.id, 'moderator');
  await grantRole(t.db, admin.user.id, 'admin');
});
afterAll(() => t.close());

const good = {
  why: 'I review listings for my local investor club every week.',
  experience: 'Ten years of wholesaling in Texas.',
  markets: ['TX', 'OK'],
};
const apply = (token: string | undefined, json: unknown = good) =>
  t.call('POST', '/api/v1/me/moderator-application', { token, json });
const decide = (token: string | undefined, id: string, json: unknown) =>
  t.call('POST', `/api/v1/moderation/applications/${id}/decision`, { token, json });
const rolesOf = async (userId: string) =>
  (await t.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
    (r) => r.role,
  );

describe('applying', () => {
  it('needs a signed-in user and answers 400 with core texts for a bad application', async () => {
    expect((await apply(undefined)).status).toBe(401);
    const applicant = await t.signUp();
    const short = await apply(applicant.accessToken, { ...good, why: 'I like it' });
    expect(short.status).toBe(400);
    expect(short.data.error.message).toBe(MODERATION_TEXTS.applicationWhyTooShort);
    const noMarkets = await apply(applicant.accessToken, { ...good, markets: [] });
    expect(noMarkets.data.error.message).toBe(MODERATION_TEXTS.applicationMarketsRequired);
    const badMarket = await apply(applicant.accessToken, { ...good, markets: ['XX'] });
    expect(badMarket.data.error.message).toBe(MODERATION_TEXTS.applicationMarketsUnknown);
    const mine = await t.call('GET', '/api/v1/me/moderator-application', { token: applicant.accessToken });
    expect(mine.data).toEqual({ isModerator: false, application: null });
  });

  it('keeps one pending application per user, and none for moderators', async () => {
    const applicant = await t.signUp();
    const first = await apply(applicant.accessToken);
    expect(first.status, first.text).toBe(201);
    expect(first.data).toMatchObject({ status: 'pending', markets: ['TX', 'OK'], why: good.why });
    const second = await apply(applicant.accessToken);
    expect(second.status).toBe(409);
    expect(second.data.error.code).toBe('application_pending');
    expect((await apply(moderator.accessToken)).status).toBe(409);
    const mine = await t.call('GET', '/api/v1/me/moderator-application', { token: applicant.accessToken });
    expect(mine.data.application).toMatchObject({ id: first.data.id, status: 'pending' });
  });
});

describe('deciding', () => {
  it('lists pending applications and decides them for admins only (moderators too get 403)', async () => {
    const applicant = await t.signUp({ fullName: 'Al Applicant' });
    const sent = await apply(applicant.accessToken);
    expect((await t.call('GET', '/api/v1/moderation/applications')).status).toBe(401);
    for (const other of [applicant, moderator]) {
      expect(
        (await t.call('GET', '/api/v1/moderation/applications', { token: other.accessToken })).status,
      ).toBe(403);
      expect((await decide(other.accessToken, sent.data.id, { decision: 'approve' })).status).toBe(403);
    }
    expect((await decide(undefined, sent.data.id, { decision: 'approve' })).status).toBe(401);
    const list = await t.call('GET', '/api/v1/moderation/applications', { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.data.items.find((item: { id: string }) => item.id === sent.data.id)).toMatchObject({
      applicant: { id: applicant.user.id, name: 'Al Applicant', email: applicant.email },
      status: 'pending',
    });
    expect(await rolesOf(applicant.user.id)).toEqual([]);
  });

  it('approves: grants the role at once, alerts the applicant, audits, and cannot decide twice', async () => {
    const applicant = await t.signUp();
    const sent = await apply(applicant.accessToken);
    const res = await decide(admin.accessToken, sent.data.id, { decision: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.data.status).toBe('approved');
    expect(await rolesOf(applicant.user.id)).toEqual(['moderator']);
    const queue = await t.call('GET', '/api/v1/moderation/queue', { token: applicant.accessToken });
    expect(queue.status).toBe(200);
    const alerts = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', applicant.user.id)
      .execute();
    expect(alerts.map((alert) => [alert.kind, alert.title])).toEqual([
      ['moderatorApproved', ALERTS.moderatorApproved.title],
    ]);
    const audit = await t.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('target_id', '=', sent.data.id)
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.subject_user_id])).toEqual([
      ['approve_application', admin.user.id, applicant.user.id],
    ]);
    const again = await decide(admin.accessToken, sent.data.id, { decision: 'decline', reason: 'Oops' });
    expect(again.status).toBe(409);
  });

  it('declines only with a reason, sent to the applicant; a declined applicant may apply again', async () => {
    const applicant = await t.signUp();
    const sent = await apply(applicant.accessToken);
    const noReason = await decide(admin.accessToken, sent.data.id, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    const pending = await t.db
      .selectFrom('moderator_applications')
      .select('status')
      .where('id', '=', sent.data.id)
      .executeTakeFirst();
    expect(pending?.status).toBe('pending');
    const res = await decide(admin.accessToken, sent.data.id, {
      decision: 'decline',
      reason: 'We need Florida moderators',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'declined', decisionReason: 'We need Florida moderators' });
    expect(await rolesOf(applicant.user.id)).toEqual([]);
    const alerts = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', applicant.user.id)
      .execute();
    expect(alerts.map((alert) => alert.message)).toEqual([
      `${ALERTS.moderatorDeclined.message} Reason: We need Florida moderators`,
    ]);
    expect((await apply(applicant.accessToken)).status).toBe(201);
    expect(
      (await decide(admin.accessToken, '00000000-0000-7000-8000-000000000000', { decision: 'approve' }))
        .status,
    ).toBe(404);
  });
});
