// Writes demo listings: their owners (the demo wholesaler and regional demo sellers), the shared demo photos of
// each owner, then the listings in multi-row inserts of 1,000 rows, up to 50,000 rows per transaction (one fsync
// each), with a large SQLite page cache meanwhile so that the table's many indexes are updated in memory.
import { propertyShortId } from '@dealloop/core';
import { type Gazetteer, loadGazetteer } from '@dealloop/geo';
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, NewProperty, PropertyImageRecord } from '../db/schema';
import { publicPointColumns } from '../listings/public-point';
import { refreshListingStatistics } from '../search/search-statistics';
import type { FileStore } from '../storage/file-store';
import type { ProcessedImage } from '../storage/image-processing';
import { findUserByEmail } from '../users/users-repo';
import { DEMO_ACCOUNTS, DEMO_SELLERS, type DemoAccount, seedDemoAccounts } from './demo-accounts';
import { renderDemoIllustrations, storeDemoIllustrations } from './demo-images';
import {
  DEFAULT_DEMO_SEED,
  type DemoListing,
  type DemoOwnerKey,
  generateDemoListings,
} from './demo-listings';
import { resolveDemoPlaces } from './demo-places';

/** How many demo listings the first start of an empty database creates (with DEMO_DATA on). */
export const FIRST_START_DEMO_LISTINGS = 300;

/** SQLite's default limit on bound parameters in one statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32). */
const SQLITE_MAX_PARAMETERS = 32_766;
/** Rows per insert statement; capped so rows x columns stays under the SQLite limit. */
const TARGET_ROWS_PER_INSERT = 1000;
/** Rows per transaction: each commit is an fsync (synchronous=FULL), so few large ones. */
const ROWS_PER_TRANSACTION = 50_000;
/** SQLite's page cache while seeding, in KiB (the default is 2 MiB: a million rows' indexes would thrash it). */
const SEED_CACHE_KIB = 512 * 1024;

/** What seeding needs from the server. */
export interface DemoSeedDeps {
  db: Kysely<Database>;
  files: FileStore;
  gazetteer: Gazetteer;
  passwordHashCost: number;
  maxImagePixels: number;
}

/** What seeding needs, from a database, a file store and the configuration's limits (the gazetteer loaded here). */
export async function demoSeedDepsOf(
  db: Kysely<Database>,
  files: FileStore,
  config: { passwordHashCost: number; maxImagePixels: number },
): Promise<DemoSeedDeps> {
  return {
    db,
    files,
    gazetteer: await loadGazetteer(),
    passwordHashCost: config.passwordHashCost,
    maxImagePixels: config.maxImagePixels,
  };
}

/** Options of {@link seedDemoListings}. */
export interface DemoSeedOptions {
  count: number;
  /** {@link DEFAULT_DEMO_SEED} unless given. */
  seed?: number;
  /** Reference time of the listings' dates (ms since the epoch); now unless given. */
  now?: number;
  /** The illustrations of this seed, already rendered (tests render them once for several databases). */
  illustrations?: readonly ProcessedImage[];
}

/** What {@link seedDemoListings} did. */
export interface DemoSeedResult {
  listings: number;
  /** Upload rows created for the demo photos (each owner gets its own copies). */
  uploads: number;
  /** Owner accounts that did not exist yet. */
  createdAccounts: DemoAccount[];
  ms: number;
}

const wholesaler = DEMO_ACCOUNTS.find((account) => account.email === 'wholesaler@dealloop.local')!;
const OWNER_ACCOUNTS: Readonly<Record<DemoOwnerKey, DemoAccount>> = { wholesaler, ...DEMO_SELLERS };

/** Rows per multi-row insert for a table of `columns` columns. */
export function rowsPerInsert(columns: number): number {
  return Math.min(TARGET_ROWS_PER_INSERT, Math.floor(SQLITE_MAX_PARAMETERS / columns));
}

/**
 * Creates `count` deterministic demo listings (see generateDemoListings), their owners when missing, and each
 * owner's demo photos (12 uploads per owner, shared by all of that owner's listings).
 */
