// A contract made before the closing pipeline (migration 20261127_0210): the contract page shows it at "Contract
// signed" with no deadline running (none is invented) and offers the seller "Start earnest money deadline".
import type { Closing } from '@dealloop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, makeContract, quietStorage, SELLER } from '../../deals/deal-test-support';
import { screen, userEvent, within } from '../../test/dom';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const contract = makeContract();
const CLOSING = `/api/v1/contracts/${contract.id}/closing`;

const older: Closing = {
  contractId: contract.id,
  stage: 'contract_signed',
  stageChangedAt: '2026-10-01T10:00:00.000Z',
  earnestMoney: 5000,
  earnestDueAt: null,
  earnestWindowHours: null,
  closingDate: '2027-02-01',
  stale: false,
  allowedMoves: [{ to: 'earnest_money_due', release: false }],
  history: [],
};

describe('Closing pipeline of a contract made before the pipeline', () => {
  it('shows "Contract signed" with no deadline, and the seller starts it', async () => {
    const client = createDealClient();
    client.startSignedIn(SELLER);
    const dueAt = new Date(Date.now() + 72 * 3_600_000 - 60_000).toISOString();
    answerRequests(client, (method, path) => {
      if (method === 'GET' && path === `/api/v1/contracts/${contract.id}`) return contract;
      if (method === 'GET' && path === CLOSING) return older;
      if (method === 'POST' && path === `${CLOSING}/moves`) {
        return {
          ...older,
          stage: 'earnest_money_due',
          earnestDueAt: dueAt,
          earnestWindowHours: 72,
          allowedMoves: [],
        };
      }
      return undefined;
    });
    renderApp(`/dashboard/contracts/${contract.id}`, { client, storage: quietStorage() });
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' }, { timeout: 20_000 });
    expect(panel.textContent).toContain('Contract signed');
    expect(panel.textContent).toContain('No deadline running');
    await userEvent.click(within(panel).getByRole('button', { name: 'Start earnest money deadline' }));
    expect(await within(panel).findByText(/Due in 2d 23h/)).toBeTruthy();
    expect(callsTo(client, `${CLOSING}/moves`)[0]?.[2]).toMatchObject({ json: { to: 'earnest_money_due' } });
  });
});
