// The in-process index of published, unarchived listings: their searchable columns in typed arrays, buckets by
// place, by owner and by map cell to start a search from, the order by date, and each listing's JSON for search results.
// search-index-query.ts answers searches from it; listing-search.ts keeps it in step with the database.
import type { Property } from '../db/schema';
import { ListingJsonStore } from './search-index-json';
import { type ListingJson, listingText } from './search-listing-json';

/** Size of the map cells radius searches start from, in degrees (about 14 miles of latitude). */
export const CELL_DEGREES = 0.2;
const LNG_CELLS = 2048;

/** The key of the map cell in row `latCell` (floor(lat / CELL_DEGREES)) and column `lngCell`. */
export const cellKey = (latCell: number, lngCell: number): number =>
  latCell * LNG_CELLS + lngCell + LNG_CELLS / 2;

/** The key of the map cell of a point. */
export const cellOf = (lat: number, lng: number): number =>
  cellKey(Math.floor(lat / CELL_DEGREES), Math.floor(lng / CELL_DEGREES));

/** Small integer codes for the strings listings are filtered on; -1 stands for null. */
export class Interner {
  readonly #codes = new Map<string, number>();
  #values: string[] | null = null;

  /** The code of a value, given one the first time it is seen. */
  code(value: string | null): number {
    if (value === null) return -1;
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.#codes.size;
      this.#codes.set(value, code);
    }
    return code;
  }

  /** The code of a value seen before, or -2 (matching nothing, not even null). */
  find(value: string): number {
    return this.#codes.get(value) ?? -2;
  }

  /** How many codes there are. */
  get size(): number {
    return this.#codes.size;
  }

  /** The values in code order. */
  values(): string[] {
    return [...this.#codes.keys()];
  }

  /** The value of a code (null for -1 or an unknown code). */
  valueOf(code: number): string | null {
    this.#values ??= this.values();
    if (this.#values.length !== this.#codes.size) this.#values = this.values();
    return this.#values[code] ?? null;
  }

  /** Sets the codes to `values` in order (from a snapshot). */
  restore(values: readonly string[]): void {
    this.#codes.clear();
    this.#values = null;
    for (const value of values) this.#codes.set(value, this.#codes.size);
  }
}

/** Keys of the place buckets: the state alone, and the state with the city, ZIP code or county. */
export const placeKey = (kind: 's' | 'c' | 'z' | 'k', state: number, code = -1): string =>
  `${kind}${state}:${code}`;

function removeFrom<K>(buckets: Map<K, number[]>, key: K, slot: number): void {
  const bucket = buckets.get(key);
  if (!bucket) return;
  const at = bucket.lastIndexOf(slot);
  if (at < 0) return;
  bucket[at] = bucket[bucket.length - 1]!;
  bucket.pop();
  if (bucket.length === 0) buckets.delete(key);
}

function addTo<K>(buckets: Map<K, number[]>, key: K, slot: number): void {
  const bucket = buckets.get(key);
  if (bucket) bucket.push(slot);
  else buckets.set(key, [slot]);
}

/**
 * The fields of a listing's record: what every search reads, in 80 bytes, so that checking a candidate costs one
 * or two memory reads. Codes are small integers (Interner), numbers NaN where the database has null. `publicLat`
 * and `publicLng` are the coarse public point anonymous visitors are shown and searched by (public-point.ts).
 */
export const RECORD = Object.freeze({
  price: 0,
  lat: 1,
  lng: 2,
  beds: 3,
  baths: 4,
  type: 5,
  status: 6,
  state: 7,
  publicLat: 8,
  publicLng: 9,
});
/** Numbers per record. */
export const RECORD_SIZE = 10;

function grow<T extends Float64Array | Int32Array>(array: T, capacity: number): T {
  const grown = new (array.constructor as new (length: number) => T)(capacity);
  grown.set(array);
  return grown;
}

/**
 * Published, unarchived listings by slot: a record of RECORD_SIZE numbers each in `records`, and the city, ZIP
 * code and county codes apart (read only when a candidate's place must be checked). Numbers are NaN and codes
 * -1 where the database has null, so every comparison with them is false, as in SQL.
 */
export class ListingIndex {
  /** Codes of places (states, cities, ZIP codes, counties). */
  readonly strings = new Interner();
  /** Codes of property types and statuses: few, so a search's allowed ones fit a short lookup. */
  readonly kinds = new Interner();
  ids: (string | undefined)[] = [];
  createdAt: string[] = [];
  /** Each slot's JSON for search results, compact (search-index-json.ts). */
  readonly json = new ListingJsonStore();
  records = new Float64Array(0);
  city = new Int32Array(0);
  zip = new Int32Array(0);
  county = new Int32Array(0);
  /** The code (in `strings`) of each slot's owner, for a grid of one wholesaler's listings. */
  owner = new Int32Array(0);
  /** Slots by place key. */
  readonly places = new Map<string, number[]>();
  /** Slots by the code of their owner. */
  readonly owners = new Map<number, number[]>();
  /** Slots with coordinates by the map cell of their precise point (signed-in searches). */
  readonly cells = new Map<number, number[]>();
  /** Slots with coordinates by the map cell of their public point (anonymous searches). */
  readonly publicCells = new Map<number, number[]>();
  /** Every slot, newest first (created_at, then id, both descending). */
  readonly newest: number[] = [];
  /** Listings by status code. */
  readonly statusCounts: number[] = [];
  /** The slot of each listing id, the free slots, and whether `newest` is sorted (while a new index is filled,
   * listings join it unsorted until {@link sortNewest}). Set from a snapshot by search-index-snapshot.ts. */
  slotById = new Map<string, number>();
  free: number[] = [];
  ordered = false;

  constructor(readonly publicUrl: string) {}

  /** The JSON of the listing in `slot`, for a page. */
  jsonOf(slot: number): ListingJson {
    return this.json.view(slot);
  }

  /** How many listings the index holds. */
  get size(): number {
    return this.slotById.size;
  }

  /** Whether slot `a` comes before slot `b` newest first. */
  newerThan(a: number, b: number): boolean {
    const createdA = this.createdAt[a]!;
    const createdB = this.createdAt[b]!;
    return createdA > createdB || (createdA === createdB && this.ids[a]! > this.ids[b]!);
  }

  /** Position of the first slot of `newest` not newer than (created, id). */
  newestPosition(created: string, id: string): number {
    let low = 0;
    let high = this.newest.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const slot = this.newest[middle]!;
      const slotCreated = this.createdAt[slot]!;
      if (slotCreated > created || (slotCreated === created && this.ids[slot]! > id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Sorts the date order once after filling a new index; from then on every change keeps it sorted. */
  sortNewest(): void {
    this.newest.sort((a, b) => (this.newerThan(a, b) ? -1 : this.newerThan(b, a) ? 1 : 0));
    this.ordered = true;
    this.json.trim();
  }

  /** Adds or replaces a listing as the database row has it; a row that is not public leaves the index. */
  put(row: Property): void {
    if (row.listing_status !== 'published' || row.archived_at !== null) {
      this.remove(row.id);
      return;
    }
    const text = listingText(row, this.publicUrl);
    this.remove(row.id);
    const slot = this.free.pop() ?? this.ids.length;
    if (slot >= this.city.length) this.#grow(Math.max(1024, this.city.length * 2));
    this.ids[slot] = row.id;
    this.createdAt[slot] = row.created_at;
    this.json.put(slot, text);
    this.records.set(
      [
        row.price,
        row.lat ?? Number.NaN,
        row.lng ?? Number.NaN,
        row.beds ?? Number.NaN,
        row.baths ?? Number.NaN,
        this.kinds.code(row.property_type),
        this.kinds.code(row.status),
        this.strings.code(row.state),
        row.public_lat ?? Number.NaN,
        row.public_lng ?? Number.NaN,
      ],
      slot * RECORD_SIZE,
    );
    this.city[slot] = this.strings.code(row.city);
    this.zip[slot] = this.strings.code(row.zip);
    this.county[slot] = this.strings.code(row.county);
    this.owner[slot] = this.strings.code(row.user_id);
    this.slotById.set(row.id, slot);
    this.link(slot, true);
  }

  /** Takes a listing out of the index, when it is there. */
  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.link(slot, false);
    this.slotById.delete(id);
    this.ids[slot] = undefined;
    this.json.remove(slot);
    this.free.push(slot);
  }

  /** Adds the slot to, or removes it from, its buckets, the date order and the status counts. */
  link(slot: number, add: boolean): void {
    const update = add ? addTo : removeFrom;
    const record = slot * RECORD_SIZE;
    const state = this.records[record + RECORD.state]!;
    if (state >= 0) {
      update(this.places, placeKey('s', state), slot);
      if (this.city[slot]! >= 0) update(this.places, placeKey('c', state, this.city[slot]), slot);
      if (this.zip[slot]! >= 0) update(this.places, placeKey('z', state, this.zip[slot]), slot);
      if (this.county[slot]! >= 0) update(this.places, placeKey('k', state, this.county[slot]), slot);
    }
    update(this.owners, this.owner[slot]!, slot);
    const [lat, lng] = [this.records[record + RECORD.lat]!, this.records[record + RECORD.lng]!];
    if (!Number.isNaN(lat) && !Number.isNaN(lng)) update(this.cells, cellOf(lat, lng), slot);
    const [publicLat, publicLng] = [
      this.records[record + RECORD.publicLat]!,
      this.records[record + RECORD.publicLng]!,
    ];
    if (!Number.isNaN(publicLat) && !Number.isNaN(publicLng))
      update(this.publicCells, cellOf(publicLat, publicLng), slot);
    if (!this.ordered) {
      if (add) this.newest.push(slot);
      else this.newest.splice(this.newest.indexOf(slot), 1);
    } else {
      const position = this.newestPosition(this.createdAt[slot]!, this.ids[slot]!);
      if (add) this.newest.splice(position, 0, slot);
      else if (this.newest[position] === slot) this.newest.splice(position, 1);
    }
    const status = this.records[record + RECORD.status]!;
    this.statusCounts[status] = (this.statusCounts[status] ?? 0) + (add ? 1 : -1);
  }

  #grow(capacity: number): void {
    this.records = grow(this.records, capacity * RECORD_SIZE);
    this.city = grow(this.city, capacity);
    this.zip = grow(this.zip, capacity);
    this.county = grow(this.county, capacity);
    this.owner = grow(this.owner, capacity);
    this.json.reserve(capacity);
  }
}
