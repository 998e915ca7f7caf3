// /moderator's proof of funds queue: each waiting request with its buyer and document; Approve sends the verified
// amount, source and expiry (90 days by default); Reject asks for the reason the buyer reads.
import { defaultFundsExpiry, POF_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { createFakeApiClient, type FakeApiClient, MODERATOR } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { type FakeModeration, fakeModerationApi } from '../moderation/moderation-test-support';
import { FUNDS_QUEUE_API, type FundsVerification, fundsDecisionPath } from './funds-api';

let client: FakeApiClient;
let waiting: { verification: FundsVerification; buyer: { id: string; name: string | null; email: string } }[];
let decisions: { path: string; json: unknown }[];

const request = (id: string, name: string) => ({
  verification: {
    id,
    userId: `user-${id}`,
    uploadId: `upload-${id}`,
    documentName: `${name} statement.pdf`,
    status: 'pending' as const,
    amount: null,
    source: null,
    expiresAt: null,
    reason: null,
    submittedAt: new Date(Date.now() - 3_600_000).toISOString(),
    decidedAt: null,
    documentUrl: `http://localhost/api/v1/proof-of-funds/verifications/${id}/document`,
  },
  buyer: { id: `user-${id}`, name, email: `${name.toLowerCase()}@example.com` },
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createFakeApiClient();
  waiting = [request('v1', 'Bea'), request('v2', 'Cal')];
  decisions = [];
  const moderation: FakeModeration = { queue: [], audit: [], decisions: [], failNext: null, edits: [] };
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === FUNDS_QUEUE_API) return { items: waiting, total: waiting.length };
    const decided = waiting.find((item) => path === fundsDecisionPath(item.verification.id));
    if (method === 'POST' && decided) {
      decisions.push({ path, json: options?.json });
      waiting = waiting.filter((item) => item !== decided);
      return { ...decided.verification, status: 'approved' };
    }
    return fakeModerationApi(client, moderation, method, path, options);
  });
  client.startSignedIn(MODERATOR);
});
afterEach(() => vi.restoreAllMocks());

const queue = async () => within(await screen.findByRole('list', { name: POF_TEXTS.queueTitle }));

describe('Moderator Dashboard: proof of funds queue', () => {
  it('lists each request with its buyer and approves with amount, source and a 90-day default expiry', async () => {
    const { services } = renderApp('/moderator', { client, storage: quietStorage() });
    const list = await queue();
    const bea = within(list.getByRole('listitem', { name: 'Bea' }));
    expect(bea.getByText('bea@example.com', { exact: false })).toBeTruthy();
    expect((bea.getByLabelText(POF_TEXTS.expiryLabel) as HTMLInputElement).value).toBe(
      defaultFundsExpiry(new Date()).slice(0, 10),
    );
    await userEvent.click(bea.getByRole('button', { name: POF_TEXTS.approve }));
    expect(await bea.findByText(POF_TEXTS.amountInvalid)).toBeTruthy();
    expect(decisions).toEqual([]);
    await userEvent.type(bea.getByLabelText(POF_TEXTS.amountLabel), '250,000');
    await userEvent.selectOptions(bea.getByLabelText(POF_TEXTS.sourceLabel), 'lender_letter');
    await userEvent.click(bea.getByRole('button', { name: POF_TEXTS.approve }));
    await waitFor(() => expect(toastMessages(services)).toContain(POF_TEXTS.approve));
    expect(decisions).toEqual([
      {
        path: fundsDecisionPath('v1'),
        json: {
          decision: 'approve',
          amount: 250_000,
          source: 'lender_letter',
          expiresAt: `${defaultFundsExpiry(new Date()).slice(0, 10)}T23:59:59.000Z`,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bea' })).toBeNull());
  });

  it('rejects only with a reason, and sends it', async () => {
    renderApp('/moderator', { client, storage: quietStorage() });
    const cal = within((await queue()).getByRole('listitem', { name: 'Cal' }));
    await userEvent.click(cal.getByRole('button', { name: POF_TEXTS.reject }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: POF_TEXTS.reject }));
    expect(await dialog.findByText(POF_TEXTS.reasonRequired)).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(POF_TEXTS.reasonLabel), 'Statement is a year old');
    await userEvent.click(dialog.getByRole('button', { name: POF_TEXTS.reject }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { path: fundsDecisionPath('v2'), json: { decision: 'reject', reason: 'Statement is a year old' } },
      ]),
    );
  });

  it('says so when nothing waits', async () => {
    waiting = [];
    renderApp('/moderator', { client, storage: quietStorage() });
    expect(await screen.findByText(POF_TEXTS.queueEmpty)).toBeTruthy();
  });
});
