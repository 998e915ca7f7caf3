// Answers a listing search from the in-process index with exactly the rows, order, cursor and total of the SQL
// path (search-properties.ts): the same filters with SQL's null rules, the same squared flat-projection
// distance, and keyset cursors on (sort value, id).

import type { SearchQuery } from '@dealloop/contract';
import { PUBLIC_PROPERTY_STATUSES } from '@dealloop/core';
import { decodeCursor, encodeCursor } from '../db/keyset-cursor';
import { CELL_DEGREES, cellKey, type ListingIndex, placeKey, RECORD, RECORD_SIZE } from './search-index';
import type { ListingJson } from './search-listing-json';
import {
  MILES_PER_DEGREE_LAT,
  milesPerDegreeLng,
  type PlaceFilter,
  radiusBox,
  type SearchPage,
  type SearchPoint,
  searchBoundsOf,
  UNKNOWN_DISTANCE_SQUARED,
} from './search-properties';

const MAX_LAT_CELL = Math.ceil(90 / CELL_DEGREES);
const MAX_LNG_CELL = Math.ceil(180 / CELL_DEGREES);
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * Where a search starts: one owner's slots (a grid of one wholesaler's listings: few), else the slots of a place
 * or of the map cells around a point, whichever are fewer, or every listing; `inPlace` when they are exactly the
 * place's (then its listings need no place check).
 */
function candidates(
  index: ListingIndex,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint,
): { lists: readonly number[][]; inPlace: boolean } {
  if (filters.lister !== undefined) {
    return { lists: [index.owners.get(index.strings.find(filters.lister)) ?? []], inPlace: false };
  }
  let placeSlots: number[] | null = null;
  if (place) {
    const state = index.strings.find(place.state);
    const key =
      place.precision === 'zip' && place.zip
        ? placeKey('z', state, index.strings.find(place.zip))
        : place.precision === 'city' && place.city
          ? placeKey('c', state, index.strings.find(place.city))
          : place.precision === 'county' && place.county
            ? placeKey('k', state, index.strings.find(place.county))
            : placeKey('s', state);
    placeSlots = index.places.get(key) ?? [];
  }
  if (filters.radius !== undefined && filters.lat !== undefined && filters.lng !== undefined) {
    const box = radiusBox(filters.lat, filters.lng, filters.radius);
    const cells: number[][] = [];
    let count = 0;
    const lastLat = clamp(Math.floor(box.maxLat / CELL_DEGREES), MAX_LAT_CELL);
    const lastLng = clamp(Math.floor(box.maxLng / CELL_DEGREES), MAX_LNG_CELL);
    for (
      let latCell = clamp(Math.floor(box.minLat / CELL_DEGREES), MAX_LAT_CELL);
      latCell <= lastLat;
      latCell++
    ) {
      for (
        let lngCell = clamp(Math.floor(box.minLng / CELL_DEGREES), MAX_LNG_CELL);
        lngCell <= lastLng;
        lngCell++
      ) {
        const cell = (point === 'public' ? index.publicCells : index.cells).get(cellKey(latCell, lngCell));
        if (cell) {
          cells.push(cell);
          count += cell.length;
        }
      }
      if (placeSlots !== null && count >= placeSlots.length) return { lists: [placeSlots], inPlace: true };
    }
    return { lists: cells, inPlace: false };
  }
  return { lists: [placeSlots ?? index.newest], inPlace: placeSlots !== null };
}

/** A lookup of the codes a list filter allows (null: no filter). */
function allowed(index: ListingIndex, values: readonly string[] | undefined): Uint8Array | null {
  if (!values?.length) return null;
  const codes = new Uint8Array(index.kinds.size + 1);
  for (const value of values) {
    const code = index.kinds.find(value);
    if (code >= 0) codes[code] = 1;
  }
  return codes;
}

/** Whether a search filters on nothing but status: then the date order and the status counts answer it. */
const statusOnly = (filters: SearchQuery, place: PlaceFilter | null) =>
  place === null &&
  filters.lister === undefined &&
  filters.radius === undefined &&
  filters.bounds === undefined &&
  filters.minPrice === undefined &&
  filters.maxPrice === undefined &&
  !filters.type?.length &&
  filters.minBeds === undefined &&
  filters.minBaths === undefined;

