// Change tracking for the in-process search index: every insert or update of a listing stamps it with the next
// value of one counter row, taken in the same transaction (the row lock makes revisions commit in order), and
// deleting listings changes the counter's generation, which tells every process to reload. Triggers do it, so
// no write path can forget.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

const SQLITE_TRIGGERS = [
  sql`create trigger properties_revision_insert after insert on properties
    begin
      update change_counters set value = value + 1 where name = 'properties';
      update properties set revision = (select value from change_counters where name = 'properties')
        where rowid = new.rowid;
    end`,
  // The update made by these triggers changes the revision, so it does not fire this one again.
  sql`create trigger properties_revision_update after update on properties when new.revision = old.revision
    begin
      update change_counters set value = value + 1 where name = 'properties';
      update properties set revision = (select value from change_counters where name = 'properties')
        where rowid = new.rowid;
    end`,
  sql`create trigger properties_revision_delete after delete on properties
    begin
      update change_counters set generation = lower(hex(randomblob(16))), value = value + 1
        where name = 'properties';
    end`,
];

const POSTGRES_TRIGGERS = [
  sql`create function properties_next_revision() returns trigger language plpgsql as $$
    begin
      update change_counters set value = value + 1 where name = 'properties' returning value into new.revision;
      return new;
    end $$`,
  sql`create trigger properties_revision before insert or update on properties
    for each row execute procedure properties_next_revision()`,
  sql`create function properties_removed() returns trigger language plpgsql as $$
    begin
      update change_counters set generation = md5(random()::text || clock_timestamp()::text), value = value + 1
        where name = 'properties';
      return null;
    end $$`,
  sql`create trigger properties_revision_delete after delete on properties
    for each statement execute procedure properties_removed()`,
  sql`create trigger properties_revision_truncate after truncate on properties
    for each statement execute procedure properties_removed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('generation', 'text', (col) => col.notNull())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into change_counters (name, generation, value) values ('properties', 'initial', 0)`.execute(
    db,
  );
  await db.schema
    .alterTable('properties')
    .addColumn('revision', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('properties_revision').on('properties').column('revision').execute();
  for (const statement of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger properties_revision_truncate on properties`.execute(db);
    await sql`drop trigger properties_revision_delete on properties`.execute(db);
    await sql`drop trigger properties_revision on properties`.execute(db);
    await sql`drop function properties_removed()`.execute(db);
    await sql`drop function properties_next_revision()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`properties_revision_${name}`)}`.execute(db);
    }
  }
  await db.schema.dropIndex('properties_revision').execute();
  await db.schema.alterTable('properties').dropColumn('revision').execute();
  await db.schema.dropTable('change_counters').execute();
}
