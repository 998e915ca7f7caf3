// The data of the bench's PostGIS peer section (bench-peer.ts): a PostgreSQL database `bench_peer` with DealLoop's own
// schema (its migrations, run by its database layer) and the bench's deterministic demo listings, seeded by
// DealLoop's own seeder in 1,000-row inserts; then the peer's table `peer_listings`, built from those rows in one
// CREATE TABLE ... AS SELECT in map order, with a geography point and a partial GiST index of public listings.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PROPERTY_STATUSES } from '@dealloop/core';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppDeps } from '../src/app-env';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { createLogger } from '../src/logger';
import { demoSeedDepsOf, seedDemoListings } from '../src/seed/seed-demo-listings';
import { prepare } from '../src/server';

/** The bench's own database (never `test`, which the suites use); dropped when the section ends. */
export const PEER_DATABASE = 'bench_peer';
const SERVER_URL = process.env.BENCH_PEER_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const PEER_DATABASE_URL = `${SERVER_URL}/${PEER_DATABASE}`;

/** The peer's table of public listings, as a team would lay it out for this one query. */
const peerTable = (imageBase: string) => `
  create table peer_listings as
  select
    id, short_id, user_id, title, description, city, state, zip, county,
    -- Anonymous searches (the bench's) measure and show the coarse public point: the peer stores that one.
    public_lat as lat, public_lng as lng,
    st_setsrid(st_makepoint(public_lng, public_lat), 4326)::geography as geog,
    -- What an anonymous visitor is shown, made once at write time as DealLoop makes its listing JSON once.
    case
      when state is null then ''
      when city is not null then city || ', ' || state || coalesce(' ' || zip, '')
      when county is not null then county || ', ' || state
      else state
    end as public_location,
    price, beds, baths, sqft, lot_size, property_type,
    (
      select coalesce(json_agg(json_build_object(
        'thumb', ${imageBase} || (image -> 'objects' ->> 'thumb'),
        'card', ${imageBase} || (image -> 'objects' ->> 'card'),
        'full', ${imageBase} || (image -> 'objects' ->> 'full')
      )), '[]'::json)
      from json_array_elements(images::json) as image
    ) as images,
    arv, repair_cost, profit_potential, roi, status, listing_status, archived_at, created_at, updated_at,
    requires_verified_funds
  from properties
  -- Laid out in map order (geohash), as a team tunes a table read by place: a search's rows share pages.
  order by st_geohash(st_setsrid(st_makepoint(public_lng, public_lat), 4326))`;

/** What the section needs of the prepared database. */
export interface PeerData {
  url: string;
  listings: number;
  seedMs: number;
  peerMs: number;
  /** DealLoop's dependencies on the database (its index loaded), for the honesty check. */
  deps: AppDeps;
  config: Config;
  close(): Promise<void>;
}

/** Runs `statement` on the server's maintenance database. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates `bench_peer` with PostGIS, or answers why it cannot (PostgreSQL unreachable, PostGIS not installed);
 * the section is then skipped.
 */
export async function createPeerDatabase(): Promise<string | null> {
  try {
    await onServer(`drop database if exists ${PEER_DATABASE} with (force)`);
    await onServer(`create database ${PEER_DATABASE}`);
    const client = new pg.Client({ connectionString: PEER_DATABASE_URL });
    await client.connect();
    try {
      await client.query('create extension if not exists postgis');
    } finally {
      await client.end();
    }
    return null;
  } catch (err) {
    await dropPeerDatabase().catch(() => undefined);
    return err instanceof Error ? err.message : String(err);
  }
}

export async function dropPeerDatabase(): Promise<void> {
  await onServer(`drop database if exists ${PEER_DATABASE} with (force)`);
}

/** Migrates and seeds `bench_peer` through DealLoop's own layers, then builds the peer's table and index. */
export async function preparePeerData(listings: number, publicUrl: string): Promise<PeerData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-bench-peer-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: PEER_DATABASE_URL,
    PUBLIC_URL: publicUrl,
    PORT: '0',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    SEARCH_INDEX: 'true',
  });
  const { deps, database } = await prepare(config, createLogger('error'));
  const seeded = await seedDemoListings(await demoSeedDepsOf(deps.db, deps.files, config), {
    count: listings,
  });
  const peerStarted = performance.now();
  await buildPeerTable(database, publicUrl);
  const peerMs = performance.now() - peerStarted;
  await deps.search.load();
  return {
    url: PEER_DATABASE_URL,
    listings: seeded.listings,
    seedMs: seeded.ms,
    peerMs,
    deps,
    config,
    async close() {
      await deps.alertBus.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function buildPeerTable(database: DatabaseHandle, publicUrl: string): Promise<void> {
  const { db } = database;
  const imageBase = `'${`${publicUrl}/storage/listing-images/`.replaceAll("'", "''")}'`;
  await sql.raw(peerTable(imageBase)).execute(db);
  await sql`alter table peer_listings add primary key (id)`.execute(db);
  const statuses = PUBLIC_PROPERTY_STATUSES.map((status) => `'${status}'`).join(', ');
  // The partial GiST index of public listings: the statement's fixed terms match its predicate.
  await sql
    .raw(
      `create index peer_listings_public_geog on peer_listings using gist (geog)
       where listing_status = 'published' and archived_at is null and status in (${statuses})`,
    )
    .execute(db);
  await sql`vacuum (analyze) peer_listings`.execute(db);
}
