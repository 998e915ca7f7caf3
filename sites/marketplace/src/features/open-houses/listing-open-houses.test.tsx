// The listing page's open houses: the owner schedules one in the dialog and cancels one; a buyer RSVPs and
// cancels; a visitor is asked to sign in; nothing shows for others when there are none.
import { OPEN_HOUSE_TEXTS, zonedTimeToIso } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { callsTo, makeProperty } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { PROPERTIES_API } from '../listings/property';
import { listingOpenHousesPath } from './open-houses-api';
import { makeOpenHouse, serveOpenHouses } from './open-houses-test-support';

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
});
const viewerZone = process.env.TZ;
afterEach(() => {
  vi.restoreAllMocks();
  process.env.TZ = viewerZone;
});

function openListing(property: ReturnType<typeof makeProperty>, slots: ReturnType<typeof makeOpenHouse>[]) {
  const server = serveOpenHouses(client, { slots }, (_method, path) =>
    path === `${PROPERTIES_API}/${property.id}` ? property : undefined,
  );
  renderApp(`/property/${property.id}`, { client });
  return server;
}

const section = async () => screen.findByRole('region', { name: OPEN_HOUSE_TEXTS.sectionHeading });

describe('Open houses on the listing page', () => {
  it('lets a buyer RSVP and cancel the RSVP', async () => {
    client.startSignedIn(BUYER);
    const property = makeProperty();
    const slot = makeOpenHouse({ propertyId: property.id, capacity: 4, attendeeCount: 1 });
    openListing(property, [slot]);
    const region = await section();
    expect(within(region).getByText('3 of 4 spots left')).toBeTruthy();
    expect(within(region).getByText('Park on the street.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.rsvp }));
    await within(region).findByRole('button', { name: OPEN_HOUSE_TEXTS.cancelRsvp });
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.going)).toBeTruthy();
    expect(within(region).getByText('2 of 4 spots left')).toBeTruthy();
    expect(callsTo(client, `/api/v1/open-houses/${slot.id}/rsvp`)[0]?.[0]).toBe('POST');
    fireEvent.click(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.cancelRsvp }));
    await within(region).findByRole('button', { name: OPEN_HOUSE_TEXTS.rsvp });
    expect(callsTo(client, `/api/v1/open-houses/${slot.id}/rsvp`)[1]?.[0]).toBe('DELETE');
  });

  it('asks visitors to sign in, and shows Full without an RSVP button', async () => {
    const property = makeProperty();
    openListing(property, [makeOpenHouse({ propertyId: property.id, capacity: 2, attendeeCount: 2 })]);
    const region = await section();
    expect(
      within(region).getByRole('link', { name: OPEN_HOUSE_TEXTS.signInToRsvp }).getAttribute('href'),
    ).toBe(`/auth?redirect=${encodeURIComponent(`/property/${property.id}`)}`);
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.full)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: OPEN_HOUSE_TEXTS.rsvp })).toBeNull();
    expect(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.addToCalendar })).toBeTruthy();
  });

  it('shows no section to others when the listing has no open houses', async () => {
    const property = makeProperty({ title: 'Quiet duplex' });
    openListing(property, []);
    await screen.findByRole('heading', { level: 1, name: 'Quiet duplex' });
    await waitFor(() => expect(callsTo(client, listingOpenHousesPath(property.id))).toHaveLength(1));
    expect(screen.queryByRole('region', { name: OPEN_HOUSE_TEXTS.sectionHeading })).toBeNull();
  });

  it("lets the owner schedule an open house in the dialog, in the listing's local time", async () => {
    // The owner's browser is in Tokyo; the Austin listing's times are Central time.
    process.env.TZ = 'Asia/Tokyo';
    const me = client.startSignedIn(BUYER);
    const property = makeProperty({ ownerId: me.id });
    openListing(property, []);
    const region = await section();
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.sectionEmpty)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.schedule }));
    const dialog = await screen.findByRole('dialog', { name: OPEN_HOUSE_TEXTS.scheduleTitle });
    expect(within(dialog).getAllByText(/^In the property’s local time \(C[SD]T\)\.$/)).toHaveLength(2);
    const day = new Date(Date.now() + 72 * 3_600_000).toISOString().slice(0, 10);
    const start = `${day}T12:00`;
    const end = `${day}T14:00`;
    // The end before the start is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: end } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: start } });
    fireEvent.click(within(dialog).getByRole('button', { name: OPEN_HOUSE_TEXTS.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(OPEN_HOUSE_TEXTS.endBeforeStart);
    expect(callsTo(client, listingOpenHousesPath(property.id)).filter((c) => c[0] === 'POST')).toHaveLength(
      0,
    );

    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: start } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: end } });
    fireEvent.change(within(dialog).getByLabelText(/Capacity/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(OPEN_HOUSE_TEXTS.notesLabel), {
      target: { value: 'Gate code 1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: OPEN_HOUSE_TEXTS.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = callsTo(client, listingOpenHousesPath(property.id)).find((c) => c[0] === 'POST');
    expect(post?.[2]).toEqual({
      json: {
        startsAt: zonedTimeToIso(start, 'America/Chicago'),
        endsAt: zonedTimeToIso(end, 'America/Chicago'),
        capacity: 12,
        notes: 'Gate code 1234',
      },
    });
    expect(await within(region).findByText('Gate code 1234')).toBeTruthy();
    // 12:00 Central is 18:00 (CST) or 17:00 (CDT) UTC, whatever the owner's zone.
    expect((post![2] as { json: { startsAt: string } }).json.startsAt).toMatch(
      new RegExp(`^${day}T1[78]:00:00.000Z$`),
    );
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.noAttendees)).toBeTruthy();
  });

  it('shows the owner the attendees and cancels an open house after confirming', async () => {
    const me = client.startSignedIn(BUYER);
    const property = makeProperty({ ownerId: me.id });
    const slot = makeOpenHouse({
      propertyId: property.id,
      isHost: true,
      attendeeCount: 1,
      attendees: [{ userId: 'u-2', fullName: 'Gail Guest', email: 'gail@example.com', rsvpedAt: '' }],
    });
    openListing(property, [slot]);
    const region = await section();
    expect(
      within(region).getByRole('list', { name: OPEN_HOUSE_TEXTS.attendeesHeading }).textContent,
    ).toContain('Gail Guest');
    expect(within(region).queryByRole('button', { name: OPEN_HOUSE_TEXTS.rsvp })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.cancelSlot }));
    const dialog = await screen.findByRole('dialog', { name: OPEN_HOUSE_TEXTS.cancelSlot });
    fireEvent.click(within(dialog).getByRole('button', { name: OPEN_HOUSE_TEXTS.cancelSlot }));
    await waitFor(() => expect(within(region).queryByText('Gail Guest')).toBeNull());
    expect(callsTo(client, `/api/v1/open-houses/${slot.id}`)[0]?.[0]).toBe('DELETE');
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.sectionEmpty)).toBeTruthy();
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])(
    "shows a Chicago listing's 12:00 as 12:00 PM CST or CDT to a viewer in %s",
    async (zone) => {
      process.env.TZ = zone;
      const property = makeProperty();
      const winter = makeOpenHouse({
        propertyId: property.id,
        startsAt: '2026-12-05T18:00:00.000Z',
        endsAt: '2026-12-05T20:00:00.000Z',
        timeZone: 'America/Chicago',
      });
      const summer = makeOpenHouse({
        propertyId: property.id,
        startsAt: '2027-07-10T17:00:00.000Z',
        endsAt: '2027-07-10T19:00:00.000Z',
        timeZone: 'America/Chicago',
        notes: null,
      });
      openListing(property, [winter, summer]);
      const region = await section();
      expect(within(region).getByText('Sat, Dec 5, 12:00 PM – 2:00 PM CST')).toBeTruthy();
      expect(within(region).getByText('Sat, Jul 10, 12:00 PM – 2:00 PM CDT')).toBeTruthy();
    },
  );
});
