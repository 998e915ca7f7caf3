// The closing desk: the wholesaler's deals with stage, countdown and closing date, stale deals flagged, each linking
// to its contract; an empty desk says so.
import type { ClosingDeskItem } from '@dealloop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, SELLER } from '../../deals/deal-test-support';
import { screen, within } from '../../test/dom';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const item = (overrides: Partial<ClosingDeskItem>): ClosingDeskItem => ({
  contractId: 'c-1',
  propertyId: 'p-1',
  propertyTitle: 'Brick ranch',
  buyerName: 'Bea Buyer',
  price: 110_000,
  stage: 'earnest_money_due',
  stageChangedAt: '2026-11-27T10:00:00.000Z',
  earnestDueAt: new Date(Date.now() + (5 * 60 + 10) * 60_000).toISOString(),
  closingDate: '2027-02-01',
  stale: false,
  ...overrides,
});

function renderDesk(items: ClosingDeskItem[]) {
  const client = createDealClient();
  client.startSignedIn(SELLER);
  answerRequests(client, (method, path) =>
    method === 'GET' && path === '/api/v1/closing-desk' ? { items } : undefined,
  );
  renderApp('/dashboard/closing', { client, storage: quietStorage() });
}

describe('Closing desk', () => {
  it('lists the deals with stage, countdown and closing date, flagging one not moved for 7 days', async () => {
    renderDesk([
      item({}),
      item({
        contractId: 'c-2',
        propertyTitle: 'Stale duplex',
        stage: 'title_opened',
        earnestDueAt: null,
        stale: true,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Closing Desk' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Earnest money due');
    expect(rows[0]!.textContent).toMatch(/Due in 5h (9|10)m/);
    expect(rows[0]!.textContent).not.toContain('No move for 7 days');
    expect(rows[1]!.textContent).toContain('Title opened');
    expect(rows[1]!.textContent).toContain('No move for 7 days');
    expect(within(rows[1]!).getByRole('link', { name: 'Stale duplex' }).getAttribute('href')).toBe(
      '/dashboard/contracts/c-2',
    );
  });

  it('says when there is nothing in the pipeline', async () => {
    renderDesk([]);
    expect(
      await screen.findByText('No deals in the pipeline yet. Accepted offers show up here.'),
    ).toBeTruthy();
  });
});
