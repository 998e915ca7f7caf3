// The public profile: by slug or user id, the profile type as badges, markets, listings as cards, contact details
// for signed-in viewers only, and Not Found when it is not published.

import { PUBLIC_PROFILE_TEXTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, within } from '../../test/dom';
import { BUYER, createFakeApiClient } from '../../test/fake-api-client';
import { answerRequests, makeProperty } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { makePublicProfile } from './profile-test-support';

describe('Public profile page', () => {
  it('shows a published profile by slug with what it deals in and its listings', async () => {
    const client = createFakeApiClient();
    const profile = makePublicProfile({ publishedListings: 1 });
    answerRequests(client, (method, path) =>
      method === 'GET' && path === '/api/v1/investors/jane-doe'
        ? { profile, listings: [makeProperty({ title: 'Brick ranch' })] }
        : undefined,
    );
    renderApp('/real-estate-investor-jane-doe', { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeTruthy();
    const badges = screen.getByRole('list', { name: 'Deals with' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Buys from sellers', 'Sells to buyers']);
    expect(screen.getByText('Texas, Oklahoma')).toBeTruthy();
    expect(screen.getByText('I buy houses in Dallas.')).toBeTruthy();
    expect(screen.queryByText(/Verified funds/)).toBeNull();
    const listings = screen.getByRole('list', { name: PUBLIC_PROFILE_TEXTS.listings });
    expect(within(listings).getByText('Brick ranch')).toBeTruthy();
    // Anonymous: no contact details, an invitation to sign in instead.
    expect(screen.queryByRole('link', { name: /^Email/ })).toBeNull();
    expect(screen.getByRole('link', { name: PUBLIC_PROFILE_TEXTS.signInForContact })).toBeTruthy();
  });

  it('offers email and call to a signed-in viewer, by user id', async () => {
    const client = createFakeApiClient();
    const profile = makePublicProfile({ email: 'jane@example.com', phone: '(214) 555-0100' });
    answerRequests(client, (method, path) =>
      method === 'GET' && path === `/api/v1/profiles/${profile.userId}`
        ? { profile, listings: [] }
        : undefined,
    );
    client.startSignedIn(BUYER);
    renderApp(`/profile/${profile.userId}`, { client });
    const email = await screen.findByRole('link', { name: /Email Jane/ });
    expect(email.getAttribute('href')).toBe('mailto:jane@example.com');
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+12145550100');
    expect(screen.getByText(PUBLIC_PROFILE_TEXTS.noListings)).toBeTruthy();
  });

  it('shows the verified funds badge the API gives, and none without one', async () => {
    const client = createFakeApiClient();
    const verified = makePublicProfile({
      verifiedFunds: { upTo: 400_000, expiresAt: '2027-02-01T00:00:00.000Z' },
    });
    answerRequests(client, (method, path) =>
      method === 'GET' && path === `/api/v1/profiles/${verified.userId}`
        ? { profile: verified, listings: [] }
        : undefined,
    );
    client.startSignedIn(BUYER);
    renderApp(`/profile/${verified.userId}`, { client });
    expect(await screen.findByText('Verified funds (up to $400,000)')).toBeTruthy();
  });

  it('shows Not Found when the profile is not published', async () => {
    const client = createFakeApiClient();
    answerRequests(client, () => undefined);
    renderApp('/real-estate-investor-nobody', { client });
    expect(
      await screen.findByRole('heading', { level: 1, name: PUBLIC_PROFILE_TEXTS.missingTitle }),
    ).toBeTruthy();
  });
});
