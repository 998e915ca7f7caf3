// Listing search in SQL: public listings filtered by place, radius, map box, price, type, beds, baths, status and lister,
// sorted by newest, price or distance, one keyset page at a time. One query shape on both dialects, driven by the
// partial indexes of public listings (migration 0007). The in-process index (search-index.ts) answers the same way.

import type { SearchQuery } from '@dealloop/contract';
import {
  type MapBounds,
  MILES_PER_DEGREE,
  milesPerDegreeLng,
  PUBLIC_PROPERTY_STATUSES,
  parseMapBounds,
  UNKNOWN_DISTANCE,
} from '@dealloop/core';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { decodeCursor, encodeCursor } from '../db/keyset-cursor';
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
  if (filters.radius !== undefined && filters.lat !== undefined && filters.lng !== undefined) {
    const { lat, lng, radius } = filters;
    const box = radiusBox(lat, lng, radius);
    const columns = POINT_COLUMNS[point];
    q = q
      .where(columns.lat, '>=', box.minLat)
      .where(columns.lat, '<=', box.maxLat)
      .where(columns.lng, '>=', box.minLng)
      .where(columns.lng, '<=', box.maxLng)
      .where(distanceSquared(lat, lng, point), '<=', radius * radius);
  }
  const bounds = searchBoundsOf(filters);
  if (bounds) {
    // The viewer's own point: an anonymous visitor's box is tested against the coarse point only.
    const columns = POINT_COLUMNS[point];
    q = q
      .where(columns.lat, '>=', bounds.south)
      .where(columns.lat, '<=', bounds.north)
      .where(columns.lng, '>=', bounds.west)
      .where(columns.lng, '<=', bounds.east);
  }
  return q;
}

/**
 * The two statements of a search: one page (limit + 1 rows, to know whether another page follows) and the count
 * of all matches, which only a first page answers. Exported for the query-plan test.
 */
export function searchStatements(
  db: Kysely<Database>,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint = 'precise',
) {
  let page: Query = applyFilters<Row>(
    db.selectFrom('properties').selectAll('properties') as Query,
    filters,
    place,
    point,
  );
  let sortValue: (row: Row) => string | number;

  switch (filters.sort) {
    case 'distance': {
      const d2 = distanceSquared(filters.lat!, filters.lng!, point);
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'number');
        page = page.where(sql<boolean>`(${d2}, properties.id) > (${cursor.value}, ${cursor.id})`);
      }
      page = page.select(d2.as('sort_distance')).orderBy(d2).orderBy('properties.id');
      sortValue = (row) => row.sort_distance ?? UNKNOWN_DISTANCE_SQUARED;
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
    }
  }

  const count = applyFilters(db.selectFrom('properties'), filters, place, point).select((eb) =>
    eb.fn.countAll<number>().as('n'),
  );
  return { page: page.limit(filters.limit + 1), count, sortValue };
}

/**
 * One page of public listings and the cursor of the next. The total is counted only for a first page that is
 * full: a first page with room to spare holds every match.
 */
export async function searchProperties(
  db: Kysely<Database>,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint,
): Promise<SearchPage<Property>> {
  const statements = searchStatements(db, filters, place, point);
  const rows = await statements.page.execute();
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const full = rows.length > filters.limit;
  const nextCursor = full && last ? encodeCursor({ value: statements.sortValue(last), id: last.id }) : null;

  let total: number | null = null;
  if (!filters.cursor) {
    total = full ? Number((await statements.count.executeTakeFirstOrThrow()).n) : page.length;
  }
  return { rows: page, nextCursor, total };
}
