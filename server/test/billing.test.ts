// Billing: plans and checkout without Stripe (501 billing_not_enabled), checkout through a Stripe double, and the
// webhook: signatures (valid, invalid, expired, missing), replays of an event id, and invoices recorded once.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../src/billing/stripe-signature';
import { createTestApp, type TestApp } from './support/test-app';

const SECRET = 'whsec_test_secret';

describe('without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the plans, none purchasable, and says billing is not enabled', async () => {
    const res = await t.call('GET', '/api/v1/plans');
    expect(res.status).toBe(200);
    expect(res.data.billingEnabled).toBe(false);
    expect(res.data.plans.map((p: { id: string }) => p.id)).toEqual(['free', 'pro', 'team']);
    expect(res.data.plans.every((p: { purchasable: boolean }) => !p.purchasable)).toBe(true);
  });

  it('answers checkout and the webhook with 501 billing_not_enabled', async () => {
    const user = await t.signUp();
    const checkout = await t.call('POST', '/api/v1/billing/checkout', {
      token: user.accessToken,
      json: { planId: 'pro' },
    });
    expect(checkout.status).toBe(501);
    expect(checkout.data.error).toEqual({
      code: 'billing_not_enabled',
      message: BILLING_TEXTS.billingNotEnabled,
    });
    const hook = await t.call('POST', '/api/v1/billing/webhook', { body: '{}' });
    expect(hook.status).toBe(501);
    expect((await t.call('POST', '/api/v1/billing/checkout', { json: { planId: 'pro' } })).status).toBe(401);
  });

  it('shows a new user the free plan and no invoices', async () => {
    const user = await t.signUp();
    const res = await t.call('GET', '/api/v1/me/billing', { token: user.accessToken });
    expect(res.data).toEqual({
      billingEnabled: false,
      currentPlan: { id: 'free', name: 'Free' },
      invoices: [],
    });
    expect((await t.call('GET', '/api/v1/me/billing')).status).toBe(401);
  });
});

