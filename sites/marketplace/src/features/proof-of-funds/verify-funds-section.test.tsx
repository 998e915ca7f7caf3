// My Account's "Verify proof of funds": the buyer's status, and a file uploaded privately and submitted for review.
import { POF_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

let client: FakeApiClient;
let latest: Record<string, unknown> | null;
let submitted: unknown[];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createFakeApiClient();
  latest = null;
  submitted = [];
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === '/api/v1/proof-of-funds/verifications/mine')
      return { latest, badge: null };
    if (method === 'POST' && path === '/api/v1/proof-of-funds/verifications') {
      submitted.push(options?.json);
      latest = { id: 'v1', status: 'pending' };
      return latest;
    }
    if (method === 'GET' && path === '/api/v1/auth/sessions') return { items: [] };
    return undefined;
  });
  client.startSignedIn(BUYER);
});
afterEach(() => vi.restoreAllMocks());

describe('Verify proof of funds (My Account)', () => {
  it('shows the verified amount and expiry of a current verification', async () => {
    latest = { id: 'v0', status: 'approved', amount: 250_000, expiresAt: '2099-02-25T00:00:00.000Z' };
    renderApp('/dashboard/account', { client, storage: quietStorage() });
    expect(await screen.findByText('Verified up to $250,000 until 2099-02-25')).toBeTruthy();
  });

  it('says when it expired, and uploads a new file privately and submits it for review', async () => {
    latest = { id: 'v0', status: 'approved', amount: 250_000, expiresAt: '2020-02-25T00:00:00.000Z' };
    vi.mocked(client.uploads.upload).mockResolvedValue({
      id: 'up-1',
      purpose: 'proof_of_funds',
      name: 'letter.pdf',
      contentType: 'application/pdf',
      bytes: 10,
    } as never);
    const { services } = renderApp('/dashboard/account', { client, storage: quietStorage() });
    expect(await screen.findByText('Your verification expired on 2020-02-25.')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(POF_TEXTS.verifyAction, { selector: 'input' }), file);
    await waitFor(() => expect(toastMessages(services)).toContain(POF_TEXTS.submitted));
    expect(client.uploads.upload).toHaveBeenCalledWith(file, 'proof_of_funds', 'letter.pdf');
    expect(submitted).toEqual([{ uploadId: 'up-1' }]);
    expect(await screen.findByText(POF_TEXTS.statusPending)).toBeTruthy();
  });
});
