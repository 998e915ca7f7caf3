// Open houses (issue 9): slots owners schedule on their listings, and the RSVPs of signed-in buyers.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('open_houses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('host_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', t.timestamp, (col) => col.notNull())
    .addColumn('ends_at', t.timestamp, (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('cancelled_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  // A listing's slots by time (the listing section, the overlap check); the calendar by time; a host's slots.
  await db.schema
    .createIndex('open_houses_property_starts')
    .on('open_houses')
    .columns(['property_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('open_houses_ends').on('open_houses').column('ends_at').execute();
  await db.schema
    .createIndex('open_houses_host_starts')
    .on('open_houses')
    .columns(['host_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('open_house_rsvps')
    .addColumn('open_house_id', 'text', (col) =>
      col.notNull().references('open_houses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // Set when the day-before reminder alert was raised (null: not yet), so each attendee hears once per slot.
    .addColumn('reminded_at', t.timestamp)
    .addPrimaryKeyConstraint('open_house_rsvps_pk', ['open_house_id', 'user_id'])
    .execute();
  await db.schema.createIndex('open_house_rsvps_user').on('open_house_rsvps').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('open_house_rsvps').execute();
  await db.schema.dropTable('open_houses').execute();
}
