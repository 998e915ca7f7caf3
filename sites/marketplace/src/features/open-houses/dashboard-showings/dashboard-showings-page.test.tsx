// Dashboard showings: what I host (with attendees) and what I attend (with Cancel RSVP), or what to do when empty.
import { OPEN_HOUSE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { renderApp } from '../../../test/render-app';
import { makeOpenHouse, serveOpenHouses } from '../open-houses-test-support';

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
  client.startSignedIn(BUYER);
});
afterEach(() => vi.restoreAllMocks());

describe('Dashboard showings', () => {
  it('lists the open houses I host with their attendees and those I attend', async () => {
    const hosted = makeOpenHouse({
      isHost: true,
      attendeeCount: 1,
      attendees: [{ userId: 'u-9', fullName: 'Gail Guest', email: 'gail@example.com', rsvpedAt: '' }],
      listing: { ...makeOpenHouse().listing, title: 'My duplex' },
    });
    const attended = makeOpenHouse({ attending: true, attendeeCount: 3 });
    serveOpenHouses(client, { slots: [hosted, attended] });
    renderApp('/dashboard/showings', { client });
    const hosting = await screen.findByRole('region', { name: OPEN_HOUSE_TEXTS.hostingHeading });
    expect(within(hosting).getByRole('link', { name: 'My duplex' })).toBeTruthy();
    expect(within(hosting).getByText(/Gail Guest/)).toBeTruthy();
    const attending = screen.getByRole('region', { name: OPEN_HOUSE_TEXTS.attendingHeading });
    expect(within(attending).getByRole('link', { name: attended.listing.title })).toBeTruthy();
    fireEvent.click(within(attending).getByRole('button', { name: OPEN_HOUSE_TEXTS.cancelRsvp }));
    expect(await within(attending).findByRole('button', { name: OPEN_HOUSE_TEXTS.rsvp })).toBeTruthy();
  });

  it('says what to do when there is nothing', async () => {
    serveOpenHouses(client, { slots: [] });
    renderApp('/dashboard/showings', { client });
    expect(await screen.findByText(OPEN_HOUSE_TEXTS.hostingEmpty)).toBeTruthy();
    const attending = screen.getByRole('region', { name: OPEN_HOUSE_TEXTS.attendingHeading });
    expect(within(attending).getByText(OPEN_HOUSE_TEXTS.attendingEmpty, { exact: false })).toBeTruthy();
    expect(
      within(attending).getByRole('link', { name: OPEN_HOUSE_TEXTS.calendarTitle }).getAttribute('href'),
    ).toBe('/showings');
  });
});
