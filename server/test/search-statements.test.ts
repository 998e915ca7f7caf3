// The SQL path of listing search talks to the database once per page (issue 23, item 2): a first page is one
// statement that answers the page and the number of all matches, a later page one statement after its cursor.
// Counted with a Kysely plugin that sees every query the search executes; the totals are checked against the
// matches walked page by page, for anonymous (public point) and signed-in (precise point) searches.
import { SearchQuery } from '@dealloop/contract';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaceFilter, type SearchPoint, searchProperties } from '../src/search/search-properties';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await t.signUp();
  await insertDemoRows(t.db, { count: 3_000, seed: 5, ownerIds: [user.id] });
}, 120_000);
afterAll(() => t.close());

/** Counts the statements executed through it (each result passes once; a query may be transformed twice). */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs) => args.node,
    async transformResult(args: PluginTransformResultArgs) {
      counter.statements++;
      return args.result;
    },
  };
  return { counter, db: t.db.withPlugin(plugin) };
}

const houston: PlaceFilter = { precision: 'city', state: 'TX', city: 'Houston' };
const SHAPES: [name: string, query: Record<string, string>, place: PlaceFilter | null][] = [
  ['city and radius by distance', { lat: '29.76', lng: '-95.37', radius: '30', sort: 'distance' }, houston],
  ['radius by distance', { lat: '41.88', lng: '-87.63', radius: '40', sort: 'distance' }, null],
  ['city by price', { sort: 'price_asc' }, houston],
  ['newest', {}, null],
  ['price, high first', { sort: 'price_desc', type: 'single_family' }, null],
];

describe(`statements of a search page on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  for (const [name, query, place] of SHAPES) {
    for (const point of ['public', 'precise'] as SearchPoint[]) {
      it(`${name} (${point} point): one statement a page, the total on the first`, async () => {
        const { counter, db } = statementCounter();
        const limit = 10;
        const first = await searchProperties(
          db,
          SearchQuery.parse({ ...query, limit: `${limit}` }),
          place,
          point,
        );
        expect(counter.statements, name).toBe(1);
        expect(first.rows.length, name).toBe(limit);
        expect(first.nextCursor, name).not.toBeNull();
        let walked = first.rows.length;
        let cursor = first.nextCursor;
        for (let pages = 0; cursor && pages < 400; pages++) {
          counter.statements = 0;
          const next = await searchProperties(
            db,
            SearchQuery.parse({ ...query, limit: `${limit}`, cursor }),
            place,
            point,
          );
          expect(counter.statements, `${name}, a later page`).toBe(1);
          expect(next.total, name).toBeNull();
          walked += next.rows.length;
          cursor = next.nextCursor;
        }
        expect(first.total, name).toBe(walked);
      });
    }
  }

  it('answers an empty first page with a total of 0 in one statement', async () => {
    const { counter, db } = statementCounter();
    const page = await searchProperties(
      db,
      SearchQuery.parse({ minPrice: '99000000', sort: 'distance', lat: '29.76', lng: '-95.37' }),
      houston,
      'public',
    );
    expect(counter.statements).toBe(1);
    expect(page).toEqual({ rows: [], nextCursor: null, total: 0 });
  });
});
