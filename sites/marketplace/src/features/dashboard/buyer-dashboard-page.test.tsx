// /buyer-dashboard: my offers, my contracts as investor, and the links to search and saved deals.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeContract,
  makeOffer,
  quietStorage,
  userIdOf,
} from '../../deals/deal-test-support';
import { screen, waitFor, within } from '../../test/dom';
import { BUYER } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { CONTRACTS_API } from '../contracts/contracts-test-support';
import { OFFERS_API } from '../offers/offers-test-support';
import { SAVED_DEALS_PATH } from './buyer-dashboard-page';

afterEach(() => vi.restoreAllMocks());

describe('Buyer dashboard', () => {
  it('sends signed-out visitors to sign in and back', async () => {
    const { router } = renderApp('/buyer-dashboard');
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fbuyer-dashboard'));
  });

  it('shows my offers, my contracts as investor and the shortcuts', async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    const offer = makeOffer({ amount: 99_000, allowedActions: ['withdraw'] });
    const mine = makeContract();
    const asSeller = makeContract({
      investor: { id: 'user-other', fullName: 'Olive Other' },
      seller: { id: userIdOf(BUYER), fullName: BUYER.fullName },
    });
    answerRequests(client, (_method, path, options) => {
      if (path === OFFERS_API) {
        expect(options?.query?.box).toBe('sent');
        return { items: [offer] };
      }
      if (path === CONTRACTS_API) return { items: [mine, asSeller] };
      return undefined;
    });
    renderApp('/buyer-dashboard', { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer dashboard' })).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'My offers' });
    expect(await within(offers).findByText(/To Sam Seller/)).toBeTruthy();
    expect(within(offers).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    const contracts = screen.getByRole('region', { name: 'My contracts' });
    expect(await within(contracts).findByRole('link', { name: mine.property.title })).toBeTruthy();
    expect(within(contracts).queryByRole('link', { name: asSeller.property.title })).toBeNull();
    const shortcuts = screen.getByRole('navigation', { name: 'Buyer shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Search deals' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Saved deals' }).getAttribute('href')).toBe(
      SAVED_DEALS_PATH,
    );
  });
});
