// /admin/contracts: admins only; filters and search in the URL sent to the API; the admin actions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, makeContract, quietStorage, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { ADMIN, BUYER } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { NO_ACCESS } from './admin-contracts-page';
import type { Contract } from './contract';
import { CONTRACTS_API } from './contracts-test-support';

afterEach(() => vi.restoreAllMocks());

function renderAdmin(path: string, contracts: Contract[]) {
  const client = createDealClient();
  client.startSignedIn(ADMIN);
  answerRequests(client, (method, apiPath, options) => {
    if (method === 'GET' && apiPath === CONTRACTS_API) return { items: contracts };
    const match = /^\/api\/v1\/contracts\/([^/]+)\/actions$/.exec(apiPath);
    if (method === 'POST' && match) {
      const contract = contracts.find((item) => item.id === match[1]) as Contract;
      const action = ((options?.json ?? {}) as { action: string }).action;
      return { ...contract, status: action === 'approve' ? 'approved' : 'cancelled', allowedActions: [] };
    }
    return undefined;
  });
  return renderApp(path, { client, storage: quietStorage() });
}

describe('Admin contracts', () => {
  it("tells a signed-in non-admin they don't have access", async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    renderApp('/admin/contracts', { client, storage: quietStorage() });
    expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
    expect(callsTo(client, CONTRACTS_API)).toHaveLength(0);
  });

  it('loads every contract with the filters of the URL and keeps new filters in the URL', async () => {
    const contract = makeContract({
      sellerApprovalStatus: 'approved',
      allowedActions: ['approve', 'cancel'],
    });
    const { client, router } = renderAdmin('/admin/contracts?status=pending&q=austin', [contract]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: contract.property.title })).toBeTruthy();
    // One contract is "1 contract", not "1 contracts".
    expect(table.querySelector('caption')?.textContent).toBe('1 contract');
    expect(callsTo(client, CONTRACTS_API)[0]?.[2]).toEqual({
      query: { scope: 'all', status: 'pending', sellerApprovalStatus: undefined, q: 'austin' },
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('austin');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Seller approval'), 'Seller approved');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=pending&q=austin&approval=approved'),
    );
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'Bea{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&q=Bea&approval=approved'));
    await waitFor(() =>
      expect(callsTo(client, CONTRACTS_API).at(-1)?.[2]).toEqual({
        query: { scope: 'all', status: 'pending', sellerApprovalStatus: 'approved', q: 'Bea' },
      }),
    );
  });

  it('approves a contract from the table', async () => {
    const contract = makeContract({
      sellerApprovalStatus: 'approved',
      allowedActions: ['approve', 'cancel'],
    });
    const { services } = renderAdmin('/admin/contracts', [contract]);
    const row = (await screen.findByRole('link', { name: contract.property.title })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Cancel contract' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve contract' }));
    await waitFor(() => expect(toastMessages(services)).toContain('Contract approved.'));
  });

  it('cancels a contract only with a reason, which it sends with the action', async () => {
    const contract = makeContract({
      sellerApprovalStatus: 'approved',
      allowedActions: ['approve', 'cancel'],
    });
    const { client, services } = renderAdmin('/admin/contracts', [contract]);
    const row = (await screen.findByRole('link', { name: contract.property.title })).closest(
      'tr',
    ) as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    expect(within(dialog).getByText('Give a reason to cancel the deal.')).toBeTruthy();
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), '  The buyer never sent earnest money ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    await waitFor(() => expect(toastMessages(services)).toContain('Contract cancelled.'));
    expect(callsTo(client, `${CONTRACTS_API}/${contract.id}/actions`)[0]?.[2]).toEqual({
      json: { action: 'cancel', reason: 'The buyer never sent earnest money' },
    });
  });
});
