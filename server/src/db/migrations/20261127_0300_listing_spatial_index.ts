// A spatial index over public listings' points for the SQL path of search (issue 23): radius, map-box and distance
// searches read only the listings in their box, by the precise point (signed-in viewers) and by the coarse public
// point (anonymous visitors). SQLite: two R*Tree virtual tables keyed by the listing's rowid, kept in step by
// triggers in the writing transaction (so no write path, bulk seeding included, can forget) and filled here for
// existing rows. PostgreSQL: partial GiST indexes on the built-in `point` type (core, no extension needed, so it
// works without PostGIS). Either only narrows the candidates: the exact box and distance terms stay in the query.
// The R*Trees hold rowids: a later migration that rebuilds `properties` on SQLite (copy, drop, rename) or a VACUUM
// may renumber them, and must then recreate these triggers and refill the trees as `up` does.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

const PUBLIC = `listing_status = 'published' and archived_at is null`;

/** The R*Trees: each holds a listing's point as a zero-size box, keyed by the listing's rowid. */
const RTREES = [
  { table: 'properties_point_rtree', lat: 'lat', lng: 'lng' },
  { table: 'properties_public_point_rtree', lat: 'public_lat', lng: 'public_lng' },
] as const;

/** Inserts the point of `row` (new) into each R*Tree when the listing is public and has that point. */
const insertPoints = RTREES.map(
  ({ table, lat, lng }) =>
    `insert into ${table} (id, min_lat, max_lat, min_lng, max_lng)
       select new.rowid, new.${lat}, new.${lat}, new.${lng}, new.${lng}
       where new.${lat} is not null and new.${lng} is not null
         and new.listing_status = 'published' and new.archived_at is null;`,
).join('\n');
const deletePoints = RTREES.map(({ table }) => `delete from ${table} where id = old.rowid;`).join('\n');

const SQLITE_TRIGGERS = [
  `create trigger properties_points_insert after insert on properties begin ${insertPoints} end`,
  // Only a change of a point or of the public rule's columns touches the R*Trees (not the revision stamp).
  `create trigger properties_points_update
     after update of lat, lng, public_lat, public_lng, listing_status, archived_at on properties
     begin ${deletePoints} ${insertPoints} end`,
  `create trigger properties_points_delete after delete on properties begin ${deletePoints} end`,
];

const POSTGRES_INDEXES = [
  { name: 'properties_public_point_gist', lat: 'lat', lng: 'lng' },
  { name: 'properties_public_coarse_point_gist', lat: 'public_lat', lng: 'public_lng' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const { name, lat, lng } of POSTGRES_INDEXES) {
      await sql
        .raw(`create index ${name} on properties using gist (point(${lng}, ${lat})) where ${PUBLIC}`)
        .execute(db);
    }
    return;
  }
  for (const { table, lat, lng } of RTREES) {
    await sql
      .raw(`create virtual table ${table} using rtree(id, min_lat, max_lat, min_lng, max_lng)`)
      .execute(db);
    await sql
      .raw(
        `insert into ${table} (id, min_lat, max_lat, min_lng, max_lng)
           select rowid, ${lat}, ${lat}, ${lng}, ${lng} from properties
           where ${lat} is not null and ${lng} is not null and ${PUBLIC}`,
      )
      .execute(db);
  }
  for (const trigger of SQLITE_TRIGGERS) await sql.raw(trigger).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const { name } of POSTGRES_INDEXES) await sql.raw(`drop index ${name}`).execute(db);
    return;
  }
  for (const name of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger properties_points_${name}`).execute(db);
  }
  for (const { table } of RTREES) await sql.raw(`drop table ${table}`).execute(db);
}
