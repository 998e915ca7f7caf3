// The public join page: names the list's owner, checks the fields and the consent with core's rule before
// sending anything, sends the buyer, says to check the inbox for the confirmation link, and shows the unavailable
// state for an unpublished profile.
import { BUYER_RULE_MESSAGES, BUYERS_LIST_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage } from '../../deals/deal-test-support';
import { screen, userEvent } from '../../test/dom';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

/** The public join API of one owner's list. */
const joinApiPath = (userId: string) => `/api/v1/profiles/${encodeURIComponent(userId)}/buyers-list`;
let client: FakeApiClient;
const OWNER = 'owner-1';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createDealClient();
  answerRequests(client, (method, path) => {
    if (path !== joinApiPath(OWNER)) return undefined;
    return method === 'GET' ? { ownerName: 'Wendy Wholesale' } : { pending: true };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Join my buyers list page', () => {
  it('checks the fields and the consent before sending, then says to confirm by email', async () => {
    renderApp(`/profile/${OWNER}/buyers-list`, { client, storage: quietStorage() });
    expect(await screen.findByText(BUYERS_LIST_TEXTS.joinIntro('Wendy Wholesale'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Cash Carl');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'carl@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Markets/ }), 'Dallas, TX; Texas');
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.join }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BUYER_RULE_MESSAGES.marketInvalid('Texas'));
    expect(alert.textContent).toContain(BUYER_RULE_MESSAGES.consentRequired);
    expect(callsTo(client, joinApiPath(OWNER)).map((call) => call[0])).toEqual(['GET']);

    const markets = screen.getByRole('textbox', { name: /^Markets/ });
    await userEvent.clear(markets);
    await userEvent.type(markets, 'Dallas, TX{enter}ok');
    await userEvent.type(screen.getByLabelText(BUYERS_LIST_TEXTS.maxPrice), '$250,000');
    await userEvent.click(screen.getByLabelText('Condo'));
    await userEvent.click(screen.getByLabelText(BUYERS_LIST_TEXTS.consent));
    await userEvent.click(screen.getByRole('button', { name: BUYERS_LIST_TEXTS.join }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(BUYERS_LIST_TEXTS.checkEmail('carl@example.com'));
    expect(status.textContent).not.toContain(BUYERS_LIST_TEXTS.joined);
    const post = callsTo(client, joinApiPath(OWNER)).find((call) => call[0] === 'POST');
    expect(post?.[2]).toEqual({
      json: {
        name: 'Cash Carl',
        email: 'carl@example.com',
        phone: '',
        markets: ['Dallas, TX', 'ok'],
        minPrice: null,
        maxPrice: 250_000,
        propertyTypes: ['condo'],
        proofOfFunds: false,
        consent: true,
      },
    });
  });

  it('says the list is not available when the profile is not published', async () => {
    renderApp('/profile/someone-else/buyers-list', { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: BUYERS_LIST_TEXTS.notFound })).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUYERS_LIST_TEXTS.join })).toBeNull();
  });
});
