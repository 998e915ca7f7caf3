// The cookie banner: shown until a choice is stored for the viewer; accept, essential only and close; consent record.
import { COOKIE_CONSENT_VERSION, cookieConsentKey } from '@dealloop/core';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, userEvent, waitFor, within } from '../test/dom';
import { BUYER, createFakeApiClient, createMemoryStorage } from '../test/fake-api-client';
import { renderApp } from '../test/render-app';

const ANONYMOUS = cookieConsentKey(null);
const BUYER_KEY = cookieConsentKey(`user-${BUYER.email}`);

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });

describe('cookie banner', () => {
  it('shows the title, both choices, a close icon and the privacy policy link when nothing is stored', () => {
    renderApp('/auth', { storage: createMemoryStorage() });
    const region = banner()!;
    expect(within(region).getByRole('heading', { name: 'We use cookies' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Accept All' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Essential Only' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: /^Close/ })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('Accept All stores "true" for the anonymous visitor and records nothing', async () => {
    const storage = createMemoryStorage();
    const { client } = renderApp('/auth', { storage });
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(storage.data.get(ANONYMOUS)).toBe('true');
    expect(client.consents.record).not.toHaveBeenCalled();
  });

  it('Essential Only stores "declined"', async () => {
    const storage = createMemoryStorage();
    renderApp('/auth', { storage });
    await userEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(banner()).toBeNull();
    expect(storage.data.get(ANONYMOUS)).toBe('declined');
  });

  it('the close icon counts as decline', async () => {
    const storage = createMemoryStorage();
    renderApp('/auth', { storage });
    await userEvent.click(within(banner()!).getByRole('button', { name: /^Close/ }));
    expect(banner()).toBeNull();
    expect(storage.data.get(ANONYMOUS)).toBe('declined');
  });

  it.each(['true', 'declined'])('stays hidden on the next visit once "%s" is stored', (value) => {
    renderApp('/auth', { storage: createMemoryStorage({ [ANONYMOUS]: value }) });
    expect(banner()).toBeNull();
  });

  it('asks again when the stored value is not a known choice', () => {
    renderApp('/auth', { storage: createMemoryStorage({ [ANONYMOUS]: 'maybe' }) });
    expect(banner()).not.toBeNull();
  });

  it('signed in: keeps the choice per user and records the consent (version 1.0)', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    const storage = createMemoryStorage({ [ANONYMOUS]: 'true' });
    renderApp('/privacy-policy', { client, storage });
    expect(banner()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(storage.data.get(BUYER_KEY)).toBe('true');
    expect(client.consents.record).toHaveBeenCalledWith({
      consentType: 'cookies',
      version: COOKIE_CONSENT_VERSION,
    });
    expect(COOKIE_CONSENT_VERSION).toBe('1.0');
  });

  it('signed in: Essential Only records no consent', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    const storage = createMemoryStorage();
    renderApp('/privacy-policy', { client, storage });
    await userEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(storage.data.get(BUYER_KEY)).toBe('declined');
    expect(client.consents.record).not.toHaveBeenCalled();
  });

  it('a failed consent record is only logged', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    vi.mocked(client.consents.record).mockRejectedValueOnce(new Error('offline'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage();
    renderApp('/privacy-policy', { client, storage });
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(banner()).toBeNull();
    expect(storage.data.get(BUYER_KEY)).toBe('true');
    logged.mockRestore();
  });

  it('follows the viewer: signing in shows the banner again when that user has no choice yet', () => {
    const client = createFakeApiClient();
    renderApp('/auth', { client, storage: createMemoryStorage({ [ANONYMOUS]: 'declined' }) });
    expect(banner()).toBeNull();
    act(() => {
      client.startSignedIn(BUYER);
    });
    expect(banner()).not.toBeNull();
  });
});
