// A grid element starts its search as it connects, while grid.js is still loading, and the grid takes that answer
// instead of asking again: one request per search. A read that no longer fits (attributes changed meanwhile, or a
// retry) is asked anew.
import { EMBED_GRID_TEXTS } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetModule } from '../runtime/widget-contract';
import { fakeFetch, jsonResponse, TEST_API, waitFor } from '../test-support/widget-harness';
import * as grid from '../widgets/grid/grid-entry';
import { gridSearchUrl } from '../widgets/grid/grid-search';
import { defineWidgetElements } from './define-elements';

/** The grid's code, held back until the test lets it arrive (as grid.js travels while the search does). */
let arrive: () => void = () => {};
let loads = 0;
defineWidgetElements({
  api: TEST_API,
  load: () => {
    loads += 1;
    return new Promise<WidgetModule>((resolve) => {
      arrive = () => resolve(grid);
    });
  },
  earlyReads: { 'property-grid': gridSearchUrl },
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const listing = {
  id: '0198a1b2-0000-7000-8000-00000000aaaa',
  title: 'Early duplex',
  location: 'Dallas, TX 75201',
  locationTruncated: true,
  distance: null,
  price: 185000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  lotSize: null,
  propertyType: 'single_family',
  images: [],
  arv: null,
  repairCost: null,
  profitPotential: null,
  roi: null,
  status: 'active',
  listingStatus: 'published',
  createdAt: new Date().toISOString(),
};
const page = { items: [listing], total: 1, nextCursor: null, place: null };
const cards = (element: Element) =>
  element.shadowRoot?.querySelectorAll('[data-testid="property-card"]') ?? [];
const searchUrl = (attributes: Record<string, string>) => gridSearchUrl(TEST_API, attributes);

describe('the grid’s early search', () => {
  it('leaves as the element connects, before the grid’s code arrives, and is the only request', async () => {
    const fetch = fakeFetch(() => jsonResponse(page));
    const loadsBefore = loads;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dealloop-property-grid lister="user-1" limit="2"></dealloop-property-grid>',
    );
    const element = document.querySelector('dealloop-property-grid')!;
    expect(loads).toBe(loadsBefore + 1);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      searchUrl({ lister: 'user-1', limit: '2' }),
    ]);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });

    arrive();
    await waitFor(() => expect(cards(element)).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used when the attributes changed before the code arrived: the grid asks for what it shows', async () => {
    const fetch = fakeFetch(() => jsonResponse(page));
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dealloop-property-grid lister="user-1"></dealloop-property-grid>',
    );
    const element = document.querySelector('dealloop-property-grid')!;
    element.setAttribute('lister', 'user-2');
    arrive();
    await waitFor(() => expect(cards(element)).toHaveLength(1));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      searchUrl({ lister: 'user-1' }),
      searchUrl({ lister: 'user-2' }),
    ]);
  });

  it('is taken once: a failed early search shows the failure, and the retry asks again', async () => {
    let calls = 0;
    const fetch = fakeFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse({ error: { code: 'x', message: 'x' } }, 500) : jsonResponse(page);
    });
    document.body.insertAdjacentHTML('beforeend', '<dealloop-property-grid></dealloop-property-grid>');
    const element = document.querySelector('dealloop-property-grid')!;
    arrive();
    const retry = await waitFor(() => {
      const button = Array.from(element.shadowRoot?.querySelectorAll('button') ?? []).find(
        (b) => b.textContent === EMBED_GRID_TEXTS.retry,
      );
      if (!button) throw new Error('no retry yet');
      return button;
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    retry.click();
    await waitFor(() => expect(cards(element)).toHaveLength(1));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([searchUrl({}), searchUrl({})]);
  });
});
