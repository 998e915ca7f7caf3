// The contract page: terms and timeline for a party, the allowed actions, 409 reasons, not found.
import { ApiError } from '@dealloop/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeContract,
  quietStorage,
  SELLER,
  toastMessages,
} from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import type { Contract } from './contract';
import { timelineSteps } from './contract-timeline';
import { CONTRACTS_API } from './contracts-test-support';

afterEach(() => vi.restoreAllMocks());

function renderContract(contract: Contract, account = SELLER, act?: (action: string) => Contract) {
  const client = createDealClient();
  client.startSignedIn(account);
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === `${CONTRACTS_API}/${contract.id}`) return contract;
    if (method === 'POST' && path === `${CONTRACTS_API}/${contract.id}/actions` && act) {
      return act(((options?.json ?? {}) as { action: string }).action);
    }
    return undefined;
  });
  return renderApp(`/dashboard/contracts/${contract.id}`, { client, storage: quietStorage() });
}

describe('Contract page', () => {
  it('shows the listing, terms, parties, status and timeline', async () => {
    const contract = makeContract({ allowedActions: ['seller_approve', 'seller_decline'] });
    renderContract(contract);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Contract: ${contract.property.title}` }),
    ).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms' });
    for (const text of ['$110,000', '$5,000', 'Feb 1, 2027', 'Hard Money', 'Bea Buyer', 'Sam Seller']) {
      expect(terms.textContent).toContain(text);
    }
    const steps = within(screen.getByRole('list', { name: 'Contract status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Contract created (done)',
      'Seller approval (in progress)',
      'DealLoop approval (to come)',
      'Closing (to come)',
    ]);
    expect(screen.getByRole('link', { name: contract.property.location }).getAttribute('href')).toBe(
      contract.property.path,
    );
  });

  it('lets the seller approve, then shows the new state', async () => {
    const contract = makeContract({ allowedActions: ['seller_approve', 'seller_decline'] });
    const { client, services } = renderContract(contract, SELLER, () => ({
      ...contract,
      sellerApprovalStatus: 'approved',
      allowedActions: [],
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this contract?' });
    expect(dialog.textContent).toContain(
      `You agree to sell ${contract.property.title} to Bea Buyer for $110,000.`,
    );
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve contract' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve contract' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Contract status' })).getAllByRole('listitem');
    expect(steps[1]?.textContent).toBe('Seller approved (done)');
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)[0]?.[2]).toEqual({
      json: { action: 'seller_approve' },
    });
    expect(toastMessages(services)).toContain('You approved the contract.');
  });

  it("shows the API's reason when an action is refused", async () => {
    const contract = makeContract({ allowedActions: ['seller_decline'] });
    renderContract(contract, SELLER, () => {
      throw new ApiError(409, 'conflict', 'This contract was already approved.');
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this contract?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Found a better offer');
    await user.click(within(dialog).getByRole('button', { name: 'Decline contract' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This contract was already approved.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the seller why they decline, and sends the reason the buyer is told', async () => {
    const contract = makeContract({ allowedActions: ['seller_approve', 'seller_decline'] });
    const { client } = renderContract(contract, SELLER, () => ({
      ...contract,
      status: 'cancelled',
      sellerApprovalStatus: 'declined',
      allowedActions: [],
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline contract' }));
    expect(within(dialog).getByText('Give a reason to cancel the deal.')).toBeTruthy();
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'The title search found a lien');
    await user.click(within(dialog).getByRole('button', { name: 'Decline contract' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)[0]?.[2]).toEqual({
      json: { action: 'seller_decline', reason: 'The title search found a lien' },
    });
  });

  it.each([
    ['seller_decline', 'Decline contract', 'Decline this contract?', 'the listing is active again'],
    ['approve', 'Approve', 'Approve this contract?', 'both parties are told'],
    ['complete', 'Mark completed', 'Mark this contract completed?', 'the property is marked sold'],
  ] as const)(
    'asks before %s, says what it does, and Go back sends nothing',
    async (action, button, title, says) => {
      const contract = makeContract({ allowedActions: [action] });
      const { client } = renderContract(contract, SELLER, () => contract);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog.textContent).toContain(contract.property.title);
      expect(dialog.textContent).toContain(says);
      expect(dialog.textContent).toContain('This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)).toHaveLength(0);
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
    },
  );

  it('offers no cancel without a reason: the deal is cancelled in its closing steps', async () => {
    const contract = makeContract({ allowedActions: ['cancel'] });
    renderContract(contract, BUYER, () => contract);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).toBeNull();
  });

  it('says when the contract does not exist or is not the visitor’s', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    renderApp('/dashboard/contracts/someone-elses', { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract not found' })).toBeTruthy();
  });

  it('draws the timeline of every state', () => {
    const labels = (status: Contract['status'], seller: Contract['sellerApprovalStatus']) =>
      timelineSteps({ status, sellerApprovalStatus: seller }).map((step) => `${step.label}:${step.state}`);
    expect(labels('pending', 'approved')).toEqual([
      'Contract created:done',
      'Seller approved:done',
      'DealLoop approval:current',
      'Closing:upcoming',
    ]);
    expect(labels('approved', 'approved')).toContain('Closing:current');
    expect(labels('completed', 'approved')).toContain('Completed:done');
    expect(labels('cancelled', 'declined')).toEqual(['Contract created:done', 'Seller declined:stopped']);
    expect(labels('cancelled', 'pending')).toEqual(['Contract created:done', 'Cancelled:stopped']);
  });
});