/** The newest listings of the allowed statuses after the cursor: the marketplace's first screen. */
function newestPage(
  index: ListingIndex,
  filters: SearchQuery,
  statuses: Uint8Array,
): SearchPage<ListingJson> {
  const cursor = filters.cursor ? decodeCursor(filters.cursor, 'timestamp') : null;
  const slots: number[] = [];
  let position = cursor ? index.newestPosition(cursor.value as string, cursor.id) : 0;
  for (; position < index.newest.length && slots.length <= filters.limit; position++) {
    const slot = index.newest[position]!;
    if (cursor && index.ids[slot] === cursor.id && index.createdAt[slot] === cursor.value) continue;
    if (statuses[index.records[slot * RECORD_SIZE + RECORD.status]!]) slots.push(slot);
  }
  let total: number | null = null;
  if (!cursor) {
    total = 0;
    index.statusCounts.forEach((count, code) => {
      if (statuses[code]) total! += count;
    });
  }
  const page = slots.slice(0, filters.limit);
  const last = page.at(-1);
  const nextCursor =
    slots.length > filters.limit && last !== undefined
      ? encodeCursor({ value: index.createdAt[last]!, id: index.ids[last]! })
      : null;
  return { rows: page.map((slot) => index.jsonOf(slot)), nextCursor, total };
}

/**
 * The order of a sort: by value, then by id, both ascending (direction 1) or both descending (-1); negative when
 * (valueA, idA) comes first.
 */
function compareIn(
  direction: number,
  valueA: number | string,
  idA: string,
  valueB: number | string,
  idB: string,
) {
  if (valueA !== valueB) return valueA < valueB ? -direction : direction;
  return idA === idB ? 0 : idA < idB ? -direction : direction;
}

/** The best `size` matches so far in a sort's order, best first, with their sort values. */
class Best {
  readonly slots: number[] = [];
  readonly values: (number | string)[] = [];

  constructor(
    readonly size: number,
    readonly direction: number,
    readonly ids: readonly (string | undefined)[],
  ) {}

  /** Whether the list holds `size` matches already. */
  get full(): boolean {
    return this.slots.length === this.size;
  }

  /** The sort value of the last match kept. */
  get worst(): number | string {
    return this.values[this.values.length - 1]!;
  }

  offer(value: number | string, slot: number): void {
    const { slots, values, size, direction, ids } = this;
    const id = ids[slot]!;
    let at = slots.length;
    while (at > 0 && compareIn(direction, value, id, values[at - 1]!, ids[slots[at - 1]!]!) < 0) at--;
    if (at === size) return;
    slots.splice(at, 0, slot);
    values.splice(at, 0, value);
    if (slots.length > size) {
      slots.pop();
      values.pop();
    }
  }
}

/**
 * One page of a search from the index: the listings' JSON, the next cursor and, on a first page, the total. `point`
 * is the point measured: precise for signed-in viewers, the public one for anonymous visitors (as in SQL).
 */
