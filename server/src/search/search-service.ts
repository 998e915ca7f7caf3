// Listing search as the route runs it: from the in-process index once it is loaded, from SQL before that (and
// always when SEARCH_INDEX is off). Keeps the index in step with the database through the listing revisions of
// migration 0006: a write of this process is read before the next search; writes of other processes within
// SEARCH_SYNC_MS; a deletion reloads the index.

import type { SearchQuery } from '@dealloop/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { seesPreciseLocation, serializeProperty, type Viewer } from '../listings/property-serializer';
import type { Logger } from '../logger';
import { cellOf, ListingIndex } from './search-index';
import { searchIndex } from './search-index-query';
import { type PageFields, pageJson, viewerClassOf } from './search-listing-json';
import { type PlaceFilter, type SearchPoint, searchProperties } from './search-properties';

/** The point a viewer's searches measure: the one the serializer shows them (precise only when signed in). */
const searchPointOf = (viewer: Viewer): SearchPoint => (seesPreciseLocation(viewer) ? 'precise' : 'public');

/** The longest a search may go without reading other processes' changes to listings, in milliseconds. */
export const SEARCH_SYNC_MS = 1000;
/** Rows read per query while loading or syncing the index. */
const CHUNK_ROWS = 500;

/** One search as the route received it. */
export interface SearchRequest {
  filters: SearchQuery;
  place: PlaceFilter | null;
  placeInfo: PageFields['place'];
  viewer: Viewer;
  from: { lat: number; lng: number } | null;
}

/** Listing search for the route. */
export interface SearchService {
  /** The route's JSON body for one page of results. */
  page(request: SearchRequest): Promise<Uint8Array<ArrayBuffer>>;
  /** Says that listings were written: the next search reads the changes first. */
  changed(): void;
  /** Loads the index now (searches use SQL meanwhile); resolves once searches use it (at once when it is off). */
  load(): Promise<void>;
  /** How many listings the index holds, or null while it is not loaded. */
  readonly indexed: number | null;
}

/** Options of {@link createSearchService}. */
export interface SearchServiceOptions {
  db: Kysely<Database>;
  publicUrl: string;
  logger: Logger;
  /** Whether to keep the index (SEARCH_INDEX); without it every search runs in SQL. */
  useIndex: boolean;
}

interface Loaded {
  index: ListingIndex;
  generation: string;
  revision: number;
}

/** The search service over a database. */
export function createSearchService({
  db,
  publicUrl,
  logger,
  useIndex,
}: SearchServiceOptions): SearchService {
  let loaded: Loaded | null = null;
  let loading: Promise<void> | null = null;
  let syncing: Promise<void> | null = null;
  /** Writes announced by this process, and how many of them the index has read. */
  let announced = 0;
  let read = 0;
  /** When the last sync that completed started (ms). */
  let syncedAt = 0;

  const counter = () =>
    db
      .selectFrom('change_counters')
      .select(['generation', 'value'])
      .where('name', '=', 'properties')
      .executeTakeFirstOrThrow();

  /**
   * The public listings' ids in map order: by map cell, listings without coordinates last. Listings are put into a
   * new index in this order so that those a search reads together (a cell, a city) lie together in memory: their
   * records in consecutive slots, their JSON in consecutive buffers.
   */
  async function idsInMapOrder(): Promise<string[]> {
    const places = await db
      .selectFrom('properties')
      .select(['id', 'lat', 'lng'])
      .where('listing_status', '=', 'published')
      .where('archived_at', 'is', null)
      .execute();
    const cellKey = (lat: number | null, lng: number | null) =>
      lat === null || lng === null ? Number.POSITIVE_INFINITY : cellOf(lat, lng);
    const keyed = places.map((place) => ({ id: place.id, key: cellKey(place.lat, place.lng) }));
    keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : 1));
    return keyed.map((place) => place.id);
  }

  async function fill(): Promise<void> {
    const [startedAt, announcedAtStart] = [Date.now(), announced];
    const marker = await counter();
    const index = new ListingIndex(publicUrl);
    const ids = await idsInMapOrder();
    for (let start = 0; start < ids.length; start += CHUNK_ROWS) {
      const chunk = ids.slice(start, start + CHUNK_ROWS);
      const rows = await db
        .selectFrom('properties')
        .selectAll()
        .where('id', 'in', chunk)
        .where('listing_status', '=', 'published')
        .where('archived_at', 'is', null)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) {
        const row = byId.get(id);
        if (row) index.put(row);
      }
    }
    index.sortNewest();
    loaded = { index, generation: marker.generation, revision: Number(marker.value) };
    [syncedAt, read] = [startedAt, announcedAtStart];
  }

  function load(): Promise<void> {
    if (!useIndex) return Promise.resolve();
    loading ??= fill()
      .catch((err) => logger.error('the search index could not be loaded; searching in SQL', { err }))
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Reads what changed since the index was loaded or last synced; a deletion reloads it. */
  async function sync(current: Loaded): Promise<void> {
    const [startedAt, announcedAtStart] = [Date.now(), announced];
    const marker = await counter();
    if (marker.generation !== current.generation) {
      loaded = null;
      void load();
      return;
    }
    let revision = Math.max(current.revision, Number(marker.value));
    // The revision column is the triggers' alone, outside the table's type.
    const revisionColumn = sql.ref<number>('properties.revision');
    for (let after = current.revision; ; ) {
      const rows = await db
        .selectFrom('properties')
        .selectAll()
        .select(revisionColumn.as('revision'))
        .where(revisionColumn, '>', after)
        .orderBy(revisionColumn)
        .limit(CHUNK_ROWS)
        .execute();
      for (const row of rows) current.index.put(row);
      const last = rows.at(-1);
      if (last) revision = Math.max(revision, Number(last.revision));
      if (rows.length < CHUNK_ROWS) break;
      after = Number(last!.revision);
    }
    current.revision = revision;
    [syncedAt, read] = [startedAt, announcedAtStart];
  }

  /** The index, synced as the bounds promise; null while it is not loaded. */
  async function freshIndex(): Promise<ListingIndex | null> {
    const [calledAt, wanted] = [Date.now(), announced];
    while (loaded && (read < wanted || syncedAt < calledAt - SEARCH_SYNC_MS)) {
      const current = loaded;
      syncing ??= sync(current).finally(() => {
        syncing = null;
      });
      await syncing;
    }
    return loaded?.index ?? null;
  }

  return {
    async page({ filters, place, placeInfo, viewer, from }) {
      const index = useIndex ? await freshIndex() : null;
      const point = searchPointOf(viewer);
      if (index) {
        const page = searchIndex(index, filters, place, point);
        return pageJson(page.rows, viewerClassOf(viewer), from, {
          nextCursor: page.nextCursor,
          total: page.total,
          place: placeInfo,
        });
      }
      if (useIndex) void load();
      const page = await searchProperties(db, filters, place, point);
      const items = page.rows.map((row) => serializeProperty(row, viewer, publicUrl, from));
      return Buffer.from(
        JSON.stringify({ items, nextCursor: page.nextCursor, total: page.total, place: placeInfo }),
      );
    },
    changed() {
      announced++;
    },
    load,
    get indexed() {
      return loaded?.index.size ?? null;
    },
  };
}
