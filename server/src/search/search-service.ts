// Listing search as the route runs it: from the in-process index once it is loaded, from SQL before that (and
// always when SEARCH_INDEX is off). Keeps the index in step with the database through the listing revisions of
// migration 0006: a write of this process is read before the next search; writes of other processes within
// SEARCH_SYNC_MS, and on Postgres at the next search once their notification arrives (the alert bus's listener
// calls `changed`, migration 0250); a deletion reloads the index. The index is saved to a snapshot file after it is
// built from SQL and on shutdown; a start reads it back when it matches the database (same generation, no revision
// ahead of it, a sample of its listings rendered the same from their rows), catches up with the revisions written
// since and checks the count, else builds the index from SQL.

import type { SearchQuery } from '@dealloop/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { seesPreciseLocation, serializeProperty, type Viewer } from '../listings/property-serializer';
import type { Logger } from '../logger';
import { cellOf, ListingIndex } from './search-index';
import { searchIndex } from './search-index-query';
import { readSnapshot, type Snapshot, sameListing, writeSnapshot } from './search-index-snapshot';
import { type PageFields, pageJson, viewerClassOf } from './search-listing-json';
import { type PlaceFilter, type SearchPoint, searchProperties } from './search-properties';

/** The point a viewer's searches measure: the one the serializer shows them (precise only when signed in). */
const searchPointOf = (viewer: Viewer): SearchPoint => (seesPreciseLocation(viewer) ? 'precise' : 'public');

/** The longest a search may go without reading other processes' changes to listings, in milliseconds. */
export const SEARCH_SYNC_MS = 1000;
/** Rows read per query while loading or syncing the index. */
const CHUNK_ROWS = 500;
/** The index's snapshot file in DATA_DIR. */
export const SEARCH_SNAPSHOT_FILE = 'search-index.snapshot';
/** Listings of a snapshot compared with their rows before it is used. */
const SNAPSHOT_SAMPLE = 24;

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
  /** Where the loaded index came from: a snapshot file or the database (null while it is not loaded). */
  readonly loadedFrom: 'snapshot' | 'database' | null;
  /** Saves the loaded index to the snapshot file (when there is one), in step with the revision it has read. */
  save(): void;
}

/** Options of {@link createSearchService}. */
export interface SearchServiceOptions {
  db: Kysely<Database>;
  publicUrl: string;
  logger: Logger;
  /** Whether to keep the index (SEARCH_INDEX); without it every search runs in SQL. */
  useIndex: boolean;
  /** The index's snapshot file (in DATA_DIR); none when not given. */
  snapshotFile?: string | null;
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
  snapshotFile = null,
}: SearchServiceOptions): SearchService {
  let loaded: Loaded | null = null;
  let loadedFrom: SearchService['loadedFrom'] = null;
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
    const restored = snapshotFile ? await restore() : null;
    if (restored) {
      [loaded, loadedFrom] = [restored, 'snapshot'];
      [syncedAt, read] = [startedAt, announcedAtStart];
      return;
    }
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
    loadedFrom = 'database';
    [syncedAt, read] = [startedAt, announcedAtStart];
    save();
  }

  /** The index of the snapshot file when it matches the database, caught up with it; else null. */
  async function restore(): Promise<Loaded | null> {
    const snapshot = readSnapshot(snapshotFile!, publicUrl);
    if (!snapshot) {
      logger.info('no usable search index snapshot: building the index from SQL', { file: snapshotFile });
      return null;
    }
    const marker = await counter();
    const refused = (reason: string) => {
      logger.warn('the search index snapshot does not match the database: building the index from SQL', {
        file: snapshotFile,
        reason,
      });
      return null;
    };
    if (marker.generation !== snapshot.generation) return refused('another generation');
    if (Number(marker.value) < snapshot.revision) return refused('ahead of the database');
    if (!(await sampleMatches(snapshot))) return refused('its listings differ from their rows');
    const current: Loaded = {
      index: snapshot.index,
      generation: snapshot.generation,
      revision: snapshot.revision,
    };
    current.revision = Math.max(await readChanges(current.index, current.revision), Number(marker.value));
    const { count } = await db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('listing_status', '=', 'published')
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) !== current.index.size) return refused('another number of listings');
    const after = await counter();
    if (after.generation !== current.generation) return refused('listings were deleted meanwhile');
    return current;
  }

  /**
   * Whether listings spread over the snapshot are there in the database and, unless written since, give the same
   * JSON and figures as their rows do now (the same database, and the same serializer).
   */
  async function sampleMatches({ index, revision }: Snapshot): Promise<boolean> {
    const slots: number[] = [];
    const step = Math.max(1, Math.floor(index.ids.length / SNAPSHOT_SAMPLE));
    for (let slot = 0; slot < index.ids.length && slots.length < SNAPSHOT_SAMPLE; slot += step) {
      if (index.ids[slot] !== undefined) slots.push(slot);
    }
    if (!slots.length) return true;
    const revisionColumn = sql.ref<number>('properties.revision');
    const rows = await db
      .selectFrom('properties')
      .selectAll()
      .select(revisionColumn.as('revision'))
      .where(
        'id',
        'in',
        slots.map((slot) => index.ids[slot]!),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const fresh = new ListingIndex(publicUrl);
    for (const slot of slots) {
      const row = byId.get(index.ids[slot]!);
      if (!row) return false;
      if (Number(row.revision) > revision) continue;
      fresh.put(row);
      const mine = fresh.slotById.get(row.id);
      if (mine === undefined || !sameListing(index, slot, fresh, mine)) return false;
    }
    return true;
  }

  /** Reads the rows written after revision `after` into the index; answers the last revision read. */
  async function readChanges(index: ListingIndex, after: number): Promise<number> {
    // The revision column is the triggers' alone, outside the table's type.
    const revisionColumn = sql.ref<number>('properties.revision');
    let revision = after;
    for (;;) {
      const rows = await db
        .selectFrom('properties')
        .selectAll()
        .select(revisionColumn.as('revision'))
        .where(revisionColumn, '>', revision)
        .orderBy(revisionColumn)
        .limit(CHUNK_ROWS)
        .execute();
      for (const row of rows) index.put(row);
      const last = rows.at(-1);
      if (last) revision = Math.max(revision, Number(last.revision));
      if (rows.length < CHUNK_ROWS) return revision;
    }
  }

  function save(): void {
    if (!snapshotFile || !loaded) return;
    try {
      writeSnapshot(snapshotFile, loaded.index, loaded);
    } catch (err) {
      logger.warn('the search index snapshot could not be written', { err, file: snapshotFile });
    }
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
    const revision = Math.max(await readChanges(current.index, current.revision), Number(marker.value));
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
    get loadedFrom() {
      return loaded ? loadedFrom : null;
    },
    save,
  };
}
