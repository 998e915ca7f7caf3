// The Open House Calendar: the list view with each slot's listing and distance, the area filter and the distance
// order kept in the URL and sent to the API, the month grid and its paging, and an area that is not found.
import { formatCalendarMonth, OPEN_HOUSE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '../../../test/dom';
import { createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { makeOpenHouse, serveOpenHouses } from '../open-houses-test-support';

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
});
afterEach(() => vi.restoreAllMocks());

const calendarCalls = () => callsTo(client, '/api/v1/open-houses');
const lastQuery = () => {
  const options = calendarCalls().at(-1)?.[2] as { query: Record<string, unknown> } | undefined;
  return options?.query;
};

describe('Open House Calendar', () => {
  it('lists upcoming open houses with their listing, and links to it', async () => {
    const slot = makeOpenHouse({ distance: 12 });
    serveOpenHouses(client, { slots: [slot] });
    renderApp('/showings?view=list', { client });
    const list = await screen.findByRole('list', { name: OPEN_HOUSE_TEXTS.listView });
    expect(within(list).getByRole('link', { name: slot.listing.title }).getAttribute('href')).toBe(
      slot.listing.path,
    );
    expect(within(list).getByText(/Austin, TX 78701 · 12.0 mi away/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: OPEN_HOUSE_TEXTS.signInToRsvp })).toBeTruthy();
    expect(lastQuery()).toEqual({
      location: undefined,
      sort: undefined,
      firstDay: undefined,
      lastDay: undefined,
    });
  });

  it('filters by area and sorts by distance through the URL', async () => {
    serveOpenHouses(client, {
      slots: [makeOpenHouse()],
      place: { found: true, placeName: 'Austin, TX', lat: 30.27, lng: -97.74 },
    });
    renderApp('/showings?view=list', { client });
    await screen.findByRole('list', { name: OPEN_HOUSE_TEXTS.listView });
    const sort = screen.getByLabelText(OPEN_HOUSE_TEXTS.sortLabel) as HTMLSelectElement;
    expect(
      (within(sort).getByRole('option', { name: OPEN_HOUSE_TEXTS.sortDistance }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: OPEN_HOUSE_TEXTS.areaLabel }), {
      target: { value: 'Austin, TX' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ location: 'Austin, TX', sort: undefined }));
    fireEvent.change(screen.getByLabelText(OPEN_HOUSE_TEXTS.sortLabel), { target: { value: 'distance' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ location: 'Austin, TX', sort: 'distance' }));
  });

  it('says so when the area is not found', async () => {
    serveOpenHouses(client, { slots: [], place: { found: false, placeName: null, lat: 0, lng: 0 } });
    renderApp('/showings?view=list&location=Nowhere', { client });
    expect(await screen.findByText(OPEN_HOUSE_TEXTS.areaNotFound)).toBeTruthy();
  });

  it('shows the month as a grid with each open house on its day, and pages through months', async () => {
    // 10:00 to 12:00 on the Austin listing's clock (CDT), shown so wherever the viewer is.
    const slot = makeOpenHouse({
      startsAt: '2031-05-14T15:00:00.000Z',
      endsAt: '2031-05-14T17:00:00.000Z',
      timeZone: 'America/Chicago',
    });
    serveOpenHouses(client, { slots: [slot] });
    renderApp('/showings?month=2031-05', { client });
    const grid = await screen.findByRole('table', { name: formatCalendarMonth(2031, 5) });
    expect(screen.getByRole('heading', { name: 'May 2031' })).toBeTruthy();
    const cell = grid.querySelector('[data-day="2031-05-14"]') as HTMLElement;
    expect(
      within(cell)
        .getByRole('link', { name: /10:00 AM CDT Brick ranch in Austin/ })
        .getAttribute('href'),
    ).toBe(slot.listing.path);
    // The month's days, as each property counts them: no instants computed in the visitor's zone.
    expect(lastQuery()).toEqual({
      location: undefined,
      sort: undefined,
      firstDay: '2031-05-01',
      lastDay: '2031-05-31',
    });
    fireEvent.click(screen.getByRole('button', { name: OPEN_HOUSE_TEXTS.nextMonth }));
    expect(await screen.findByRole('heading', { name: 'June 2031' })).toBeTruthy();
    await waitFor(() => expect(lastQuery()).toMatchObject({ firstDay: '2031-06-01', lastDay: '2031-06-30' }));
  });
});
