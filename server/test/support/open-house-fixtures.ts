// The steps of the open-house API tests: a test app with a moderator, an owner and a buyer, published listings,
// scheduled slots, RSVPs and the alerts of a kind.
import { expect } from 'vitest';
import { grantRole } from '../../src/users/users-repo';
import { createTestApp, type TestApp } from './test-app';

/** A signed-up test account. */
export type Account = Awaited<ReturnType<TestApp['signUp']>>;

const HOUR = 3_600_000;
/** An ISO time this many hours from now. */
export const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** Creates the app, the accounts and the steps over them. */
export async function createOpenHouseFixtures() {
  const t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const owner = await t.signUp({ fullName: 'Olive Owner' });
  const buyer = await t.signUp({ fullName: 'Bea Buyer' });

  /** A listing by `who` (the owner by default), published unless `publish` is false. */
  async function listing(options: { who?: Account; publish?: boolean; location?: string } = {}) {
    const res = await t.call('POST', '/api/v1/properties', {
      token: (options.who ?? owner).accessToken,
      json: {
        title: 'Brick ranch, "as is"; cash only',
        price: 150_000,
        propertyType: 'single_family',
        location: options.location ?? '123 Main St, Dallas, TX 75201',
      },
    });
    expect(res.status, res.text).toBe(201);
    if (options.publish !== false) {
      const published = await t.call('POST', `/api/v1/properties/${res.data.id}/moderation`, {
        token: moderator.accessToken,
        json: { action: 'publish' },
      });
      expect(published.status, published.text).toBe(200);
    }
    return res.data as { id: string };
  }

  /** POST /properties/{id}/open-houses as `who` (the owner; null: anonymous), two days ahead unless told. */
  function schedule(propertyId: string, body: Record<string, unknown>, who: Account | null = owner) {
    return t.call('POST', `/api/v1/properties/${propertyId}/open-houses`, {
      ...(who && { token: who.accessToken }),
      json: { startsAt: at(48), endsAt: at(50), capacity: 10, notes: 'Park on the street.', ...body },
    });
  }

  /** A slot the owner scheduled (201 expected). */
  async function scheduled(propertyId: string, body: Record<string, unknown> = {}) {
    const res = await schedule(propertyId, body);
    expect(res.status, res.text).toBe(201);
    return res.data as { id: string; capacity: number; seatsLeft: number };
  }

  const rsvp = (id: string, who: Account) =>
    t.call('POST', `/api/v1/open-houses/${id}/rsvp`, { token: who.accessToken });

  const alertsOf = (who: Account, kind: string) =>
    t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .where('kind', '=', kind)
      .execute();

  return { t, moderator, owner, buyer, listing, schedule, scheduled, rsvp, alertsOf };
}

/** The fixtures of one test file. */
export type OpenHouseFixtures = Awaited<ReturnType<typeof createOpenHouseFixtures>>;
