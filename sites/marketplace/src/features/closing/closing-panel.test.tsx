// The contract page's closing pipeline: the stage, the earnest money countdown, the viewer's moves as buttons, a
// move made (and its new stage shown), a cancellation asking for its reason, and a refusal's reason.

import { ApiError } from '@dealloop/client';
import type { Closing } from '@dealloop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, makeContract, quietStorage, SELLER } from '../../deals/deal-test-support';
import { screen, userEvent, within } from '../../test/dom';
import { BUYER } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const contract = makeContract();
const CLOSING = `/api/v1/contracts/${contract.id}/closing`;

function makeClosing(overrides: Partial<Closing> = {}): Closing {
  return {
    contractId: contract.id,
    stage: 'earnest_money_due',
    stageChangedAt: '2026-11-27T10:00:00.000Z',
    earnestMoney: 5000,
    earnestDueAt: new Date(Date.now() + (28 * 60 + 30) * 60_000).toISOString(),
    earnestWindowHours: 48,
    closingDate: '2027-02-01',
    stale: false,
    allowedMoves: [{ to: 'earnest_money_received', release: false }],
    history: [
      {
        from: 'contract_signed',
        to: 'earnest_money_due',
        actor: 'system',
        reason: null,
        closingDate: null,
        at: '2026-11-27T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function renderPanel(closing: Closing, account = SELLER, move?: (json: Record<string, unknown>) => Closing) {
  const client = createDealClient();
  client.startSignedIn(account);
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === `/api/v1/contracts/${contract.id}`) return contract;
    if (method === 'GET' && path === CLOSING) return closing;
    if (method === 'POST' && path === `${CLOSING}/moves` && move) {
      return move((options?.json ?? {}) as Record<string, unknown>);
    }
    return undefined;
  });
  renderApp(`/dashboard/contracts/${contract.id}`, { client, storage: quietStorage() });
  return { client };
}

describe('Closing pipeline on the contract page', () => {
  it('shows the stage, the countdown to the earnest money deadline and the seller’s move', async () => {
    renderPanel(makeClosing());
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    expect(panel.textContent).toContain('Earnest money due');
    expect(panel.textContent).toMatch(/Due in 1d 4h/);
    expect(within(panel).getByRole('button', { name: 'Confirm earnest money received' })).toBeTruthy();
  });

  it('makes the move and shows the new stage', async () => {
    const { client } = renderPanel(makeClosing(), SELLER, (json) =>
      makeClosing({ stage: json.to as Closing['stage'], allowedMoves: [] }),
    );
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm earnest money received' }));
    expect(await within(panel).findByText('Earnest money received')).toBeTruthy();
    expect(callsTo(client, `${CLOSING}/moves`)[0]?.[2]).toMatchObject({
      json: { to: 'earnest_money_received' },
    });
    expect(within(panel).queryByRole('button', { name: 'Confirm earnest money received' })).toBeNull();
  });

  it('shows past due, and the release button once the deadline passed; a refusal shows its reason', async () => {
    renderPanel(
      makeClosing({
        earnestDueAt: new Date(Date.now() - 60_000).toISOString(),
        allowedMoves: [
          { to: 'earnest_money_received', release: false },
          { to: 'cancelled', release: true },
        ],
      }),
      SELLER,
      () => {
        throw new ApiError(409, 'illegal_transition', 'The deal moved in the meantime.');
      },
    );
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    expect(panel.textContent).toContain('Past due');
    await userEvent.click(within(panel).getByRole('button', { name: 'Release buyer (earnest money late)' }));
    expect(await within(panel).findByText('The deal moved in the meantime.')).toBeTruthy();
  });

  it('asks the buyer for a reason before cancelling', async () => {
    const { client } = renderPanel(
      makeClosing({ allowedMoves: [{ to: 'cancelled', release: false }] }),
      BUYER,
      (json) => makeClosing({ stage: json.to as Closing['stage'], allowedMoves: [], history: [] }),
    );
    const panel = await screen.findByRole('region', { name: 'Closing pipeline' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel deal' }));
    await userEvent.type(within(panel).getByLabelText('Reason'), 'Financing fell through');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Cancelled')).toBeTruthy();
    expect(callsTo(client, `${CLOSING}/moves`)[0]?.[2]).toMatchObject({
      json: { to: 'cancelled', reason: 'Financing fell through' },
    });
  });
});