export async function seedDemoListings(
  deps: DemoSeedDeps,
  options: DemoSeedOptions,
): Promise<DemoSeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (options.count <= 0) return { listings: 0, uploads: 0, createdAccounts: [], ms: 0 };
  const { db, files } = deps;

  // Drawing and encoding the photos runs on sharp's threads while places and owners are prepared here.
  const rendering = options.illustrations
    ? Promise.resolve(options.illustrations)
    : renderDemoIllustrations(seed, deps.maxImagePixels);
  rendering.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const places = resolveDemoPlaces(deps.gazetteer);
  const createdAccounts = await seedDemoAccounts(db, deps.passwordHashCost, Object.values(OWNER_ACCOUNTS));
  const ownerIds = new Map<DemoOwnerKey, string>();
  for (const [key, account] of Object.entries(OWNER_ACCOUNTS) as [DemoOwnerKey, DemoAccount][]) {
    const user = await findUserByEmail(db, account.email);
    if (!user) throw new Error(`demo listings: the owner ${account.email} could not be created`);
    ownerIds.set(key, user.id);
  }

  const illustrations = await rendering;
  // Each owner's copies of the photos are stored the first time one of their listings needs them.
  const photosOf = new Map<DemoOwnerKey, PropertyImageRecord[]>();
  const imagesJson = new Map<string, string>();
  let uploads = 0;
  const imagesOf = async (listing: DemoListing): Promise<string> => {
    const key = `${listing.owner}:${listing.images.join(',')}`;
    const cached = imagesJson.get(key);
    if (cached !== undefined) return cached;
    let photos = photosOf.get(listing.owner);
    if (!photos) {
      photos = await storeDemoIllustrations(db, files, ownerIds.get(listing.owner)!, illustrations);
      photosOf.set(listing.owner, photos);
      uploads += photos.length;
    }
    const json = JSON.stringify(
      listing.images.map((index) => photos[index]).filter((photo) => photo !== undefined),
    );
    imagesJson.set(key, json);
    return json;
  };

  let batch: NewProperty[] = [];
  let chunk = 0;
  let inserted = 0;
  const flush = async () => {
    if (!batch.length) return;
    // In id order (ids are by creation date): the primary key's index is written in one sweep.
    const rows = batch.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    batch = [];
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += chunk)
        await trx
          .insertInto('properties')
          .values(rows.slice(start, start + chunk))
          .execute();
    });
    inserted += rows.length;
  };

  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const cacheSize = sqlite ? await pragmaValue(db, 'cache_size') : null;
  if (sqlite) await sql.raw(`pragma cache_size = ${-SEED_CACHE_KIB}`).execute(db);
  try {
    const now = options.now ?? Date.now();
    for (const listing of generateDemoListings(places, { count: options.count, seed, now })) {
      const images =
        imagesJson.get(`${listing.owner}:${listing.images.join(',')}`) ?? (await imagesOf(listing));
      const row = demoListingRow(listing, ownerIds.get(listing.owner)!, images);
      chunk ||= rowsPerInsert(Object.keys(row).length);
      batch.push(row);
      if (batch.length >= ROWS_PER_TRANSACTION) await flush();
    }
    await flush();
  } finally {
    if (cacheSize !== null) await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(db);
  }
  await refreshListingStatistics(db);

  return { listings: inserted, uploads, createdAccounts, ms: Math.round(performance.now() - started) };
}

/** The value of a SQLite pragma. */
async function pragmaValue(db: Kysely<Database>, name: string): Promise<unknown> {
  const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db);
  return Object.values(rows[0] ?? {})[0];
}

/** The properties row of a generated listing, owned by `userId`, with its photos' JSON. */
export function demoListingRow(listing: DemoListing, userId: string, images: string): NewProperty {
  const id = uuidv7(Date.parse(listing.createdAt));
  return {
    id,
    short_id: propertyShortId(id),
    user_id: userId,
    title: listing.title,
    description: listing.description,
    location: listing.location,
    city: listing.city,
    state: listing.state,
    zip: listing.zip,
    county: listing.county,
    lat: listing.lat,
    lng: listing.lng,
    ...publicPointColumns(listing.lat, listing.lng),
    price: listing.price,
    beds: listing.beds,
    baths: listing.baths,
    sqft: listing.sqft,
    lot_size: listing.lotSize,
    property_type: listing.propertyType,
    images,
    arv: listing.arv,
    repair_cost: listing.repairCost,
    profit_potential: listing.profitPotential,
    roi: listing.roi,
    status: listing.status,
    listing_status: listing.listingStatus,
    archived_at: listing.archivedAt,
    created_at: listing.createdAt,
    updated_at: listing.updatedAt,
  };
}
