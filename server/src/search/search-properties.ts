// Listing search in SQL: public listings filtered by place, radius, map box, price, type, beds, baths, status and lister,
// sorted by newest, price or distance, one keyset page at a time. One query shape on both dialects, driven by the
// partial indexes of public listings (migration 0007) and, around a point or in a map box, by the spatial index of
// migration 0300 (SQLite's R*Trees, PostgreSQL's GiST). The in-process index (search-index.ts) answers the same way.

import type { SearchQuery } from '@dealloop/contract';
import {
  type MapBounds,
  MILES_PER_DEGREE,
  milesPerDegreeLng,
  PUBLIC_PROPERTY_STATUSES,
  parseMapBounds,
  UNKNOWN_DISTANCE,
} from '@dealloop/core';
import { type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { isPostgres } from '../db/is-postgres';
import { decodeCursor, encodeCursor } from '../db/keyset-cursor';
import { PREPARED_STATEMENT } from '../db/prepared-statements';
import type { Database, Property } from '../db/schema';
import { badRequest } from '../http/api-error';

/** A place the location text resolved to, as stored on listings. */
export interface PlaceFilter {
  precision: 'zip' | 'city' | 'county' | 'state';
  state: string;
  city?: string | undefined;
  zip?: string | undefined;
  county?: string | undefined;
}

/** One page of a search: the rows, the cursor of the next page, and on the first page the number of matches. */
export interface SearchPage<T> {
  rows: T[];
  nextCursor: string | null;
  total: number | null;
}

/** Miles per degree of latitude (core's, as the shown distance uses it). */
export const MILES_PER_DEGREE_LAT = MILES_PER_DEGREE;
/** Sort key of listings without coordinates: after every real distance (the spec's 9999 "unknown", squared). */
export const UNKNOWN_DISTANCE_SQUARED = UNKNOWN_DISTANCE * UNKNOWN_DISTANCE;

/** Miles per degree of longitude at the caller's latitude, as the distance sort and the shown distance use it. */
export { milesPerDegreeLng };

/** The box a radius search reads before the exact distance test, in degrees around the caller. */
export function radiusBox(lat: number, lng: number, radius: number) {
  const dLat = radius / MILES_PER_DEGREE_LAT;
  const dLng = radius / Math.max(0.01 * MILES_PER_DEGREE, milesPerDegreeLng(lat));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/**
 * The map box of a search (`bounds`), or null without one; a malformed box or one crossing the antimeridian is a
 * 400 invalid_bounds. The route calls it before anything else runs, the SQL and index paths to read the box.
 */
export function searchBoundsOf(filters: Pick<SearchQuery, 'bounds'>): MapBounds | null {
  if (filters.bounds === undefined) return null;
  const parsed = parseMapBounds(filters.bounds);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_bounds');
  return parsed.bounds;
}

type Row = Property & { sort_distance?: number };

/**
 * The coordinates a search measures: the precise ones for signed-in viewers, the stored public point for anonymous
 * visitors (the point they are shown), so that distances, radius, order, cursors and totals reveal nothing finer.
 */
export type SearchPoint = 'precise' | 'public';
const POINT_COLUMNS = {
  precise: { lat: 'properties.lat', lng: 'properties.lng' },
  public: { lat: 'properties.public_lat', lng: 'properties.public_lng' },
} as const;
/** The spatial index of each point (migration 0300): SQLite's R*Tree table, PostgreSQL's GiST on `point(lng, lat)`. */
const RTREES = { precise: 'properties_point_rtree', public: 'properties_public_point_rtree' } as const;
type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The spatial index's term for a box: it only narrows the candidates to the listings whose point may lie in the
 * box (R*Tree boxes are rounded outwards to 32-bit floats, PostgreSQL's box test is fuzzy by 1e-6), so the exact
 * box and distance terms stay next to it and decide.
 */
function spatialTerm(postgres: boolean, box: Box, point: SearchPoint) {
  if (postgres) {
    const { lat, lng } = POINT_COLUMNS[point];
    const corner = (x: number, y: number) => sql`point(${x}::float8, ${y}::float8)`;
    return sql<boolean>`point(${sql.ref(lng)}, ${sql.ref(lat)}) <@ box(${corner(box.minLng, box.minLat)}, ${corner(box.maxLng, box.maxLat)})`;
  }
  return sql<boolean>`properties.rowid in (select id from ${sql.table(RTREES[point])}
    where max_lat >= ${box.minLat} and min_lat <= ${box.maxLat} and max_lng >= ${box.minLng} and min_lng <= ${box.maxLng})`;
}

type Query = SelectQueryBuilder<Database, 'properties', Row>;
type Eb = ExpressionBuilder<Database, 'properties'>;

/**
 * Squared distance in miles on a local flat projection around the caller, core's `searchDistanceSquared` in SQL
 * (the same operations, so the same doubles: the shown distance, its square root, never disagrees with the order):
 * plain arithmetic that both SQLite and Postgres evaluate with indexes nearby.
 */
function distanceSquared(lat0: number, lng0: number, point: SearchPoint) {
  const kx = milesPerDegreeLng(lat0);
  const lat = sql.ref(POINT_COLUMNS[point].lat);
  const lng = sql.ref(POINT_COLUMNS[point].lng);
  return sql<number>`coalesce(((${lng} - ${lng0}) * ${kx}) * ((${lng} - ${lng0}) * ${kx}) + ((${lat} - ${lat0}) * ${MILES_PER_DEGREE_LAT}) * ((${lat} - ${lat0}) * ${MILES_PER_DEGREE_LAT}), ${UNKNOWN_DISTANCE_SQUARED})`;
}

/**
 * The filters of a search. The public rule's fixed terms are SQL literals, not parameters, so that both planners
 * can match them to the predicate of the partial indexes of public listings.
 */
function applyFilters<O>(
  query: SelectQueryBuilder<Database, 'properties', O>,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint,
  postgres: boolean,
): SelectQueryBuilder<Database, 'properties', O> {
  let q = query
    .where('properties.listing_status', '=', sql.lit('published'))
    .where('properties.archived_at', 'is', null)
    .where(
      'properties.status',
      'in',
      filters.status?.length ? filters.status : [...PUBLIC_PROPERTY_STATUSES],
    );
  if (place) {
    q = q.where('properties.state', '=', place.state);
    if (place.precision === 'zip' && place.zip) q = q.where('properties.zip', '=', place.zip);
    if (place.precision === 'city' && place.city) q = q.where('properties.city', '=', place.city);
    if (place.precision === 'county' && place.county) q = q.where('properties.county', '=', place.county);
  }
  if (filters.lister !== undefined) q = q.where('properties.user_id', '=', filters.lister);
  if (filters.minPrice !== undefined) q = q.where('properties.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) q = q.where('properties.price', '<=', filters.maxPrice);
  if (filters.type?.length) q = q.where('properties.property_type', 'in', filters.type);
  if (filters.minBeds !== undefined) q = q.where('properties.beds', '>=', filters.minBeds);
  if (filters.minBaths !== undefined) q = q.where('properties.baths', '>=', filters.minBaths);
  const columns = POINT_COLUMNS[point];
  /** The box the spatial index reads: the radius's, the map's, or where both overlap. */
  let area: Box | null = null;
  if (filters.radius !== undefined && filters.lat !== undefined && filters.lng !== undefined) {
    const { lat, lng, radius } = filters;
    area = radiusBox(lat, lng, radius);
    q = q
      .where(columns.lat, '>=', area.minLat)
      .where(columns.lat, '<=', area.maxLat)
      .where(columns.lng, '>=', area.minLng)
      .where(columns.lng, '<=', area.maxLng)
      .where(distanceSquared(lat, lng, point), '<=', radius * radius);
  }
  const bounds = searchBoundsOf(filters);
  if (bounds) {
    // The viewer's own point: an anonymous visitor's box is tested against the coarse point only.
    q = q
      .where(columns.lat, '>=', bounds.south)
      .where(columns.lat, '<=', bounds.north)
      .where(columns.lng, '>=', bounds.west)
      .where(columns.lng, '<=', bounds.east);
    const map = { minLat: bounds.south, maxLat: bounds.north, minLng: bounds.west, maxLng: bounds.east };
    area = area
      ? {
          minLat: Math.max(area.minLat, map.minLat),
          maxLat: Math.min(area.maxLat, map.maxLat),
          minLng: Math.max(area.minLng, map.minLng),
          maxLng: Math.min(area.maxLng, map.maxLng),
        }
      : map;
  }
  // A city, ZIP code or county index already narrows to that place's few rows, fewer than a box around it
  // holds; the spatial index reads the rest (no place, or a whole state).
  const narrowPlace = place !== null && place.precision !== 'state';
  if (area && !narrowPlace) q = q.where(spatialTerm(postgres, area, point));
  return q;
}

/** How a search orders its matches: the sort key's column (in the matches) and the direction. */
interface Order {
  key: 'sort_distance' | 'price' | 'created_at';
  direction: 'asc' | 'desc';
}

/** A row of a first page: the listing, its sort key, and the number of all matches. */
type FirstRow = Row & { search_total: number | string };

/**
 * The statements of a search. A first page is ONE statement (`first`): the matches' ids and sort keys are read
 * once (materialized), counted, and the page's limit + 1 rows (to know whether another page follows) joined back to
 * their listings. A later page (`page`) reads limit + 1 rows after the cursor, in an index's order where there is
 * one, and counts nothing. Exported for the query-plan test.
 */
export function searchStatements(
  db: Kysely<Database>,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint = 'precise',
) {
  const postgres = isPostgres(db);
  let page: Query = applyFilters<Row>(
    db.selectFrom('properties').selectAll('properties') as Query,
    filters,
    place,
    point,
    postgres,
  );
  let sortValue: (row: Row) => string | number;
  let order: Order;

  switch (filters.sort) {
    case 'distance': {
      const d2 = distanceSquared(filters.lat!, filters.lng!, point);
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'number');
        page = page.where(sql<boolean>`(${d2}, properties.id) > (${cursor.value}, ${cursor.id})`);
      }
      page = page.select(d2.as('sort_distance')).orderBy(d2).orderBy('properties.id');
      sortValue = (row) => row.sort_distance ?? UNKNOWN_DISTANCE_SQUARED;
      order = { key: 'sort_distance', direction: 'asc' };
      break;
    }
    case 'price_asc':
    case 'price_desc': {
      const descending = filters.sort === 'price_desc';
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'integer');
        page = page.where((eb: Eb) =>
          eb(
            eb.refTuple('properties.price', 'properties.id'),
            descending ? '<' : '>',
            eb.tuple(cursor.value as number, cursor.id),
          ),
        );
      }
      const direction = descending ? 'desc' : 'asc';
      page = page.orderBy('properties.price', direction).orderBy('properties.id', direction);
      sortValue = (row) => row.price;
      order = { key: 'price', direction };
      break;
    }
    default: {
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'timestamp');
        page = page.where((eb: Eb) =>
          eb(
            eb.refTuple('properties.created_at', 'properties.id'),
            '<',
            eb.tuple(cursor.value as string, cursor.id),
          ),
        );
      }
      page = page.orderBy('properties.created_at', 'desc').orderBy('properties.id', 'desc');
      sortValue = (row) => row.created_at;
      order = { key: 'created_at', direction: 'desc' };
    }
  }

  const by = (table: string) =>
    sql.raw(`${table}.${order.key} ${order.direction}, ${table}.id ${order.direction}`);
  const limited = page.limit(filters.limit + 1);
  let first: RawBuilder<FirstRow>;
  if (order.key === 'sort_distance') {
    // Sorting by distance reads every match anyway: their ids and distances once, for the page and the count.
    const matches = applyFilters(db.selectFrom('properties'), filters, place, point, postgres).select([
      'properties.id',
      distanceSquared(filters.lat!, filters.lng!, point).as('sort_distance'),
    ]);
    first = sql<FirstRow>`${sql.raw(PREPARED_STATEMENT)}with matches as materialized ${matches}
select properties.*, page.sort_distance, (select count(*) from matches) as search_total
from (select * from matches order by ${by('matches')} limit ${filters.limit + 1}) as page
inner join properties on properties.id = page.id
order by ${by('page')}`;
  } else {
    // By price or date the page walks an index in its order and stops; the matches are counted only when it is
    // full (a page with room to spare holds them all).
    const count = applyFilters(db.selectFrom('properties'), filters, place, point, postgres).select((eb) =>
      eb.fn.countAll<number>().as('n'),
    );
    first = sql<FirstRow>`${sql.raw(PREPARED_STATEMENT)}with page as materialized ${limited}
select page.*, case when (select count(*) from page) > ${filters.limit} then ${count}
  else (select count(*) from page) end as search_total
from page
order by ${by('page')}`;
  }
  return { page: limited, first, sortValue };
}

/**
 * One page of public listings and the cursor of the next; a first page also counts all matches. One statement
 * either way (see {@link searchStatements}).
 */
export async function searchProperties(
  db: Kysely<Database>,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint,
): Promise<SearchPage<Property>> {
  const statements = searchStatements(db, filters, place, point);
  const rows: Row[] = filters.cursor
    ? await statements.page.execute()
    : (await statements.first.execute(db)).rows;
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const full = rows.length > filters.limit;
  const nextCursor = full && last ? encodeCursor({ value: statements.sortValue(last), id: last.id }) : null;
  const total = filters.cursor ? null : Number((rows[0] as FirstRow | undefined)?.search_total ?? 0);
  return { rows: page, nextCursor, total };
}
