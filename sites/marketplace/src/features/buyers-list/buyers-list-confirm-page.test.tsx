// Confirming a buyers list join from its email: opening the link changes nothing until Confirm is pressed; a used
// link says it is confirmed; an expired one leads back to the join page; an unknown one says it is not valid.
import { ApiError } from '@dealloop/client';
import { BUYERS_LIST_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage } from '../../deals/deal-test-support';
import { screen, userEvent } from '../../test/dom';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

let client: FakeApiClient;
const OWNER = 'owner-1';
const STATES: Record<string, 'pending' | 'confirmed' | 'expired'> = {
  good: 'pending',
  used: 'confirmed',
  old: 'expired',
  late: 'pending',
};
const CONFIRM_JOIN_API = '/api/v1/buyers-list/confirm';
/** The calls of the confirmation link with `token`. */
const link = (token: string) =>
  callsTo(client, CONFIRM_JOIN_API).filter((call) => call[2]?.query?.token === token);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    const token = String(options?.query?.token ?? '');
    if (path !== CONFIRM_JOIN_API || !STATES[token]) {
      throw new ApiError(404, 'invalid_confirmation_token', BUYERS_LIST_TEXTS.confirmInvalid);
    }
    if (method === 'GET') return { ownerId: OWNER, ownerName: 'Wendy Wholesale', state: STATES[token] };
    // The link ran out between opening the page and pressing Confirm.
    if (token === 'late') throw new ApiError(410, 'confirmation_expired', BUYERS_LIST_TEXTS.confirmExpired);
    return { ownerId: OWNER, alreadyConfirmed: false };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Confirm a buyers list sign-up page', () => {
  it('names the investor, changes nothing on opening, and joins on Confirm', async () => {
    renderApp('/buyers-list/confirm?token=good', { client, storage: quietStorage() });
    expect(await screen.findByText(BUYERS_LIST_TEXTS.confirmIntro('Wendy Wholesale'))).toBeTruthy();
    expect(link('good').map((call) => call[0])).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.confirmButton }));
    expect((await screen.findByRole('status')).textContent).toBe(BUYERS_LIST_TEXTS.joined);
    expect(link('good').map((call) => call[0])).toEqual(['GET', 'POST']);
  });

  it('says a used link is already confirmed, without a button', async () => {
    renderApp('/buyers-list/confirm?token=used', { client, storage: quietStorage() });
    expect((await screen.findByRole('status')).textContent).toBe(BUYERS_LIST_TEXTS.alreadyConfirmed);
    expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.confirmButton })).toBeNull();
  });

  it('says an expired link has expired and links to the join page', async () => {
    renderApp('/buyers-list/confirm?token=old', { client, storage: quietStorage() });
    expect((await screen.findByRole('alert')).textContent).toBe(BUYERS_LIST_TEXTS.confirmExpired);
    expect(screen.getByRole('link', { name: BUYERS_LIST_TEXTS.joinAgain }).getAttribute('href')).toBe(
      `/profile/${OWNER}/buyers-list`,
    );
  });

  it('says so when the link expires before Confirm is pressed', async () => {
    renderApp('/buyers-list/confirm?token=late', { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('button', { name: BUYERS_LIST_TEXTS.confirmButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(BUYERS_LIST_TEXTS.confirmExpired);
    expect(screen.getByRole('link', { name: BUYERS_LIST_TEXTS.joinAgain })).toBeTruthy();
  });

  it('says an unknown or missing link is not valid, under the page heading', async () => {
    for (const path of ['/buyers-list/confirm?token=made-up', '/buyers-list/confirm']) {
      const view = renderApp(path, { client, storage: quietStorage() });
      expect(
        await screen.findByRole('heading', { level: 1, name: BUYERS_LIST_TEXTS.confirmTitle }),
      ).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe(BUYERS_LIST_TEXTS.confirmInvalid);
      expect(screen.getByRole('link', { name: BUYERS_LIST_TEXTS.findInvestor })).toBeTruthy();
      expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.confirmButton })).toBeNull();
      view.unmount();
    }
  });
});