export function searchIndex(
  index: ListingIndex,
  filters: SearchQuery,
  place: PlaceFilter | null,
  point: SearchPoint,
): SearchPage<ListingJson> {
  const { ids } = index;
  const sort = filters.sort;
  const direction = sort === 'price_desc' || sort === 'newest' ? -1 : 1;
  const cursor = filters.cursor
    ? decodeCursor(
        filters.cursor,
        sort === 'newest' ? 'timestamp' : sort === 'distance' ? 'number' : 'integer',
      )
    : null;

  const statuses = allowed(index, filters.status?.length ? filters.status : [...PUBLIC_PROPERTY_STATUSES])!;
  if (sort === 'newest' && statusOnly(filters, place)) return newestPage(index, filters, statuses);
  const types = allowed(index, filters.type);
  const state = place ? index.strings.find(place.state) : -1;
  const city = place?.precision === 'city' && place.city ? index.strings.find(place.city) : -1;
  const zip = place?.precision === 'zip' && place.zip ? index.strings.find(place.zip) : -1;
  const county = place?.precision === 'county' && place.county ? index.strings.find(place.county) : -1;
  const minPrice = filters.minPrice ?? Number.NEGATIVE_INFINITY;
  const maxPrice = filters.maxPrice ?? Number.POSITIVE_INFINITY;
  const { lat: lat0, lng: lng0, radius } = filters;
  const box =
    radius !== undefined && lat0 !== undefined && lng0 !== undefined ? radiusBox(lat0, lng0, radius) : null;
  const kx = lat0 === undefined ? 0 : milesPerDegreeLng(lat0);
  const maxDistance = radius === undefined ? 0 : radius * radius;

  const best = new Best(filters.limit + 1, direction, ids);
  let total = 0;
  const { records, createdAt } = index;
  const [cityCodes, zipCodes, countyCodes] = [index.city, index.zip, index.county];
  const { minBeds, minBaths } = filters;
  const [byDistance, byDate] = [sort === 'distance', sort === 'newest'];
  const [hasBeds, hasBaths, near] = [minBeds !== undefined, minBaths !== undefined, lat0 !== undefined];
  const [x0, y0, bedsAtLeast, bathsAtLeast] = [lng0 ?? 0, lat0 ?? 0, minBeds ?? 0, minBaths ?? 0];
  const [minLat, maxLat, minLng, maxLng] = box
    ? [box.minLat, box.maxLat, box.minLng, box.maxLng]
    : [
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
      ];
  const limitDistance = box ? maxDistance : Number.POSITIVE_INFINITY;
  // The map box, tested on the viewer's point (the coarse one for anonymous visitors), as SQL does.
  const mapBox = searchBoundsOf(filters);
  const { lists, inPlace } = candidates(index, filters, place, point);
  const [latField, lngField] =
    point === 'public' ? [RECORD.publicLat, RECORD.publicLng] : [RECORD.lat, RECORD.lng];
  const checkPlace = place !== null && !inPlace;
  for (const slots of lists) {
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const record = slot * RECORD_SIZE;
      const listingPrice = records[record]!;
      if (!(listingPrice >= minPrice && listingPrice <= maxPrice)) continue;
      if (types !== null && types[records[record + RECORD.type]! | 0] !== 1) continue;
      if (statuses[records[record + RECORD.status]! | 0] !== 1) continue;
      if (checkPlace) {
        if (records[record + RECORD.state] !== state || (city !== -1 && cityCodes[slot] !== city)) continue;
        if ((zip !== -1 && zipCodes[slot] !== zip) || (county !== -1 && countyCodes[slot] !== county))
          continue;
      }
      if (hasBeds && !(records[record + RECORD.beds]! >= bedsAtLeast)) continue;
      if (hasBaths && !(records[record + RECORD.baths]! >= bathsAtLeast)) continue;
      const y = records[record + latField]!;
      const x = records[record + lngField]!;
      // SQL's coalesce: a listing without coordinates is at the unknown distance.
      let d2 = UNKNOWN_DISTANCE_SQUARED;
      if (near) {
        const dx = (x - x0) * kx;
        const dy = (y - y0) * MILES_PER_DEGREE_LAT;
        const squared = dx * dx + dy * dy;
        if (!Number.isNaN(squared)) d2 = squared;
      }
      if (box && !(y >= minLat && y <= maxLat && x >= minLng && x <= maxLng && d2 <= limitDistance)) continue;
      if (mapBox && !(y >= mapBox.south && y <= mapBox.north && x >= mapBox.west && x <= mapBox.east))
        continue;
      total++;
      const value = byDistance ? d2 : byDate ? createdAt[slot]! : listingPrice;
      // Most matches fall after the worst of a full page: one comparison settles them.
      if (best.full && (direction > 0 ? value > best.worst : value < best.worst)) continue;
      if (cursor && compareIn(direction, value, ids[slot]!, cursor.value, cursor.id) <= 0) continue;
      best.offer(value, slot);
    }
  }

  const page = best.slots.slice(0, filters.limit);
  const last = page.length - 1;
  const nextCursor =
    best.slots.length > filters.limit && last >= 0
      ? encodeCursor({ value: best.values[last]!, id: ids[page[last]!]! })
      : null;
  return { rows: page.map((slot) => index.jsonOf(slot)), nextCursor, total: cursor ? null : total };
}
