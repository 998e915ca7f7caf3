// Listing writes keep search current by construction: a write made through listing-writes.ts is in the very next
// search (index loaded), and no other module writes a listing or tells search itself.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPlaceOf } from '../src/listings/listing-place';
import { writeListings } from '../src/listings/listing-writes';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.search.load();
});
afterAll(() => t.close());

const fields = (title: string) => ({
  title,
  description: null,
  location: 'Austin, TX',
  price: 150_000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  lotSize: null,
  propertyType: 'single_family',
  arv: null,
  repairCost: null,
});

const searchedIds = async () => {
  const res = await t.call('GET', '/api/v1/properties?limit=50');
  expect(res.status).toBe(200);
  return (res.data.items as { id: string }[]).map((item) => item.id);
};

describe('listing writes', () => {
  it('are in the next search once the work that made them has finished', async () => {
    const owner = await t.signUp();
    expect(t.deps.search.indexed).not.toBeNull();
    const place = await listingPlaceOf(t.deps.geo, 'Austin, TX');
    const listing = await writeListings(t.deps, (listings) =>
      t.db.transaction().execute(async (trx) => {
        const created = await listings.insert(trx, owner.user.id, fields('Brick ranch'), place, []);
        return listings.move(trx, created.id, 'approve', 'admin');
      }),
    );
    expect(await searchedIds()).toContain(listing.id);

    await writeListings(t.deps, (listings) =>
      t.db.transaction().execute((trx) => listings.move(trx, listing.id, 'archive', 'owner')),
    );
    expect(await searchedIds()).not.toContain(listing.id);
  });

  it('are made only through listing-writes.ts, the one module that tells search', () => {
    const srcDir = new URL('../src/', import.meta.url);
    const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const offenders: string[] = [];
    for (const name of sources) {
      if (name === 'listings/listing-writes.ts') continue;
      const source = readFileSync(new URL(name, srcDir), 'utf8');
      const writesItself =
        /import\s*\{[^}]*\b(insertProperty|updateProperty|moveListing)\b[^}]*\}\s*from/.test(source);
      // server.ts relays the writes of other processes, heard through PostgreSQL's LISTEN (migration 0250): it
      // writes nothing itself.
      const tellsSearch = /\bsearch\.changed\(\)/.test(source) && name !== 'server.ts';
      if (writesItself || tellsSearch) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
