// /email-preferences (Notification Settings): loads the settings, saves switches and the saved-search frequency
// with a toast, reports a failed save, and sends signed-out visitors to sign in.
import { ApiError } from '@dealloop/client';
import type { EmailPreferences } from '@dealloop/contract';
import { EMAIL_MESSAGES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor } from '../../../test/dom';
import { BUYER, type FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';

const EMAIL_PREFERENCES_API = '/api/v1/me/email-preferences';

const PATH = '/email-preferences';
let client: FakeApiClient;
let stored: EmailPreferences;
let failSave: ApiError | null;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  failSave = null;
  stored = {
    kinds: {
      saved_search_instant: true,
      saved_search_digest: false,
      offers: true,
      contracts: false,
      listings: true,
      support: true,
      test: true,
    },
    savedSearchFrequency: 'instant',
  };
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    if (path !== EMAIL_PREFERENCES_API) return undefined;
    if (method === 'GET') return stored;
    if (failSave) throw failSave;
    const body = options?.json as {
      kinds: Record<string, boolean>;
      savedSearchFrequency: EmailPreferences['savedSearchFrequency'];
    };
    stored = {
      kinds: {
        ...stored.kinds,
        ...body.kinds,
        saved_search_instant: body.savedSearchFrequency === 'instant',
        saved_search_digest: body.savedSearchFrequency === 'daily',
      },
      savedSearchFrequency: body.savedSearchFrequency,
    };
    return stored;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Notification Settings page', () => {
  it('sends signed-out visitors to sign in', async () => {
    const { router } = renderApp(PATH, { client, storage: quietStorage() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(callsTo(client, EMAIL_PREFERENCES_API)).toHaveLength(0);
  });

  it('shows a switch per kind as stored, password resets locked on, and the frequency', async () => {
    client.startSignedIn(BUYER);
    renderApp(PATH, { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification Settings' })).toBeTruthy();
    const offers = (await screen.findByRole('switch', { name: 'Offers' })) as HTMLInputElement;
    expect(offers.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Contracts' }) as HTMLInputElement).checked).toBe(false);
    const reset = screen.getByRole('switch', { name: 'Password reset' }) as HTMLInputElement;
    expect(reset.checked).toBe(true);
    expect(reset.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the changed switches and frequency, then confirms with a toast', async () => {
    client.startSignedIn(BUYER);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('switch', { name: 'Offers' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Contracts' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastMessages(services)).toContain(EMAIL_MESSAGES.preferencesSaved));
    const put = callsTo(client, EMAIL_PREFERENCES_API).find((call) => call[0] === 'PUT');
    expect(put?.[2]).toEqual({
      json: {
        kinds: { offers: false, contracts: true, listings: true, support: true, test: true },
        savedSearchFrequency: 'daily',
      },
    });
    expect(stored.savedSearchFrequency).toBe('daily');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('keeps the choices and shows an error toast when saving fails', async () => {
    failSave = new ApiError(503, 'unavailable', 'Down.');
    client.startSignedIn(BUYER);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('radio', { name: 'Off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastMessages(services)).toContain(EMAIL_MESSAGES.preferencesSaveFailed));
    expect((screen.getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
