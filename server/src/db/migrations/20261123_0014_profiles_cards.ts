// Public profiles and business cards: each profile's unique public slug, the markets (US states) it works in, and
// the business_cards table (one user may have several cards; card_url is unique).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // SQLite cannot add a UNIQUE column: add it, then a unique index (several NULLs are allowed on both dialects).
  await db.schema.alterTable('profiles').addColumn('profile_slug', 'text').execute();
  await db.schema
    .createIndex('profiles_profile_slug')
    .on('profiles')
    .column('profile_slug')
    .unique()
    .execute();
  await db.schema.alterTable('profiles').addColumn('published_at', t.timestamp).execute();
  await sql`update profiles set published_at = updated_at where profile_published = ${sql.lit(true)}`.execute(
    db,
  );
  // The investor directory lists published profiles, newest published first.
  await db.schema
    .createIndex('profiles_directory')
    .on('profiles')
    .columns(['profile_published', 'published_at', 'user_id'])
    .execute();

  await db.schema
    .createTable('profile_markets')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`length(state) = 2`))
    .addPrimaryKeyConstraint('profile_markets_pk', ['user_id', 'state'])
    .execute();
  await db.schema
    .createIndex('profile_markets_state')
    .on('profile_markets')
    .columns(['state', 'user_id'])
    .execute();

  await db.schema
    .createTable('business_cards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_url', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('company_name', 'text')
    .addColumn('company_logo', 'text')
    .addColumn('is_active', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('business_cards_user')
    .on('business_cards')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_cards').execute();
  await db.schema.dropTable('profile_markets').execute();
  await db.schema.dropIndex('profiles_directory').execute();
  await db.schema.dropIndex('profiles_profile_slug').execute();
  await db.schema.alterTable('profiles').dropColumn('published_at').execute();
  await db.schema.alterTable('profiles').dropColumn('profile_slug').execute();
}
