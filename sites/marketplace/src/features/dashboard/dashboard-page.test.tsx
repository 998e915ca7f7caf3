// /dashboard: my listings with badges and offer counts, recent offers both ways, contracts, empty states.
import { OPEN_HOUSE_TEXTS } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeContract,
  makeOffer,
  quietStorage,
  SELLER,
} from '../../deals/deal-test-support';
import { MY_LISTINGS_API } from '../../deals/my-listings-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { answerRequests, makeProperty } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { CONTRACTS_API } from '../contracts/contracts-test-support';
import { EMBED_TEXTS } from '../embed/embed-texts';
import { FAVORITE_IDS_API } from '../favorites/favorites-test-support';
import { OFFERS_API } from '../offers/offers-test-support';
import { makeSavedSearch, SAVED_SEARCHES_API } from '../saved-searches/saved-searches-test-support';

afterEach(() => vi.restoreAllMocks());

function renderDashboard(data: {
  listings?: unknown[];
  received?: unknown[];
  sent?: unknown[];
  contracts?: unknown[];
  favoriteIds?: string[];
  savedSearches?: unknown[];
}) {
  const client = createDealClient();
  client.startSignedIn(SELLER);
  answerRequests(client, (method, path, options) => {
    if (method !== 'GET') return undefined;
    if (path === MY_LISTINGS_API) return { items: data.listings ?? [] };
    if (path === OFFERS_API)
      return { items: (options?.query?.box === 'sent' ? data.sent : data.received) ?? [] };
    if (path === CONTRACTS_API) return { items: data.contracts ?? [] };
    if (path === FAVORITE_IDS_API) return { ids: data.favoriteIds ?? [] };
    if (path === SAVED_SEARCHES_API) return { items: data.savedSearches ?? [] };
    return undefined;
  });
  return renderApp('/dashboard', { client, storage: quietStorage() });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Dashboard', () => {
  it('leads to my saved deals and saved searches', async () => {
    renderDashboard({
      favoriteIds: ['p1', 'p2'],
      savedSearches: [
        makeSavedSearch({ name: 'Austin flips', criteria: { location: 'Austin, TX' } }),
        makeSavedSearch({ name: 'Cheap Dallas', criteria: { location: 'Dallas, TX', maxPrice: 100_000 } }),
      ],
    });
    const deals = await screen.findByRole('region', { name: 'Saved deals' });
    await waitFor(() => expect(deals.textContent).toContain('2 saved deals'));
    expect(within(deals).getByRole('link', { name: 'See your saved deals' }).getAttribute('href')).toBe(
      '/dashboard/favorites',
    );
    const searches = section('Saved Searches');
    await waitFor(() => expect(searches.textContent).toContain('Austin flips'));
    expect(searches.textContent).toContain('Cheap Dallas');
    expect(within(searches).getByRole('link', { name: 'See your saved searches' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
  });

  it('says how to save deals and searches when there are none', async () => {
    renderDashboard({});
    const deals = await screen.findByRole('region', { name: 'Saved deals' });
    await waitFor(() => expect(deals.textContent).toContain('Tap the heart on any deal to keep it here.'));
    const searches = section('Saved Searches');
    await waitFor(() => expect(searches.textContent).toContain('No saved searches yet'));
  });

  it('sends signed-out visitors to sign in and back', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('shows my listings with their status badge and open/total offers linked to their offers', async () => {
    const active = { ...makeProperty({ title: 'Active duplex' }), openOffers: 2, offers: 5 };
    const underContract = {
      ...makeProperty({ title: 'Ranch under contract', status: 'under_contract' }),
      openOffers: 0,
      offers: 3,
    };
    const pending = {
      ...makeProperty({ title: 'New one', listingStatus: 'pending_review' }),
      openOffers: 0,
      offers: 0,
    };
    renderDashboard({ listings: [active, underContract, pending] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const listings = section('My listings');
    await within(listings).findByText('Active duplex');
    const rows = within(listings).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Available');
    expect(rows[1]?.textContent).toContain('Under Contract');
    expect(rows[2]?.textContent).toContain('Pending review');
    const counts = within(rows[0] as HTMLElement).getByRole('link', { name: '2 open / 5 total offers' });
    expect(counts.getAttribute('href')).toBe(`/dashboard/offers?tab=received&propertyId=${active.id}`);
  });

  it('shows the latest offers received and sent and my contracts, with links to all', async () => {
    const received = [1, 2, 3, 4].map((n) => makeOffer({ amount: n * 10_000, allowedActions: ['accept'] }));
    const sent = [makeOffer({ amount: 77_000, allowedActions: ['withdraw'] })];
    const contract = makeContract();
    renderDashboard({ received, sent, contracts: [contract] });
    const receivedSection = await screen.findByRole('region', { name: 'Offers received' });
    await waitFor(() => expect(within(receivedSection).getAllByRole('article')).toHaveLength(3));
    expect(within(receivedSection).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/dashboard/offers?tab=received',
    );
    await waitFor(() => expect(section('Offers sent').textContent).toContain('$77,000'));
    await waitFor(() =>
      expect(
        within(section('Contracts'))
          .getByRole('link', { name: contract.property.title })
          .getAttribute('href'),
      ).toBe(`/dashboard/contracts/${contract.id}`),
    );
  });

  it('has empty states for everything', async () => {
    renderDashboard({});
    expect(await screen.findByText('You have no listings yet')).toBeTruthy();
    expect(await screen.findByText('No offers received yet')).toBeTruthy();
    expect(await screen.findByText('No offers sent yet')).toBeTruthy();
    expect(await screen.findByText('No contracts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List your first property' }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it('leads to my showings', async () => {
    renderDashboard({});
    const showings = await screen.findByRole('region', { name: OPEN_HOUSE_TEXTS.dashboardTitle });
    expect(
      within(showings).getByRole('link', { name: OPEN_HOUSE_TEXTS.overviewLink }).getAttribute('href'),
    ).toBe('/dashboard/showings');
  });

  it('leads to the Embed section to put widgets on my website', async () => {
    const { router } = renderDashboard({});
    const embed = await screen.findByRole('region', { name: EMBED_TEXTS.overviewTitle });
    await userEvent.click(within(embed).getByRole('link', { name: EMBED_TEXTS.overviewLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/embed'));
    expect(await screen.findByRole('heading', { level: 1, name: EMBED_TEXTS.heading })).toBeTruthy();
  });
});
