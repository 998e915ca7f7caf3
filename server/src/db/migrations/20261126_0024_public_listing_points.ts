// The coarse point anonymous visitors are shown and searched by (issue 19): `public_lat`/`public_lng` on listings,
// filled for existing rows by properties/public-point.ts (the rule new writes use), and its partial map index.
import { type Kysely, sql } from 'kysely';
import { publicCoordinate } from '../../listings/public-point';
import { columnTypes } from '../column-types';

const PUBLIC = sql<boolean>`listing_status = 'published' and archived_at is null`;
const ROWS_PER_UPDATE = 400;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('properties').addColumn('public_lat', t.double).execute();
  await db.schema.alterTable('properties').addColumn('public_lng', t.double).execute();
  const rows = await sql<{ id: string; lat: number | null; lng: number | null }>`
    select id, lat, lng from properties where lat is not null or lng is not null`.execute(db);
  for (let start = 0; start < rows.rows.length; start += ROWS_PER_UPDATE) {
    const chunk = rows.rows.slice(start, start + ROWS_PER_UPDATE);
    const value = (column: 'lat' | 'lng') =>
      sql.join(
        chunk.map(
          (row) => sql`when ${row.id} then cast(${publicCoordinate(row[column])} as double precision)`,
        ),
        sql` `,
      );
    await sql`update properties
      set public_lat = case id ${value('lat')} end, public_lng = case id ${value('lng')} end
      where id in (${sql.join(chunk.map((row) => row.id))})`.execute(db);
  }
  await db.schema
    .createIndex('properties_public_coarse_area')
    .on('properties')
    .columns(['listing_status', 'archived_at', 'public_lat', 'public_lng'])
    .where(PUBLIC)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('properties_public_coarse_area').execute();
  await db.schema.alterTable('properties').dropColumn('public_lng').execute();
  await db.schema.alterTable('properties').dropColumn('public_lat').execute();
}
