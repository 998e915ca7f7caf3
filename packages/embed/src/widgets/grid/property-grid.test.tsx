import { EMBED_GRID_TEXTS, originNotAllowedMessage, propertySeoPath } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeFetch,
  jsonResponse,
  mountTestWidget,
  TEST_API,
  waitFor,
} from '../../test-support/widget-harness';
import * as grid from './grid-entry';
import type { ListingJson } from './listing-card-view';
import { openListing } from './open-listing';

vi.mock('./open-listing', () => ({ openListing: vi.fn() }));

function listing(id: string, overrides: Partial<ListingJson> = {}): ListingJson {
  return {
    id,
    title: `Duplex ${id}`,
    location: 'Dallas, TX 75201',
    locationTruncated: true,
    distance: null,
    price: 185000,
    beds: 3,
    baths: 2,
    sqft: 1400,
    lotSize: null,
    propertyType: 'single_family',
    images: [{ thumb: '/files/t.webp', card: '/api/v1/files/listing-images/card.webp', full: '/f.webp' }],
    arv: 260000,
    repairCost: 30000,
    profitPotential: 45000,
    roi: 21.4,
    status: 'active',
    listingStatus: 'published',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

beforeEach(() => vi.mocked(openListing).mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const cards = (root: ShadowRoot) => root.querySelectorAll('[data-testid="property-card"]');

describe('property grid widget', () => {
  it('asks for the location, lister and limit, shows skeletons, then cards with absolute links and photos', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const items = [
      listing('0198a1b2-0000-7000-8000-00000000aaaa'),
      listing('0198a1b2-0000-7000-8000-00000000bbbb'),
    ];
    const { root, events } = mountTestWidget(grid, { location: 'Dallas, TX', lister: 'user-1', limit: '4' });

    await waitFor(() =>
      expect(root.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(4),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_API}/api/v1/properties`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: 'Dallas, TX',
      lister: 'user-1',
      limit: '4',
    });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });

    answer(jsonResponse({ items, total: 2, nextCursor: null, place: null }));
    await waitFor(() => expect(cards(root)).toHaveLength(2));
    const link = root.querySelector<HTMLAnchorElement>('[data-testid="property-card"] a');
    expect(link?.href).toBe(`${TEST_API}${propertySeoPath(items[0] as ListingJson)}`);
    expect(root.querySelector('img')?.getAttribute('src')).toBe(
      `${TEST_API}/api/v1/files/listing-images/card.webp`,
    );
    expect(events.find((event) => event.type === 'dealloop:grid:load')?.detail).toEqual({ count: 2 });
  });

  it('opens the listing page on a click unless the host cancels dealloop:grid:select', async () => {
    fakeFetch(() => jsonResponse({ items: [listing('0198a1b2-0000-7000-8000-00000000cccc')], total: 1 }));
    const { root, host } = mountTestWidget(grid);
    const link = await waitFor(() => {
      const anchor = root.querySelector<HTMLAnchorElement>('[data-testid="property-card"] a');
      if (!anchor) throw new Error('no card yet');
      return anchor;
    });
    link.click();
    expect(openListing).toHaveBeenCalledWith(link.href);

    const selections: CustomEvent[] = [];
    host.addEventListener('dealloop:grid:select', (event) => {
      selections.push(event as CustomEvent);
      event.preventDefault();
    });
    link.click();
    expect(openListing).toHaveBeenCalledTimes(1);
    expect(selections[0]?.detail).toEqual({ id: '0198a1b2-0000-7000-8000-00000000cccc', url: link.href });
  });

  it('says when there is nothing to show', async () => {
    fakeFetch(() => jsonResponse({ items: [], total: 0 }));
    const { root } = mountTestWidget(grid);
    await waitFor(() => expect(root.textContent).toContain(EMBED_GRID_TEXTS.empty));
  });

  it('shows a failure inside the widget and tries again on request', async () => {
    let calls = 0;
    fakeFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ error: { code: 'x', message: 'x' } }, 500)
        : jsonResponse({ items: [listing('0198a1b2-0000-7000-8000-00000000dddd')], total: 1 });
    });
    const { root } = mountTestWidget(grid);
    const retry = await waitFor(() => {
      expect(root.querySelector('[role="alert"]')?.textContent).toContain(EMBED_GRID_TEXTS.failed);
      const button = Array.from(root.querySelectorAll('button')).find(
        (b) => b.textContent === EMBED_GRID_TEXTS.retry,
      );
      if (!button) throw new Error('no retry');
      return button;
    });
    retry.click();
    await waitFor(() => expect(cards(root)).toHaveLength(1));
  });

  it('sends its embed key, and shows a refusal of the key or origin as the API words it, warning once', async () => {
    const message = originNotAllowedMessage('https://example.com', ['https://www.example.com']);
    const fetch = fakeFetch(() =>
      jsonResponse({ error: { code: 'embed_origin_not_allowed', message } }, 403),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = mountTestWidget(grid, { 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain(message));
    expect(root.textContent).not.toContain(EMBED_GRID_TEXTS.failed);
    expect(new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('embedKey')).toBe(
      'dlk_abcdefghijklmnopqrstuvwx',
    );
    expect(warn.mock.calls).toEqual([[`DealLoop: ${message}`]]);
    warn.mockRestore();
  });

  it('reloads when an attribute changes', async () => {
    const fetch = fakeFetch(() => jsonResponse({ items: [], total: 0 }));
    const { controller } = mountTestWidget(grid, { location: 'Austin, TX' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.update({ location: 'Houston, TX' }, TEST_API);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(new URL(String(fetch.mock.calls[1]?.[0])).searchParams.get('location')).toBe('Houston, TX');
  });
});
