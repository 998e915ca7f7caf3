// /payment-history: the current plan and the invoices (date, plan, amount, status), an empty state without any,
// the success note after Checkout; signed-out visitors go to sign in.

import type { MyBilling } from '@dealloop/contract';
import { BILLING_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage } from '../../deals/deal-test-support';
import { screen, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { MY_BILLING_API } from './plan-test-support';

let client: FakeApiClient;
let billing: MyBilling;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  billing = { billingEnabled: true, currentPlan: { id: 'free', name: 'Free' }, invoices: [] };
  client = createFakeApiClient();
  answerRequests(client, (_method, path) => (path === MY_BILLING_API ? billing : undefined));
});
afterEach(() => vi.restoreAllMocks());

describe('Payment History page', () => {
  it('lists the invoices newest first with plan, amount and status, and the current plan', async () => {
    billing = {
      billingEnabled: true,
      currentPlan: { id: 'pro', name: 'Pro' },
      invoices: [
        {
          id: 'i2',
          planId: 'pro',
          planName: 'Pro',
          amountCents: 2900,
          currency: 'usd',
          status: 'failed',
          createdAt: '2026-12-01T10:00:00.000Z',
        },
        {
          id: 'i1',
          planId: 'pro',
          planName: 'Pro',
          amountCents: 2950,
          currency: 'usd',
          status: 'paid',
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    };
    client.startSignedIn(BUYER);
    renderApp('/payment-history?checkout=success', { client, storage: quietStorage() });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Dec 1, 2026Pro$29Payment failed', 'Nov 1, 2026Pro$29.50Paid']);
    expect(
      within(screen.getByRole('region', { name: BILLING_TEXTS.historyCurrentPlan })).getByText('Pro'),
    ).toBeTruthy();
    expect(screen.getByText(BILLING_TEXTS.checkoutSucceeded)).toBeTruthy();
  });

  it('shows the free plan and an empty history', async () => {
    client.startSignedIn(BUYER);
    renderApp('/payment-history', { client, storage: quietStorage() });
    expect(await screen.findByText(BILLING_TEXTS.historyEmpty)).toBeTruthy();
    expect(screen.getByText(BILLING_TEXTS.historyNoPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: BILLING_TEXTS.seePlans }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText(BILLING_TEXTS.checkoutSucceeded)).toBeNull();
  });

  it('sends signed-out visitors to sign in', async () => {
    const { router } = renderApp('/payment-history', { client, storage: quietStorage() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
