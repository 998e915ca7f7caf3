// The title officer's page behind the emailed link: it shows the deal without an account, confirms the earnest
// money and sets the closing date through the link, and says so when the link is revoked or expired.
import { ApiError } from '@dealloop/client';
import { CLOSING_STAGE_LABELS, TITLE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage } from '../../deals/deal-test-support';
import { fireEvent, screen, userEvent } from '../../test/dom';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

let client: FakeApiClient;
const deal = {
  contractId: 'contract-1',
  address: '9 Elm St, Dallas, TX 75201',
  price: 140_000,
  buyerName: 'Bea Buyer',
  sellerName: 'Sam Seller',
  earnestMoney: 5_000,
  closingDate: '2026-12-20',
  stage: CLOSING_STAGE_LABELS.earnest_money_due,
  officerName: 'Tia Title',
  company: 'Lone Star Title',
  expiresAt: '2026-12-27T00:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    if (path.includes('/title-links/old')) {
      throw new ApiError(410, 'title_link_expired', TITLE_TEXTS.linkExpired);
    }
    if (path.includes('/title-links/gone')) {
      throw new ApiError(410, 'title_link_revoked', TITLE_TEXTS.linkRevoked);
    }
    if (!path.includes('/title-links/good'))
      throw new ApiError(404, 'title_link_unknown', TITLE_TEXTS.linkUnknown);
    if (method === 'GET') return deal;
    if (path.endsWith('/earnest-money-received')) {
      return { ...deal, stage: CLOSING_STAGE_LABELS.earnest_money_received };
    }
    const closingDate = (options?.json as { closingDate?: string } | undefined)?.closingDate ?? '';
    return { ...deal, closingDate, stage: CLOSING_STAGE_LABELS.closing_scheduled };
  });
});
afterEach(() => vi.restoreAllMocks());

describe("The title officer's page", () => {
  it('shows the deal without signing in, and confirms the earnest money and the closing date', async () => {
    renderApp('/title/good', { client, storage: quietStorage() });
    expect(await screen.findByText('9 Elm St, Dallas, TX 75201')).toBeTruthy();
    expect(screen.getByText('$140,000')).toBeTruthy();
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getByText('Sam Seller')).toBeTruthy();
    expect(screen.getByText('$5,000')).toBeTruthy();
    expect(screen.getByText(CLOSING_STAGE_LABELS.earnest_money_due)).toBeTruthy();
    expect(callsTo(client, '/api/v1/title-links/good').map((call) => call[0])).toEqual(['GET']);

    await userEvent.click(screen.getByRole('button', { name: TITLE_TEXTS.confirmEarnest }));
    expect((await screen.findByRole('status')).textContent).toBe(TITLE_TEXTS.earnestConfirmed);
    expect(screen.getByText(CLOSING_STAGE_LABELS.earnest_money_received)).toBeTruthy();
    expect(callsTo(client, '/api/v1/title-links/good/earnest-money-received').map((call) => call[0])).toEqual(
      ['POST'],
    );

    fireEvent.change(screen.getByLabelText(TITLE_TEXTS.closingDate), { target: { value: '2027-01-15' } });
    await userEvent.click(screen.getByRole('button', { name: TITLE_TEXTS.setClosingDate }));
    expect(await screen.findByText(TITLE_TEXTS.closingDateSet)).toBeTruthy();
    expect(screen.getByText(CLOSING_STAGE_LABELS.closing_scheduled)).toBeTruthy();
    const dateCalls = callsTo(client, '/api/v1/title-links/good/closing-date');
    expect(dateCalls.map((call) => call[2]?.json)).toEqual([{ closingDate: '2027-01-15' }]);
  });

  it('says an expired link has expired and offers no confirmation', async () => {
    renderApp('/title/old', { client, storage: quietStorage() });
    expect((await screen.findByRole('alert')).textContent).toBe(TITLE_TEXTS.linkExpired);
    expect(screen.queryByRole('button', { name: TITLE_TEXTS.confirmEarnest })).toBeNull();
  });

  it('says a revoked link is no longer valid', async () => {
    renderApp('/title/gone', { client, storage: quietStorage() });
    expect((await screen.findByRole('alert')).textContent).toBe(TITLE_TEXTS.linkRevoked);
  });
});
