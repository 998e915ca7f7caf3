// /unsubscribe?token=…: names the kind of email, unsubscribes on one click without signing in, and says when a
// link is invalid.
import { ApiError } from '@dealloop/client';
import { EMAIL_MESSAGES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage } from '../../../deals/deal-test-support';
import { screen, userEvent } from '../../../test/dom';
import type { FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, callsToUrl, wireUrlOf } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';

const UNSUBSCRIBE_API = '/api/v1/email/unsubscribe';

let client: FakeApiClient;
let unsubscribed: boolean;
const LINK = `${UNSUBSCRIBE_API}?token=good%2Btoken`;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  unsubscribed = false;
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    if (wireUrlOf(path, options) !== LINK)
      throw new ApiError(404, 'invalid_unsubscribe_token', EMAIL_MESSAGES.unsubscribeInvalid);
    if (method === 'POST') unsubscribed = true;
    return { kind: 'offers', label: 'Offers', unsubscribed };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Unsubscribe page', () => {
  it('asks first, then unsubscribes with one click, signed out', async () => {
    renderApp('/unsubscribe?token=good%2Btoken', { client, storage: quietStorage() });
    expect(await screen.findByText(EMAIL_MESSAGES.unsubscribeQuestion('Offers'))).toBeTruthy();
    expect(unsubscribed).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain(EMAIL_MESSAGES.unsubscribed('Offers'));
    expect(unsubscribed).toBe(true);
    expect(callsToUrl(client, LINK).map((call) => call[0])).toEqual(['GET', 'POST']);
    expect(screen.getByRole('link', { name: EMAIL_MESSAGES.manageSettings }).getAttribute('href')).toBe(
      '/email-preferences',
    );
  });

  it('says the link is invalid for an unknown token or none', async () => {
    renderApp('/unsubscribe?token=unknown', { client, storage: quietStorage() });
    expect(await screen.findByText(EMAIL_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says the link is invalid without a token, calling nothing', async () => {
    renderApp('/unsubscribe', { client, storage: quietStorage() });
    expect(await screen.findByText(EMAIL_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    expect(client.request).not.toHaveBeenCalledWith('GET', expect.stringContaining(UNSUBSCRIBE_API));
  });
});
