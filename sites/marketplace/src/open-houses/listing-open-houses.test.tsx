// The listing page's open houses: the owner schedules one in the dialog and cancels one; a buyer RSVPs and
// cancels; a visitor is asked to sign in; nothing shows for others when there are none.
import { OPEN_HOUSE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROPERTIES_API } from '../properties/property';
import { fireEvent, screen, waitFor, within } from '../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../test/fake-api-client';
import { callsTo, makeProperty } from '../test/property-fixtures';
import { renderApp } from '../test/render-app';
import { listingOpenHousesPath } from './open-houses-api';
import { makeOpenHouse, serveOpenHouses } from './open-houses-test-support';

let client: FakeApiClient;
beforeEach(() => {
  client = createFakeApiClient();
});
afterEach(() => vi.restoreAllMocks());

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

  it('lets the owner schedule an open house in the dialog, checking the times first', async () => {
    const me = client.startSignedIn(BUYER);
    const property = makeProperty({ ownerId: me.id });
    openListing(property, []);
    const region = await section();
    expect(within(region).getByText(OPEN_HOUSE_TEXTS.sectionEmpty)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: OPEN_HOUSE_TEXTS.schedule }));
    const dialog = await screen.findByRole('dialog', { name: OPEN_HOUSE_TEXTS.scheduleTitle });
    const local = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(d.getHours()).padStart(2, '0')}:00`;
    const start = new Date(Date.now() + 72 * 3_600_000);
    const end = new Date(start.getTime() + 2 * 3_600_000);
    // The end before the start is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: local(end) } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: local(start) } });
    fireEvent.click(within(dialog).getByRole('button', { name: OPEN_HOUSE_TEXTS.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(OPEN_HOUSE_TEXTS.endBeforeStart);
    expect(callsTo(client, listingOpenHousesPath(property.id)).filter((c) => c[0] === 'POST')).toHaveLength(
      0,
    );

    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: local(start) } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: local(end) } });
    fireEvent.change(within(dialog).getByLabelText(/Capacity/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(OPEN_HOUSE_TEXTS.notesLabel), {
      target: { value: 'Gate code 1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: OPEN_HOUSE_TEXTS.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = callsTo(client, listingOpenHousesPath(property.id)).find((c) => c[0] === 'POST');
    expect(post?.[2]).toEqual({
      json: {
        startsAt: new Date(local(start)).toISOString(),
        endsAt: new Date(local(end)).toISOString(),
        capacity: 12,
        notes: 'Gate code 1234',
      },
    });
    expect(await within(region).findByText('Gate code 1234')).toBeTruthy();
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
});
