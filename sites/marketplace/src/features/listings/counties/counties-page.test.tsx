// Counties page: the table (default order, sorting, filter, links), the shaded map, empty, loading and failure.
import { ApiError } from '@dealloop/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '../../../test/dom';
import { createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import type { CountyReport, CountyRow } from './county-report';

/** The counties API (the wire the fake client answers). */
const COUNTIES_API = '/api/v1/counties';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
});

afterEach(() => vi.restoreAllMocks());

const row = (overrides: Partial<CountyRow> & Pick<CountyRow, 'fips' | 'name' | 'state'>): CountyRow => ({
  stateName: overrides.state,
  activeListings: 1,
  publicListings: 1,
  averagePrice: 100_000,
  lat: 35,
  lng: -90,
  ...overrides,
});

const COOK = row({
  fips: '17031',
  name: 'Cook County',
  state: 'IL',
  stateName: 'Illinois',
  activeListings: 12,
  publicListings: 15,
  averagePrice: 180_000,
});
const TRAVIS = row({
  fips: '48453',
  name: 'Travis County',
  state: 'TX',
  stateName: 'Texas',
  activeListings: 30,
  publicListings: 31,
  averagePrice: 320_000,
});
const ORLEANS = row({
  fips: '22071',
  name: 'Orleans Parish',
  state: 'LA',
  stateName: 'Louisiana',
  activeListings: 0,
  publicListings: 2,
  averagePrice: 95_000,
});
const ADA = row({
  fips: '16001',
  name: 'Ada County',
  state: 'ID',
  stateName: 'Idaho',
  activeListings: 3,
  publicListings: 3,
  averagePrice: 410_000,
});

const REPORT: CountyReport = {
  counties: [TRAVIS, COOK, ADA, ORLEANS],
  totals: { counties: 4, activeListings: 45, publicListings: 51, unplacedListings: 2 },
};

const serve = (report: CountyReport = REPORT) =>
  answerRequests(client, (method, path) => (method === 'GET' && path === COUNTIES_API ? report : undefined));

const table = () => screen.findByRole('table', { name: /Counties with public listings/ });
const countyColumn = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('columnheader')
    .find((cell) => cell.textContent === name)!;

describe('Counties page', () => {
  it('lists the counties busiest first, with the document title and the totals', async () => {
    serve();
    renderApp('/counties', { client });
    const grid = await table();
    expect(countyColumn(grid)).toEqual(['Travis County', 'Cook County', 'Ada County', 'Orleans Parish']);
    expect(header(grid, 'Active listings').getAttribute('aria-sort')).toBe('descending');
    expect(header(grid, 'County').getAttribute('aria-sort')).toBe('none');
    const cook = within(grid).getByRole('row', { name: /Cook County/ });
    expect(
      within(cook)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['IL', '12', '15', '$180,000']);
    expect(
      screen.getByText(
        /45 active listings and 51 listings in all, in 4 counties\. 2 listings have no known county/,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Wholesale Deals by County · DealLoop'));
  });

  it('sorts by a column when its header is clicked, and reverses on a second click', async () => {
    serve();
    renderApp('/counties', { client });
    const grid = await table();
    fireEvent.click(within(grid).getByRole('button', { name: 'County' }));
    expect(countyColumn(grid)).toEqual(['Ada County', 'Cook County', 'Orleans Parish', 'Travis County']);
    expect(header(grid, 'County').getAttribute('aria-sort')).toBe('ascending');
    expect(header(grid, 'Active listings').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(grid).getByRole('button', { name: 'County' }));
    expect(countyColumn(grid)).toEqual(['Travis County', 'Orleans Parish', 'Cook County', 'Ada County']);
    expect(header(grid, 'County').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(grid).getByRole('button', { name: 'Average price' }));
    expect(countyColumn(grid)).toEqual(['Ada County', 'Travis County', 'Cook County', 'Orleans Parish']);
    fireEvent.click(within(grid).getByRole('button', { name: 'State' }));
    expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['ID', 'IL', 'LA', 'TX']);
  });

  it('filters the table by county or state name', async () => {
    serve();
    renderApp('/counties', { client });
    const grid = await table();
    const filter = screen.getByLabelText('Filter by county or state');
    fireEvent.change(filter, { target: { value: 'texas' } });
    expect(countyColumn(grid)).toEqual(['Travis County']);
    expect(screen.getByText('Showing 1 of 4 counties')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'parish' } });
    expect(countyColumn(grid)).toEqual(['Orleans Parish']);
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(screen.getByText('No county or state matches this filter.')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    expect(countyColumn(await table())).toHaveLength(4);
  });

  it("links each county to the listings search for that county's name and state", async () => {
    serve();
    const { router } = renderApp('/counties', { client });
    const link = within(await table()).getByRole('link', { name: 'Cook County' });
    expect(link.getAttribute('href')).toBe('/properties?location=Cook%20County%2C%20IL');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Cook County, IL');
  });

  it('shades the counties with listings on the map, with a legend, and opens a clicked county', async () => {
    serve();
    const { router, container } = renderApp('/counties', { client });
    await screen.findByRole('figure', { name: 'Map of US counties shaded by active listings' });
    await waitFor(() => expect(container.querySelectorAll('path[data-fips]')).toHaveLength(4), {
      timeout: 10_000,
    });
    const fill = (fips: string) =>
      (container.querySelector(`path[data-fips="${fips}"]`) as SVGPathElement).style.fill;
    expect(fill('48453')).toContain('color-mix');
    expect(fill('48453')).not.toBe(fill('16001'));
    expect(fill('22071')).toBe('var(--dl-color-surface-muted)');
    expect(container.querySelector('path[data-fips="17031"] title')?.textContent).toBe(
      'Cook County, IL: 12 active listings',
    );
    const legend = screen.getByRole('list', { name: 'Active listings per county' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0', '1', '2', '3–5', '6–10', '11+']);
    fireEvent.click(container.querySelector('path[data-fips="16001"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Ada County, ID');
  });

  it('says so when no county has listings yet', async () => {
    serve({
      counties: [],
      totals: { counties: 0, activeListings: 0, publicListings: 0, unplacedListings: 0 },
    });
    renderApp('/counties', { client });
    expect(await screen.findByRole('heading', { name: 'No listings on the map yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List Your First Property' }).getAttribute('href')).toBe(
      '/add-property',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading status, then offers Try Again when loading fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failFirst: (error: unknown) => void = () => {};
    let calls = 0;
    answerRequests(client, () => {
      calls += 1;
      return calls === 1 ? new Promise((_resolve, reject) => (failFirst = reject)) : REPORT;
    });
    renderApp('/counties', { client });
    expect(await screen.findByText('Loading counties…')).toBeTruthy();
    failFirst(ApiError.network(new Error('offline')));
    expect(await screen.findByRole('heading', { name: 'We could not load the counties' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(countyColumn(await table())).toHaveLength(4);
  });
});
