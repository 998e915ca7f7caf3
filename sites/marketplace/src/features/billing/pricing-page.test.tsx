// /pricing: the plans with their prices and features; without Stripe "Billing is not enabled on this instance"
// and no checkout button; with it, a paid plan's button posts the plan and opens the Checkout URL.
import { ApiError } from '@dealloop/client';
import type { MyBilling, PlanList } from '@dealloop/contract';
import { BILLING_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { setCheckoutNavigator } from './open-checkout';
import { CHECKOUT_API, MY_BILLING_API, PLANS_API } from './plan-test-support';

const plan = (id: string, name: string, cents: number, purchasable: boolean) => ({
  id,
  name,
  description: `${name} plan`,
  monthlyPriceCents: cents,
  currency: 'usd',
  features: [`${name} feature one`, `${name} feature two`],
  purchasable,
});

let client: FakeApiClient;
let plans: PlanList;
let checkout: () => unknown;
let opened: string[];
let restore: () => void;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  plans = {
    billingEnabled: false,
    plans: [
      plan('free', 'Free', 0, false),
      plan('pro', 'Pro', 2900, false),
      plan('team', 'Team', 9950, false),
    ],
  };
  checkout = () => ({ url: 'https://checkout.stripe.test/c/1' });
  opened = [];
  restore = setCheckoutNavigator((url) => opened.push(url));
  client = createFakeApiClient();
  answerRequests(client, (method, path) => {
    if (path === PLANS_API) return plans;
    if (path === MY_BILLING_API) {
      return {
        billingEnabled: plans.billingEnabled,
        currentPlan: { id: 'free', name: 'Free' },
        invoices: [],
      } satisfies MyBilling;
    }
    if (path === CHECKOUT_API && method === 'POST') return checkout();
    return undefined;
  });
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

const planCard = (name: string) => screen.getByRole('listitem', { name });

describe('Pricing page', () => {
  it('shows every plan and says billing is not enabled, without checkout buttons', async () => {
    renderApp('/pricing', { client, storage: quietStorage() });
    expect(await screen.findByText(BILLING_TEXTS.billingNotEnabled)).toBeTruthy();
    expect(within(planCard('Pro')).getByText('$29')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('Pro feature two')).toBeTruthy();
    expect(within(planCard('Team')).getByText('$99.50')).toBeTruthy();
    expect(within(planCard('Free')).getByText(BILLING_TEXTS.free, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
  });

  it('with Stripe, a signed-in user starts checkout for a purchasable plan and is sent to Stripe', async () => {
    plans = { billingEnabled: true, plans: [plan('free', 'Free', 0, false), plan('pro', 'Pro', 2900, true)] };
    client.startSignedIn(BUYER);
    renderApp('/pricing', { client, storage: quietStorage() });
    const choose = await screen.findByRole('button', { name: BILLING_TEXTS.choosePlan('Pro') });
    expect(screen.queryByText(BILLING_TEXTS.billingNotEnabled)).toBeNull();
    expect(within(planCard('Free')).getByText(BILLING_TEXTS.currentPlan)).toBeTruthy();
    await userEvent.click(choose);
    await waitFor(() => expect(opened).toEqual(['https://checkout.stripe.test/c/1']));
    expect(callsTo(client, CHECKOUT_API).map((call) => call[2])).toEqual([{ json: { planId: 'pro' } }]);
  });

  it('tells a failed checkout and lets the user try again', async () => {
    plans = { billingEnabled: true, plans: [plan('pro', 'Pro', 2900, true)] };
    checkout = () => {
      throw new ApiError(409, 'plan_not_purchasable', BILLING_TEXTS.planNotPurchasable);
    };
    client.startSignedIn(BUYER);
    const { services } = renderApp('/pricing', { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('button', { name: BILLING_TEXTS.choosePlan('Pro') }));
    await waitFor(() => expect(toastMessages(services)).toContain(BILLING_TEXTS.planNotPurchasable));
    expect(opened).toEqual([]);
    expect(screen.getByRole('button', { name: BILLING_TEXTS.choosePlan('Pro') })).toBeTruthy();
  });

  it('asks signed-out visitors to sign in to subscribe, and says when checkout was cancelled', async () => {
    plans = { billingEnabled: true, plans: [plan('pro', 'Pro', 2900, true)] };
    renderApp('/pricing?checkout=cancelled', { client, storage: quietStorage() });
    const link = await screen.findByRole('link', { name: BILLING_TEXTS.signInToSubscribe });
    expect(link.getAttribute('href')).toMatch(/^\/auth\?redirect=/);
    expect(screen.getByText(BILLING_TEXTS.checkoutCancelled)).toBeTruthy();
  });
});
