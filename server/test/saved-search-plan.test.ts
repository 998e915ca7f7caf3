// Matching at publish stays cheap with many saved searches: the statement that narrows them reads the searches
// of the listing's state and those without a location through indexes, never the whole table (both dialects).
import { PROPERTY_TYPES } from '@dealloop/core';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../src/db/schema';
import { candidateSearchesQuery } from '../src/saved-searches/saved-searches-repo';
import { createTestApp, type TestApp } from './support/test-app';

const SEARCHES = 6000;
const STATES = [
  'AL',
  'AZ',
  'CA',
  'CO',
  'FL',
  'GA',
  'ID',
  'IL',
  'MT',
  'NC',
  'NY',
  'OH',
  'OR',
  'PA',
  'TX',
  'WA',
];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await t.signUp();
  const rows: SavedSearch[] = Array.from({ length: SEARCHES }, (_, n) => {
    const anywhere = n % 20 === 0;
    const state = STATES[n % STATES.length]!;
    return {
      id: `search-${String(n).padStart(5, '0')}`,
      user_id: user.id,
      name: `Search ${n}`,
      location: anywhere ? '' : `${state} city ${n % 37}`,
      min_price: n % 3 === 0 ? 50_000 : null,
      max_price: n % 4 === 0 ? 300_000 : null,
      property_type: n % 2 === 0 ? PROPERTY_TYPES[n % PROPERTY_TYPES.length]! : null,
      min_beds: null,
      min_baths: null,
      place_precision: anywhere ? null : 'city',
      place_state: anywhere ? null : state,
      place_city: anywhere ? null : `City ${n % 37}`,
      place_zip: null,
      place_county: null,
      notify_email: true,
      notify_sms: false,
      created_at: '2026-11-23T00:00:00.000Z',
      updated_at: '2026-11-23T00:00:00.000Z',
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await t.db
      .insertInto('saved_searches')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await sql`analyze`.execute(t.db);
}, 60_000);
afterAll(() => t.close());

async function plan(query: CompiledQuery): Promise<string> {
  const prefix = t.dialect === 'sqlite' ? 'explain query plan' : 'explain';
  const result = await t.db.executeQuery<Record<string, string>>({ ...query, sql: `${prefix} ${query.sql}` });
  return result.rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n');
}

describe(`saved-search matching plan on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('narrows the searches through indexes, without reading the whole table', async () => {
    for (const state of ['TX', null]) {
      const query = candidateSearchesQuery(t.db, {
        user_id: 'someone',
        state,
        property_type: 'condo',
        price: 120_000,
      });
      const text = await plan(query.compile());
      expect(text).toMatch(/saved_searches_anywhere/);
      if (state) expect(text).toMatch(/saved_searches_place_state/);
      expect(text).not.toMatch(
        t.dialect === 'sqlite' ? /\bSCAN saved_searches\b(?! USING)/ : /Seq Scan on saved_searches/,
      );
      expect((await query.execute()).length).toBeGreaterThan(0);
    }
  });
});
