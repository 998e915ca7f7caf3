// The lister's card: name, company, member since, published listings, contact links only when signed in (else
// "Sign in to contact"), "View profile" only with a profile path, nothing for a hidden listing, retry on failure.
import { ApiError } from '@dealloop/client';
import { LISTER_TEXTS, memberSinceText, publishedListingsText } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import { type ListerAnswer, renderWithServices, serveFavorites } from '../favorites/favorites-test-support';
import { ListerCard } from './lister-card';
import { listerPath } from './listers-test-support';

let client: FakeApiClient;
const listing = makeProperty();
const sam: ListerAnswer = {
  id: 'user-sam',
  fullName: 'Sam Seller',
  companyName: 'Sam Buys Houses LLC',
  avatarUrl: null,
  memberSince: '2025-03-14T12:00:00.000Z',
  publishedListings: 3,
  profilePath: '/profile/user-sam',
  email: 'sam@example.com',
  phone: '2145550142',
};

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const show = (lister: ListerAnswer = sam) => {
  const server = serveFavorites(client, { listers: new Map([[listing.id, lister]]) });
  return {
    server,
    ...renderWithServices(<ListerCard propertyId={listing.id} />, { client, path: listing.path }),
  };
};
/** The card once loaded (the loading placeholder has the same name but is busy). */
const card = () =>
  waitFor(() => {
    const region = screen.getByRole('region', { name: LISTER_TEXTS.heading });
    expect(region.getAttribute('aria-busy')).toBeNull();
    return region;
  });

describe('ListerCard', () => {
  it('shows who listed the deal, since when and how many listings they publish', async () => {
    show();
    const region = await card();
    const text = region.textContent ?? '';
    expect(within(region).getByText('Sam Seller')).toBeTruthy();
    expect(text).toContain('Sam Buys Houses LLC');
    expect(text).toContain('Member since March 2025');
    expect(text).toContain('3 published listings');
    expect(within(region).getByText('SS')).toBeTruthy();
  });

  it('asks anonymous visitors to sign in to contact, coming back to the listing', async () => {
    show();
    const region = await card();
    expect(within(region).queryByRole('link', { name: /Email|Call/ })).toBeNull();
    await userEvent.click(within(region).getByRole('link', { name: LISTER_TEXTS.signInToContact }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/auth?redirect=${encodeURIComponent(listing.path)}`,
    );
  });

  it('gives signed-in users email and phone links', async () => {
    client.startSignedIn(BUYER);
    show();
    const region = await card();
    await waitFor(() => expect(within(region).getByRole('link', { name: /Email/ })).toBeTruthy());
    expect(within(region).getByRole('link', { name: /Email/ }).getAttribute('href')).toBe(
      'mailto:sam@example.com',
    );
    const call = within(region).getByRole('link', { name: 'Call (214) 555-0142' });
    expect(call.getAttribute('href')).toBe('tel:2145550142');
    expect(within(region).queryByRole('link', { name: LISTER_TEXTS.signInToContact })).toBeNull();
  });

  it('loads the contact details again when the visitor signs in', async () => {
    show();
    await card();
    client.startSignedIn(BUYER);
    expect(await screen.findByRole('link', { name: /Email/ })).toBeTruthy();
    expect(vi.mocked(client.request).mock.calls.filter((c) => c[1] === listerPath(listing.id))).toHaveLength(
      2,
    );
  });

  it('links to the public profile only when there is one', async () => {
    show();
    const region = await card();
    expect(within(region).getByRole('link', { name: LISTER_TEXTS.viewProfile }).getAttribute('href')).toBe(
      '/profile/user-sam',
    );
  });

  it('has no profile link, and a fallback name, without a published profile and a name', async () => {
    show({ ...sam, profilePath: null, fullName: null, companyName: null, publishedListings: 1 });
    const region = await card();
    expect(within(region).queryByRole('link', { name: LISTER_TEXTS.viewProfile })).toBeNull();
    expect(region.textContent).toContain(LISTER_TEXTS.unnamed);
    expect(region.textContent).toContain('1 published listing');
  });

  it('shows nothing for a listing the viewer may not see', async () => {
    serveFavorites(client);
    renderWithServices(<ListerCard propertyId={listing.id} />, { client, path: listing.path });
    await waitFor(() => expect(client.request).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: LISTER_TEXTS.heading })).toBeNull());
  });

  it('offers Try again when loading fails', async () => {
    let fail = true;
    serveFavorites(client, {}, () => undefined);
    vi.mocked(client.request).mockImplementation((async () => {
      if (fail) throw new ApiError(503, 'unavailable', 'Down.');
      return sam;
    }) as FakeApiClient['request']);
    renderWithServices(<ListerCard propertyId={listing.id} />, { client, path: listing.path });
    expect(await screen.findByText(LISTER_TEXTS.failed)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sam Seller')).toBeTruthy();
  });
});

describe('lister texts', () => {
  it('formats member since by UTC month and pluralizes listings', () => {
    expect(memberSinceText('2026-11-01T00:30:00.000Z')).toBe('Member since November 2026');
    expect(memberSinceText('nonsense')).toBe('');
    expect(publishedListingsText(0)).toBe('0 published listings');
    expect(publishedListingsText(1)).toBe('1 published listing');
    expect(publishedListingsText(1200)).toBe('1,200 published listings');
  });
});
