// Open houses: who may schedule, cancel and RSVP (owner only, published listings, future non-overlapping slots),
// the capacity under RSVPs racing for the last seat, and the alerts of an RSVP and of a cancellation.
import { OPEN_HOUSE_TEXTS } from '@dealloop/core';
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
const alertsOf = (...args: Parameters<OpenHouseFixtures['alertsOf']>) => f.alertsOf(...args);

describe('scheduling', () => {
  it('lets the owner schedule a future slot on a published listing', async () => {
    const home = await listing();
    const res = await schedule(home.id, {});
    expect(res.status, res.text).toBe(201);
    expect(res.data).toMatchObject({
      propertyId: home.id,
      capacity: 10,
      attendeeCount: 0,
      seatsLeft: 10,
      notes: 'Park on the street.',
      cancelled: false,
      isHost: true,
      attending: false,
      attendees: [],
    });
  });

  it('refuses anonymous callers (401), other users (403) and unpublished listings (409)', async () => {
    const home = await listing();
    expect((await schedule(home.id, {}, null)).status).toBe(401);
    const other = await schedule(home.id, {}, buyer);
    expect(other.status).toBe(403);
    expect(other.data.error.message).toBe(OPEN_HOUSE_TEXTS.notOwner);
    const draft = await listing({ publish: false });
    const refused = await schedule(draft.id, {});
    expect(refused.status).toBe(409);
    expect(refused.data.error.code).toBe('not_published');
  });

  it('answers 400 for a slot in the past, one ending before it starts, or a bad capacity', async () => {
    const home = await listing();
    const past = await schedule(home.id, { startsAt: at(-2), endsAt: at(-1) });
    expect(past.status).toBe(400);
    expect(past.data.error.message).toBe(OPEN_HOUSE_TEXTS.startInPast);
    const backwards = await schedule(home.id, { startsAt: at(50), endsAt: at(49) });
    expect(backwards.status).toBe(400);
    expect(backwards.data.error.message).toBe(OPEN_HOUSE_TEXTS.endBeforeStart);
    expect((await schedule(home.id, { capacity: 0 })).status).toBe(400);
    expect((await schedule(home.id, { startsAt: 'tomorrow' })).status).toBe(400);
  });

  it('answers 409 for a slot overlapping another on the same listing, not for touching or other listings', async () => {
    const home = await listing();
    await scheduled(home.id, { startsAt: at(24), endsAt: at(26) });
    const overlap = await schedule(home.id, { startsAt: at(25), endsAt: at(27) });
    expect(overlap.status).toBe(409);
    expect(overlap.data.error.code).toBe('open_house_overlap');
    const inside = await schedule(home.id, { startsAt: at(23), endsAt: at(28) });
    expect(inside.status).toBe(409);
    expect((await schedule(home.id, { startsAt: at(26), endsAt: at(27) })).status).toBe(201);
    const elsewhere = await listing();
    expect((await schedule(elsewhere.id, { startsAt: at(25), endsAt: at(27) })).status).toBe(201);
  });
});

describe('RSVPs', () => {
  it('RSVPs a buyer once, alerts the owner, and cancels the RSVP', async () => {
    const home = await listing();
    const slot = await scheduled(home.id);
    const before = (await alertsOf(owner, 'openHouseRsvp')).length;
    const res = await rsvp(slot.id, buyer);
    expect(res.status, res.text).toBe(201);
    expect(res.data).toMatchObject({ attending: true, attendeeCount: 1, seatsLeft: 9, isHost: false });
    expect(res.data.attendees).toBeUndefined();
    const alerts = await alertsOf(owner, 'openHouseRsvp');
    expect(alerts).toHaveLength(before + 1);
    expect(alerts.at(-1)).toMatchObject({ property_id: home.id, link: `/property/${home.id}` });
    const again = await rsvp(slot.id, buyer);
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe('already_rsvped');

    const hostView = await t.call('GET', `/api/v1/open-houses/${slot.id}`, { token: owner.accessToken });
    expect(hostView.data.attendees).toEqual([
      expect.objectContaining({ userId: buyer.user.id, fullName: 'Bea Buyer', email: buyer.email }),
    ]);

    const cancel = await t.call('DELETE', `/api/v1/open-houses/${slot.id}/rsvp`, {
      token: buyer.accessToken,
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.data).toMatchObject({ attending: false, attendeeCount: 0 });
    const twice = await t.call('DELETE', `/api/v1/open-houses/${slot.id}/rsvp`, { token: buyer.accessToken });
    expect(twice.status).toBe(404);
  });

  it('refuses anonymous callers, the owner and slots that have started', async () => {
    const home = await listing();
    const slot = await scheduled(home.id);
    expect((await t.call('POST', `/api/v1/open-houses/${slot.id}/rsvp`)).status).toBe(401);
    const own = await rsvp(slot.id, owner);
    expect(own.status).toBe(403);
    expect(own.data.error.code).toBe('own_listing');
    await t.db
      .updateTable('open_houses')
      .set({ starts_at: at(-1), ends_at: at(1) })
      .where('id', '=', slot.id)
      .execute();
    const started = await rsvp(slot.id, buyer);
    expect(started.status).toBe(409);
    expect(started.data.error.code).toBe('open_house_started');
    expect((await rsvp('no-such-slot', buyer)).status).toBe(404);
  });

  it('gives the last seat to one of the buyers racing for it (the others get 409)', async () => {
    const home = await listing();
    const slot = await scheduled(home.id, { capacity: 2 });
    expect((await rsvp(slot.id, await t.signUp())).status).toBe(201);
    // Two racing is the case; six make the window wide enough that a missing lock shows.
    const racers = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    const results = await Promise.all(racers.map((who) => rsvp(slot.id, who)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.data.error.code).toBe('open_house_full');
    }
    const rows = await t.db
      .selectFrom('open_house_rsvps')
      .selectAll()
      .where('open_house_id', '=', slot.id)
      .execute();
    expect(rows).toHaveLength(2);
    const view = await t.call('GET', `/api/v1/open-houses/${slot.id}`);
    expect(view.data).toMatchObject({ attendeeCount: 2, seatsLeft: 0 });
  });
});

describe('cancelling a slot', () => {
  it('lets only the owner cancel, alerts every attendee once, and closes RSVPs', async () => {
    const home = await listing();
    const slot = await scheduled(home.id);
    const other = await t.signUp();
    expect((await rsvp(slot.id, buyer)).status).toBe(201);
    expect((await rsvp(slot.id, other)).status).toBe(201);
    const before = (await alertsOf(buyer, 'openHouseCancelled')).length;
    const refused = await t.call('DELETE', `/api/v1/open-houses/${slot.id}`, { token: buyer.accessToken });
    expect(refused.status).toBe(403);
    const res = await t.call('DELETE', `/api/v1/open-houses/${slot.id}`, { token: owner.accessToken });
    expect(res.status, res.text).toBe(200);
    expect(res.data.cancelled).toBe(true);
    expect(await alertsOf(buyer, 'openHouseCancelled')).toHaveLength(before + 1);
    expect(await alertsOf(other, 'openHouseCancelled')).toHaveLength(1);
    expect(
      (await t.call('DELETE', `/api/v1/open-houses/${slot.id}`, { token: owner.accessToken })).status,
    ).toBe(409);
    const late = await rsvp(slot.id, await t.signUp());
    expect(late.status).toBe(409);
    expect(late.data.error.code).toBe('open_house_cancelled');
    // A cancelled slot no longer blocks its time.
    expect((await schedule(home.id, {})).status).toBe(201);
  });
});
