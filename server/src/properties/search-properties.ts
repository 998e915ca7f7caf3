// Listing search: public listings filtered by place, radius, price, type, beds, baths and status, sorted by
// newest, price or distance, one keyset page at a time. One query shape on both dialects.
import { PUBLIC_PROPERTY_STATUSES } from '@dealloop/core';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Property } from '../db/schema';
import type { SearchQuery } from './property-schemas';
import { decodeCursor, encodeCursor } from './search-cursor';

/** A place the location text resolved to, as stored on listings. */
export interface PlaceFilter {
  precision: 'zip' | 'city' | 'county' | 'state';
  state: string;
  city?: string | undefined;
  zip?: string | undefined;
  county?: string | undefined;
}

const MILES_PER_DEGREE_LAT = 69.0;
const MILES_PER_DEGREE_LNG_AT_EQUATOR = 69.172;
/** Sort key of listings without coordinates: after every real distance (the spec's 9999 "unknown", squared). */
const UNKNOWN_DISTANCE_SQUARED = 9999 * 9999;

type Row = Property & { sort_distance?: number };
type Query = SelectQueryBuilder<Database, 'properties', Row>;

/**
 * Squared distance in miles on a local flat projection around the caller: exact enough to order and filter
 * within a few hundred miles, and plain arithmetic that both SQLite and Postgres evaluate with indexes nearby.
 */
function distanceSquared(lat0: number, lng0: number) {
  const kx = MILES_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  return sql<number>`coalesce(((properties.lng - ${lng0}) * ${kx}) * ((properties.lng - ${lng0}) * ${kx}) + ((properties.lat - ${lat0}) * ${MILES_PER_DEGREE_LAT}) * ((properties.lat - ${lat0}) * ${MILES_PER_DEGREE_LAT}), ${UNKNOWN_DISTANCE_SQUARED})`;
}

function applyFilters<O>(
  query: SelectQueryBuilder<Database, 'properties', O>,
  filters: SearchQuery,
  place: PlaceFilter | null,
): SelectQueryBuilder<Database, 'properties', O> {
  let q = query
    .where('properties.listing_status', '=', 'published')
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
  if (filters.minPrice !== undefined) q = q.where('properties.price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) q = q.where('properties.price', '<=', filters.maxPrice);
  if (filters.type?.length) q = q.where('properties.property_type', 'in', filters.type);
  if (filters.minBeds !== undefined) q = q.where('properties.beds', '>=', filters.minBeds);
  if (filters.minBaths !== undefined) q = q.where('properties.baths', '>=', filters.minBaths);
  if (filters.radius !== undefined && filters.lat !== undefined && filters.lng !== undefined) {
    const { lat, lng, radius } = filters;
    const dLat = radius / MILES_PER_DEGREE_LAT;
    const dLng = radius / (MILES_PER_DEGREE_LNG_AT_EQUATOR * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    q = q
      .where('properties.lat', '>=', lat - dLat)
      .where('properties.lat', '<=', lat + dLat)
      .where('properties.lng', '>=', lng - dLng)
      .where('properties.lng', '<=', lng + dLng)
      .where(distanceSquared(lat, lng), '<=', radius * radius);
  }
  return q;
}

type Eb = ExpressionBuilder<Database, 'properties'>;

/** One page of public listings and the cursor of the next. */
export async function searchProperties(
  db: Kysely<Database>,
  filters: SearchQuery,
  place: PlaceFilter | null,
): Promise<{ rows: Property[]; nextCursor: string | null; total: number | null }> {
  let query: Query = applyFilters<Row>(
    db.selectFrom('properties').selectAll('properties') as Query,
    filters,
    place,
  );
  let sortValue: (row: Row) => string | number;

  switch (filters.sort) {
    case 'distance': {
      const d2 = distanceSquared(filters.lat!, filters.lng!);
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'number');
        query = query.where(sql<boolean>`(${d2}, properties.id) > (${cursor.value}, ${cursor.id})`);
      }
      query = query.select(d2.as('sort_distance')).orderBy(d2).orderBy('properties.id');
      sortValue = (row) => row.sort_distance ?? UNKNOWN_DISTANCE_SQUARED;
      break;
    }
    case 'price_asc':
    case 'price_desc': {
      const descending = filters.sort === 'price_desc';
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'number');
        query = query.where((eb: Eb) =>
          eb(
            eb.refTuple('properties.price', 'properties.id'),
            descending ? '<' : '>',
            eb.tuple(cursor.value as number, cursor.id),
          ),
        );
      }
      const direction = descending ? 'desc' : 'asc';
      query = query.orderBy('properties.price', direction).orderBy('properties.id', direction);
      sortValue = (row) => row.price;
      break;
    }
    default: {
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, 'string');
        query = query.where((eb: Eb) =>
          eb(
            eb.refTuple('properties.created_at', 'properties.id'),
            '<',
            eb.tuple(cursor.value as string, cursor.id),
          ),
        );
      }
      query = query.orderBy('properties.created_at', 'desc').orderBy('properties.id', 'desc');
      sortValue = (row) => row.created_at;
    }
  }

  const rows = await query.limit(filters.limit + 1).execute();
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filters.limit && last ? encodeCursor({ value: sortValue(last), id: last.id }) : null;

  let total: number | null = null;
  if (!filters.cursor) {
    const counted = await applyFilters(db.selectFrom('properties'), filters, place)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { rows: page, nextCursor, total };
}
