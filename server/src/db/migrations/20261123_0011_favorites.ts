// Favorites: the listings a user saved ("save deals"), one row per user and listing, listed newest saved first.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('favorites_user_newest')
    .on('favorites')
    .columns(['user_id', 'created_at'])
    .execute();
  // Deleting a listing cascades to its favorites: without this index every delete would scan the table.
  await db.schema.createIndex('favorites_property_id').on('favorites').column('property_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorites').execute();
}
