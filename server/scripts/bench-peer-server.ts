// The PostGIS peer the bench measures DealLoop against (issue 23): what a competent team would build for the listing
// search without DealLoop's index. A bare Hono route over a `pg` pool of 10, in its own process, that answers the
// bench's search query strings (bench-requests.ts: location, lat/lng, radius, price range, types, by distance) with
// ONE prepared statement on `peer_listings` (bench-peer-data.ts): ST_DWithin on the geography point (its partial GiST
// index of public listings) plus the state/city/zip, price and type filters, ORDER BY distance LIMIT 21, the count
// of matches, and the answer's JSON built in SQL with json_agg/json_build_object.
//
// Distance is DealLoop's (core's searchDistanceSquared: a flat projection around the searcher, in miles), so that
// both answer the same listings in the same order; ST_DWithin with a sphere radius a little wider than the search's
// is the index's part of the test, the flat distance the exact part. Started by bench-peer.ts with the database URL
// in argv[2]; prints its URL.
import { MILES_PER_DEGREE, milesPerDegreeLng, PUBLIC_PROPERTY_STATUSES } from '@dealloop/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_MILES = 3959;
const statuses = PUBLIC_PROPERTY_STATUSES.map((status) => `'${status}'`).join(', ');

/** The flat-projection squared distance in miles, the same operations as core's, so the same doubles. */
const D2 = `((lng - $2) * $3::float8) * ((lng - $2) * $3::float8) + ((lat - $1) * ${MILES_PER_DEGREE}::float8) * ((lat - $1) * ${MILES_PER_DEGREE}::float8)`;

/**
 * $1 lat, $2 lng, $3 miles per degree of longitude at $1, $4 the index's radius in meters, $5 the radius in miles,
 * $6 state, $7 city, $8 zip, $9 min price, $10 max price, $11 types, $12 page size, $13 place name, $14 precision.
 */
export const PEER_SEARCH = `
with matches as (
  select id, short_id, user_id, title, description, public_location, city, state, zip, county, lat, lng, price,
    beds, baths, sqft, lot_size, property_type, images, arv, repair_cost, profit_potential, roi, status,
    listing_status, archived_at, created_at, updated_at, requires_verified_funds, ${D2} as d2
  from peer_listings
  where listing_status = 'published' and archived_at is null and status in (${statuses})
    and st_dwithin(geog, st_setsrid(st_makepoint($2, $1), 4326)::geography, $4::float8, false)
    and ${D2} <= $5::float8 * $5::float8
    and state = $6::text
    and ($7::text is null or city = $7::text)
    and ($8::text is null or zip = $8::text)
    and ($9::int is null or price >= $9::int)
    and ($10::int is null or price <= $10::int)
    and ($11::text[] is null or property_type = any($11::text[]))
),
page as (
  select *, row_number() over (order by d2, id collate "C") as n
  from (select * from matches order by d2, id collate "C" limit $12::int + 1) as first
)
select json_build_object(
  'items', coalesce((
    select json_agg(json_build_object(
      'id', id, 'shortId', short_id,
      'path', '/real-estate-wholesale-investment-property-' ||
        trim(both '-' from regexp_replace(lower(public_location), '[^a-z0-9]+', '-', 'g')) || '-' || short_id,
      'ownerId', user_id, 'title', title, 'description', description, 'location', public_location,
      'locationTruncated', true, 'city', city, 'state', state, 'zip', zip, 'county', county, 'lat', lat,
      'lng', lng, 'distance', round(sqrt(d2) * 10) / 10, 'price', price, 'beds', beds, 'baths', baths,
      'sqft', sqft, 'lotSize', lot_size, 'propertyType', property_type, 'images', images, 'arv', arv,
      'repairCost', repair_cost, 'profitPotential', profit_potential, 'roi', roi, 'status', status,
      'listingStatus', listing_status, 'archivedAt', archived_at, 'createdAt', created_at,
      'updatedAt', updated_at, 'requiresVerifiedFunds', requires_verified_funds
    ) order by n)
    from page where n <= $12::int
  ), '[]'::json),
  'nextCursor', (
    select translate(encode(convert_to(json_build_array(d2, id)::text, 'UTF8'), 'base64'), E'+/=\\n', '-_')
    from page where n = $12::int and exists (select 1 from page where n > $12::int)
  ),
  'total', (select count(*) from matches),
  'place', json_build_object('found', true, 'placeName', $13::text, 'precision', $14::text)
)::text as body`;

/** A search as the bench sends it, or the reason it is refused. */
type Parsed = { values: unknown[] } | { error: string };

const LOCATION = /^(.+), ([A-Z]{2})(?: (\d{5}))?$/;

const number = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
};

/** The statement's parameters for one query string of `searchPaths()`. */
export function parseSearch(params: URLSearchParams): Parsed {
  const location = LOCATION.exec(params.get('location') ?? '');
  const lat = number(params.get('lat'));
  const lng = number(params.get('lng'));
  const radius = number(params.get('radius'));
  const minPrice = number(params.get('minPrice'));
  const maxPrice = number(params.get('maxPrice'));
  const limit = number(params.get('limit')) ?? 20;
  if (!location) return { error: 'location must be "City, ST" or "City, ST 12345"' };
  if (lat === null || lng === null || radius === null) return { error: 'lat, lng and radius are required' };
  if ([lat, lng, radius, minPrice, maxPrice, limit].some((value) => Number.isNaN(value)))
    return { error: 'numbers only' };
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || radius <= 0 || radius > 500 || limit < 1 || limit > 100)
    return { error: 'out of range' };
  if ((params.get('sort') ?? 'distance') !== 'distance') return { error: 'sort=distance only' };
  const [, city, state, zip] = location;
  const types = params.get('type')?.split(',').filter(Boolean) ?? [];
  // The sphere radius the index tests: wide enough that every listing within the flat radius is in it (the flat
  // projection's error grows with the radius and the latitude).
  const tan = Math.tan((Math.min(Math.abs(lat), 80) * Math.PI) / 180);
  const margin = 1.02 + 2 * (radius / EARTH_RADIUS_MILES) * tan;
  return {
    values: [
      lat,
      lng,
      milesPerDegreeLng(lat),
      radius * METERS_PER_MILE * margin,
      radius,
      state,
      zip ? null : city,
      zip ?? null,
      minPrice,
      maxPrice,
      types.length ? types : null,
      limit,
      params.get('location'),
      zip ? 'zip' : 'city',
    ],
  };
}

const isMain = process.argv[1]?.endsWith('bench-peer-server.ts');
if (isMain) {
  const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
  // An idle connection the server closes (the bench drops the database at the end) is not this process's end.
  pool.on('error', () => undefined);
  const error = (code: string, message: string) => ({ error: { code, message } });
  const app = new Hono().get('/api/v1/properties', async (c) => {
    const parsed = parseSearch(new URL(c.req.url).searchParams);
    if ('error' in parsed) return c.json(error('invalid_request', parsed.error), 400);
    const result = await pool.query<{ body: string }>({
      name: 'peer_search',
      text: PEER_SEARCH,
      values: parsed.values,
    });
    return c.body(result.rows[0]!.body, 200, { 'content-type': 'application/json' });
  });
  app.onError((err, c) => c.json(error('internal', err.message), 500));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`),
  );
  process.on('SIGTERM', () => {
    void pool.end().finally(() => process.exit(0));
  });
}
