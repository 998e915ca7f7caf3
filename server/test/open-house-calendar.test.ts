// Open houses read back: the public calendar (area filter, distance order, time window, only public listings),
// a listing's upcoming slots, a user's hosted and attended slots, and what closing an account does to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  at,
  createOpenHouseFixtures,
  type OpenHouseFixtures,
} from './support/open-house-fixtures';
import type { TestApp } from './support/test-app';

let f: OpenHouseFixtures;
let t: TestApp;
let owner: Account;
let buyer: Account;
beforeAll(async () => {
  f = await createOpenHouseFixtures();
  ({ t, owner, buyer } = f);
});
afterAll(() => f.t.close());

const listing = (...args: Parameters<OpenHouseFixtures['listing']>) => f.listing(...args);
const schedule = (...args: Parameters<OpenHouseFixtures['schedule']>) => f.schedule(...args);
const scheduled = (...args: Parameters<OpenHouseFixtures['scheduled']>) => f.scheduled(...args);
const rsvp = (...args: Parameters<OpenHouseFixtures['rsvp']>) => f.rsvp(...args);

describe('the calendar and my open houses', () => {
  it('lists upcoming slots of public listings by area, with the truncated location for anonymous visitors', async () => {
    const dallas = await listing({ location: '500 Elm St, Dallas, TX 75202' });
    const austin = await listing({ location: '700 Congress Ave, Austin, TX 78701' });
    const hidden = await listing({ publish: false });
    const a = await scheduled(dallas.id, { startsAt: at(200), endsAt: at(201) });
    const b = await scheduled(austin.id, { startsAt: at(100), endsAt: at(101) });
    await t.db
      .insertInto('open_houses')
      .values({
        id: 'hidden-slot',
        property_id: hidden.id,
        host_id: owner.user.id,
        starts_at: at(150),
        ends_at: at(151),
        capacity: 5,
        notes: null,
        cancelled_at: null,
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();

    const all = await t.call('GET', '/api/v1/open-houses');
    expect(all.status, all.text).toBe(200);
    const ids = all.data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain('hidden-slot');
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const anonymous = all.data.items.find((item: { id: string }) => item.id === a.id);
    expect(anonymous.listing.location).not.toContain('500 Elm');
    expect(anonymous.attendees).toBeUndefined();

    const inDallas = await t.call('GET', '/api/v1/open-houses?location=Dallas%2C%20TX');
    const dallasIds = inDallas.data.items.map((item: { id: string }) => item.id);
    expect(dallasIds).toContain(a.id);
    expect(dallasIds).not.toContain(b.id);
    expect(inDallas.data.place).toMatchObject({ found: true });

    const nearest = await t.call('GET', '/api/v1/open-houses?location=Austin%2C%20TX&sort=distance');
    expect(nearest.data.items.map((item: { id: string }) => item.id)).toEqual([b.id]);
    const texas = await t.call('GET', '/api/v1/open-houses?location=TX&sort=distance');
    const distances = texas.data.items.map((item: { distance: number | null }) => item.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));

    const window = await t.call(
      'GET',
      `/api/v1/open-houses?from=${encodeURIComponent(at(150))}&to=${encodeURIComponent(at(250))}`,
    );
    expect(window.data.items.map((item: { id: string }) => item.id)).toEqual([a.id]);
    expect((await t.call('GET', '/api/v1/open-houses?sort=distance')).status).toBe(400);
    const nowhere = await t.call('GET', '/api/v1/open-houses?location=Qqqzzx');
    expect(nowhere.data).toEqual({ items: [], place: expect.objectContaining({ found: false }) });
  });

  it('lists what I host (with attendees) and what I attend', async () => {
    const host = await t.signUp({ fullName: 'Hank Host' });
    const guest = await t.signUp({ fullName: 'Gail Guest' });
    const home = await listing({ who: host });
    expect((await schedule(home.id, {})).status).toBe(403); // not the default owner's listing
    const res = await schedule(home.id, {}, host);
    expect(res.status).toBe(201);
    expect((await rsvp(res.data.id, guest)).status).toBe(201);
    const mine = await t.call('GET', '/api/v1/me/open-houses', { token: host.accessToken });
    expect(mine.data.hosting).toHaveLength(1);
    expect(mine.data.hosting[0].attendees).toEqual([expect.objectContaining({ fullName: 'Gail Guest' })]);
    expect(mine.data.attending).toEqual([]);
    const theirs = await t.call('GET', '/api/v1/me/open-houses', { token: guest.accessToken });
    expect(theirs.data.attending).toEqual([expect.objectContaining({ id: res.data.id, attending: true })]);
    expect(theirs.data.attending[0].listing.location).toContain('123 Main St');
    expect((await t.call('GET', '/api/v1/me/open-houses')).status).toBe(401);
  });

  it("shows a listing's upcoming slots with the viewer's RSVP", async () => {
    const home = await listing();
    const slot = await scheduled(home.id);
    await rsvp(slot.id, buyer);
    const res = await t.call('GET', `/api/v1/properties/${home.id}/open-houses`, {
      token: buyer.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.data.items).toEqual([expect.objectContaining({ id: slot.id, attending: true })]);
    const draft = await listing({ publish: false });
    expect((await t.call('GET', `/api/v1/properties/${draft.id}/open-houses`)).status).toBe(404);
  });
});

describe('closing an account', () => {
  it("exports the user's open houses and RSVPs, then frees their seats and cancels the slots they host", async () => {
    const host = await t.signUp();
    const guest = await t.signUp();
    const home = await listing({ who: host });
    const hosted = await schedule(home.id, { capacity: 1 }, host);
    expect(hosted.status).toBe(201);
    const mine = await listing();
    const slot = await scheduled(mine.id, { capacity: 1 });
    expect((await rsvp(slot.id, guest)).status).toBe(201);

    const exported = await t.call('POST', '/api/v1/me/export', {
      token: guest.accessToken,
      json: { currentPassword: guest.password },
    });
    expect(exported.status).toBe(200);
    expect(exported.data.openHouseRsvps).toEqual([expect.objectContaining({ openHouseId: slot.id })]);
    const hostExport = await t.call('POST', '/api/v1/me/export', {
      token: host.accessToken,
      json: { currentPassword: host.password },
    });
    expect(hostExport.data.openHousesHosted).toEqual([expect.objectContaining({ id: hosted.data.id })]);

    for (const who of [guest, host]) {
      const closed = await t.call('DELETE', '/api/v1/me', {
        token: who.accessToken,
        json: { currentPassword: who.password },
      });
      expect(closed.status, closed.text).toBe(204);
    }
    // The guest's seat is free again; the host's slot is cancelled.
    expect((await t.call('GET', `/api/v1/open-houses/${slot.id}`)).data.seatsLeft).toBe(1);
    const row = await t.db
      .selectFrom('open_houses')
      .selectAll()
      .where('id', '=', hosted.data.id)
      .executeTakeFirst();
    expect(row?.cancelled_at).not.toBeNull();
  });
});
