// The database layer answers the same types on both dialects: booleans, JSON, ISO timestamps, case-blind emails.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/db/ids';
import { isoNow } from '../src/db/time';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`database on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('reads booleans as booleans and filters by them', async () => {
    const { user } = await t.signUp();
    await t.db
      .updateTable('profiles')
      .set({ profile_published: true, updated_at: isoNow() })
      .where('user_id', '=', user.id)
      .execute();
    const row = await t.db
      .selectFrom('profiles')
      .select(['profile_published', 'onboarding_completed'])
      .where('user_id', '=', user.id)
      .where('profile_published', '=', true)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ profile_published: true, onboarding_completed: false });
  });

  it('round-trips JSON columns and ISO timestamps', async () => {
    const { user } = await t.signUp();
    const now = isoNow();
    const id = uuidv7();
    await t.db
      .insertInto('properties')
      .values({
        id,
        short_id: id.slice(-8),
        user_id: user.id,
        title: 'Brick ranch',
        description: null,
        location: '123 Main St, Dallas, TX 75201',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        county: 'Dallas County',
        lat: 32.7767,
        lng: -96.797,
        price: 150_000,
        beds: 3,
        baths: 2.5,
        sqft: 1400,
        lot_size: 6500,
        property_type: 'single_family',
        images: JSON.stringify([{ uploadId: 'u1', objects: { full: 'a-full.webp' } }]),
        arv: 240_000,
        repair_cost: 30_000,
        profit_potential: 60_000,
        roi: 33.3,
        status: 'active',
        listing_status: 'pending_review',
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await t.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.images).toEqual([{ uploadId: 'u1', objects: { full: 'a-full.webp' } }]);
    expect(row.created_at).toBe(now);
    expect(row.baths).toBe(2.5);
    expect(row.lat).toBeCloseTo(32.7767, 6);
  });

  it('rejects values outside the spec lists', async () => {
    const { user } = await t.signUp();
    const now = isoNow();
    const id = uuidv7();
    await expect(
      t.db
        .insertInto('properties')
        .values({
          id,
          short_id: id.slice(-8),
          user_id: user.id,
          title: 'x',
          description: null,
          location: 'Dallas, TX',
          city: null,
          state: null,
          zip: null,
          county: null,
          lat: null,
          lng: null,
          price: 1,
          beds: null,
          baths: null,
          sqft: null,
          lot_size: null,
          property_type: 'castle',
          images: '[]',
          arv: null,
          repair_cost: null,
          profit_potential: null,
          roi: null,
          status: 'active',
          listing_status: 'published',
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps emails unique regardless of case at the database level', async () => {
    await t.signUp({ email: 'unique@example.com' });
    const now = isoNow();
    await expect(
      t.db
        .insertInto('users')
        .values({
          id: uuidv7(),
          email: 'UNIQUE@example.com',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    await expect(
      t.db
        .insertInto('user_roles')
        .values({ user_id: 'no-such-user', role: 'admin', created_at: isoNow() })
        .execute(),
    ).rejects.toThrow();
  });

  it('orders UUIDv7 ids by creation', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => uuidv7(Date.now() + i));
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const one = await sql<{ one: number }>`select 1 as one`.execute(t.db);
    expect(Number(one.rows[0]?.one)).toBe(1);
  });
});
