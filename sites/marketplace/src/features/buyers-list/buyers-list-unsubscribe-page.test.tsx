// Leaving a buyers list from a deal email: names the investor, leaves on one click signed out, and says when the
// link is not valid.
import { ApiError } from '@dealloop/client';
import { BUYERS_LIST_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage } from '../../deals/deal-test-support';
import { screen, userEvent } from '../../test/dom';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

let client: FakeApiClient;
const LEAVE_LIST_API = '/api/v1/buyers-list/unsubscribe';
const LINK = { query: { token: 'good-token' } };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    if (path !== LEAVE_LIST_API || options?.query?.token !== LINK.query.token)
      throw new ApiError(404, 'invalid_unsubscribe_token', BUYERS_LIST_TEXTS.unsubscribeInvalid);
    return method === 'GET' ? { ownerName: 'Wendy Wholesale' } : { removed: true };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Leave a buyers list page', () => {
  it('names the investor and leaves on one click', async () => {
    renderApp('/buyers-list/unsubscribe?token=good-token', { client, storage: quietStorage() });
    expect(await screen.findByText(BUYERS_LIST_TEXTS.unsubscribeIntro('Wendy Wholesale'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.unsubscribeButton }));
    expect((await screen.findByRole('status')).textContent).toBe(BUYERS_LIST_TEXTS.unsubscribed);
    expect(callsTo(client, LEAVE_LIST_API).map((call) => [call[0], call[2]])).toEqual([
      ['GET', LINK],
      ['POST', LINK],
    ]);
  });

  it('says an unknown link is not valid', async () => {
    renderApp('/buyers-list/unsubscribe?token=unknown', { client, storage: quietStorage() });
    expect(await screen.findByText(BUYERS_LIST_TEXTS.unsubscribeInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.unsubscribeButton })).toBeNull();
  });
});
