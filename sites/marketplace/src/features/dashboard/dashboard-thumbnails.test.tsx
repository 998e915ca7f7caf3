// /dashboard: each listing, offer and contract shows its listing's first photo, small (the thumb variant), before its
// title; a listing without photos shows a placeholder.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDealClient,
  makeContract,
  makeOffer,
  quietStorage,
  SELLER,
} from '../../deals/deal-test-support';
import { MY_LISTINGS_API } from '../../deals/my-listings-test-support';
import { screen, waitFor, within } from '../../test/dom';
import { answerRequests, makeProperty } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { CONTRACTS_API } from '../contracts/contracts-test-support';
import { OFFERS_API } from '../offers/offers-test-support';

afterEach(() => vi.restoreAllMocks());

const photo = (name: string) => ({
  thumb: `/storage/${name}-thumb.webp`,
  card: `/storage/${name}-card.webp`,
  full: `/storage/${name}-full.webp`,
});

/** The thumbnail in the list item (or article) holding the link named `title`. */
function thumbOf(region: HTMLElement, title: string) {
  const item = within(region).getByRole('link', { name: title }).closest('li, article') as HTMLElement;
  return item.querySelector('img, [data-listing-thumb]');
}

describe('Dashboard thumbnails', () => {
  it("shows each listing's, offer's and contract's first photo, small", async () => {
    const withPhotos = {
      ...makeProperty({ title: 'Duplex with photos', images: [photo('a'), photo('b')] }),
      openOffers: 0,
      offers: 0,
    };
    const withoutPhotos = { ...makeProperty({ title: 'Bare lot', images: [] }), openOffers: 0, offers: 0 };
    const offer = makeOffer({ allowedActions: ['accept'] });
    offer.property = { ...offer.property, title: 'Offered ranch', image: '/storage/o-thumb.webp' };
    const contract = makeContract();
    contract.property = { ...contract.property, title: 'Contracted condo', image: '/storage/c-thumb.webp' };
    const client = createDealClient();
    client.startSignedIn(SELLER);
    answerRequests(client, (method, path, options) => {
      if (method !== 'GET') return undefined;
      if (path === MY_LISTINGS_API) return { items: [withPhotos, withoutPhotos] };
      if (path === OFFERS_API) return { items: options?.query?.box === 'sent' ? [] : [offer] };
      if (path === CONTRACTS_API) return { items: [contract] };
      return undefined;
    });
    renderApp('/dashboard', { client, storage: quietStorage() });

    const listings = await screen.findByRole('region', { name: 'My listings' });
    await within(listings).findByText('Duplex with photos');
    expect(thumbOf(listings, 'Duplex with photos')?.getAttribute('src')).toBe('/storage/a-thumb.webp');
    expect(thumbOf(listings, 'Bare lot')?.getAttribute('data-listing-thumb')).toBe('none');

    const received = screen.getByRole('region', { name: 'Offers received' });
    await waitFor(() =>
      expect(thumbOf(received, 'Offered ranch')?.getAttribute('src')).toBe('/storage/o-thumb.webp'),
    );
    const contracts = screen.getByRole('region', { name: 'Contracts' });
    await waitFor(() =>
      expect(thumbOf(contracts, 'Contracted condo')?.getAttribute('src')).toBe('/storage/c-thumb.webp'),
    );
  });
});