describe('with Stripe configured', () => {
  let t: TestApp;
  let stripe: Server;
  const requests: { path: string; auth: string | undefined; form: URLSearchParams }[] = [];
  let failNext = false;

  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          form: new URLSearchParams(body),
        });
        res.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { message: 'No such price' } }));
          return;
        }
        res.end(JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' }));
      });
    });
    stripe.listen(0, '127.0.0.1');
    await once(stripe, 'listening');
    const { port } = stripe.address() as AddressInfo;
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      STRIPE_PRICE_PRO: 'price_pro',
    });
  });
  afterAll(async () => {
    await t.close();
    stripe.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const deliver = (event: unknown, header?: string) => {
    const payload = JSON.stringify(event);
    return t.call('POST', '/api/v1/billing/webhook', {
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': header ?? signStripePayload(payload, SECRET, now()),
      },
    });
  };
  const invoicesOf = (userId: string) =>
    t.db.selectFrom('billing_invoices').selectAll().where('user_id', '=', userId).execute();

  it('marks plans with a price id purchasable', async () => {
    const res = await t.call('GET', '/api/v1/plans');
    expect(res.data.billingEnabled).toBe(true);
    const purchasable = Object.fromEntries(
      res.data.plans.map((p: { id: string; purchasable: boolean }) => [p.id, p.purchasable]),
    );
    expect(purchasable).toEqual({ free: false, pro: true, team: false });
  });

  it('creates a Checkout Session with the plan price and answers its URL', async () => {
    const user = await t.signUp();
    const res = await t.call('POST', '/api/v1/billing/checkout', {
      token: user.accessToken,
      json: { planId: 'pro' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_123');
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe('price_pro');
    expect(sent.form.get('client_reference_id')).toBe(user.user.id);
    expect(sent.form.get('customer_email')).toBe(user.email);
    expect(sent.form.get('success_url')).toBe('http://localhost:3000/payment-history?checkout=success');
  });

  it('refuses unknown, free and unpriced plans, and reports a Stripe failure as 502', async () => {
    const user = await t.signUp();
    const checkout = (planId: string) =>
      t.call('POST', '/api/v1/billing/checkout', { token: user.accessToken, json: { planId } });
    const before = requests.length;
    expect((await checkout('gold')).data.error.code).toBe('unknown_plan');
    expect((await checkout('free')).status).toBe(409);
    expect((await checkout('team')).data.error.code).toBe('plan_not_purchasable');
    expect(requests.length).toBe(before);
    failNext = true;
    const failed = await checkout('pro');
    expect(failed.status).toBe(502);
    expect(failed.data.error.message).toBe(BILLING_TEXTS.checkoutFailed);
  });

  const completed = (id: string, userId: string) => ({
    id,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        client_reference_id: userId,
        customer: `cus_${userId.slice(-6)}`,
        invoice: `in_${id}`,
        amount_total: 2900,
        currency: 'usd',
        payment_status: 'paid',
        created: 1_790_000_000,
        metadata: { user_id: userId, plan_id: 'pro' },
      },
    },
  });

  it('records a completed checkout as the plan and a paid invoice, once per event id', async () => {
    const user = await t.signUp();
    const first = await deliver(completed('evt_1', user.user.id));
    expect(first.status, first.text).toBe(200);
    expect(first.data).toEqual({ received: true, duplicate: false });
    const replay = await deliver(completed('evt_1', user.user.id));
    expect(replay.data).toEqual({ received: true, duplicate: true });
    expect(await invoicesOf(user.user.id)).toHaveLength(1);
    const mine = await t.call('GET', '/api/v1/me/billing', { token: user.accessToken });
    expect(mine.data.currentPlan).toEqual({ id: 'pro', name: 'Pro' });
    // Buying the plan one has is refused before Stripe is asked.
    const sentBefore = requests.length;
    const again = await t.call('POST', '/api/v1/billing/checkout', {
      token: user.accessToken,
      json: { planId: 'pro' },
    });
    expect(again.status).toBe(409);
    expect(again.data.error).toEqual({ code: 'already_on_plan', message: BILLING_TEXTS.alreadyOnPlan });
    expect(requests.length).toBe(sentBefore);
    expect(mine.data.invoices).toEqual([
      expect.objectContaining({
        planId: 'pro',
        planName: 'Pro',
        amountCents: 2900,
        currency: 'usd',
        status: 'paid',
      }),
    ]);
    // The same invoice announced again by invoice.paid (another event id) stays one row.
    const paid = await deliver({
      id: 'evt_2',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_evt_1',
          customer: `cus_${user.user.id.slice(-6)}`,
          amount_paid: 2900,
          currency: 'usd',
          created: 1_790_000_000,
          lines: { data: [{ price: { id: 'price_pro' } }] },
        },
      },
    });
    expect(paid.data.duplicate).toBe(false);
    expect(await invoicesOf(user.user.id)).toHaveLength(1);
    // A renewal is a new invoice, found by the customer; a failed one never overwrites a paid one.
    await deliver({
      id: 'evt_3',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_renewal',
          customer: `cus_${user.user.id.slice(-6)}`,
          amount_paid: 2900,
          currency: 'usd',
          created: 1_792_600_000,
          lines: { data: [{ price: { id: 'price_pro' } }] },
        },
      },
    });
    await deliver({
      id: 'evt_4',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_renewal', customer: `cus_${user.user.id.slice(-6)}`, amount_due: 2900 } },
    });
    const after = await t.call('GET', '/api/v1/me/billing', { token: user.accessToken });
    expect(after.data.invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
    // Another user sees none of it.
    const other = await t.signUp();
    expect((await t.call('GET', '/api/v1/me/billing', { token: other.accessToken })).data.invoices).toEqual(
      [],
    );
  });

  it('refuses a bad, missing, malformed or expired signature and changes nothing', async () => {
    const user = await t.signUp();
    const event = completed('evt_bad', user.user.id);
    const payload = JSON.stringify(event);
    const wrongSecret = signStripePayload(payload, 'whsec_other', now());
    const expired = signStripePayload(payload, SECRET, now() - 301);
    const tampered = signStripePayload(JSON.stringify({ ...event, id: 'evt_other' }), SECRET, now());
    for (const header of [wrongSecret, expired, tampered, 't=abc,v1=zz']) {
      const res = await deliver(event, header);
      expect(res.status, header).toBe(400);
      expect(res.data.error.code).toBe('invalid_signature');
    }
    const unsigned = await t.call('POST', '/api/v1/billing/webhook', { body: payload });
    expect(unsigned.status).toBe(400);
    expect(await invoicesOf(user.user.id)).toEqual([]);
    const seen = await t.db
      .selectFrom('billing_events')
      .select('event_id')
      .where('event_id', '=', 'evt_bad')
      .execute();
    expect(seen).toEqual([]);
    // Within the tolerance an older delivery still counts (Stripe retries).
    const retried = await deliver(event, signStripePayload(payload, SECRET, now() - 200));
    expect(retried.status).toBe(200);
  });

  it('acknowledges other events and a subscription end returns the user to Free', async () => {
    const user = await t.signUp();
    await deliver(completed('evt_10', user.user.id));
    const other = await deliver({
      id: 'evt_11',
      type: 'customer.created',
      data: { object: { id: 'cus_x' } },
    });
    expect(other.data).toEqual({ received: true, duplicate: false });
    await deliver({
      id: 'evt_12',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', customer: `cus_${user.user.id.slice(-6)}` } },
    });
    const mine = await t.call('GET', '/api/v1/me/billing', { token: user.accessToken });
    expect(mine.data.currentPlan.id).toBe('free');
    expect(mine.data.invoices).toHaveLength(1);
    const notEvent = await t.call('POST', '/api/v1/billing/webhook', {
      body: '[]',
      headers: { 'stripe-signature': signStripePayload('[]', SECRET, now()) },
    });
    expect(notEvent.status).toBe(400);
  });

  // Found by the endpoint fuzzer: each of these answered 500.
  it('survives signed events with odd amounts, times and another user’s customer', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    expect((await deliver(completed('evt_odd_1', first.user.id))).status).toBe(200);
    const odd = completed('evt_odd_2', second.user.id);
    Object.assign(odd.data.object, {
      customer: `cus_${first.user.id.slice(-6)}`,
      amount_total: 1.5,
      created: 1e300,
    });
    const res = await deliver(odd);
    expect(res.status, res.text).toBe(200);
    const customers = await t.db.selectFrom('billing_customers').selectAll().execute();
    expect(customers.find((row) => row.user_id === first.user.id)?.stripe_customer_id).toBe(
      `cus_${first.user.id.slice(-6)}`,
    );
    expect(customers.find((row) => row.user_id === second.user.id)).toMatchObject({
      plan_id: 'pro',
      stripe_customer_id: null,
    });
    // 1.5 cents is no amount: no invoice is recorded from the checkout.
    expect(await invoicesOf(second.user.id)).toHaveLength(0);
  });
});
